import ShopDomain

/// Carts, in memory.
public actor InMemoryCartRepository: CartRepository {
  private var carts: [CartOwner: Cart]

  public init(_ carts: [CartOwner: Cart] = [:]) {
    self.carts = carts
  }

  public func cart(for owner: CartOwner) throws(StorageError) -> Cart {
    carts[owner] ?? Cart()
  }

  public func update(_ owner: CartOwner, _ change: @Sendable (inout Cart) throws(CartError) -> Void)
    throws(CartError)
    -> Cart
  {
    var cart = carts[owner] ?? Cart()
    try change(&cart)
    carts[owner] = cart
    return cart
  }

  public func save(_ changes: [CartOwner: Cart]) throws(StorageError) {
    carts.merge(changes) { _, new in new }
  }

  /// The cart half of a sign-in, in one step of this actor: nothing else changes a cart between
  /// reading the two and writing them.
  func moveGuestCart(
    into owner: CartOwner, stock: [SKU: Int], _ merge: @Sendable (GuestCartMove) -> Cart
  ) -> GuestCartMove {
    let guest = carts[.guest] ?? Cart()
    let move = GuestCartMove(
      guest: guest, customer: carts[owner] ?? Cart(),
      stock: Dictionary(uniqueKeysWithValues: guest.lines.map { ($0.sku, stock[$0.sku] ?? 0) }))
    guard !guest.isEmpty else { return move }
    carts[owner] = merge(move)
    carts[.guest] = Cart()
    return move
  }
}
