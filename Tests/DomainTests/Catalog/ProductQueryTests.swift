import ShopDomain
import ShopInMemory
import Testing

/// Which products a query matches, and the total order it reads them in.
@Suite("ProductQuery")
struct ProductQueryTests {
  private let products = SampleCatalog.products

  private func skus(_ query: ProductQuery) -> [String] {
    products.filter(query.matches).sorted { query.orders($0, before: $1) }.map(\.sku.value)
  }

  @Test("the default query matches everything, by name, 20 a page, from the start")
  func defaults() {
    let query = ProductQuery()
    #expect(query.terms.isEmpty)
    #expect(query.category == nil)
    #expect(query.sort == .name)
    #expect(query.size == .standard)
    #expect(query.after == nil)
    #expect(products.allSatisfy(query.matches))
  }

  @Test("a category filter compares folded names", arguments: ["dairy", "DAIRY", "Dairy"])
  func category(name: String) {
    let query = ProductQuery(category: FoldedText(name))
    #expect(skus(query) == ["DAI-003", "DAI-001", "DAI-002"])
  }

  @Test("an unknown category matches nothing")
  func unknownCategory() {
    #expect(skus(ProductQuery(category: FoldedText("Bakery"))).isEmpty)
  }

  @Test("terms and category must both match")
  func termsAndCategory() {
    let inPantry = ProductQuery(terms: SearchTerms("cold"), category: FoldedText("pantry"))
    #expect(skus(inPantry) == ["PAN-002"])
    let inDairy = ProductQuery(terms: SearchTerms("cold"), category: FoldedText("dairy"))
    #expect(skus(inDairy).isEmpty)
  }

  @Test("by name: folded names in byte order, so Crème sorts as creme")
  func byName() {
    #expect(
      skus(ProductQuery(sort: .name)) == [
        "PAN-003", "DAI-003", "DAI-001", "DAI-002", "PAN-001", "PAN-002",
      ])
  }

  @Test("by price: cheapest first, a tie broken by SKU")
  func byPrice() {
    #expect(
      skus(ProductQuery(sort: .price)) == [
        "DAI-001", "DAI-003", "PAN-003", "PAN-001", "DAI-002", "PAN-002",
      ])
  }

  @Test("equal names are ordered by SKU")
  func nameTie() {
    let query = ProductQuery(sort: .name)
    let second = SampleCatalog.product("B-2", "Same")
    let first = SampleCatalog.product("B-1", "SAME")
    #expect(query.orders(first, before: second))
    #expect(!query.orders(second, before: first))
  }

  @Test("equal prices are ordered by SKU, whatever the names")
  func priceTie() {
    let query = ProductQuery(sort: .price)
    let zebra = SampleCatalog.product("A-1", "Zebra", "", "Pantry", 500)
    let apple = SampleCatalog.product("A-2", "Apple", "", "Pantry", 500)
    #expect(query.orders(zebra, before: apple))
    #expect(!query.orders(apple, before: zebra))
  }

  @Test("the name decides before the SKU, and the price before the SKU")
  func primaryKeyFirst() {
    let apple = SampleCatalog.product("Z-1", "Apple", "", "Pantry", 900)
    let zebra = SampleCatalog.product("A-1", "Zebra", "", "Pantry", 100)
    #expect(ProductQuery(sort: .name).orders(apple, before: zebra))
    #expect(ProductQuery(sort: .price).orders(zebra, before: apple))
  }

  @Test("a product never comes before itself", arguments: ProductSort.allCases)
  func irreflexive(sort: ProductSort) {
    let query = ProductQuery(sort: sort)
    #expect(products.allSatisfy { !query.orders($0, before: $0) })
  }
}
