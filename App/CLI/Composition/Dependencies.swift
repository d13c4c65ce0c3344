import ShopData
import ShopDomain

/// The implementations of Domain's ports for one run of `shop`. The composition root picks
/// them (the SQLite database, or test doubles for a scenario) and hands them to the use cases
/// by initializer. Nothing else in the app knows which implementation it got.
struct Dependencies: Sendable {
  let products: any ProductRepository
  /// The feed a new catalog is filled from.
  let bundledFeed: any CatalogFeed
  /// The feed `catalog sync --feed FILE` reads.
  let feedFile: @Sendable (String) -> any CatalogFeed

  /// Everything on the SQLite database.
  static func live(_ database: Database) -> Dependencies {
    Dependencies(
      products: SQLiteProductRepository(database: database),
      bundledFeed: JSONCatalogFeed.bundled,
      feedFile: { JSONCatalogFeed(path: $0) }
    )
  }
}
