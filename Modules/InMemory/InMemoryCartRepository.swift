import ShopDomain

/// Carts and sessions, in memory, in one actor: a cart change finds its owner from its token's
/// session and saves in one step, and a sign-in moves the token's guest cart and starts the
/// session in one step, as SQLite's transactions do. `InMemorySessionRepository` is the
/// sessions' port over the same actor.
public actor InMemoryCartRepository: CartRepository {
  /// What the storage keeps under one token: who is signed in (if anyone) and its last use.
  struct TokenRecord {
    var session: Session?
    var lastUsed: Timestamp
  }

  private var carts: [CartOwner: Cart]
  private var tokens: [SessionToken: TokenRecord] = [:]

  public init(_ carts: [CartOwner: Cart] = [:]) {
    self.carts = carts
  }

  public func cart(for owner: CartOwner) throws(StorageError) -> Cart {
    carts[owner] ?? Cart()
  }

  public func updateCurrent(
    for token: SessionToken, at now: Timestamp,
    _ change: @Sendable (inout Cart) throws(CartError) -> Void
  ) throws(CartError) -> Cart {
    let owner = CartOwner.current(for: tokens[token]?.session, token: token)
    var cart = carts[owner] ?? Cart()
    try change(&cart)
    begin(token, at: now)
    carts[owner] = cart
    return cart
  }

  public func save(_ changes: [CartOwner: Cart]) throws(StorageError) {
    carts.merge(changes) { _, new in new }
  }

  /// Empties `owner`'s cart if it is still `cart`, in one step, and says whether it did: an
  /// order placed from a cart takes it, unless another change or placement came first.
  func empty(_ owner: CartOwner, ifStill cart: Cart) -> Bool {
    guard (carts[owner] ?? Cart()) == cart else { return false }
    carts[owner] = Cart()
    return true
  }

  func session(_ token: SessionToken) -> Session? {
    tokens[token]?.session
  }

  /// A sign-in under `token`: its guest cart moves into the customer's with `merge`, and
  /// `newSession` starts.
  func start(
    _ newSession: Session, for token: SessionToken, stock: [SKU: Int],
    _ merge: @Sendable (GuestCartMove) -> Cart
  ) -> GuestCartMove {
    begin(token, at: newSession.startedAt)
    let (guest, owner) = (CartOwner.guest(token), CartOwner.customer(newSession.customer))
    let guestCart = carts[guest] ?? Cart()
    let move = GuestCartMove(
      guest: guestCart, customer: carts[owner] ?? Cart(),
      stock: Dictionary(
        uniqueKeysWithValues: guestCart.lines.map { ($0.sku, stock[$0.sku] ?? 0) }))
    if move.hasAnythingToMove {
      carts[owner] = merge(move)
      carts[guest] = Cart()
    }
    tokens[token]?.session = newSession
    return move
  }

  func end(_ token: SessionToken) {
    tokens[token]?.session = nil
  }

  /// Marks `token` used at `now`, if this storage knows it.
  func noteUse(of token: SessionToken, at now: Timestamp) {
    if let used = tokens[token]?.lastUsed, used < now { tokens[token]?.lastUsed = now }
  }

  /// A token met for the first time begins at `now`, the use case's clock (the databases read
  /// their own): its record, and the
  /// shop forgets tokens unused for `Session.unusedLifetimeMilliseconds`, and their guest carts.
  /// A token it knows is marked used at `now` (the databases, at most once a day).
  private func begin(_ token: SessionToken, at now: Timestamp) {
    guard tokens[token] == nil else { return noteUse(of: token, at: now) }
    let cutoff = now.millisecondsSince1970 - Session.unusedLifetimeMilliseconds
    for (unused, record) in tokens where record.lastUsed.millisecondsSince1970 < cutoff {
      tokens[unused] = nil
      carts[.guest(unused)] = nil
    }
    tokens[token] = TokenRecord(session: nil, lastUsed: now)
  }
}
