/// A page size outside `PageSize.range`.
public struct PageSizeError: Error, Equatable, Sendable {
  public let requested: Int

  public var reason: String {
    "a page holds \(PageSize.range.lowerBound) to \(PageSize.range.upperBound) items, not \(requested)"
  }
}
