import ShopDomain
import Testing

/// A name shows something, and two categories that read the same are one: held over every
/// character Unicode's data says shows nothing (`UnicodeCharacters.showingNothing`), not over
/// the few someone tried. Fillers, blank patterns, spaces of every width, zero-width and format
/// characters, variation selectors and tags all count.
@Suite("Text with nothing to see")
struct InvisibleTextTests {
  private func product(name: String = "Milk", category: String = "Dairy") throws -> Product {
    try Product(
      sku: SKU("DAI-1"), name: name, description: "", category: ProductCategory(category),
      price: Money(minorUnits: 100, currency: .euro), stock: 1)
  }

  /// Whether `body` fails for want of anything visible in `field`: it is empty once trimmed,
  /// holds nothing visible, or (for a control character) is refused before that question.
  private func isRefusedAsInvisible(_ field: String, _ body: () throws -> Product) -> Bool {
    do {
      _ = try body()
      return false
    } catch let error as ProductError {
      switch error {
      case .emptyName, .emptyCategory: return true
      case .invisible(let named), .controlCharacter(let named): return named == field
      default: return false
      }
    } catch {
      return false
    }
  }

  @Test("a name or category of any characters that show nothing is refused, naming the field")
  func nothingVisible() {
    let accepted = UnicodeCharacters.showingNothing.filter { scalar in
      let text = String(scalar) + String(scalar)
      return !isRefusedAsInvisible("name", { try product(name: text) })
        || !isRefusedAsInvisible("category", { try product(category: text) })
    }
    #expect(accepted.isEmpty, "accepted: \(accepted.map(Self.codePoint).prefix(40))")
  }

  @Test("a visible name keeps the invisible characters inside it, as typed")
  func visibleWithInvisible() throws {
    for scalar in UnicodeCharacters.unseenNonControl {
      let name = "Te" + String(scalar) + "a"
      #expect(try product(name: name).name == name, "\(Self.codePoint(scalar))")
    }
  }

  @Test("categories that read the same are one category, whatever shows nothing inside them")
  func categoriesThatReadTheSame() throws {
    let dairy = try ProductCategory("Dairy").key
    let different = try UnicodeCharacters.unseenNonControl.filter { scalar in
      try ProductCategory("Dai" + String(scalar) + "ry").key != dairy
        || ProductCategory(String(scalar) + "Dairy" + String(scalar)).key != dairy
    }
    #expect(different.isEmpty, "different: \(different.map(Self.codePoint).prefix(40))")
    let spaces = UnicodeCharacters.showingNothing.filter {
      $0.properties.isWhitespace && $0.properties.generalCategory != .control
    }
    let milk = try ProductCategory("Dairy milk").key
    for space in spaces {
      let spaced = try ProductCategory("Dairy" + String(space) + " milk").key
      #expect(spaced == milk, "\(Self.codePoint(space))")
    }
  }

  @Test("the four categories of the report read Dairy and are the one Dairy category")
  func reportedDairies() throws {
    let spellings = ["Dairy", "Dai\u{3164}ry", "Dairy\u{2800}", "\u{115F}Dai\u{FFA0}ry\u{1160}"]
    #expect(Set(try spellings.map { try ProductCategory($0).key }).count == 1)
  }

  @Test("an address with a character that shows nothing is refused as invisible")
  func invisibleInAnAddress() {
    let accepted = UnicodeCharacters.unseenNonControl.filter { scalar in
      (try? Email("a" + String(scalar) + "b@example.com")) != nil
    }
    #expect(accepted.isEmpty, "accepted: \(accepted.map(Self.codePoint).prefix(40))")
  }

  static func codePoint(_ scalar: Unicode.Scalar) -> String {
    "U+" + String(scalar.value, radix: 16, uppercase: true)
  }
}
