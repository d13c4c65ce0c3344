import ShopDomain

/// The current session, in memory. It lives in the carts' actor, so that signing in and changing
/// a cart are each one step, as they are one transaction on SQLite; this is its port.
public struct InMemorySessionRepository: SessionRepository {
  private let carts: InMemoryCartRepository
  private let products: InMemoryProductRepository

  public init(carts: InMemoryCartRepository, products: InMemoryProductRepository) {
    self.carts = carts
    self.products = products
  }

  public func current() async throws(StorageError) -> Session? {
    await carts.session
  }

  public func start(_ session: Session, movingGuestCart merge: @Sendable (GuestCartMove) -> Cart)
    async throws(StorageError) -> GuestCartMove
  {
    let stock = await products.snapshot().mapValues(\.stock)
    return await carts.start(session, stock: stock, merge)
  }

  public func end() async throws(StorageError) {
    await carts.endSession()
  }
}
