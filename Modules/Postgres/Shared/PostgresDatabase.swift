import ShopData
import ShopDomain
import Synchronization

/// The shop's PostgreSQL database: the one connection every PostgreSQL repository of a process
/// shares, inside a `Mutex`, the only way to reach it, for a connection must be used by one task
/// at a time. A lock rather than an actor, as `SQLiteDatabase` has: with the hop into an actor a
/// lookup by SKU took 1.4-1.6x raw libpq in `shop-bench`, with the lock about 1.0-1.1x
/// (`Benchmarks.md` has today's figures).
///
/// **How concurrent clients stay correct.** Every write runs in one transaction at PostgreSQL's
/// default isolation, READ COMMITTED, and takes row locks where a read decides a write:
/// - placing an order takes stock with a conditional `UPDATE … WHERE stock >= $2`, which locks the
///   product's row; a second checkout waits for the first to commit, then re-checks the condition
///   on the new row and finds no stock: exactly one order, stock never negative;
/// - a cart change or sign-in first locks its session token's row (`SELECT … FOR UPDATE`,
///   `SQLSessionRepository.hold`; a sign-out's one `UPDATE` locks it as it writes),
///   and whatever changes a customer's cart (a change while signed in, a sign-in, an order
///   placement) locks the customer's row (`SELECT … FOR UPDATE`): changes of one cart queue one
///   behind the other, as SQLite's `BEGIN IMMEDIATE` makes them, so no cart change is lost and
///   none lands in a guest's cart after a sign-in moved it, while different people never wait;
/// - stock is taken in SKU order, so two orders that share products wait for one another in one
///   order and never deadlock.
///
/// Why row locks rather than SERIALIZABLE transactions: under SERIALIZABLE, ten terminals adding
/// to one cart would conflict, have all but one aborted, and retry, over and over; a lock makes
/// them wait their turn instead, which is what a cart change wants. A deadlock (40P01) or a
/// serialization failure (40001) that happens anyway (a catalog sync updating products in feed
/// order while a checkout takes stock) ends that transaction, and `write` runs it again, unless
/// it was told not to (a sync, which reads its feed once).
public final class PostgresDatabase: SQLDatabaseDriver {
  /// How many times a write is tried when the server gives it up to let another go on.
  static let attempts = 5

  private let connection: Mutex<PostgresConnection>
  /// The database and server, as people name them ("the PostgreSQL database shop on
  /// localhost"): never the URL, which may hold a password.
  public let name: String
  /// Which shop this is, for what is kept per shop (a terminal's session token): the server (its
  /// host and port), the database and the schema, so two shops in two schemas of one database
  /// are two. Never the URL, which may hold a password.
  public let identity: String
  /// When a search changes plan (`PostgresProductPages`).
  let searchBudget: SearchBudget

  /// Loads libpq if no database has yet, connects to the server `url` names on the shop's own
  /// search path (`SearchPath`), refuses a schema other roles may create in (`SchemaPrivacy`),
  /// recognises the schema before anything is written (an empty one, the shop's, or another
  /// app's, which is refused untouched), and runs the migrations it has not seen.
  public init(url: String, searchBudget: SearchBudget = PostgresProductPages.budget)
    throws(PostgresDatabaseError)
  {
    let pq: LibPQ
    do throws(LibPQ.LoadError) {
      pq = try LibPQ.load()
    } catch {
      throw .clientMissing(error)
    }
    let connection: PostgresConnection
    do throws(PostgresError) {
      connection = try PostgresConnection(url: url, through: pq)
    } catch {
      // libpq's reason repeats the host as typed: bounded as any echo is.
      throw .cannotConnect(
        reason: TypedText.shownLine(ConnectionFailure.reason(error.message, connectingTo: url)))
    }
    guard connection.schema != nil else {
      throw .migrationFailed(
        target: connection.target,
        reason: "no schema of its search_path exists to create the tables in")
    }
    try SchemaPrivacy.check(connection)
    try PostgresMigrator.bringUpToDate(connection)
    name = connection.target
    identity = connection.identity
    self.searchBudget = searchBudget
    self.connection = Mutex(connection)
  }

  /// A read runs again, its whole body, on a new connection if the server's went away: a body
  /// may run several statements (`Keyset.readPage` runs a second when a page comes back empty),
  /// but a read changes nothing, so running it again is safe, and an interactive session goes
  /// on after a restart.
  public func read<Result: Sendable>(
    _ body: @Sendable (any SQLConnectionDriver) throws -> Result
  ) throws -> Result {
    try reconnecting { try body($0) }
  }

  /// A read-only REPEATABLE READ transaction: all of its statements see the same committed
  /// state.
  public func snapshot<Result: Sendable>(
    _ body: @Sendable (any SQLConnectionDriver) throws -> Result
  ) throws -> Result {
    try reconnecting { connection in
      try connection.transaction(begin: "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY") {
        try body($0)
      }
    }
  }

  /// Runs `read`, once more on a new connection if the server's went away.
  private func reconnecting<Result: Sendable>(
    _ read: @Sendable (PostgresConnection) throws -> Result
  ) throws -> Result {
    try connection.withLock { connection in
      connection.reconnectIfLost()
      do {
        return try read(connection)
      } catch let error as PostgresError
        where error.isConnectionFailure && connection.reconnectIfLost()
      {
        return try read(connection)
      }
    }
  }

  /// One transaction at READ COMMITTED, run again (up to `attempts` times) when the server gave
  /// it up to let another go on, unless `retrying` is false.
  public func write<Result: Sendable>(
    retrying: Bool, _ body: @Sendable (any SQLConnectionDriver) throws -> Result
  ) throws -> Result {
    try connection.withLock { connection in
      var attempt = 1
      while true {
        // A write that lost its connection at COMMIT may have committed: it is not run again, but
        // the next one reconnects.
        connection.reconnectIfLost()
        do {
          return try connection.transaction { try body($0) }
        } catch let error as PostgresError
          where error.isTransient && retrying && attempt < Self.attempts
        {
          attempt += 1
        }
      }
    }
  }

  public func storageError(_ error: any Error) -> StorageError? {
    (error as? PostgresError)?.storageError
  }

  public func productPage(_ query: ProductQuery, on connection: SQLConnection) throws
    -> (sql: String, values: [SQLValue])
  {
    try PostgresProductPages.sql(for: query, within: searchBudget, on: connection)
  }

  /// The product's search entry (`PostgresSearchIndex`); the indexes on it are the server's to
  /// keep.
  public func indexProduct(
    _ entry: ProductSearchEntry, isNew: Bool, on connection: SQLConnection
  ) throws {
    try PostgresSearchIndex.keep(entry, on: connection)
  }
}
