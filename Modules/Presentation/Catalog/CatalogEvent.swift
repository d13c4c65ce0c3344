import ShopDomain

/// What the catalog screen reports to whoever decides the next screen.
public enum CatalogEvent: Equatable, Sendable {
  case productChosen(SKU)
}
