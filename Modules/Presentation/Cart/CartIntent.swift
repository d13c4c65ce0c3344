/// What a person can ask of the cart screen. SKUs and codes are as typed; the Store checks them.
public enum CartIntent: Equatable, Sendable {
  case load
  case add(sku: String, quantity: Int)
  /// 0 removes the line.
  case set(sku: String, quantity: Int)
  case remove(sku: String)
  case applyPromotion(code: String)
  case removePromotion
  /// The person chose to check out; where that leads is the Flow's to decide.
  case checkOut
}
