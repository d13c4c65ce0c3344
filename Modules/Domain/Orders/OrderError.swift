/// Why an order operation was refused.
public enum OrderError: Error, Equatable, Sendable {
  /// Not a well-formed order id.
  case invalidID(String)
  /// No order of the signed-in customer has this id.
  case notFound(OrderID)
  /// The status machine does not allow this move (cancelling a shipped order, say).
  case illegalTransition(OrderID, from: OrderStatus, to: OrderStatus)
  /// Orders belong to customers: nobody is signed in.
  case notSignedIn
  case storage(StorageError)
}
