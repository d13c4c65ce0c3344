import ShopDomain
import ShopInMemory
import Testing

/// Searching reads one page of the catalog through the repository port.
@Suite("SearchProducts")
struct SearchProductsTests {
  let catalog = InMemoryProductRepository(SampleCatalog.products)

  @Test("all words must match, in any order")
  func words() async throws {
    let search = SearchProducts(products: catalog)
    let page = try await search(ProductQuery(terms: SearchTerms("sauce JALAPENO")))
    #expect(page.items.map(\.sku.value) == ["PAN-001"])
    #expect(page.nextCursor == nil)
  }

  @Test("accents and case do not matter")
  func folded() async throws {
    let search = SearchProducts(products: catalog)
    let page = try await search(ProductQuery(terms: SearchTerms("GRUYERE")))
    #expect(page.items.map(\.name) == ["Gruyère"])
  }

  @Test("browsing with no words gives the catalog in the query's order")
  func browse() async throws {
    let page = try await SearchProducts(products: catalog)(ProductQuery(sort: .price))
    #expect(
      page.items.map(\.sku.value) == [
        "DAI-001", "DAI-003", "PAN-003", "PAN-001", "DAI-002", "PAN-002",
      ])
  }

  @Test("a full page names its last SKU as the cursor; the next page starts after it")
  func pages() async throws {
    let search = SearchProducts(products: catalog)
    var query = ProductQuery(sort: .price, size: try PageSize(4))
    let first = try await search(query)
    #expect(first.items.map(\.sku.value) == ["DAI-001", "DAI-003", "PAN-003", "PAN-001"])
    #expect(first.nextCursor == (try SKU("PAN-001")))
    query.after = first.nextCursor
    let second = try await search(query)
    #expect(second.items.map(\.sku.value) == ["DAI-002", "PAN-002"])
    #expect(second.nextCursor == nil)
  }

  @Test("no match is an empty page, not an error")
  func noMatch() async throws {
    let page = try await SearchProducts(products: catalog)(
      ProductQuery(terms: SearchTerms("truffle")))
    #expect(page.items.isEmpty)
    #expect(page.nextCursor == nil)
  }

  @Test("a failing repository is a storage error carrying its reason")
  func storage() async {
    let search = SearchProducts(products: FailingProductRepository())
    await #expect(throws: CatalogError.storage(FailingProductRepository.error)) {
      try await search(ProductQuery())
    }
  }
}

/// A search has a limit a person can be told, and the catalog is not asked beyond it.
@Suite("Search limits")
struct SearchLimitTests {
  let search = SearchProducts(products: InMemoryProductRepository(SampleCatalog.products))

  @Test(
    "a search past the length or the number of words is refused",
    arguments: [
      String(repeating: "a", count: SearchTerms.maximumLength + 1),
      String(repeating: "é", count: 50_000),
      Array(repeating: "x", count: SearchTerms.maximumWords + 1).joined(separator: " "),
      Array(repeating: "jam", count: 1_000).joined(separator: " "),
    ])
  func refused(text: String) async {
    await #expect(throws: CatalogError.searchTooLong) {
      try await search(ProductQuery(terms: SearchTerms(text)))
    }
  }

  @Test("a search at the limits is run")
  func atTheLimits() async throws {
    let longest = String(repeating: "a", count: SearchTerms.maximumLength)
    #expect(try await search(ProductQuery(terms: SearchTerms(longest))).items.isEmpty)
    let words = Array(repeating: "sauce", count: SearchTerms.maximumWords).joined(separator: " ")
    #expect(try await search(ProductQuery(terms: SearchTerms(words))).items.count == 1)
  }
}
