import ShopData
import ShopDomain
import ShopPresentation

/// The implementations of Domain's ports for one run of `shop`, and the policies the shop runs
/// by. The composition root picks them (the SQLite or PostgreSQL database here, or a scenario's
/// ports, made in `Scenario.swift`: test doubles, or SQL on a database that cannot be reached)
/// and hands them to the use cases by initializer.
/// Nothing else in the app knows which it got.
struct Dependencies: Sendable {
  /// The ports and policies the Stores are built from, by Presentation's `StoreFactory`.
  let ports: StoreFactory.Ports
  /// The feed a new catalog is filled from.
  let bundledFeed: any CatalogFeed
  /// The feed `catalog sync --feed FILE` reads.
  let feedFile: @Sendable (String) -> any CatalogFeed
  /// Where the analytics recorder writes what it recorded.
  let analyticsLog: @Sendable ([AnalyticsEntry]) async throws(StorageError) -> Void

  /// The feed `catalog sync` reads: the file named, or else the bundled catalog.
  func catalogFeed(at path: String?) -> any CatalogFeed {
    path.map(feedFile) ?? bundledFeed
  }

  /// Everything on a SQL database, SQLite or PostgreSQL, for the terminal whose token
  /// `sessionTokens` keeps: the same repositories on either, only the driver differs; the
  /// machine's clock, random order ids and session tokens; the shop's standard policies, chosen
  /// here; the bundled catalog and feed files.
  static func live(_ driver: any SQLDatabaseDriver, sessionTokens: any SessionTokenKeeper)
    -> Dependencies
  {
    let database = SQLDatabase(driver)
    let analytics = SQLAnalyticsLog(database: database)
    return Dependencies(
      ports: StoreFactory.Ports(
        storage: database.storage, sessionTokens: sessionTokens,
        newSessionTokens: RandomSessionTokens(), clock: SystemClock(),
        orderIDs: RandomOrderIDSource(), policies: .standard),
      bundledFeed: JSONCatalogFeed.bundled,
      feedFile: { JSONCatalogFeed(path: $0) },
      analyticsLog: { entries throws(StorageError) in try await analytics.record(entries) }
    )
  }
}
