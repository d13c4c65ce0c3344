import ShopDomain

extension SyncCatalog {
  /// A sync of `feed` into `catalog`, run to its report: how the tests that sync run one, on any
  /// storage, so a value a sync gains is given here once for all of them, and not in each.
  public static func run(
    _ feed: any CatalogFeed, into catalog: any CatalogImporter,
    currency: Currency = ShopPolicies.standard.currency,
    progress: @Sendable (Progress) -> Void = { _ in }
  ) async throws(CatalogError) -> SyncReport {
    let sync = SyncCatalog(feed: feed, catalog: catalog, currency: currency)
    return try await sync(progress: progress)
  }
}
