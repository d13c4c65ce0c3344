import ShopDomain
import ShopInMemory
import Testing

/// Shipping: a flat fee below the threshold, free from it, nothing for an empty cart.
@Suite("Shipping policy")
struct ShippingPolicyTests {
  let policy = ShippingPolicy(
    freeFrom: Money(minorUnits: 5_000, currency: .euro),
    flatFee: Money(minorUnits: 490, currency: .euro))

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
}
