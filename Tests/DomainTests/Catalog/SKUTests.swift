import ShopDomain
import Testing

/// A SKU is 1 to 32 uppercase ASCII letters, digits and dashes; typed input is trimmed and
/// uppercased first.
@Suite("SKU")
struct SKUTests {
  @Test(
    "typed codes are trimmed and uppercased",
    arguments: [
      (" dai-001 ", "DAI-001"), ("X1", "X1"), ("pan-002", "PAN-002"), ("\tab-9\n", "AB-9"),
      ("7", "7"), ("a-b-c", "A-B-C"),
    ])
  func normalised(raw: String, value: String) throws {
    #expect(try SKU(raw).value == value)
  }

  @Test("codes differing only in case and spaces are the same SKU")
  func equality() throws {
    #expect(try SKU(" dai-001") == SKU("DAI-001"))
    #expect(try SKU("DAI-001") != SKU("DAI-002"))
  }

  @Test("1 and 32 characters are the bounds")
  func lengthBounds() throws {
    #expect(try SKU("A").value == "A")
    let longest = String(repeating: "a", count: 32)
    #expect(try SKU(longest).value == longest.uppercased())
    let tooLong = String(repeating: "A", count: 33)
    #expect(throws: ProductError.invalidSKU(tooLong)) { try SKU(tooLong) }
  }

  @Test(
    "anything else is refused, naming the raw input",
    arguments: [
      "", "   ", "A B", "A_1", "É-1", "A;DROP", "A.1", "A/1", "ÄÖ", "A+1", "①", "-", "--", "-A",
      "A-", "---1", "1---",
    ])
  func refused(raw: String) {
    #expect(throws: ProductError.invalidSKU(raw)) { try SKU(raw) }
  }

  @Test("a refused SKU names the sku field")
  func field() {
    let error = #expect(throws: ProductError.self) { try SKU("not a sku") }
    #expect(error?.field == "sku")
    #expect(
      error?.reason
        == "must be 1 to 32 letters, digits or dashes, starting and ending with a letter or digit, not \"not a sku\""
    )
  }

  @Test("orders by the bytes of the code")
  func order() throws {
    #expect(try SKU("DAI-001") < SKU("DAI-002"))
    #expect(try SKU("DAI-999") < SKU("PAN-001"))
    #expect(try SKU("A") < SKU("A-1"))
    #expect(try SKU("9") < SKU("A"))
    #expect(try !(SKU("B") < SKU("B")))
  }

  @Test("describes itself as its code")
  func description() throws {
    #expect(try SKU("dai-001").description == "DAI-001")
  }
}
