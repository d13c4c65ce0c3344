/// A Swift value that can be bound to a statement parameter. Binding is the only way values
/// reach SQL in this app: nothing is ever spliced into the SQL text.
enum SQLiteValue: Equatable {
  case integer(Int64)
  case text(String)
  case null
}

extension SQLiteValue: ExpressibleByIntegerLiteral, ExpressibleByStringLiteral {
  init(integerLiteral value: Int64) {
    self = .integer(value)
  }

  init(stringLiteral value: String) {
    self = .text(value)
  }

  init(_ value: Int) {
    self = .integer(Int64(value))
  }

  init(_ value: String?) {
    self = value.map(SQLiteValue.text) ?? .null
  }
}
