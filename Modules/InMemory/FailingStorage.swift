import ShopDomain

/// Storage that fails every call, for every port: what a screen shows when the disk is gone.
/// Used by the `failing-storage` scenario and by tests of each screen's error state.
public struct FailingStorage: CartRepository, OrderRepository, PromotionRepository,
  SessionRepository, Authenticator, WishlistRepository
{
  public static let error = StorageError(reason: "the storage is unavailable in this scenario")

  public init() {}

  public func cart(for owner: CartOwner) throws(StorageError) -> Cart { throw Self.error }
  public func save(_ carts: [CartOwner: Cart]) throws(StorageError) { throw Self.error }
  public func updateCurrent(
    for token: SessionToken, at now: Timestamp,
    _ change: @Sendable (inout Cart) throws(CartError) -> Void
  ) throws(CartError) -> Cart {
    throw .storage(Self.error)
  }

  public func place(_ order: Order) throws(PlacementError) { throw .storage(Self.error) }
  public func cancel(_ order: Order) throws(OrderError) { throw .storage(Self.error) }
  public func order(_ id: OrderID) throws(StorageError) -> Order? { throw Self.error }
  public func orders(of customer: Email, after: OrderID?, size: PageSize) throws(PageError)
    -> Page<Order, OrderID>
  {
    throw .storage(Self.error)
  }

  public func page(_ query: PromotionQuery) throws(PageError)
    -> Page<Promotion, PromotionCode>
  {
    throw .storage(Self.error)
  }

  public func promotion(_ code: PromotionCode) throws(StorageError) -> Promotion? {
    throw Self.error
  }
  public func save(_ promotions: [Promotion]) throws(StorageError) -> SaveSummary {
    throw Self.error
  }

  public func current(_ token: SessionToken) throws(StorageError) -> Session? { throw Self.error }
  public func start(
    _ session: Session, for token: SessionToken,
    movingGuestCart merge: @Sendable (GuestCartMove) -> Cart
  ) throws(StorageError) -> GuestCartMove { throw Self.error }
  public func end(_ token: SessionToken) throws(StorageError) { throw Self.error }

  public func authenticate(_ email: Email, at now: Timestamp) throws(AccountError) -> Customer {
    throw .storage(Self.error)
  }

  public func wishlist(for customer: Email) throws(StorageError) -> Wishlist { throw Self.error }
  public func update(
    for customer: Email, _ change: @Sendable (inout Wishlist) throws(WishlistError) -> Void
  ) throws(WishlistError) -> Wishlist {
    throw .storage(Self.error)
  }
}

extension Storage {
  /// Every storage port failing every call, for the `failing-storage` scenario.
  public static var failing: Storage {
    let storage = FailingStorage()
    return Storage(
      products: FailingProductRepository(), promotions: storage,
      catalogImporter: FailingCatalogImporter(), carts: storage, orders: storage,
      sessions: storage, wishlists: storage, authenticator: storage)
  }
}
