import ShopPresentation

@MainActor
extension AppFlow {
  /// A flow that has opened `routes` one after another above the catalog, as a person choosing
  /// them would: where a test starts, before what it checks.
  convenience init(opening routes: [Route], observer: FlowObserver = .none) {
    self.init(observer: observer)
    for route in routes {
      open(route)
    }
  }
}
