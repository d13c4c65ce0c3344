import ShopData
import ShopDomain

/// What each side of a row read, as the shop's own values, for `Row`'s check: a raw row becomes a
/// product or an order through the builders both storage adapters read their rows through
/// (`Product.fromFields`, and `Order.fromStoredFields` in `RawOrder.order`), so a field the
/// repository maps that the raw side reads wrong, or not at all, makes the two differ; a raw row
/// that makes none reads as `nil`. Never run in a timed round.
enum Readings {
  static func product(_ row: Workloads.RawProduct) -> Product? {
    try? Product.fromFields(
      sku: row.sku, name: row.name, description: row.description, category: row.category,
      priceMinorUnits: Int(row.priceMinor), currencyCode: row.currency, stock: Int(row.stock))
  }

  /// A page the repository read: its items.
  static func items<Item, Cursor>(_ page: Page<Item, Cursor>?) -> [Item?] {
    page?.items.map(Optional.some) ?? []
  }

  /// A product a lookup found, or none.
  static func found(_ product: Product?) -> [Product?] {
    product.map { [$0] } ?? []
  }

  /// A product a raw lookup found, or none.
  static func found(_ row: Workloads.RawProduct?) -> [Product?] {
    row.map { [product($0)] } ?? []
  }

  /// A raw page of products: its 51st row only tells that a next page exists, as the
  /// repository's does.
  static func page(_ rows: [Workloads.RawProduct]) -> [Product?] {
    rows.prefix(50).map(product)
  }

  /// A raw page of orders.
  static func orders(_ rows: [RawOrder]) -> [Order?] {
    rows.map(\.order)
  }

  /// The products of `skus` in the file at `path`, read through the repository: what an import
  /// wrote, whichever side wrote it.
  static func stored(_ skus: [SKU], at path: String) async -> [Product] {
    guard let database = try? SQLiteDatabase(path: path) else { return [] }
    let products = SQLProductRepository(database: SQLDatabase(database))
    var found: [Product] = []
    for sku in skus {
      if let product = try? await products.product(sku) { found.append(product) }
    }
    return found
  }

  /// The order `placed` as `orders` keeps it, to compare with the other side's (each side places
  /// orders of its own, each for a customer of its own): every stored property but the id, and
  /// the customer only as whether it is the one that placed it. Read by reflection, so a field
  /// an order gains is compared here with no edit.
  static func stored(_ placed: Order?, in orders: any OrderRepository) async -> [String] {
    guard let placed, let kept = try? await orders.order(placed.id) else { return [] }
    return Mirror(reflecting: kept).children.compactMap { field in
      switch field.label {
      case "id": nil
      case "customer": "placed for its customer: \(kept.customer == placed.customer)"
      default: "\(field.label ?? "?"): \(field.value)"
      }
    }
  }
}
