import ShopDomain

/// Sessions by token, in memory. They live in the carts' actor, so that signing in and changing
/// a cart are each one step, as they are one transaction on SQLite; this is their port. Only
/// `InMemoryShop` makes one, over its own carts and products. A sign-in reads the stock a guest
/// cart's lines are held to in one step of the catalog's actor and moves the cart in the next, so
/// stock changed between them is not seen, as one SQL transaction would see it.
public struct InMemorySessionRepository: SessionRepository {
  let carts: InMemoryCartRepository
  let products: InMemoryProductRepository

  public func current(_ token: SessionToken) async throws(StorageError) -> Session? {
    await carts.session(token)
  }

  public func start(
    _ session: Session, for token: SessionToken,
    movingGuestCart merge: @Sendable (GuestCartMove) -> Cart
  ) async throws(StorageError) -> GuestCartMove {
    let stock = await products.snapshot().mapValues(\.stock)
    return await carts.start(session, for: token, stock: stock, merge)
  }

  public func end(_ token: SessionToken) async throws(StorageError) {
    await carts.end(token)
  }

  public func noteUse(of token: SessionToken, at now: Timestamp) async throws(StorageError) {
    await carts.noteUse(of: token, at: now)
  }
}
