import ShopDomain

/// How a list is read from its table a page at a time: keyset pages, how products, orders and
/// promotions page, in SQL both databases run as it is. A wishlist (at most
/// `Wishlist.maximumItems`) and the list of categories are read whole, not paged.
///
/// A page continues right after its cursor in the list's order, so it reads the same few index
/// entries at any depth and any table size. The cursor's row is found by its key (within the
/// page's owner, for a list of one customer's rows) and the page starts past that row's sort
/// values, a row comparison (`(name_key, sku) > (…)`; `<` for a list newest first) that the
/// index of the order serves. A key the list does not hold finds no row, and so no page:
/// `readPage` then looks the key up, and says `PageError.unknownCursor` rather than hand back
/// an empty page that reads as the end. A page asks for one row more than it holds, which
/// tells without counting whether another follows (`Page.init(readingOnePast:size:cursor:item:)`).
public struct Keyset: Sendable {
  let table: String
  /// The columns a page reads, as a row type lists them.
  let columns: String
  /// The list's order, its unique key last, so the order is total and a page boundary never
  /// ambiguous; an index leads with them (after any column a page is filtered on by equality).
  let order: [String]
  /// Whether the list runs from the largest values down (newest first) in every column.
  var descending = false
  /// The column that says whose list a row is in (an order's `customer`), when a list holds one
  /// owner's rows: a cursor must name a row of the same owner.
  var owner: String? = nil

  public init(
    table: String, columns: String, order: [String], descending: Bool = false,
    owner: String? = nil
  ) {
    self.table = table
    self.columns = columns
    self.order = order
    self.descending = descending
    self.owner = owner
  }

  /// The SQL of one page: the rows that meet all `conditions`, after the row whose key the
  /// placeholder `cursor` holds (from the first row, without one), at most `limit` of them. The
  /// placeholders are the caller's, numbered as it binds its values; `owner` holds the owner's
  /// value when the list has one. `source` reads the rows from a join ending in the table
  /// instead of the table alone (a search's candidates).
  public func sql(
    from source: String? = nil, where conditions: [String] = [], after cursor: String?,
    owner: String? = nil, limit: String
  ) -> String {
    let filters = conditions + (cursor.map { [following($0, owner: owner)] } ?? [])
    let filter = filters.isEmpty ? "" : " WHERE " + filters.joined(separator: " AND ")
    let sort = order.map { descending ? $0 + " DESC" : $0 }.joined(separator: ", ")
    return "SELECT \(columns) FROM \(source ?? table)\(filter) ORDER BY \(sort) LIMIT \(limit)"
  }

  /// The SQL that finds the cursor's row, `?1` its key and `?2` its owner: whether a page that
  /// came back empty is the end of the list, or was asked to continue after nothing.
  var cursorSQL: String {
    "SELECT 1 FROM \(table) WHERE \(cursorRow(key: "?1", owner: "?2"))"
  }

  /// The condition that keeps the rows after the cursor.
  private func following(_ cursor: String, owner ownerValue: String?) -> String {
    // The SQL of a list is made once, from the repository's own text: never from input.
    precondition(owner == nil || ownerValue != nil, "a page of \(table) needs its owner")
    let comparison = descending ? "<" : ">"
    let sortValues = order.joined(separator: ", ")
    let row = cursorRow(key: cursor, owner: ownerValue ?? "")
    return "(\(sortValues)) \(comparison) (SELECT \(sortValues) FROM \(table) WHERE \(row))"
  }

  /// The condition that picks the cursor's row: its key, and its owner when the list has one.
  private func cursorRow(key: String, owner ownerValue: String) -> String {
    "\(order.last ?? "") = \(key)" + (owner.map { " AND \($0) = \(ownerValue)" } ?? "")
  }
}

extension Keyset {
  /// Reads a page from `database` with `body`, which reads it one row past its size after
  /// `cursor` (the key, and the owner's value when the list has one). A page that comes back
  /// empty after a cursor is looked into in the same read: the end of the list when the cursor's
  /// row is there, `PageError.unknownCursor` when it is not. Only an empty page costs the second
  /// query.
  func readPage<Item: Sendable, Cursor: Sendable>(
    from database: SQLDatabase, after cursor: [SQLValue]?,
    _ body: @Sendable (SQLConnection) throws -> Page<Item, Cursor>
  ) throws(PageError) -> Page<Item, Cursor> {
    let (page, cursorIsKnown): (Page<Item, Cursor>, Bool)
    do throws(StorageError) {
      (page, cursorIsKnown) = try database.read { [cursorSQL] connection in
        let page = try body(connection)
        guard page.items.isEmpty, let cursor else { return (page, true) }
        return (page, try connection.exists(cursorSQL, cursor))
      }
    } catch {
      throw .storage(error)
    }
    guard cursorIsKnown else { throw .unknownCursor }
    return page
  }
}
