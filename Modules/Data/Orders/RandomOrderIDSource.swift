import ShopDomain

/// Order ids such as `O-7F3A9C2E`: eight random hexadecimal digits, short enough to type back.
/// 4 billion values make a clash among a shop's orders unlikely, and the orders table's primary
/// key refuses one if it happens: the checkout then fails as storage does, and nothing is placed.
public struct RandomOrderIDSource: OrderIDSource {
  public init() {}

  public func nextOrderID() -> OrderID {
    let digits = String(UInt32.random(in: .min ... .max), radix: 16, uppercase: true)
    let padded = String(repeating: "0", count: 8 - digits.count) + digits
    do {
      return try OrderID("O-" + padded)
    } catch {
      preconditionFailure("O- and eight hexadecimal digits always make a valid order id")
    }
  }
}
