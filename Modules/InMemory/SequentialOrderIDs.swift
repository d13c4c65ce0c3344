import ShopDomain
import Synchronization

/// Order ids `O-1`, `O-2`, … in order, so tests and scenarios can name the orders they make.
public final class SequentialOrderIDs: OrderIDSource {
  private let issued = Mutex(0)

  public init() {}

  public func nextOrderID() -> OrderID {
    let number = issued.withLock { count in
      count += 1
      return count
    }
    do {
      return try OrderID("O-\(number)")
    } catch {
      preconditionFailure("O- and a number is always a valid order id")
    }
  }
}
