/// How many items one page holds: 1 to 100, so no request can ask for the whole table.
public struct PageSize: Hashable, Sendable {
  public static let range = 1...100
  public static let standard = PageSize(uncheckedValue: 20)
  /// Enough to learn whether anything matches at all.
  static let single = PageSize(uncheckedValue: 1)

  public let value: Int

  public init(_ value: Int) throws(PageSizeError) {
    guard Self.range.contains(value) else { throw PageSizeError(requested: value) }
    self.value = value
  }

  private init(uncheckedValue: Int) {
    value = uncheckedValue
  }
}
