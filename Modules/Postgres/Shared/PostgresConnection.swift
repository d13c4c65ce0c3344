import CLibPQ
import ShopData
import ShopDomain

/// One client connection to a PostgreSQL server, through libpq. It prepares each statement once,
/// on first use, under a name it keeps by SQL text, so a repository that runs the same query a
/// thousand times has the server parse and plan it once.
///
/// It is PostgreSQL's `SQLConnectionDriver`: the shared SQL spells its placeholders `?1`, `?2`,
/// …, which it prepares as `$1`, `$2`, …, once per statement. A connection is not thread-safe:
/// `PostgresDatabase` uses it directly while it opens (the schema's privacy, the migrations),
/// then keeps it behind a lock, the only way the repositories reach it.
final class PostgresConnection: SQLConnectionDriver {
  private let pq: LibPQ
  private let handle: OpaquePointer
  private var statementNames: [String: String] = [:]
  /// The shop's schema: the first of the search path the connection arrived with that exists
  /// and its role may use (`current_schema()`), `nil` when there is none. Every statement
  /// resolves in `pg_catalog`, this schema and `pg_temp` alone (`SearchPath`).
  let schema: String?
  /// Whether the session's search path is the shop's: it is set right after connecting and
  /// after each reconnection, and no statement runs before it is.
  private var isPinned = false

  /// Connects to the server `url` names (`postgresql://…`, `postgres://…`, or libpq's
  /// `key=value` form, which a library's caller may pass; `shop` passes only URLs). A server that does not answer is given up after ten seconds unless the
  /// URL says otherwise; the client always speaks UTF-8.
  init(url: String, through pq: LibPQ) throws(PostgresError) {
    // Later entries override earlier ones, and the URL is expanded where `dbname` stands: the
    // URL may change the timeout and the name, never the encoding.
    let keywords = ["connect_timeout", "application_name", "dbname", "client_encoding", nil]
    let values = ["10", "shop", url, "UTF8", nil]
    let connected = LibPQ.withCStrings(keywords) { keywords in
      LibPQ.withCStrings(values) { values in pq.connectdbParams(keywords, values, 1) }
    }
    guard let connected else {
      throw PostgresError(sqlState: nil, message: "out of memory")
    }
    // The server's notices ("…, skipping") are for a person at psql, not for the shop's stderr.
    _ = pq.setNoticeProcessor(connected, { _, _ in }, nil)
    // A connection that failed asks nothing: libpq's status of no result is a failure, and the
    // connection is given up with libpq's words for what went wrong.
    let arriving =
      pq.status(connected) == CONNECTION_OK ? pq.exec(connected, SearchPath.arrivingSchemaSQL) : nil
    defer { pq.clear(arriving) }
    guard pq.resultStatus(arriving) == PGRES_TUPLES_OK, pq.ntuples(arriving) == 1 else {
      let message = PostgresError.sentence(pq.errorMessage(connected))
      pq.finish(connected)
      throw PostgresError(sqlState: nil, message: message)
    }
    let value = pq.getisnull(arriving, 0, 0) == 0 ? pq.getvalue(arriving, 0, 0) : nil
    schema = value.map { String(cString: $0) }
    self.pq = pq
    handle = connected
    if schema != nil { try pinSearchPath() }
  }

  deinit {
    pq.finish(handle)
  }

  /// The database and server, as people name them: never the URL, which may hold a password.
  var target: String {
    "the PostgreSQL database \(text(pq.db)) on \(text(pq.host))"
  }

  /// Which shop this connection reaches: the server (its host and port, as the client reaches
  /// it), the database and the schema, each quoted, so no two shops share one. Never the URL.
  var identity: String {
    let parts = [text(pq.host), text(pq.port), text(pq.db), schema ?? ""].map { part in
      "\"" + part.replacing("\"", with: "\"\"") + "\""
    }
    return "server \(parts[0]) port \(parts[1]) database \(parts[2]) schema \(parts[3])"
  }

  private func text(
    _ read: @Sendable @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
  ) -> String {
    read(handle).map { String(cString: $0) } ?? "?"
  }

  /// Runs SQL that takes no parameters, one statement or several (a migration, `BEGIN`).
  func execute(_ sql: String) throws(PostgresError) {
    try pinSearchPath()
    let result = pq.exec(handle, sql)
    defer { pq.clear(result) }
    try check(result)
  }

  /// Runs a statement that returns no rows, and says how many rows it changed.
  @discardableResult
  func run(_ sql: String, _ values: [SQLValue] = []) throws(PostgresError) -> Int {
    let result = try execute(sql, values)
    defer { pq.clear(result) }
    return pq.cmdTuples(result).flatMap { Int(String(cString: $0)) } ?? 0
  }

  /// Runs a statement and hands each row it returns to `row`.
  func query(_ sql: String, _ values: [SQLValue], _ row: (any SQLRow) throws -> Void) throws {
    let result = try execute(sql, values)
    defer { pq.clear(result) }
    let reading = PostgresRow(pq, result: result)
    for index in 0..<pq.ntuples(result) {
      reading.index = index
      try row(reading)
    }
  }

