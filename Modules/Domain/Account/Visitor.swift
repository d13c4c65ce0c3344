/// The person at this front end, as every use case reaches them: the session token their front
/// end keeps, and the session and guest cart the storage keeps under it. With no token, or one
/// the storage does not know, they are signed out with an empty guest cart. A token is made and
/// kept only as a change is about to be kept under it (a sign-in, a cart change the empty cart
/// takes): a first change the cart refuses leaves none.
public struct Visitor: Sendable {
  let sessions: any SessionRepository
  let tokens: any SessionTokenKeeper
  let newTokens: any SessionTokenSource
  let clock: any Clock

  public init(
    sessions: any SessionRepository, tokens: any SessionTokenKeeper,
    newTokens: any SessionTokenSource, clock: any Clock
  ) {
    self.sessions = sessions
    self.tokens = tokens
    self.newTokens = newTokens
    self.clock = clock
  }

  /// The token this front end holds, or a new one, kept before anything is stored under it: a
  /// session no front end could name again would be lost.
  func token() async throws(StorageError) -> SessionToken {
    if let token = await tokens.token() { return token }
    return try await tokens.keep(newTokens.newToken())
  }

  /// The visitor's session, or `nil` when they are signed out.
  func session() async throws(StorageError) -> Session? {
    guard let token = await tokens.token() else { return nil }
    return try await sessions.current(token)
  }

  /// Whose cart is the visitor's now: the signed-in customer's, else their token's guest cart
  /// (`nil` with no token: an empty cart nobody has yet).
  func cartOwner() async throws(StorageError) -> CartOwner? {
    guard let token = await tokens.token() else { return nil }
    return CartOwner.current(for: try await sessions.current(token), token: token)
  }

  /// Signs in under this front end's token, made and kept first if it has none.
  func start(_ session: Session, movingGuestCart merge: @Sendable (GuestCartMove) -> Cart)
    async throws(StorageError) -> GuestCartMove
  {
    try await sessions.start(session, for: token(), movingGuestCart: merge)
  }

  /// Ends the session under this front end's token; the session that ended, if there was one.
  func end() async throws(StorageError) -> Session? {
    guard let token = await tokens.token() else {
      try await tokens.checkCanKeep()
      return nil
    }
    guard let session = try await sessions.current(token) else { return nil }
    try await sessions.end(token)
    return session
  }

  /// Who is signed in, for the use cases that serve only a customer (such as orders and
  /// checkout): nobody signed in is their `notSignedIn`, a storage failure their `storage`.
  func customer<Failure: Error>(
    orElse notSignedIn: Failure, failingAs storage: (StorageError) -> Failure
  ) async throws(Failure) -> Email {
    let session = try await fromRepository(await session(), failingAs: storage)
    guard let session else {
      // A front end that could keep no token is never signed in: that is the answer, not
      // "sign in", which would fail the same way.
      try await fromRepository(await checkTokenCanBeKept(), failingAs: storage)
      throw notSignedIn
    }
    return session.customer
  }
}
