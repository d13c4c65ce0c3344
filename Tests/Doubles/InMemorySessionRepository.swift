import ShopDomain

/// The current session, in memory, over the carts and catalog a sign-in reads and changes.
public actor InMemorySessionRepository: SessionRepository {
  private var session: Session?
  private let carts: InMemoryCartRepository
  private let products: InMemoryProductRepository

  public init(
    _ session: Session? = nil, carts: InMemoryCartRepository, products: InMemoryProductRepository
  ) {
    self.session = session
    self.carts = carts
    self.products = products
  }

  public func current() throws(StorageError) -> Session? {
    session
  }

  public func start(_ session: Session, movingGuestCart merge: @Sendable (GuestCartMove) -> Cart)
    async throws(StorageError) -> GuestCartMove
  {
    let stock = await products.snapshot().mapValues(\.stock)
    let move = await carts.moveGuestCart(into: .customer(session.customer), stock: stock, merge)
    self.session = session
    return move
  }

  public func end() throws(StorageError) {
    session = nil
  }
}
