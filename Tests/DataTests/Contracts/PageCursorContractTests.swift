import ShopDomain
import ShopInMemory
import Testing

/// Every list's cursor, held to one contract on every storage: a page continues after an item
/// its list holds, and an `after` that names nothing in the list (never there, or another
/// customer's order) is `PageError.unknownCursor`, never an empty page that reads as the end.
@Suite("A page's cursor")
struct PageCursorContractTests {
  /// Every shape a page of products is read in: each plan of each database (no filter, a
  /// category, a word the trigram index finds, a word too short for it), in either order.
  static let productQueries: [ProductQuery] = ProductSort.allCases.flatMap { sort in
    [
      ProductQuery(sort: sort),
      ProductQuery(category: FoldedText("Dairy"), sort: sort),
      ProductQuery(terms: SearchTerms("creme"), sort: sort),
      ProductQuery(terms: SearchTerms("oi"), sort: sort),
      ProductQuery(terms: SearchTerms("sauce"), category: FoldedText("Pantry"), sort: sort),
    ]
  }

  private func catalog(_ kind: StorageKind) async throws -> Repositories {
    let repositories = try kind.make()
    _ = try await repositories.products.save(SampleCatalog.products)
    _ = try await repositories.promotions.save(SampleCatalog.promotions)
    return repositories
  }

  @Test(
    "a SKU the catalog does not have is an unknown cursor, whatever the search, category or order",
    arguments: StorageKind.allCases)
  func unknownProduct(kind: StorageKind) async throws {
    let products = try await catalog(kind).products
    for var query in Self.productQueries {
      // Before the first SKU, between two and past the last: where it would sort changes nothing.
      for sku in ["AAA-000", "DAI-0015", "ZZZ-999"] {
        query.after = try SKU(sku)
        await #expect(throws: PageError.unknownCursor, "\(query)") {
          try await products.page(query)
        }
      }
    }
  }

  @Test(
    "a code the shop does not have is an unknown cursor, though codes are their own order",
    arguments: StorageKind.allCases)
  func unknownPromotion(kind: StorageKind) async throws {
    let promotions = try await catalog(kind).promotions
    for code in ["AAA", "GONE", "ZZZ"] {
      await #expect(throws: PageError.unknownCursor, "\(code)") {
        try await promotions.page(PromotionQuery(after: PromotionCode(code)))
      }
    }
  }

  @Test(
    "an order id nobody has, or another customer's, is an unknown cursor",
    arguments: StorageKind.allCases)
  func unknownOrder(kind: StorageKind) async throws {
    let repositories = try await catalog(kind)
    let line = [("DAI-001", 249, 1)]
    for (id, customer) in [("O-1", try Fixtures.ada), ("O-2", try Fixtures.grace)] {
      try await repositories.signUp(customer)
      try await repositories.place(try Fixtures.order(id, for: customer, at: 1, lines: line))
    }
    for id in ["O-404", "O-2"] {
      await #expect(throws: PageError.unknownCursor, "\(id)") {
        try await repositories.orders.orders(of: Fixtures.ada, after: OrderID(id), size: .standard)
      }
    }
  }

  @Test(
    "after the last item of a list, the page is empty and the list ends: the cursor is known",
    arguments: StorageKind.allCases)
  func afterTheLast(kind: StorageKind) async throws {
    let repositories = try await catalog(kind)
    let empty = Page<Product, SKU>(items: [], nextCursor: nil)
    #expect(try await repositories.products.page(ProductQuery(after: SKU("PAN-002"))) == empty)
    let codes = try await repositories.promotions.page(
      PromotionQuery(after: PromotionCode("WELCOME10")))
    #expect(codes == Page(items: [], nextCursor: nil))
    try await repositories.signUp(Fixtures.ada)
    try await repositories.place(
      try Fixtures.order("O-1", for: Fixtures.ada, at: 1, lines: [("DAI-001", 249, 1)]))
    let orders = try await repositories.orders.orders(
      of: Fixtures.ada, after: OrderID("O-1"), size: .standard)
    #expect(orders == Page(items: [], nextCursor: nil))
  }

  @Test(
    "a product a sync changed between two pages still continues the list from where it now sorts",
    arguments: StorageKind.allCases)
  func changedBetweenPages(kind: StorageKind) async throws {
    let products = try await catalog(kind).products
    let dairy = ProductQuery(category: FoldedText("Dairy"), size: try PageSize(1))
    let first = try await products.page(dairy)
    let cursor = try #require(first.nextCursor)
    #expect(cursor.value == "DAI-003")
    // The sync moves the cursor's product out of the category and renames it "Yak butter".
    _ = try await products.save([
      SampleCatalog.product("DAI-003", "Yak butter", "", "Pantry", 299, 0)
    ])
    var next = dairy
    next.after = cursor
    next.size = .standard
    #expect(try await products.page(next).items.isEmpty)
    next.sort = .price
    #expect(try await products.page(next).items.map(\.sku.value) == ["DAI-002"])
  }
}
