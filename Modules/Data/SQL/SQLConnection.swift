import ShopDomain

/// A connection inside one read or write of a `SQLDatabase`: what every repository runs its
/// statements on, each with its values bound to `?1`, `?2`, … in order. Nothing is ever spliced
/// into SQL text. It holds the database's own connection (`SQLConnectionDriver`), and is a struct
/// so that `rows` is compiled for the row type each repository reads: through the protocol,
/// each row appended went through generic code, a page of 50 products 1.4× raw C where it had
/// been 1.2× (`shop-bench`).
public struct SQLConnection {
  let driver: any SQLConnectionDriver

  public init(_ driver: any SQLConnectionDriver) {
    self.driver = driver
  }

  /// The SQL its database spells its own way.
  public var dialect: SQLDialect { driver.dialect }

  /// Runs a statement that returns no rows, and says how many rows it changed.
  @discardableResult
  public func run(_ sql: String, _ values: [SQLValue] = []) throws -> Int {
    try driver.run(sql, values)
  }

  /// Runs a query and makes one value of each row.
  public func rows<Row>(
    _ sql: String, _ values: [SQLValue] = [], _ read: (any SQLRow) throws -> Row
  ) throws -> [Row] {
    var rows: [Row] = []
    try driver.query(sql, values) { row in rows.append(try read(row)) }
    return rows
  }

  /// Runs a query and makes one value of each row into `rows`, emptied first. One array read
  /// into again and again keeps its memory: a page that reads each order's lines in turn then
  /// makes no array for each order.
  public func rows<Row>(
    _ sql: String, _ values: [SQLValue] = [], into rows: inout [Row],
    _ read: (any SQLRow) throws -> Row
  ) throws {
    rows.removeAll(keepingCapacity: true)
    try driver.query(sql, values) { row in rows.append(try read(row)) }
  }

  /// Runs a query and says whether it found a row.
  public func exists(_ sql: String, _ values: [SQLValue] = []) throws -> Bool {
    try !rows(sql, values) { _ in true }.isEmpty
  }
}

/// What a database's driver implements for one of its connections: run a statement, run a
/// query row by row, and say how its SQL differs. SQLite's (`SQLiteConnection`) and
/// PostgreSQL's (`PostgresConnection`).
public protocol SQLConnectionDriver: AnyObject {
  /// The SQL its database spells its own way.
  var dialect: SQLDialect { get }

  /// Runs a statement that returns no rows, and says how many rows it changed.
  func run(_ sql: String, _ values: [SQLValue]) throws -> Int

  /// Runs a query and hands each row to `row` in turn, while it can be read.
  func query(_ sql: String, _ values: [SQLValue], _ row: (any SQLRow) throws -> Void) throws
}

/// One row of a query's result, read by the position of its columns in the query. A value that
/// is not what its column should hold (a NULL where a value must be) is a damaged row. A class,
/// moved on from row to row by its driver: reading a column is then one call, with no copy of
/// the row between.
public protocol SQLRow: AnyObject {
  func int(_ column: Int32) throws -> Int
  func optionalInt(_ column: Int32) throws -> Int?
  func text(_ column: Int32) throws -> String
  func optionalText(_ column: Int32) throws -> String?
}

/// A value bound to a statement's parameter: the only way a value reaches SQL in the shop.
public enum SQLValue: Equatable, Sendable {
  case integer(Int64)
  case text(String)
  case null

  public init(_ value: Int) {
    self = .integer(Int64(value))
  }

  public init(_ value: String?) {
    self = value.map(SQLValue.text) ?? .null
  }
}

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
  /// Makes the temporary table `feed_keys` (section, key, record) of a catalog import, in the
  /// import's transaction.
  public let feedKeysTable: String
  /// Run at the end of a catalog import that changed products, if anything: PostgreSQL's
  /// planner reads the table's statistics to choose a search's plan, refreshed at once here.
  public let afterCatalogChange: String?

  public init(
    forUpdate: String, nowMilliseconds: String, temporarySchema: String, feedKeysTable: String,
    afterCatalogChange: String?
  ) {
    self.forUpdate = forUpdate
    self.nowMilliseconds = nowMilliseconds
    self.temporarySchema = temporarySchema
    self.feedKeysTable = feedKeysTable
    self.afterCatalogChange = afterCatalogChange
  }
}
