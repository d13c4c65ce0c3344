import ShopData
import ShopDomain
import ShopInMemory
import ShopPostgres
import ShopPresentation

/// The implementations of Domain's ports for one run of `shop`, and the policies the shop runs
/// by. The composition root picks them (the SQLite or PostgreSQL database, or test doubles for a
/// scenario) and hands them to the use cases by initializer. Nothing else in the app knows which
/// it got.
struct Dependencies: Sendable {
  /// The ports and policies the Stores are built from, by Presentation's `StoreFactory`.
  let ports: StoreFactory.Ports
  /// The feed a new catalog is filled from.
  let bundledFeed: any CatalogFeed
  /// The feed `catalog sync --feed FILE` reads.
  let feedFile: @Sendable (String) -> any CatalogFeed
  /// Where the analytics decorator writes what it recorded.
  let analyticsLog: @Sendable ([AnalyticsEntry]) async throws(StorageError) -> Void

  /// The feed `catalog sync` reads: the file named, or else the bundled catalog.
  func catalogFeed(at path: String?) -> any CatalogFeed {
    path.map(feedFile) ?? bundledFeed
  }

  /// Everything on a SQL database, SQLite or PostgreSQL, for the terminal whose token
  /// `sessionTokens` keeps: the same repositories on either, only the database differs.
  static func live(_ driver: any SQLDatabaseDriver, sessionTokens: any SessionTokenKeeper)
    -> Dependencies
  {
    let database = SQLDatabase(driver)
    let analytics = SQLAnalyticsLog(database: database)
    return .stored(database.storage, sessionTokens: sessionTokens) {
      entries throws(StorageError) in
      try await analytics.record(entries)
    }
  }

  /// A real database's storage, with the machine's clock, random order ids and session tokens,
  /// the bundled catalog and feed files: what `live` shares whichever database it is.
  private static func stored(
    _ storage: Storage, sessionTokens: any SessionTokenKeeper,
    analyticsLog: @escaping @Sendable ([AnalyticsEntry]) async throws(StorageError) -> Void
  ) -> Dependencies {
    Dependencies(
      ports: StoreFactory.Ports(
        storage: storage, sessionTokens: sessionTokens, newSessionTokens: RandomSessionTokens(),
        clock: SystemClock(), orderIDs: RandomOrderIDSource(),
        shipping: ShopPolicies.shipping, currency: ShopPolicies.currency),
      bundledFeed: JSONCatalogFeed.bundled,
      feedFile: { JSONCatalogFeed(path: $0) },
      analyticsLog: analyticsLog
    )
  }

  /// Everything in memory, on a scenario's canned shop, its token kept in memory; analytics go
  /// nowhere.
  static func doubles(_ shop: InMemoryShop) -> Dependencies {
    Dependencies(
      ports: StoreFactory.Ports(
        storage: shop.storage, sessionTokens: shop.terminal, newSessionTokens: shop.terminal,
        clock: shop.clock, orderIDs: shop.orderIDs,
        shipping: ShopPolicies.shipping, currency: ShopPolicies.currency),
      bundledFeed: CannedCatalogFeed(
        products: SampleCatalog.products, promotions: SampleCatalog.promotions),
      feedFile: { JSONCatalogFeed(path: $0) },
      analyticsLog: { _ in }
    )
  }

  /// Every port failing, for the `failing-storage` scenario: the terminal holds a token, so
  /// even asking who is signed in reaches the storage, and fails.
  static var failing: Dependencies {
    let terminal = InMemorySessionTokens()
    terminal.keep(terminal.newToken())
    return Dependencies(
      ports: StoreFactory.Ports(
        storage: .failing, sessionTokens: terminal, newSessionTokens: terminal,
        clock: SettableClock(), orderIDs: SequentialOrderIDs(),
        shipping: ShopPolicies.shipping, currency: ShopPolicies.currency),
      bundledFeed: CannedCatalogFeed(failing: .missing("the scenario's feed")),
      feedFile: { _ in CannedCatalogFeed(failing: .missing("the scenario's feed")) },
      analyticsLog: { _ in }
    )
  }
}
