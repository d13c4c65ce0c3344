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

  public func save(_ changes: [CartOwner: Cart]) throws(StorageError) {
    carts.merge(changes) { _, new in new }
  }
}
