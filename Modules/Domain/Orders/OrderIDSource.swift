/// The port that hands out new order identifiers: random in the app, predictable in tests.
public protocol OrderIDSource: Sendable {
  func nextOrderID() -> OrderID
}
