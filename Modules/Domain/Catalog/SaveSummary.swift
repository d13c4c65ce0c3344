/// What saving a batch of products changed.
public struct SaveSummary: Hashable, Sendable {
  /// SKUs the catalog did not have.
  public var added: Int
  /// SKUs it had, with at least one field different.
  public var updated: Int
  /// SKUs it had exactly as given.
  public var unchanged: Int

  public init(added: Int = 0, updated: Int = 0, unchanged: Int = 0) {
    self.added = added
    self.updated = updated
    self.unchanged = unchanged
  }
}
