import ShopDomain

/// The catalog's Stores, wired as `cart()` is in `StoreFactory.swift`: browsing, categories and
/// promotions, one product, and a sync from a feed.
extension StoreFactory {
  public func catalog(events: EventSink<CatalogStore.Event>? = nil) -> CatalogStore {
    Store(
      CatalogFeature(searchProducts: SearchProducts(products: storage.products)),
      state: CatalogStore.State(), observer: observer,
      events: events ?? { [flow] in flow?.handle($0) })
  }

  public func offers() -> OffersStore {
    let feature = OffersFeature(
      listCategories: ListCategories(products: storage.products),
      listPromotions: ListPromotions(promotions: storage.promotions, clock: ports.clock))
    return Store(feature, state: OffersStore.State(), observer: observer)
  }

  public func productDetail() -> ProductDetailStore {
    Store(
      ProductDetailFeature(showProduct: ShowProduct(products: storage.products)),
      state: ProductDetailStore.State(), observer: observer)
  }

  public func catalogSync(from feed: any CatalogFeed) -> CatalogSyncStore {
    Store(
      CatalogSyncFeature(syncCatalog: syncCatalog(from: feed)), state: CatalogSyncStore.State(),
      observer: observer)
  }
}
