import ShopDomain

/// Order ids such as `O-7F3A9C2E`: eight random hexadecimal digits, short enough to type back.
/// Among 4 billion values a new id meets one already given now and then (one draw in some 4,300
/// among a million orders): the placement refuses it (`PlacementError.idTaken`) and `PlaceOrder`
/// draws another.
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
