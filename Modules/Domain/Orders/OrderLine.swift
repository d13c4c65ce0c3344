/// One product of an order, as it was when the order was placed: its name and unit price are
/// kept, so a later price change does not rewrite history.
public struct OrderLine: Hashable, Sendable {
  public let sku: SKU
  public let name: String
  public let unitPrice: Money
  public let quantity: Int

  public init(sku: SKU, name: String, unitPrice: Money, quantity: Int) {
    self.sku = sku
    self.name = name
    self.unitPrice = unitPrice
    self.quantity = quantity
  }

  public var total: Money { unitPrice.multiplied(by: quantity) }
}
