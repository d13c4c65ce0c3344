import ShopDomain

/// The shop's business settings, chosen here at the composition root and nowhere else.
enum ShopPolicies {
  /// Free shipping from €50 after discount; otherwise €4.90.
  static let shipping: ShippingPolicy = {
    do {
      let euro = try Currency(code: "EUR")
      return ShippingPolicy(
        freeFrom: Money(minorUnits: 5_000, currency: euro),
        flatFee: Money(minorUnits: 490, currency: euro)
      )
    } catch {
      preconditionFailure("EUR is a valid currency code")
    }
  }()
}
