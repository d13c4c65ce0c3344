import ShopDomain
import Testing

/// A category is a trimmed, non-empty name, compared folded.
@Suite("ProductCategory")
struct ProductCategoryTests {
  @Test("the name is kept as spelled, trimmed")
  func trimmed() throws {
    let category = try ProductCategory("  Dairy ")
    #expect(category.name == "Dairy")
    #expect(category.description == "Dairy")
  }

  @Test("the key is folded, so dairy and DAIRY filter the same aisle")
  func key() throws {
    #expect(try ProductCategory("Épicerie").key == FoldedText("epicerie"))
    #expect(try ProductCategory("DAIRY").key == ProductCategory("dairy").key)
  }

  @Test("an empty category is refused", arguments: ["", "  ", "\n"])
  func empty(name: String) {
    let error = #expect(throws: ProductError.emptyCategory) { try ProductCategory(name) }
    #expect(error?.field == "category")
  }

  @Test("stored names come back as categories, in order")
  func stored() throws {
    #expect(
      try ProductCategory.fromStoredNames(["Bakery", "Épices"])
        == [ProductCategory("Bakery"), ProductCategory("Épices")])
  }

  @Test(
    "a stored name no category may have is damage, naming it", arguments: ["", " ", "a\u{1B}b"])
  func damagedName(name: String) {
    #expect(throws: StorageError(damaged: "the category \"\(name)\"", field: "category")) {
      try ProductCategory.fromStoredNames(["Bakery", name])
    }
  }
}
