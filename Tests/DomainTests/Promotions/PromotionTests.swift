import ShopDomain
import ShopInMemory
import Testing

/// A promotion's terms: percent or fixed, a minimum subtotal, an expiry; each refusal says why.
@Suite("Promotions")
struct PromotionTests {
  let now = Timestamp(millisecondsSince1970: 1_000)

  private func promotion(_ discount: Promotion.Discount, minimum: Int = 0, expires: Int64 = 2_000)
    throws -> Promotion
  {
    try Promotion(
      code: PromotionCode("TEST"), discount: discount,
      minimumSubtotal: Money(minorUnits: minimum, currency: .euro),
      expiresAt: Timestamp(millisecondsSince1970: expires))
  }

  private func euros(_ minorUnits: Int) -> Money { Money(minorUnits: minorUnits, currency: .euro) }

  @Test(
    "a percentage is rounded half up to the cent",
    arguments: [(1_005, 10, 101), (1_004, 10, 100), (5, 10, 1), (4, 10, 0)])
  func percentRounding(subtotal: Int, percent: Int, expected: Int) throws {
    #expect(
      try promotion(.percent(percent)).discount(on: euros(subtotal), at: now) == euros(expected))
  }

  @Test("a fixed amount never takes off more than the subtotal")
  func fixedIsCapped() throws {
    let fiveOff = try promotion(.fixed(euros(500)))
    #expect(try fiveOff.discount(on: euros(2_000), at: now) == euros(500))
    #expect(try fiveOff.discount(on: euros(300), at: now) == euros(300))
  }

  @Test("below the minimum subtotal it is refused with both amounts")
  func belowMinimum() throws {
    let code = try PromotionCode("TEST")
    #expect(
      throws: PromotionError.belowMinimum(code, minimum: euros(2_000), subtotal: euros(1_999))
    ) {
      try promotion(.percent(10), minimum: 2_000).discount(on: euros(1_999), at: now)
    }
    #expect(
      try promotion(.percent(10), minimum: 2_000).discount(on: euros(2_000), at: now) == euros(200))
  }

  @Test("from its expiry on it is refused")
  func expiry() throws {
    let code = try PromotionCode("TEST")
    let expiring = try promotion(.percent(10), expires: 1_000)
    #expect(throws: PromotionError.expired(code, at: Timestamp(millisecondsSince1970: 1_000))) {
      try expiring.discount(on: euros(1_000), at: now)
    }
    #expect(
      try expiring.discount(on: euros(1_000), at: Timestamp(millisecondsSince1970: 999))
        == euros(100))
  }

  @Test("impossible terms cannot be made", arguments: [0, 101, -5])
  func impossiblePercent(percent: Int) {
    #expect(throws: PromotionError.self) { try promotion(.percent(percent)) }
  }

  @Test(
    "an expiry outside years 1 to 9999 is impossible terms",
    arguments: [Int64.min, Int64.min + 998, -62_135_596_800_001, 253_402_300_800_000, Int64.max])
  func expiryOutOfRange(milliseconds: Int64) throws {
    let code = try PromotionCode("TEST")
    #expect(throws: PromotionError.invalidTerms(code)) {
      try promotion(.percent(10), expires: milliseconds)
    }
    #expect(throws: Never.self) { try promotion(.percent(10), expires: -62_135_596_800_000) }
    #expect(throws: Never.self) { try promotion(.percent(10), expires: 253_402_300_799_999) }
  }

  @Test("codes are 3 to 20 letters and digits, compared in uppercase")
  func codes() throws {
    #expect(try PromotionCode(" welcome10 ").value == "WELCOME10")
    for bad in ["AB", "", "TWENTY-ONE", String(repeating: "A", count: 21), "10 OFF"] {
      #expect(throws: PromotionError.invalidCode(bad)) { try PromotionCode(bad) }
    }
  }

  @Test("applying a code checks it against the cart as it is and stores it")
  func applyPromotion() async throws {
    let shop = InMemoryShop()
    _ = try await shop.addToCart(SKU("PAN-002"), quantity: 3)
    let quote = try await shop.applyPromotion(PromotionCode("welcome10"))
    #expect(quote.discount.minorUnits == 270)
    #expect(try await shop.guestCart().promotionCode == PromotionCode("WELCOME10"))
  }

  @Test("an unknown, expired or below-minimum code is refused and not stored")
  func refusedCodes() async throws {
    let shop = InMemoryShop()
    _ = try await shop.addToCart(SKU("DAI-001"), quantity: 1)
    for code in ["NOSUCH", "SUMMER24", "FIVEOFF"] {
      await #expect(throws: CartError.self) { try await shop.applyPromotion(PromotionCode(code)) }
    }
    #expect(try await shop.guestCart().promotionCode == nil)
  }
}
