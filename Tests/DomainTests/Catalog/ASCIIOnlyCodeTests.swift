import ShopDomain
import Testing

/// Uppercasing is ASCII only: a letter that Unicode uppercases into ASCII letters must not slip
/// past an ASCII-only rule.
@Suite("ASCII-only codes")
struct ASCIIOnlyCodeTests {
  @Test("ß and dotless i are refused, not turned into SS and I", arguments: ["ßa", "ıa", "ß"])
  func sku(raw: String) {
    #expect(throws: ProductError.invalidSKU(raw)) { try SKU(raw) }
  }

  @Test("a currency of non-ASCII letters is refused", arguments: ["ßd", "ıur"])
  func currency(code: String) {
    #expect(throws: MoneyError.invalidCurrency(code)) { try Currency(code: code) }
  }

  @Test("a promotion code of non-ASCII letters is refused")
  func promotionCode() {
    #expect(throws: PromotionError.invalidCode("ßab")) { try PromotionCode("ßab") }
  }
}