  /// Runs `body` in one transaction: committed when it returns, rolled back when it throws.
  /// `begin` may ask for more than READ COMMITTED (a read-only snapshot, say).
  func transaction<Result>(
    begin: String = "BEGIN", _ body: (PostgresConnection) throws -> Result
  ) throws -> Result {
    try start(begin)
    do {
      let result = try body(self)
      try commit()
      return result
    } catch {
      try? execute("ROLLBACK")
      throw error
    }
  }

  /// Reconnects when the connection was lost (the server restarted, the socket dropped): libpq
  /// reconnects with the same settings, and the statements prepared on the old one are gone.
  /// Says whether there is a new connection to go on with.
  @discardableResult
  func reconnectIfLost() -> Bool {
    guard pq.status(handle) == CONNECTION_BAD else { return false }
    statementNames = [:]
    isPinned = false
    pq.reset(handle)
    guard pq.status(handle) == CONNECTION_OK else { return false }
    do {
      try pinSearchPath()
      return true
    } catch {
      return false
    }
  }

  /// Sets the session's search path to the shop's, unless it is set: the first thing every
  /// statement does. A connection with no schema runs nothing.
  private func pinSearchPath() throws(PostgresError) {
    guard !isPinned else { return }
    guard let schema else {
      throw PostgresError(sqlState: "3F000", message: "no schema of its search_path exists")
    }
    let result = try prepared(SearchPath.pinSQL, [.text(schema)])
    pq.clear(result)
    isPinned = true
  }

  /// Opens a transaction. A connection found lost only now, by `BEGIN`, has run nothing of it,
  /// so it is opened again on a new connection.
  private func start(_ begin: String) throws(PostgresError) {
    do {
      try execute(begin)
    } catch let error where error.isConnectionFailure && reconnectIfLost() {
      try execute(begin)
    }
  }

  /// Commits, and makes sure it did: the server answers COMMIT in an aborted transaction (one
  /// whose failed statement the body went past) with success and the tag `ROLLBACK`.
  private func commit() throws(PostgresError) {
    let result = pq.exec(handle, "COMMIT")
    defer { pq.clear(result) }
    try check(result)
    let tag = pq.cmdStatus(result).map { String(cString: $0) }
    guard tag == "COMMIT" else {
      throw PostgresError(
        sqlState: "25P02", message: "the transaction was rolled back, not committed")
    }
  }

  /// Runs the prepared statement for `sql` with `values` on the shop's search path. The caller
  /// clears the result.
  private func execute(_ sql: String, _ values: [SQLValue]) throws(PostgresError)
    -> OpaquePointer
  {
    try pinSearchPath()
    return try prepared(sql, values)
  }

  /// Runs the prepared statement for `sql` with `values`, preparing it first if this connection
  /// has not yet. The caller clears the result.
  private func prepared(_ sql: String, _ values: [SQLValue]) throws(PostgresError)
    -> OpaquePointer
  {
    let name = try statementName(for: sql)
    let texts = values.map(\.wireText)
    // libpq takes C strings: a NUL inside a value would cut it short without a word.
    if texts.contains(where: { $0?.utf8.contains(0) ?? false }) {
      throw PostgresError(sqlState: "22021", message: "text with a NUL character cannot be stored")
    }
    let result = LibPQ.withCStrings(texts) { parameters in
      pq.execPrepared(handle, name, Int32(values.count), parameters, nil, nil, 0)
    }
    do {
      try check(result)
    } catch {
      pq.clear(result)
      throw error
    }
    guard let result else { throw PostgresError(sqlState: nil, message: "out of memory") }
    return result
  }

  private func statementName(for sql: String) throws(PostgresError) -> String {
    if let name = statementNames[sql] { return name }
    let name = "shop_\(statementNames.count + 1)"
    let result = pq.prepare(handle, name, Self.numbered(sql), 0, nil)
    defer { pq.clear(result) }
    try check(result)
    statementNames[sql] = name
    return name
  }

  /// Throws the server's error when `result` is not a success.
  private func check(_ result: OpaquePointer?) throws(PostgresError) {
    let status = result.map(pq.resultStatus) ?? PGRES_FATAL_ERROR
    guard status != PGRES_COMMAND_OK, status != PGRES_TUPLES_OK else { return }
    let sqlState = result.flatMap { pq.resultErrorField($0, Self.sqlStateField) }
    let message = result.flatMap { pq.resultErrorField($0, Self.messageField) }
    let sentence = message.map { String(cString: $0) }
    throw PostgresError(
      sqlState: pq.status(handle) == CONNECTION_BAD ? nil : sqlState.map { String(cString: $0) },
      message: sentence ?? PostgresError.sentence(pq.errorMessage(handle)))
  }

  // libpq's PG_DIAG_SQLSTATE and PG_DIAG_MESSAGE_PRIMARY are character macros.
  private static let sqlStateField = Int32(UInt8(ascii: "C"))
  private static let messageField = Int32(UInt8(ascii: "M"))
}
