/// One product in a cart and how many of it: 1 to `Cart.maximumQuantity`.
public struct CartLine: Hashable, Sendable {
  public let sku: SKU
  public let quantity: Int

  public init(sku: SKU, quantity: Int) {
    self.sku = sku
    self.quantity = quantity
  }
}
