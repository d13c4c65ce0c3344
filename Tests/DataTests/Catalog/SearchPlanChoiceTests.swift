import ShopData
import ShopDomain
import Testing

@testable import ShopPostgres

/// The choices a search's plan makes from what it counted, and the pages those choices read:
/// a word most products hold is checked on the rows rather than looked up, and the page is still
/// exactly the products that hold every word.
@Suite("Search plan choices")
struct SearchPlanChoiceTests {
  @Test("the index looks up the rarest word and every word at most half the walk held")
  func lookedUp() {
    // A word every walked product held, with one none held: only the rare one is looked up.
    #expect(PostgresSearch.lookedUp(held: [2_000, 0], entries: 2_000) == [false, true])
    // Two words a fifth of the products hold each, that never meet: both, to be intersected.
    #expect(PostgresSearch.lookedUp(held: [400, 410], entries: 2_000) == [true, true])
    // Every word common: the rarest alone, so the index has something to look up.
    #expect(
      PostgresSearch.lookedUp(held: [1_900, 1_500, 2_000], entries: 2_000) == [false, true, false])
    // A tie keeps the first of the rarest.
    #expect(PostgresSearch.lookedUp(held: [1_500, 1_500], entries: 2_000) == [true, false])
  }

  @Test(
    "a long word is asked for by the two pieces a walk found rarest, a short or other one whole")
  func pieces() {
    var pieces = SearchPieces(SearchTerms("arché ka item καφες tea-oil alpine"))
    #expect(pieces.words[0].map(\.text) == ["arc", "rch", "che"])
    #expect(pieces.words[1...].map(\.isEmpty) == [true, true, true, true, false])
    pieces.words[0][0].held = 50
    pieces.words[0][1].held = 40
    pieces.words[0][2].held = 400
    #expect(pieces.asked(forWordAt: 0) == ["arc", "rch"])
    #expect(pieces.asked(forWordAt: 1) == nil)
    // Ties keep the first pieces, in the word's order.
    #expect(pieces.asked(forWordAt: 5) == ["alp", "lpi"])
  }

  /// A catalog where every product holds `item`, every third a mark, and a few a word starting
  /// with `qz`; with a walk too short to fill a page, each search is read from the indexes.
  @Test(
    "a word every product holds, past a walk's budget, still finds exactly the products holding every word",
    arguments: StorageKind.keepingRows)
  func commonWordPastTheWalk(kind: StorageKind) async throws {
    let products = try await Self.catalog(kind, count: 120) { index in
      "item " + (index % 3 == 0 ? "alpine " : "boreal ") + (index % 40 == 7 ? "qzen" : "")
        + (index == 50 ? " kaquo" : "")
    }
    let cases: [(text: String, category: String?, expected: [String])] = [
      ("item qz", nil, ["P-7", "P-47", "P-87"]),
      ("qz item alpine", nil, ["P-87"]),
      ("item alpine boreal", nil, []),
      ("item q", "Odd", ["P-7", "P-47", "P-87"]),
      ("item quo", nil, ["P-50"]),
      ("item qu", nil, []),
    ]
    for search in cases {
      let page = try await products.page(
        ProductQuery(
          terms: SearchTerms(search.text), category: search.category.map(FoldedText.init),
          size: try PageSize(50)))
      #expect(page.items.map(\.sku.value) == search.expected, "\(search.text)")
    }
  }

  /// One product in ten holds `mark`: a walk of ten entries finds about one, short of a page of
  /// five, and goes on at that rate, page after page, until the last.
  @Test(
    "pages a short walk half fills are finished by a longer walk, and add up to every match",
    arguments: StorageKind.keepingRows)
  func halfFilledWalks(kind: StorageKind) async throws {
    let products = try await Self.catalog(kind, count: 300) { index in
      index % 10 == 3 ? "item mark" : "item"
    }
    var query = ProductQuery(terms: SearchTerms("item mark"), size: try PageSize(5))
    var walked: [String] = []
    while true {
      let page = try await products.page(query)
      walked += page.items.map(\.sku.value)
      guard let next = page.nextCursor, walked.count <= 300 else { break }
      query.after = next
    }
    #expect(walked == (0..<30).map { "P-\($0 * 10 + 3)" })
  }

  /// A rare word, read from the indexes: what a product held before it was saved again (its
  /// words, its name, its category, its price) never decides a page; what it holds now does.
  @Test(
    "a rare word's page follows the products saved again: words gone or added, renamed, moved to another category, repriced",
    arguments: StorageKind.keepingRows)
  func rareWordAfterChanges(kind: StorageKind) async throws {
    let products = try await Self.catalog(kind, count: 120) { index in
      "item " + (index % 3 == 0 ? "alpine" : "boreal") + (index == 7 ? " saffron" : "")
    }
    func product(
      _ index: Int, _ name: String, _ description: String, _ category: String, _ price: Int
    )
      throws -> Product
    {
      try Product(
        sku: SKU("P-\(index)"), name: name, description: description,
        category: ProductCategory(category), price: Fixtures.money(price), stock: 1)
    }
    let saved = try await products.save([
      try product(7, "Item 1007", "item boreal", "Odd", 993),
      try product(20, "Item 1020", "item boreal saffron", "Even", 980),
      try product(31, "Saffron Zest", "item boreal", "Odd", 969),
      try product(42, "Item 1042", "item alpine saffron", "Odd", 958),
      try product(53, "Item 1053", "item boreal saffron", "Odd", 5),
    ])
    #expect(saved == SaveSummary(updated: 5))
    let cases: [(sort: ProductSort, category: String?, after: String?, expected: [String])] = [
      (.name, nil, nil, ["P-20", "P-42", "P-53", "P-31"]),
      (.price, nil, nil, ["P-53", "P-42", "P-31", "P-20"]),
      (.name, "Odd", nil, ["P-42", "P-53", "P-31"]),
      (.name, "Even", nil, ["P-20"]),
      (.name, nil, "P-20", ["P-42", "P-53", "P-31"]),
      (.price, nil, "P-53", ["P-42", "P-31", "P-20"]),
    ]
    for search in cases {
      let page = try await products.page(
        ProductQuery(
          terms: SearchTerms("saffron"), category: search.category.map(FoldedText.init),
          sort: search.sort, size: try PageSize(50), after: search.after.map(SKU.init)))
      #expect(page.items.map(\.sku.value) == search.expected, "\(search)")
    }
  }

  /// Products of `kind` holding `count` products named `Item 1000`, `Item 1001`, … (`P-0`,
  /// `P-1`, …), each described by `description`, in the categories `Even` and `Odd`, dearest
  /// first; its searches change plan after a walk of ten entries.
  private static func catalog(
    _ kind: StorageKind, count: Int, description: (Int) -> String
  ) async throws -> any ProductRepository {
    let catalog = try (0..<count).map { index in
      try Product(
        sku: SKU("P-\(index)"), name: "Item \(index + 1_000)", description: description(index),
        category: ProductCategory(index % 2 == 0 ? "Even" : "Odd"),
        price: Fixtures.money(1_000 - index), stock: 1)
    }
    let products = try kind.make(searchBudget: SearchBudget(candidates: 5, walk: 10)).products
    _ = try await products.save(catalog)
    return products
  }
}
