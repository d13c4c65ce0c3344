import ShopDomain
import ShopInMemory
import Testing

/// `ProductRepository`, held to one contract on SQLite, PostgreSQL and in memory: saving, finding, the
/// orders, keyset pages, filters and text search.
@Suite("ProductRepository contract")
struct ProductRepositoryContractTests {
  /// A new repository of `kind` holding `catalog`: by default the sample catalog, with accents, a
  /// tie on price (DAI-003 and PAN-003 at €2.99) and two categories.
  private func filled(
    _ kind: StorageKind, with catalog: [Product] = SampleCatalog.products
  ) async throws -> any ProductRepository {
    let products = try kind.make().products
    _ = try await products.save(catalog)
    return products
  }

  private func skus(_ page: Page<Product, SKU>) -> [String] { page.items.map(\.sku.value) }

  @Test("saving reports added, updated and unchanged products", arguments: StorageKind.allCases)
  func saveSummary(kind: StorageKind) async throws {
    let products = try kind.make().products
    #expect(try await products.save(SampleCatalog.products) == SaveSummary(added: 6))
    let changed = SampleCatalog.product(
      "PAN-002", "Olive oil", "Extra virgin, cold pressed", "Pantry", 999, 8)
    let new = SampleCatalog.product("NEW-001", "Saffron", "", "Pantry", 1_499, 2)
    #expect(
      try await products.save([SampleCatalog.products[0], changed, new])
        == SaveSummary(added: 1, updated: 1, unchanged: 1))
    #expect(try await products.product(SKU("PAN-002")) == changed)
  }

  @Test("a product is found by SKU, and an unknown SKU is nil", arguments: StorageKind.allCases)
  func findBySKU(kind: StorageKind) async throws {
    let products = try await filled(kind)
    #expect(try await products.product(SKU("DAI-001")) == SampleCatalog.products[0])
    #expect(try await products.product(SKU("NOPE-1")) == nil)
  }

  @Test("a catalog is empty until it has a product", arguments: StorageKind.allCases)
  func isEmpty(kind: StorageKind) async throws {
    let products = try kind.make().products
    #expect(try await products.isEmpty())
    _ = try await products.save([SampleCatalog.products[0]])
    #expect(try await !products.isEmpty())
  }

  @Test("by name: ignoring case and accents, ties by SKU", arguments: StorageKind.allCases)
  func sortByName(kind: StorageKind) async throws {
    let page = try await filled(kind).page(ProductQuery(sort: .name))
    #expect(skus(page) == ["PAN-003", "DAI-003", "DAI-001", "DAI-002", "PAN-001", "PAN-002"])
    #expect(page.nextCursor == nil)
  }

  @Test("by price: cheapest first, ties by SKU", arguments: StorageKind.allCases)
  func sortByPrice(kind: StorageKind) async throws {
    let page = try await filled(kind).page(ProductQuery(sort: .price))
    #expect(skus(page) == ["DAI-001", "DAI-003", "PAN-003", "PAN-001", "DAI-002", "PAN-002"])
  }

  @Test(
    "following the cursor walks the whole catalog once, in order, for any page size",
    arguments: StorageKind.allCases, [1, 2, 5])
  func keysetPages(kind: StorageKind, size: Int) async throws {
    let products = try await filled(kind)
    for sort in ProductSort.allCases {
      let everything = skus(try await products.page(ProductQuery(sort: sort, size: PageSize(100))))
      var walked: [String] = []
      var query = ProductQuery(sort: sort, size: try PageSize(size))
      while true {
        let page = try await products.page(query)
        #expect(page.items.count <= size)
        walked += skus(page)
        guard let next = page.nextCursor else { break }
        query.after = next
      }
      #expect(walked == everything)
    }
  }

  @Test("a category filter ignores case and accents", arguments: StorageKind.allCases)
  func category(kind: StorageKind) async throws {
    let page = try await filled(kind).page(ProductQuery(category: FoldedText("DAIRY")))
    #expect(skus(page) == ["DAI-003", "DAI-001", "DAI-002"])
  }

  @Test(
    "search matches every word in name or description, ignoring case and accents",
    arguments: StorageKind.allCases,
    [
      ("creme", ["DAI-001"]), ("JALAPENO", ["PAN-001"]), ("smoky green", ["PAN-001"]),
      ("cheese", ["DAI-002"]),
      ("cream crème", ["DAI-001"]), ("caviar", []),
    ])
  func search(kind: StorageKind, example: (text: String, expected: [String])) async throws {
    let (text, expected) = example
    #expect(skus(try await filled(kind).page(ProductQuery(terms: SearchTerms(text)))) == expected)
  }

  @Test(
    "wildcards and SQL in a search are plain text",
    arguments: StorageKind.allCases,
    ["%", "_", "'; DROP TABLE products; --", "\\", "!", "\" OR 1=1"])
  func searchIsText(kind: StorageKind, text: String) async throws {
    let products = try await filled(kind)
    #expect(try await products.page(ProductQuery(terms: SearchTerms(text))).items.isEmpty)
    #expect(try await products.page(ProductQuery()).items.count == 6)
  }

  @Test("names that fold alike tie, and the tie breaks by SKU", arguments: StorageKind.allCases)
  func nameTies(kind: StorageKind) async throws {
    let catalog = [
      SampleCatalog.product("T-3", "Fig"),
      SampleCatalog.product("T-2", "ÉCLAIR"),
      SampleCatalog.product("T-1", "éclair"),
      SampleCatalog.product("T-4", "Eclair"),
      SampleCatalog.product("T-5", "apple"),
    ]
    let products = try await filled(kind, with: catalog)
    let page = try await products.page(ProductQuery(sort: .name))
    #expect(skus(page) == ["T-5", "T-1", "T-2", "T-4", "T-3"])
  }

  @Test(
    "the cursor walk has no duplicate and no gap, also under a filter",
    arguments: StorageKind.allCases, ProductSort.allCases)
  func walkUnderFilter(kind: StorageKind, sort: ProductSort) async throws {
    let catalog = (1...23).map { index in
      SampleCatalog.product(
        "W-\(index)", "Item \(index % 4)", "", index.isMultiple(of: 3) ? "Épicerie" : "Dairy",
        100 * (index % 5), index)
    }
    let products = try await filled(kind, with: catalog)
    let expected = Set(catalog.filter { $0.category.name == "Épicerie" }.map(\.sku.value))
    for size in [1, 2, 5] {
      var walked: [String] = []
      var query = ProductQuery(
        category: FoldedText("epicerie"), sort: sort, size: try PageSize(size))
      var previous: Product?
      while true {
        let page = try await products.page(query)
        for product in page.items {
          if let previous { #expect(query.orders(previous, before: product)) }
          previous = product
        }
        walked += skus(page)
        guard let next = page.nextCursor else { break }
        #expect(next == page.items.last?.sku)
        query.after = next
      }
      #expect(walked.count == expected.count)
      #expect(Set(walked) == expected)
    }
  }

  @Test(
    "the last page has no cursor, even when it is exactly full",
    arguments: StorageKind.allCases, [3, 6])
  func lastPageHasNoCursor(kind: StorageKind, size: Int) async throws {
    let products = try await filled(kind)
    var query = ProductQuery(size: try PageSize(size))
    var pages: [Page<Product, SKU>] = []
    while true {
      let page = try await products.page(query)
      pages.append(page)
      guard let next = page.nextCursor else { break }
      query.after = next
    }
    #expect(pages.count == 6 / size)
    #expect(pages.allSatisfy { $0.items.count == size })
    #expect(pages.dropLast().allSatisfy { $0.nextCursor != nil })
  }

  @Test(
    "a category filter matches \"dairy\" to \"Dairy\" and nothing else",
    arguments: StorageKind.allCases)
  func categoryLowercase(kind: StorageKind) async throws {
    let products = try await filled(kind)
    let dairy = try await products.page(ProductQuery(category: FoldedText("dairy"), sort: .price))
    #expect(skus(dairy) == ["DAI-001", "DAI-003", "DAI-002"])
    #expect(try await products.page(ProductQuery(category: FoldedText("dair"))).items.isEmpty)
  }

  @Test(
    "search needs every word, and looks in the description too",
    arguments: StorageKind.allCases,
    [
      ("CRÈME", ["DAI-001"]), ("cultured", ["DAI-001"]), ("swiss gruyere", ["DAI-002"]),
      ("creme cheese", []), ("rice oil", []), ("  grass   salted ", ["DAI-003"]),
    ])
  func everyWord(kind: StorageKind, example: (text: String, expected: [String])) async throws {
    let page = try await filled(kind).page(ProductQuery(terms: SearchTerms(example.text)))
    #expect(skus(page) == example.expected)
  }

  @Test(
    "an underscore, a percent sign, a backslash and an exclamation mark in a search are literal",
    arguments: StorageKind.allCases)
  func wildcardsAreLiteral(kind: StorageKind) async throws {
    let catalog = [
      SampleCatalog.product("U-1", "snake_case labels"),
      SampleCatalog.product("U-2", "snakeXcase labels"),
      SampleCatalog.product("U-3", "Sale", "now 50% off"),
      SampleCatalog.product("U-4", "Sale", "now 50 off, 5 left"),
      SampleCatalog.product("U-5", "Wow! labels", "C:\\Pantry"),
      SampleCatalog.product("U-6", "Wow labels", "C:Pantry"),
    ]
    let products = try await filled(kind, with: catalog)
    #expect(skus(try await products.page(ProductQuery(terms: SearchTerms("e_c")))) == ["U-1"])
    #expect(skus(try await products.page(ProductQuery(terms: SearchTerms("50%")))) == ["U-3"])
    #expect(try await products.page(ProductQuery(terms: SearchTerms("5%0"))).items.isEmpty)
    // Two letters match the start of a word, the wildcards in them literal too.
    #expect(try await products.page(ProductQuery(terms: SearchTerms("5_"))).items.isEmpty)
    #expect(try await products.page(ProductQuery(terms: SearchTerms("%"))).items.isEmpty)
    // `!` is PostgreSQL's escape character in this search, `\` SQLite's.
    #expect(skus(try await products.page(ProductQuery(terms: SearchTerms("wow!")))) == ["U-5"])
    #expect(try await products.page(ProductQuery(terms: SearchTerms("!l"))).items.isEmpty)
    #expect(skus(try await products.page(ProductQuery(terms: SearchTerms(":\\p")))) == ["U-5"])
  }

  @Test("a search that looks like SQL leaves the table working", arguments: StorageKind.allCases)
  func injectionLeavesTable(kind: StorageKind) async throws {
    let products = try await filled(kind)
    let attack = ProductQuery(terms: SearchTerms("'; DROP TABLE products; --"))
    #expect(try await products.page(attack).items.isEmpty)
    let extra = SampleCatalog.product("Z-1", "Zucchini", "", "Produce", 150, 4)
    #expect(try await products.save([extra]) == SaveSummary(added: 1))
    #expect(try await products.product(SKU("Z-1")) == extra)
    #expect(try await products.page(ProductQuery(size: PageSize(100))).items.count == 7)
  }

  @Test("a literal percent sign is found as such", arguments: StorageKind.allCases)
  func percentSign(kind: StorageKind) async throws {
    let catalog = [
      SampleCatalog.product("X-1", "Cocoa 70% dark"),
      SampleCatalog.product("X-2", "Cocoa 70 dark"),
    ]
    let products = try await filled(kind, with: catalog)
    #expect(skus(try await products.page(ProductQuery(terms: SearchTerms("70%")))) == ["X-1"])
  }

  @Test(
    "a Greek or Cyrillic word finds its product with or without accents, in any case",
    arguments: StorageKind.allCases,
    [
      ("καφες", ["G-1"]), ("ΚΑΦΕΣ", ["G-1"]), ("Καφές", ["G-1"]), ("ελληνικος", ["G-1"]),
      ("προιον", ["G-2"]), ("ελια", ["G-2"]), ("ёлка", ["C-1"]), ("ЕЛКА", ["C-1"]),
      ("чай", ["C-2"]), ("чаи", ["C-3"]), ("йогурт", ["C-2"]),
    ])
  func greekAndCyrillic(kind: StorageKind, example: (text: String, expected: [String]))
    async throws
  {
    let catalog = [
      SampleCatalog.product("G-1", "Ελληνικός καφές"),
      SampleCatalog.product("G-2", "ΠΡΟΪΌΝ ΕΛΙΆΣ", "Προϊόν ελιάς"),
      SampleCatalog.product("C-1", "Ёлка"),
      SampleCatalog.product("C-2", "Чай", "Йогурт"),
      SampleCatalog.product("C-3", "Чаи"),
    ]
    let products = try await filled(kind, with: catalog)
    let page = try await products.page(ProductQuery(terms: SearchTerms(example.text)))
    #expect(skus(page) == example.expected)
  }

  @Test(
    "categories that read the same are one, whatever shows nothing inside them",
    arguments: StorageKind.allCases)
  func categoriesThatReadTheSame(kind: StorageKind) async throws {
    let products = try kind.make().products
    let spellings = ["Dairy", "Dai\u{3164}ry", "Dairy\u{2800}", "\u{115F}Dai\u{FFA0}ry\u{1160}"]
    _ = try await products.save(
      spellings.enumerated().map { SampleCatalog.product("D-\($0.offset)", "Milk", "", $0.element) }
    )
    #expect(try await products.categories().map(\.name) == ["Dairy"])
    let dairy = try await products.page(ProductQuery(category: FoldedText("dairy")))
    #expect(dairy.items.count == spellings.count)
  }

  @Test(
    "categories: one per folded name, its smallest spelling, ordered by folded name",
    arguments: StorageKind.allCases)
  func categories(kind: StorageKind) async throws {
    let products = try kind.make().products
    #expect(try await products.categories() == [])
    _ = try await products.save([
      SampleCatalog.product("X-1", "One", "", "Épices", 100, 1),
      SampleCatalog.product("X-2", "Two", "", "dairy", 100, 1),
      SampleCatalog.product("X-3", "Three", "", "Dairy", 100, 0),
      SampleCatalog.product("X-4", "Four", "", "Bakery", 100, 1),
    ])
    #expect(try await products.categories().map(\.name) == ["Bakery", "Dairy", "Épices"])
  }
}
