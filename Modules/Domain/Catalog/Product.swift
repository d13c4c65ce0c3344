/// Something the shop sells. A product is valid or it does not exist: the initializer checks
/// every invariant, so code holding a `Product` never re-checks it.
public struct Product: Hashable, Sendable {
  /// The most a price may be, in minor units, so that totals of ten lines can never overflow.
  public static let maximumPriceMinorUnits = 100_000_000
  /// The most units the shop keeps of one product.
  public static let maximumStock = 1_000_000

  public let sku: SKU
  public let name: String
  public let description: String
  public let category: ProductCategory
  public let price: Money
  /// Units on the shelf; 0 means out of stock.
  public let stock: Int

  public init(
    sku: SKU,
    name: String,
    description: String,
    category: ProductCategory,
    price: Money,
    stock: Int
  ) throws(ProductError) {
    let name = name.trimmingWhitespace
    guard !name.isEmpty else { throw .emptyName }
    guard !name.containsControlCharacter else { throw .controlCharacter(field: "name") }
    let description = description.trimmingWhitespace
    guard !description.containsControlCharacter else {
      throw .controlCharacter(field: "description")
    }
    guard (0...Self.maximumPriceMinorUnits).contains(price.minorUnits) else {
      throw .invalidPrice(price.minorUnits)
    }
    guard (0...Self.maximumStock).contains(stock) else { throw .invalidStock(stock) }
    self.sku = sku
    self.name = name
    self.description = description
    self.category = category
    self.price = price
    self.stock = stock
  }

  public var isInStock: Bool { stock > 0 }

  /// The stock once `units` come back to the shelf (from a cancelled order). The shelf holds at
  /// most `maximumStock`: units beyond it are not kept, so a return can never make the product
  /// one that a later read would refuse.
  public func stock(returning units: Int) -> Int {
    min(stock + max(units, 0), Self.maximumStock)
  }

  /// What a text search looks in: the name and the description, folded.
  public var searchText: FoldedText { FoldedText(name + " " + description) }

  /// The key the catalog sorts names by.
  public var nameKey: FoldedText { FoldedText(name) }
}
