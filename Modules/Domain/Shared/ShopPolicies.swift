/// The business settings a shop runs by: chosen once by the composition root (the app, a
/// scenario, a test) and handed whole to whatever builds the use cases, which each take the
/// one they need. One value rather than a parameter apiece, so a new policy is a field here and
/// its value in `standard`, and no builder of the ports changes.
public struct ShopPolicies: Hashable, Sendable {
  /// What delivery costs.
  public let shipping: ShippingPolicy
  /// The currency the shop sells in: the one its shipping is charged in, so the two cannot
  /// disagree. A cart is priced in it, and feed records priced in another are refused.
  public let currency: Currency

  /// The policies of a shop that ships by `shipping`, and sells in its currency.
  public init(shipping: ShippingPolicy) {
    self.shipping = shipping
    currency = shipping.flatFee.currency
  }

  /// The shop's own: shipping free from €50 after discount, otherwise €4.90, in euros. The app
  /// runs by it, and so does the in-memory shop of scenarios and tests.
  public static let standard = ShopPolicies(shipping: .standard)
}
