import CLibPQ
import ShopPostgres

/// libpq with nothing in between: the baseline the PostgreSQL repositories are measured against.
/// Statements are prepared once and run with text parameters, and rows are read from the text
/// results into plain values, which is what the repositories do too. The library is the one
/// `ShopPostgres` loads, called through the same function pointers, so both sides pay the same
/// for a call. No error handling past loading it and connecting: the benchmark's work is known to
/// succeed, and a failure shows in its figures.
final class RawPostgres {
  /// A server that could not be reached or refused the connection, in libpq's words.
  struct NotConnected: Error, CustomStringConvertible {
    let description: String
  }

  private let pq: LibPQ
  private let connection: OpaquePointer?
  private var names: [String: String] = [:]

  init(url: String) throws {
    pq = try LibPQ.load()
    connection = pq.connectdb(url)
    guard pq.status(connection) == CONNECTION_OK else {
      // Every property is set, so `deinit` runs and closes the connection.
      let reason = pq.errorMessage(connection).map { String(cString: $0) } ?? "no reason given"
      throw NotConnected(description: reason)
    }
  }

  deinit {
    pq.finish(connection)
  }

  /// Runs SQL that takes no parameters.
  func execute(_ sql: String) {
    pq.clear(pq.exec(connection, sql))
  }

  /// Runs the prepared statement for `sql` with `parameters`; the caller clears the result.
  func run(_ sql: String, _ parameters: [String?]) -> OpaquePointer? {
    let name = names[sql] ?? prepare(sql)
    return LibPQ.withCStrings(parameters) { pointers in
      pq.execPrepared(connection, name, Int32(parameters.count), pointers, nil, nil, 0)
    }
  }

  /// Runs a statement and clears its result.
  func command(_ sql: String, _ parameters: [String?]) {
    pq.clear(run(sql, parameters))
  }

  func clear(_ result: OpaquePointer?) {
    pq.clear(result)
  }

  func rowCount(_ result: OpaquePointer?) -> Int32 {
    pq.ntuples(result)
  }

  func text(_ result: OpaquePointer?, _ row: Int32, _ column: Int32) -> String {
    pq.getvalue(result, row, column).map { String(cString: $0) } ?? ""
  }

  /// A column that may be NULL, which `text` would read as an empty string.
  func optionalText(_ result: OpaquePointer?, _ row: Int32, _ column: Int32) -> String? {
    pq.getisnull(result, row, column) == 1 ? nil : text(result, row, column)
  }

  func int(_ result: OpaquePointer?, _ row: Int32, _ column: Int32) -> Int {
    Int(text(result, row, column)) ?? 0
  }

  private func prepare(_ sql: String) -> String {
    let name = "raw_\(names.count + 1)"
    pq.clear(pq.prepare(connection, name, sql, 0, nil))
    names[sql] = name
    return name
  }
}
