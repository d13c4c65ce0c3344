/// Performance: the statements a connection has prepared, each found again by where its SQL's
/// text lies in memory before by the text itself. A repository's SQL is a constant, so its text
/// stays where it is, and an address is found without hashing the whole text: on 100,000
/// lookups by SKU, 705 instructions fewer a lookup (3%, callgrind), which brought the lookup row
/// of `shop-bench` back to what it was before the repositories were shared by both databases.
/// Each text is kept with its statement, so no other text can take its place in memory while its
/// address is remembered. The statement found last is asked first, before any other is looked
/// at: 131 instructions fewer a lookup by SKU, 6,000 fewer a page of 50 orders (callgrind,
/// 2026-11-26, measured when the others were found by hashing).
struct StatementCache {
  private var byText: [String: SQLiteStatement] = [:]
  /// Where each text lies, with its statement, looked through in turn: a dictionary keyed by
  /// address cost every one-shot command a search of the runtime's conformances for its key's
  /// `Hashable` (244,000 instructions of `shop product`, callgrind), and a repository runs few
  /// enough statements that an array is searched about as fast as one is hashed.
  private var byAddress: [(address: UInt, sql: String, statement: SQLiteStatement)] = []
  /// The statement found last, and where its text lies: a repository often runs one statement
  /// many times in a row (the lines of each order of a page, lookups one after another), and
  /// then finds it at once.
  private var last: (address: UInt, sql: String, statement: SQLiteStatement)?
  /// How many addresses are remembered: SQL made anew for each query has a new address each
  /// time, so the list is started again past this size rather than grow with every search.
  private static let addresses = 64

  /// The statement prepared for `sql`, made by `prepare` the first time.
  mutating func statement(
    for sql: String, prepare: () throws(SQLiteError) -> SQLiteStatement
  ) throws(SQLiteError) -> SQLiteStatement {
    let address = Self.address(of: sql)
    if let address, let last, last.address == address { return last.statement }
    if let address, let cached = byAddress.first(where: { $0.address == address }) {
      last = cached
      return cached.statement
    }
    let statement: SQLiteStatement
    if let prepared = byText[sql] {
      statement = prepared
    } else {
      statement = try prepare()
      byText[sql] = statement
    }
    if let address {
      if byAddress.count >= Self.addresses { byAddress.removeAll(keepingCapacity: true) }
      byAddress.append((address, sql, statement))
      last = (address, sql, statement)
    }
    return statement
  }

  /// Lets go of every statement, which finalizes it.
  mutating func removeAll() {
    last = nil
    byAddress.removeAll()
    byText.removeAll()
  }

  /// Where the text's bytes are; `nil` for a text short enough to be kept inside the `String`
  /// itself, whose bytes have no address of their own.
  private static func address(of sql: String) -> UInt? {
    guard sql.utf8.count > 15 else { return nil }
    return sql.utf8.withContiguousStorageIfAvailable { UInt(bitPattern: $0.baseAddress) }
  }
}
