/// How a list is read from its table a page at a time on PostgreSQL: the keyset pages of the
/// SQLite adapter's `Keyset`, in the same SQL, so each page is one range of the same index on
/// either database. The PostgreSQL adapter shares no code with the SQLite one (it may use
/// PostgreSQL alone), so it keeps its own copy of these few lines.
///
/// A page continues right after its cursor in the list's order, found by its key when the order
/// has sort columns before the key, compared as it is when the order is the key alone; it asks
/// for one row more than it holds (`Page.init(readingOnePast:size:cursor:item:)`).
struct Keyset: Sendable {
  let table: String
  /// The columns a page reads, as a row type lists them.
  let columns: String
  /// The list's order, its unique key last, so the order is total and a page boundary never
  /// ambiguous; an index leads with them (after any column a page is filtered on by equality).
  let order: [String]
  /// Whether the list runs from the largest values down (newest first) in every column.
  var descending = false

  /// The SQL of one page: the rows that meet all `conditions`, after the row whose key the
  /// placeholder `cursor` holds (from the first row, without one), at most `limit` of them. The
  /// placeholders are the caller's, numbered as it binds its values. `source` reads the rows
  /// from a join ending in the table instead of the table alone (a search's candidates).
  func sql(
    from source: String? = nil, where conditions: [String] = [], after cursor: String?,
    limit: String
  ) -> String {
    let filters = conditions + (cursor.map { [following($0)] } ?? [])
    let filter = filters.isEmpty ? "" : " WHERE " + filters.joined(separator: " AND ")
    let sort = order.map { descending ? $0 + " DESC" : $0 }.joined(separator: ", ")
    return "SELECT \(columns) FROM \(source ?? table)\(filter) ORDER BY \(sort) LIMIT \(limit)"
  }

  /// The condition that keeps the rows after the cursor.
  private func following(_ cursor: String) -> String {
    let comparison = descending ? "<" : ">"
    guard order.count > 1, let key = order.last else {
      return "\(order.joined()) \(comparison) \(cursor)"
    }
    let sortValues = order.joined(separator: ", ")
    return
      "(\(sortValues)) \(comparison) (SELECT \(sortValues) FROM \(table) WHERE \(key) = \(cursor))"
  }
}
