import ShopDomain

/// Everything the catalog screen knows: the query it showed last, and its page.
public struct CatalogState: Equatable, Sendable {
  public var search: CatalogSearch
  public var query: ProductQuery?
  public var page: LoadState<ProductPage>

  public init(
    search: CatalogSearch = CatalogSearch(), query: ProductQuery? = nil,
    page: LoadState<ProductPage> = .idle
  ) {
    self.search = search
    self.query = query
    self.page = page
  }
}
