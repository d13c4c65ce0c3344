/// One page of a list, in the list's order, and where the next page starts: every list the shop
/// reads a page at a time (products, orders, promotions) comes as a `Page`.
///
/// Pages are keyset pages: a query continues after the cursor, the key of the last item of the
/// page before, so reading page 1000 costs what page 1 costs. Every adapter reads one the same
/// way, one item more than the page holds (`init(readingOnePast:size:cursor:)` when each row was
/// made into an item as it was read, or with `item:`, which makes only the page's rows into
/// items, never the one past), and
/// refuses a cursor that names no item of the list (`PageError.unknownCursor`).
public struct Page<Item, Cursor> {
  public let items: [Item]
  /// Pass this as the next query's `after` to read the next page; `nil` on the last page.
  public let nextCursor: Cursor?

  public init(items: [Item], nextCursor: Cursor?) {
    self.items = items
    self.nextCursor = nextCursor
  }
}

extension Page: Equatable where Item: Equatable, Cursor: Equatable {}
extension Page: Hashable where Item: Hashable, Cursor: Hashable {}
extension Page: Sendable where Item: Sendable, Cursor: Sendable {}

/// Why a page could not be read. Every port that reads pages throws it, so an `after` that names
/// nothing is said the same way on every storage, never shown as an empty page that reads as
/// the end of the list.
public enum PageError: Error, Equatable, Sendable {
  /// `after` names no item of the list: a key it never held, or one since removed (the shop
  /// removes no product, promotion or order; a database edited by hand might), or another
  /// customer's order. The keyset cannot say where such a cursor would sort, so the list is
  /// refused, and the person is told to start again from its first page. An item that changed
  /// between two pages (a sync renamed, repriced or recategorised it) is still named: the next
  /// page continues from where it sorts now.
  case unknownCursor
  case storage(StorageError)
}

/// A page from a port for a use case: an unknown cursor `after` becomes the use case's own error
/// for it, and a storage failure its `storage` case, so a use case throws one type.
func fromPages<Value, Cursor, Failure: Error>(
  _ call: @autoclosure () async throws(PageError) -> Value, after: Cursor?,
  unknownCursor: (Cursor) -> Failure, failingAs failure: (StorageError) -> Failure
) async throws(Failure) -> Value {
  do throws(PageError) {
    return try await call()
  } catch {
    switch error {
    case .unknownCursor:
      // Only a page with a cursor can have an unknown one; anything else is the storage's fault.
      guard let after else {
        throw failure(StorageError(reason: "the storage refused the first page of a list"))
      }
      throw unknownCursor(after)
    case .storage(let storage): throw failure(storage)
    }
  }
}

/// How many items one page holds: 1 to 100, so no request can ask for the whole table.
public struct PageSize: Hashable, Sendable {
  public static let range = 1...100
  public static let standard = PageSize(uncheckedValue: 20)

  public let value: Int

  public init(_ value: Int) throws(PageSizeError) {
    guard Self.range.contains(value) else { throw PageSizeError(requested: value) }
    self.value = value
  }

  private init(uncheckedValue: Int) {
    value = uncheckedValue
  }
}

/// A page size outside `PageSize.range`.
public struct PageSizeError: Error, Equatable, Sendable {
  public let requested: Int

  public var reason: String {
    "a page holds \(PageSize.range.lowerBound) to \(PageSize.range.upperBound) items, not \(requested)"
  }
}
