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

  @Test("accents, emoji and other scripts are ordinary text")
  func ordinaryText() throws {
    for text in ["Crème fraîche", "Jalapeño 🌶", "日本茶", "Ünïcödé – “quoted”"] {
      #expect(try product(name: text, description: text, category: text).name == text)
    }
  }
}
