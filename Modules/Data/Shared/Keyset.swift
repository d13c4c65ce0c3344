/// How a list is read from its table a page at a time: keyset pages, the one way every list on
/// SQLite pages (products, orders, promotions).
///
/// A page continues right after its cursor in the list's order, so it reads the same few index
/// entries at any depth and any table size. When the order has sort columns before the key, the
/// cursor's row is found by its key and the page starts past that row's sort values, a row
/// comparison `(name_key, sku) > (…)` that the index of the order serves; a key the table no
/// longer holds finds no row, and so no page. When the order is the key alone, the cursor is
/// compared as it is, and still says where the next page starts if its row is gone. A page asks
/// for one row more than it holds, which tells without counting whether another follows
/// (`Page.init(readingOnePast:size:cursor:item:)`).
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
