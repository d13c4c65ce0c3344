import ShopDomain

/// The shop's business settings, chosen here at the composition root and nowhere else.
enum ShopPolicies {
  /// The currency the shop sells in: feed records priced in another are refused.
  static let currency = Currency.euro

  /// Free shipping from €50 after discount; otherwise €4.90.
  static let shipping = ShippingPolicy.standard
}
