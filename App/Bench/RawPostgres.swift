import CLibPQ

/// libpq with nothing in between: the baseline the PostgreSQL repositories are measured against.
/// Statements are prepared once and run with text parameters, and rows are read from the text
/// results into plain values, which is what the repositories do too. No error handling: the
/// benchmark's work is known to succeed, and a failure shows in its figures.
final class RawPostgres {
  private let connection: OpaquePointer?
  private var names: [String: String] = [:]

  init(url: String) {
    connection = PQconnectdb(url)
    if PQstatus(connection) != CONNECTION_OK {
      print("raw libpq: " + String(cString: PQerrorMessage(connection)))
    }
  }

  deinit {
    PQfinish(connection)
  }

  /// Runs SQL that takes no parameters.
  func execute(_ sql: String) {
    PQclear(PQexec(connection, sql))
  }

  /// Runs the prepared statement for `sql` with `parameters`; the caller clears the result.
  func run(_ sql: String, _ parameters: [String?]) -> OpaquePointer? {
    let name = names[sql] ?? prepare(sql)
    var bytes: [CChar] = []
    var offsets: [Int?] = []
    for parameter in parameters {
      guard let parameter else {
        offsets.append(nil)
        continue
      }
      offsets.append(bytes.count)
      bytes.append(contentsOf: parameter.utf8CString)
    }
    return bytes.withUnsafeBufferPointer { storage in
      let pointers = offsets.map { offset -> UnsafePointer<CChar>? in
        guard let offset, let base = storage.baseAddress else { return nil }
        return base + offset
      }
      return PQexecPrepared(connection, name, Int32(parameters.count), pointers, nil, nil, 0)
    }
  }

  /// Runs a statement and clears its result.
  func command(_ sql: String, _ parameters: [String?]) {
    PQclear(run(sql, parameters))
  }

  func text(_ result: OpaquePointer?, _ row: Int32, _ column: Int32) -> String {
    String(cString: PQgetvalue(result, row, column))
  }

  func int(_ result: OpaquePointer?, _ row: Int32, _ column: Int32) -> Int {
    Int(text(result, row, column)) ?? 0
  }

  private func prepare(_ sql: String) -> String {
    let name = "raw_\(names.count + 1)"
    PQclear(PQprepare(connection, name, sql, 0, nil))
    names[sql] = name
    return name
  }
}
