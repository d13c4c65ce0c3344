/// One row of a result, read while the result is alive (inside `PostgresConnection.rows`).
/// Values come in PostgreSQL's text format; reading them is typed, and a value that is not what
/// the column should hold is an invalid row, never a silently converted value.
struct PostgresRow {
  fileprivate let pq: LibPQ
  fileprivate let result: OpaquePointer
  fileprivate let index: Int32

  init(_ pq: LibPQ, result: OpaquePointer, index: Int32) {
    self.pq = pq
    self.result = result
    self.index = index
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
