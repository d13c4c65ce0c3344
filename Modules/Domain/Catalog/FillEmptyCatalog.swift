/// Gives a new installation something to browse: when the catalog has no products at all, it is
/// synced from the given feed (the one bundled with the app). A catalog with products is left
/// alone, so running it before every command costs one indexed read.
public struct FillEmptyCatalog: Sendable {
  private let products: any ProductRepository
  private let sync: SyncCatalog

  public init(products: any ProductRepository, sync: SyncCatalog) {
    self.products = products
    self.sync = sync
  }

  /// The sync report, or `nil` when the catalog already had products.
  @discardableResult
  public func callAsFunction() async throws(CatalogError) -> SyncReport? {
    let first: ProductPage
    do {
      first = try await products.page(ProductQuery(size: .single))
    } catch {
      throw .storage(error)
    }
    guard first.products.isEmpty else { return nil }
    return try await sync()
  }
}
