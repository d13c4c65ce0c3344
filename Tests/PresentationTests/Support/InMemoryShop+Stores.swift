import ShopDomain
import ShopInMemory
import ShopPresentation

/// The in-memory shop's ports handed to the factory the app builds its Stores with: tests wire
/// Stores exactly as the app does, on other ports.
@MainActor
extension InMemoryShop {
  /// The factory on this shop's ports; `products` or `catalogImporter`, when given, stand in
  /// for the shop's own (a failing one, to see a Store's failure states).
  func stores(
    products: (any ProductRepository)? = nil, catalogImporter: (any CatalogImporter)? = nil,
    observer: FlowObserver = .none, flow: AppFlow? = nil
  ) -> StoreFactory {
    var storage = self.storage
    storage.products = products ?? storage.products
    storage.catalogImporter = catalogImporter ?? storage.catalogImporter
    return StoreFactory(
      ports: StoreFactory.Ports(
        storage: storage, sessionTokens: terminal, newSessionTokens: terminal, clock: clock,
        orderIDs: orderIDs, policies: policies),
      observer: observer, flow: flow)
  }
}
