/// What a person can ask of the order list.
public enum OrdersIntent: Equatable, Sendable {
  /// The first page, or the page after the order with this id.
  case load(after: String?)
  case nextPage
  /// Open the order at this position of the page on screen, counted from 1.
  case choose(position: Int)
}
