/// The aisle a product sits in, such as "Dairy". Compared folded, so `dairy` filters "Dairy".
public struct ProductCategory: Hashable, Sendable, CustomStringConvertible {
  /// The name as the catalog spells it.
  public let name: String

  public init(_ name: String) throws(ProductError) {
    let trimmed = name.trimmingWhitespace
    guard !trimmed.isEmpty else { throw .emptyCategory }
    guard !trimmed.containsControlCharacter else { throw .controlCharacter(field: "category") }
    self.name = trimmed
  }

  /// The form filters compare.
  public var key: FoldedText { FoldedText(name) }

  public var description: String { name }
}
