import ShopDomain

/// A product as a list shows it: every field already text, ready to print or encode.
public struct ProductSummary: Equatable, Sendable, Encodable {
  public let sku: String
  public let name: String
  public let category: String
  public let price: String
  public let stock: Int
  public let availability: String

  public init(_ product: Product) {
    sku = product.sku.value
    name = product.name
    category = product.category.name
    price = PriceText.format(product.price)
    stock = product.stock
    availability = Self.availability(of: product.stock)
  }

  /// "Out of stock", "Only 3 left" or "25 in stock".
  static func availability(of stock: Int) -> String {
    switch stock {
    case 0: "Out of stock"
    case 1...5: "Only \(stock) left"
    default: "\(stock) in stock"
    }
  }
}
