/// Reads one page of the catalog: browsing is a search with no words.
public struct SearchProducts: Sendable {
  private let products: any ProductRepository

  public init(products: any ProductRepository) {
    self.products = products
  }

  public func callAsFunction(_ query: ProductQuery) async throws(CatalogError) -> ProductPage {
    guard query.terms.isWithinLimits else { throw .searchTooLong }
    do {
      return try await products.page(query)
    } catch {
      throw .storage(error)
    }
  }
}
