/// Which page of the catalog to read: what to look for, in which order, and where to continue.
///
/// Pages are keyset pages: `after` is the SKU of the last product of the previous page, and the
/// next page starts right after it in `sort` order. Reading page 1000 costs what page 1 costs.
public struct ProductQuery: Hashable, Sendable {
  public var terms: SearchTerms
  public var category: FoldedText?
  public var sort: ProductSort
  public var size: PageSize
  public var after: SKU?

  public init(
    terms: SearchTerms = SearchTerms(""),
    category: FoldedText? = nil,
    sort: ProductSort = .name,
    size: PageSize = .standard,
    after: SKU? = nil
  ) {
    self.terms = terms
    self.category = category
    self.sort = sort
    self.size = size
    self.after = after
  }

  /// Whether `product` belongs in the result, ignoring paging.
  public func matches(_ product: Product) -> Bool {
    if let category, product.category.key != category { return false }
    return terms.matches(product)
  }

  /// Whether `lhs` comes before `rhs` in this query's order.
  public func orders(_ lhs: Product, before rhs: Product) -> Bool {
    switch sort {
    case .name where lhs.nameKey != rhs.nameKey:
      return lhs.nameKey < rhs.nameKey
    case .price where lhs.price.minorUnits != rhs.price.minorUnits:
      return lhs.price.minorUnits < rhs.price.minorUnits
    default:
      return lhs.sku < rhs.sku
    }
  }
}
