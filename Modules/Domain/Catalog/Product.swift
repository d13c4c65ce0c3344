/// Something the shop sells. A product is valid or it does not exist: the initializer checks
/// every invariant, so code holding a `Product` never re-checks it.
public struct Product: Hashable, Sendable {
  /// The most a price may be, in minor units, so that no cart's or order's total can overflow.
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
    let name = try name.shownText(field: "name", ifEmpty: .emptyName)
    let description = try description.shownText(field: "description", ifEmpty: nil)
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
}

/// A stock keeping unit, such as `DAI-001`: typed, so it is never passed where a name or an order
/// id is expected, and made only by its checks: 1 to 32 uppercase ASCII letters, digits and `-`,
/// starting and ending with a letter or digit (so `-` alone, or `--x`, is not a SKU).
public struct SKU: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// How many characters a SKU has: the messages that state the rule read it here.
  public static let lengthRange = 1...32

  public let value: String

  /// Accepts the code in any case and with surrounding spaces: ` dai-001 ` is `DAI-001`.
  public init(_ raw: String) throws(ProductError) {
    guard let code = raw.asCode(length: Self.lengthRange, allowingDashes: true),
      code.withBytes({ $0.first != UInt8(ascii: "-") && $0.last != UInt8(ascii: "-") })
    else {
      throw .invalidSKU(raw)
    }
    value = code
  }

  public var description: String { value }

  public static func < (lhs: SKU, rhs: SKU) -> Bool {
    lhs.value.utf8.lexicographicallyPrecedes(rhs.value.utf8)
  }
}

/// The aisle a product sits in, such as "Dairy". Compared folded, so `dairy` filters "Dairy".
public struct ProductCategory: Hashable, Sendable, CustomStringConvertible {
  /// The name as the catalog spells it.
  public let name: String

  public init(_ name: String) throws(ProductError) {
    self.name = try name.shownText(field: "category", ifEmpty: .emptyCategory)
  }

  /// The form filters compare.
  public var key: FoldedText { FoldedText(name) }

  public var description: String { name }
}

extension String {
  /// The text as a product shows it: trimmed, with no control character (a terminal would act
  /// on it rather than show it) and, when the product cannot do without it (`ifEmpty` says what
  /// its absence is), not empty and with something a reader sees.
  fileprivate consuming func shownText(
    field: String, ifEmpty: ProductError?
  ) throws(ProductError) -> String {
    // Nearly every text read back is already tidy, which one pass over its bytes settles for
    // every rule below (`TextBytes.swift`).
    if isTidyText { return self }
    let text = trimmingWhitespace
    if let ifEmpty, text.isEmpty { throw ifEmpty }
    guard !text.containsControlCharacter else { throw .controlCharacter(field: field) }
    if ifEmpty != nil, !text.hasVisibleCharacter { throw .invisible(field: field) }
    return text
  }
}

/// The port through which the catalog reads and writes products. Domain declares it; Data
/// implements it once in SQL for both databases and `ShopInMemory` in memory, and one contract
/// suite holds all three to the same behaviour. What a page asks for is a `ProductQuery`.
public protocol ProductRepository: Sendable {
  /// The page `query` asks for, in its order. An `after` SKU the catalog does not have is
  /// `PageError.unknownCursor`; a product that no longer matches the search or category still
  /// says where the next page starts.
  func page(_ query: ProductQuery) async throws(PageError) -> Page<Product, SKU>

  /// The product with this SKU, or `nil` when the catalog has none.
  func product(_ sku: SKU) async throws(StorageError) -> Product?

  /// Whether the catalog has no product at all.
  func isEmpty() async throws(StorageError) -> Bool

  /// Adds new SKUs and replaces changed ones, all or nothing.
  func save(_ products: [Product]) async throws(StorageError) -> SaveSummary

  /// Every category that has a product, one per folded name (`FoldedText`), by that name.
  func categories() async throws(StorageError) -> [ProductCategory]
}
