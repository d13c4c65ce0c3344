/// Why storing an order was refused at the last moment, after checkout had checked everything:
/// another process bought the stock or the catalog changed a price in between.
public enum PlacementError: Error, Equatable, Sendable {
  case notEnoughStock(SKU)
  case priceChanged(SKU)
  case storage(StorageError)
}
