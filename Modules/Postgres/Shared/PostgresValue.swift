/// A Swift value sent to the server as a statement parameter (`$1`, `$2`, …). Binding is the only
/// way values reach SQL in this module: nothing is ever spliced into the SQL text. Values travel
/// in PostgreSQL's text format, and the server gives each the type its place in the SQL asks for.
enum PostgresValue: Equatable, Sendable {
  case integer(Int64)
  case text(String)
  case null

  init(_ value: Int) {
    self = .integer(Int64(value))
  }

  init(_ value: String?) {
    self = value.map(PostgresValue.text) ?? .null
  }

  init(_ value: Int?) {
    self = value.map(PostgresValue.init) ?? .null
  }

  /// The text libpq sends; `nil` for SQL NULL.
  var wireText: String? {
    switch self {
    case .integer(let integer): String(integer)
    case .text(let text): text
    case .null: nil
    }
  }
}
