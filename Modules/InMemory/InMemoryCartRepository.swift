import ShopDomain

/// Carts and the current session, in memory, in one actor: a cart change finds its owner from the
/// session and saves in one step, and a sign-in moves the guest's cart and starts the session in
/// one step, as SQLite's transactions do. `InMemorySessionRepository` is the session's port over
/// the same actor.
public actor InMemoryCartRepository: CartRepository {
  private var carts: [CartOwner: Cart]
  private(set) var session: Session?

  public init(_ carts: [CartOwner: Cart] = [:], session: Session? = nil) {
    self.carts = carts
    self.session = session
  }

  public func cart(for owner: CartOwner) throws(StorageError) -> Cart {
    carts[owner] ?? Cart()
  }

  public func updateCurrent(_ change: @Sendable (inout Cart) throws(CartError) -> Void)
    throws(CartError) -> Cart
  {
    let owner = CartOwner.current(for: session)
    var cart = carts[owner] ?? Cart()
    try change(&cart)
    carts[owner] = cart
    return cart
  }

  public func save(_ changes: [CartOwner: Cart]) throws(StorageError) {
    carts.merge(changes) { _, new in new }
  }

  /// A sign-in: the guest's cart moves into the customer's with `merge`, and `newSession` starts.
  func start(
    _ newSession: Session, stock: [SKU: Int], _ merge: @Sendable (GuestCartMove) -> Cart
  ) -> GuestCartMove {
    let owner = CartOwner.customer(newSession.customer)
    let guest = carts[.guest] ?? Cart()
    let move = GuestCartMove(
      guest: guest, customer: carts[owner] ?? Cart(),
      stock: Dictionary(uniqueKeysWithValues: guest.lines.map { ($0.sku, stock[$0.sku] ?? 0) }))
    if !guest.isEmpty {
      carts[owner] = merge(move)
      carts[.guest] = Cart()
    }
    session = newSession
    return move
  }

  func endSession() {
    session = nil
  }
}
