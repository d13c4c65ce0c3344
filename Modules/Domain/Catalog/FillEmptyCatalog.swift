/// Gives a new installation something to browse: when the catalog has no products at all, it is
/// synced from the given feed (the one bundled with the app). A catalog with products is left
/// alone. The app runs it before every command on a database but a sync (which brings its own
/// feed), so that commands started at once on a new database all find the catalog filled: on a
/// catalog with products it costs a read of one row.
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
    let isEmpty = try await fromRepository(
      await products.isEmpty(), failingAs: CatalogError.storage)
    guard isEmpty else { return nil }
    return try await sync()
  }
}
