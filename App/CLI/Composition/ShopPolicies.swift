import ShopDomain

/// The shop's business settings, chosen here at the composition root and nowhere else.
enum ShopPolicies {
  /// The currency the shop sells in: feed records priced in another are refused.
  static let currency: Currency = {
    do {
      return try Currency(code: "EUR")
    } catch {
      preconditionFailure("EUR is a valid currency code")
    }
  }()

  /// Free shipping from €50 after discount; otherwise €4.90.
  static let shipping = ShippingPolicy(
    freeFrom: Money(minorUnits: 5_000, currency: currency),
    flatFee: Money(minorUnits: 490, currency: currency)
  )
}
