import ShopDomain
import ShopInMemory
import Testing

/// Text a product shows can never act on a terminal: a control character in its name,
/// description or category makes no product, whichever control character and wherever it sits.
@Suite("Product text")
struct ProductTextTests {
  /// Every C0 control, DEL and every C1 control.
  static let controls: [Unicode.Scalar] =
    (0x00...0x1F).compactMap(Unicode.Scalar.init) + [Unicode.Scalar(0x7F)]
    + (0x80...0x9F).compactMap(Unicode.Scalar.init)

  /// Each control inside some text, alone and repeated. (At the very start or end, the controls
  /// that are whitespace, such as a tab, are trimmed like spaces.)
  static let hostileTexts: [String] = controls.flatMap { control in
    let text = String(control)
    return ["Mi" + text + "lk", "A" + text + text + "B"]
  }

  private func product(name: String = "Milk", description: String = "", category: String = "Dairy")
    throws -> Product
  {
    try Product(
      sku: SKU("DAI-1"), name: name, description: description,
      category: ProductCategory(category), price: Money(minorUnits: 100, currency: .euro),
      stock: 1)
  }

  @Test("a control character in the name is refused", arguments: hostileTexts)
  func name(text: String) {
    #expect(throws: ProductError.controlCharacter(field: "name")) { try product(name: text) }
  }

  @Test("a control character in the description is refused", arguments: hostileTexts)
  func description(text: String) {
    #expect(throws: ProductError.controlCharacter(field: "description")) {
      try product(description: text)
    }
  }

  @Test("a control character in the category is refused", arguments: hostileTexts)
  func category(text: String) {
    #expect(throws: ProductError.controlCharacter(field: "category")) {
      try product(category: text)
    }
  }

  @Test(
    "a name or category with nothing to see is refused; a visible one with a format character is kept",
    arguments: [
      "\u{200B}", "\u{FEFF}", "\u{202E}\u{2066}\u{2069}", "\u{200D}\u{2060}\u{061C}", "\u{0301}",
    ])
  func invisible(text: String) throws {
    #expect(throws: ProductError.invisible(field: "name")) { try product(name: text) }
    #expect(throws: ProductError.invisible(field: "category")) { try product(category: text) }
    #expect(try product(name: "Tea" + text).name == "Tea" + text)
  }

  @Test("accents, emoji and other scripts are ordinary text")
  func ordinaryText() throws {
    for text in ["Crème fraîche", "Jalapeño 🌶", "日本茶", "Ünïcödé – “quoted”"] {
      #expect(try product(name: text, description: text, category: text).name == text)
    }
  }

  @Test("generated texts are refused exactly when a scalar of them is a control character")
  func generatedTexts() throws {
    var random = SeededRandom(seed: 21)
    let pool: [Unicode.Scalar] =
      Array("abcXYZ09 -é".unicodeScalars) + Self.controls
      + (0xA0...0xBF).compactMap(Unicode.Scalar.init) + ["€", "日", "🌶"]
    for _ in 0..<5_000 {
      var scalars = String.UnicodeScalarView()
      scalars.append("M")
      for _ in 0..<Int.random(in: 0...40, using: &random) {
        // Mostly ordinary text, so long runs without a control are common.
        let ordinary = Int.random(in: 0..<10, using: &random) > 0
        let scalar =
          ordinary
          ? (pool.prefix(11).randomElement(using: &random) ?? "a")
          : (pool.randomElement(using: &random) ?? "a")
        scalars.append(scalar)
      }
      scalars.append("k")
      let text = String(scalars)
      let hasControl = text.unicodeScalars.contains {
        $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
      }
      #expect(
        (try? product(name: text)) == nil ? hasControl : !hasControl, "\(text.debugDescription)")
    }
  }
}
