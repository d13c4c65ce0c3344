import ShopDomain
import Testing

/// A promotion from the plain fields a stored row holds: exactly one kind of discount, a real
/// currency, and the terms a promotion made from Domain values must meet; anything else is
/// damage to the stored promotion.
@Suite("Promotion from stored fields")
struct PromotionFieldsTests {
  private let expiry = Timestamp(millisecondsSince1970: 2_000)

  /// A promotion from stored fields, each a valid one unless given: a field a promotion gains is
  /// added here once, for every test that reads one back, `EchoedDataTests` too.
  static func make(
    code: String = "welcome10", percentOff: Int? = nil, amountOff: Int? = nil,
    currency: String = "eur", minimum: Int = 1_000, expiresAt: Int64 = 2_000
  ) throws(StorageError) -> Promotion {
    try Promotion.fromStoredFields(
      code: code, percentOff: percentOff, amountOffMinorUnits: amountOff, currencyCode: currency,
      minimumSubtotalMinorUnits: minimum, expiresAtMillisecondsSince1970: expiresAt)
  }

  /// What a read reports for a stored promotion `code` that breaks a rule other than its expiry:
  /// damage, naming the field (its terms, unless the code or currency itself is not one).
  private func damaged(_ code: String = "welcome10", field: String = "terms") -> StorageError {
    StorageError(damaged: "promotion \(code)", field: field)
  }

  private func euros(_ minorUnits: Int) -> Money { Money(minorUnits: minorUnits, currency: .euro) }

  @Test("a percentage off makes a percent promotion, in the minimum's currency")
  func percent() throws {
    let expected = try Promotion(
      code: PromotionCode("WELCOME10"), discount: .percent(10), minimumSubtotal: euros(1_000),
      expiresAt: expiry)
    #expect(try Self.make(percentOff: 10) == expected)
  }

  @Test("an amount off makes a fixed promotion, in the minimum's currency")
  func fixed() throws {
    let expected = try Promotion(
      code: PromotionCode("WELCOME10"), discount: .fixed(euros(500)),
      minimumSubtotal: euros(1_000), expiresAt: expiry)
    #expect(try Self.make(amountOff: 500) == expected)
  }

  @Test("a code that is not a code is damage")
  func invalidCode() {
    #expect(throws: damaged("X", field: "code")) { try Self.make(code: "X", percentOff: 10) }
  }

  @Test("a currency that is not one is damage naming the currency")
  func invalidCurrency() {
    #expect(throws: damaged(field: "currency")) { try Self.make(percentOff: 10, currency: "EURO") }
  }

  @Test(
    "both discounts, neither, or impossible terms are damage to the terms",
    arguments: [
      (10, 500, "EUR", 0), (nil, nil, "EUR", 0), (101, nil, "EUR", 0),
      (nil, 0, "EUR", 0), (10, nil, "EUR", -1),
    ] as [(Int?, Int?, String, Int)])
  func invalidTerms(percentOff: Int?, amountOff: Int?, currency: String, minimum: Int) {
    #expect(throws: damaged()) {
      try Self.make(
        percentOff: percentOff, amountOff: amountOff, currency: currency, minimum: minimum)
    }
  }

  @Test(
    "an amount off or a minimum above what an order may hold is damage",
    arguments: [
      (nil, Order.maximumAmountMinorUnits + 1, 0), (nil, Int.max, 0),
      (10, nil, Order.maximumAmountMinorUnits + 1), (10, nil, Int.max),
    ] as [(Int?, Int?, Int)])
  func amountOutOfRange(percentOff: Int?, amountOff: Int?, minimum: Int) {
    #expect(throws: damaged()) {
      try Self.make(percentOff: percentOff, amountOff: amountOff, minimum: minimum)
    }
    #expect(throws: Never.self) {
      try Self.make(
        amountOff: Order.maximumAmountMinorUnits, minimum: Order.maximumAmountMinorUnits)
    }
  }

  @Test(
    "an expiry outside years 1 to 9999 is damage, naming expiresAt",
    arguments: [Int64.min, Int64.min + 998, -62_135_596_800_001, 253_402_300_800_000, Int64.max])
  func expiryOutOfRange(milliseconds: Int64) {
    #expect(throws: StorageError(damaged: "promotion welcome10", field: "expiresAt")) {
      try Self.make(percentOff: 10, expiresAt: milliseconds)
    }
  }
}
