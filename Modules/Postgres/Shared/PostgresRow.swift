import ShopData

/// The rows of a result, read one at a time while the result is alive (inside
/// `PostgresConnection.query`): one object for the whole result, moved on from row to row, as
/// SQLite's statement is. Values come in PostgreSQL's text format; reading them is typed, and a
/// value that is not what the column should hold is an invalid row, never a silently converted
/// value.
final class PostgresRow: SQLRow {
  fileprivate let pq: LibPQ
  fileprivate let result: OpaquePointer
  /// The row being read.
  var index: Int32 = 0

  init(_ pq: LibPQ, result: OpaquePointer) {
    self.pq = pq
    self.result = result
  }

  func text(_ column: Int32) throws(PostgresError) -> String {
    guard let text = optionalText(column) else {
      throw .invalidRow("column \(name(of: column)) is NULL where a value was expected")
    }
    return text
  }

  func optionalText(_ column: Int32) -> String? {
    guard pq.getisnull(result, index, column) == 0, let value = pq.getvalue(result, index, column)
    else { return nil }
    return String(cString: value)
  }

  func int(_ column: Int32) throws(PostgresError) -> Int {
    let text = try text(column)
    guard let value = Int(text) else {
      throw .invalidRow("column \(name(of: column)) holds \"\(text)\", not a whole number")
    }
    return value
  }

  func optionalInt(_ column: Int32) throws(PostgresError) -> Int? {
    pq.getisnull(result, index, column) == 0 ? try int(column) : nil
  }

  private func name(of column: Int32) -> String {
    pq.fname(result, column).map { String(cString: $0) } ?? "\(column)"
  }
}
