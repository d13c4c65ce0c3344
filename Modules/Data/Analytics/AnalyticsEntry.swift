/// One thing worth counting that happened in the app: a name such as `order_placed`, the
/// identifier it is about (the order's id, a refused promotion code; empty when none), and when.
public struct AnalyticsEntry: Equatable, Sendable {
  public let name: String
  public let detail: String
  public let recordedAt: Int64

  public init(name: String, detail: String, recordedAt: Int64) {
    self.name = name
    self.detail = detail
    self.recordedAt = recordedAt
  }
}
