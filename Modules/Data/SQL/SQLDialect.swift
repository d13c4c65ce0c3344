/// The few things the shared SQL spells differently on each database, as SQL text the
/// repositories put in their statements.
public struct SQLDialect: Sendable {
  /// Ends a `SELECT` whose rows a write must hold until it commits, so another write of them
  /// waits (PostgreSQL's ` FOR UPDATE`); empty where a write transaction already holds the whole
  /// database (SQLite's `BEGIN IMMEDIATE`).
  public let forUpdate: String
  /// The database's own clock, in milliseconds since 1970: what session bookkeeping counts by,
  /// so terminals whose clocks disagree never forget each other's sessions.
  public let nowMilliseconds: String
  /// The schema that holds a connection's temporary tables (`temp`, `pg_temp`): a temporary
  /// table is always named through it, so no table of the shop's is ever taken for one.
  public let temporarySchema: String
  /// Run first in a write that must wait for every other of its kind in the shop, where no row
  /// names what they share (`SQLConnection.holdShopWide(_:)`, its `?1` bound to that name): a
  /// catalog import, whose rows PostgreSQL locks as it writes them, so two syncs writing the same
  /// products in other orders would each wait on the other and the server would give one up; or
  /// a rule over a list anyone adds to. `nil` where a write already holds the whole database
  /// (SQLite).
  public let shopWideHold: String?
  /// Makes the temporary table `feed_keys` (section, key, record) of a catalog import, in the
  /// import's transaction.
  public let feedKeysTable: String
  /// Run at the end of a catalog import that changed products, if anything: PostgreSQL's
  /// planner reads the table's statistics to choose a search's plan, refreshed at once here.
  public let afterCatalogChange: String?

  public init(
    forUpdate: String, nowMilliseconds: String, temporarySchema: String,
    shopWideHold: String?, feedKeysTable: String, afterCatalogChange: String?
  ) {
    self.forUpdate = forUpdate
    self.nowMilliseconds = nowMilliseconds
    self.temporarySchema = temporarySchema
    self.shopWideHold = shopWideHold
    self.feedKeysTable = feedKeysTable
    self.afterCatalogChange = afterCatalogChange
  }
}

extension SQLConnection {
  /// Waits until no other write holds `name` shop-wide, and holds it until this write's
  /// transaction ends: two catalog imports, or two additions to a list whose rule reads all of
  /// it, then take turns on every database.
  public func holdShopWide(_ name: String) throws {
    guard let hold = dialect.shopWideHold else { return }
    try run(hold, [.text(name)])
  }
}
