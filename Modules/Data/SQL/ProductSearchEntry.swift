/// Performance: what a database's search index keeps of a product, folded once per save.
import ShopDomain

/// What a database's search index keeps of a product (`SQLDatabaseDriver.indexProduct`): the keys
/// a page of a search is filtered and ordered by, and the folded text it searches, as the
/// product's row holds them.
public struct ProductSearchEntry: Sendable {
  public let sku: String
  public let nameKey: String
  public let priceMinor: Int
  public let categoryKey: String
  public let searchText: String

  /// An entry of keys already folded: a product's row refolded by `Refold`.
  init(sku: String, nameKey: String, priceMinor: Int, categoryKey: String, searchText: String) {
    self.sku = sku
    self.nameKey = nameKey
    self.priceMinor = priceMinor
    self.categoryKey = categoryKey
    self.searchText = searchText
  }

  /// The product's entry, folded once: the row and the search index both hold it, and folding is
  /// most of a save.
  init(_ product: Product) {
    sku = product.sku.value
    nameKey = product.nameKey.value
    priceMinor = product.price.minorUnits
    categoryKey = product.category.key.value
    searchText = product.searchText.value
  }
}
