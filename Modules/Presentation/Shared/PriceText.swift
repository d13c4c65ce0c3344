import ShopDomain

/// Writes money for people: `€2.49`, `£10.00`, `1200 JPY`. Formatting is a Presentation concern;
/// Domain only knows minor units. Written out rather than left to a locale, so every machine and
/// every test prints the same text.
public enum PriceText {
  public static func format(_ money: Money) -> String {
    let digits = money.currency.minorDigits
    let sign = money.minorUnits < 0 ? "-" : ""
    let magnitude = money.minorUnits.magnitude
    let amount: String
    if digits == 0 {
      amount = "\(magnitude)"
    } else {
      let scale = UInt((0..<digits).reduce(1) { result, _ in result * 10 })
      let fraction = String(magnitude % scale)
      amount =
        "\(magnitude / scale)." + String(repeating: "0", count: digits - fraction.count) + fraction
    }
    guard let symbol = symbols[money.currency.code] else {
      return "\(sign)\(amount) \(money.currency.code)"
    }
    return "\(sign)\(symbol)\(amount)"
  }

  /// A discount as a cart or an order shows it: `nil` when nothing comes off, so no screen shows
  /// a discount of €0.00.
  static func discount(_ money: Money) -> String? {
    money.minorUnits == 0 ? nil : format(money)
  }

  /// Shipping as a cart or an order shows it: "Free" when it costs nothing.
  static func shipping(_ money: Money) -> String {
    money.minorUnits == 0 ? "Free" : format(money)
  }

  private static let symbols = ["EUR": "€", "USD": "$", "GBP": "£"]
}

/// One line of a cart or an order as a screen prints it: a cart and an order show their lines
/// the same way, with every amount already text.
public struct LineText: Equatable, Sendable {
  public let sku: String
  public let name: String
  public let quantity: Int
  public let unitPrice: String
  public let total: String

  init(sku: SKU, name: String, quantity: Int, unitPrice: Money, total: Money) {
    self.sku = sku.value
    self.name = name
    self.quantity = quantity
    self.unitPrice = PriceText.format(unitPrice)
    self.total = PriceText.format(total)
  }
}
