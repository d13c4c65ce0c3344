/// What a person can ask of the order list.
public enum OrdersIntent: Equatable, Sendable {
  /// The first page, or the page after the order with this id.
  case load(after: String?)
  case nextPage
}
