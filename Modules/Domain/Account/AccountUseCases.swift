/// Signs a customer in by email at this front end: the authenticator says who they are
/// (creating the customer on first sign-in); then, in one unit of the session port, the guest's
/// cart of this front end's token moves into theirs with quantities added and capped by the
/// cart rules, and a session starts under that token. Another front end's session is untouched.
public struct SignIn: Sendable {
  private let authenticator: any Authenticator
  private let visitor: Visitor

  public init(authenticator: any Authenticator, visitor: Visitor) {
    self.authenticator = authenticator
    self.visitor = visitor
  }

  public func callAsFunction(_ email: Email) async throws(AccountError) -> SignInOutcome {
    // Before the authenticator, which makes a customer on a first sign-in.
    try await fromRepository(await visitor.checkTokenCanBeKept(), failingAs: AccountError.storage)
    let now = visitor.clock.now()
    let customer = try await authenticator.authenticate(email, at: now)
    let session = try Session(customer: customer.email, startedAt: now)
    let move = try await fromRepository(
      await visitor.start(session) { move in move.merged }, failingAs: AccountError.storage)
    return SignInOutcome(
      session: session, mergedLines: move.guest.lines.count, cappedSKUs: move.cappedSKUs,
      unkeptCode: move.unkeptCode)
  }
}

/// What signing in did: who is signed in, and what happened to the guest's cart.
public struct SignInOutcome: Hashable, Sendable {
  public let session: Session
  /// Lines the guest cart held, each added to the customer's cart (capped, or left out when
  /// nothing was left to add: `cappedSKUs` names those).
  public let mergedLines: Int
  /// SKUs whose merged quantity was cut to fit the cart rules.
  public let cappedSKUs: [SKU]
  /// The guest cart's promotion code, when the customer's cart kept its own code instead.
  public let unkeptCode: PromotionCode?

  public init(
    session: Session, mergedLines: Int, cappedSKUs: [SKU], unkeptCode: PromotionCode? = nil
  ) {
    self.session = session
    self.mergedLines = mergedLines
    self.cappedSKUs = cappedSKUs
    self.unkeptCode = unkeptCode
  }
}

/// Ends this front end's session. The customer's cart stays theirs for next time; this front end
/// is back to its guest's (empty) cart, and every other front end's session goes on.
public struct SignOut: Sendable {
  private let visitor: Visitor

  public init(visitor: Visitor) {
    self.visitor = visitor
  }

  /// The session that ended, or `nil` when nobody was signed in.
  @discardableResult
  public func callAsFunction() async throws(AccountError) -> Session? {
    try await fromRepository(await visitor.end(), failingAs: AccountError.storage)
  }
}

/// Who is signed in at this front end, if anyone.
public struct CurrentSession: Sendable {
  private let visitor: Visitor

  public init(visitor: Visitor) {
    self.visitor = visitor
  }

  public func callAsFunction() async throws(AccountError) -> Session? {
    try await fromRepository(await visitor.session(), failingAs: AccountError.storage)
  }
}
