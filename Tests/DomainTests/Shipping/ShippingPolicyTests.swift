import ShopDomain
import ShopInMemory
import Testing

/// Shipping: a flat fee below the threshold, free from it, nothing for an empty cart; a policy
/// is made in one currency, of amounts an order may charge, and a shop sells in it.
@Suite("Shipping policy")
struct ShippingPolicyTests {
  let policy = ShippingPolicy.standard

  @Test(
    "the fee for goods worth an amount",
    arguments: [(4_999, 490), (5_000, 0), (12_000, 0), (1, 490)])
  func fee(amount: Int, expected: Int) {
    #expect(
      policy.fee(for: Money(minorUnits: amount, currency: .euro), isEmpty: false).minorUnits
        == expected)
  }

  @Test("an empty cart ships nothing and pays nothing")
  func empty() {
    #expect(policy.fee(for: .zero(.euro), isEmpty: true).minorUnits == 0)
  }

  @Test("the standard terms keep the policy's rules: €4.90, free from €50")
  func standard() throws {
    let euros = { (minorUnits: Int) in Money(minorUnits: minorUnits, currency: .euro) }
    #expect(try ShippingPolicy(freeFrom: euros(5_000), flatFee: euros(490)) == policy)
  }

  @Test("a threshold and a fee in two currencies are refused")
  func currencies() throws {
    let dollar = try Currency(code: "USD")
    #expect(throws: ShippingPolicyError.currencyMismatch(dollar, .euro)) {
      try ShippingPolicy(
        freeFrom: Money(minorUnits: 5_000, currency: dollar), flatFee: policy.flatFee)
    }
  }

  @Test(
    "an amount outside 0 to what an order may hold is refused",
    arguments: [-1, Order.maximumAmountMinorUnits + 1, Int.min])
  func amounts(minorUnits: Int) {
    let amount = Money(minorUnits: minorUnits, currency: .euro)
    #expect(throws: ShippingPolicyError.invalidAmount(amount)) {
      try ShippingPolicy(freeFrom: policy.freeFrom, flatFee: amount)
    }
    #expect(throws: ShippingPolicyError.invalidAmount(amount)) {
      try ShippingPolicy(freeFrom: amount, flatFee: policy.flatFee)
    }
  }

  @Test("a shop's policies sell in the currency its shipping is charged in")
  func shopCurrency() throws {
    let dollar = try Currency(code: "USD")
    let inDollars = try ShippingPolicy(
      freeFrom: Money(minorUnits: 5_000, currency: dollar),
      flatFee: Money(minorUnits: 490, currency: dollar))
    #expect(ShopPolicies(shipping: inDollars).currency == dollar)
    #expect(ShopPolicies.standard == ShopPolicies(shipping: policy))
    #expect(ShopPolicies.standard.currency == .euro)
  }
}
