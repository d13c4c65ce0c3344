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
}
