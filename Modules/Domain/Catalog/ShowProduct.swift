/// Finds one product by SKU; a SKU the catalog does not have is a `productNotFound` error, not
/// an empty screen.
public struct ShowProduct: Sendable {
  private let products: any ProductRepository

  public init(products: any ProductRepository) {
    self.products = products
  }

  public func callAsFunction(_ sku: SKU) async throws(CatalogError) -> Product {
    let found: Product?
    do {
      found = try await products.product(sku)
    } catch {
      throw .storage(error)
    }
    guard let found else { throw .productNotFound(sku) }
    return found
  }
}
