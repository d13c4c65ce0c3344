import ShopDomain
import ShopInMemory
import Testing

@testable import ShopPresentation

/// The catalog Store: a search or the next page goes through the use case and comes back as
/// state; invalid input and failures become state too.
@MainActor
@Suite("CatalogStore")
struct CatalogStoreTests {
  let catalog = InMemoryProductRepository(SampleCatalog.products)

  private func store(
    products: any ProductRepository, observer: FlowObserver = .none,
    events: @escaping EventSink<CatalogStore.Event> = { _ in }
  ) -> CatalogStore {
    InMemoryShop().stores(products: products, observer: observer).catalog(events: events)
  }

  private func page(_ skus: [String], next: String? = nil) throws -> Page<Product, SKU> {
    let bySKU = Dictionary(uniqueKeysWithValues: SampleCatalog.products.map { ($0.sku.value, $0) })
    return Page(
      items: skus.compactMap { bySKU[$0] }, nextCursor: try next.map { try SKU($0) })
  }

  @Test("a new Store is idle, with the default search and no query")
  func initial() {
    let store = store(products: catalog)
    #expect(store.state == CatalogStore.State())
    #expect(store.state.page == .idle)
  }

  @Test("a search keeps what was typed and the query it ran, goes loading, then loaded")
  func searchSequence() async throws {
    let screen = StoreTest { store(products: catalog, events: $0) }
    let search = CatalogSearch(text: "creme", category: "dairy", sort: .price, limit: 5)
    let query = ProductQuery(
      terms: SearchTerms("creme"), category: FoldedText("dairy"), sort: .price,
      size: try PageSize(5))
    let found = try page(["DAI-001"])
    await screen.send(
      .search(search),
      { $0.search = search },
      { $0.query = query },
      { $0.page = .loading },
      { $0.page = .loaded(found) })
  }

  @Test("a search keeps what was typed and the query it ran")
  func searchState() async throws {
    let store = store(products: catalog)
    let search = CatalogSearch(text: "creme", category: "dairy", sort: .price, limit: 5)
    await store.send(.search(search))
    #expect(store.state.search == search)
    #expect(
      store.state.query
        == ProductQuery(
          terms: SearchTerms("creme"), category: FoldedText("dairy"), sort: .price,
          size: try PageSize(5)))
  }

  @Test("an empty category filters nothing")
  func emptyCategory() async {
    let store = store(products: catalog)
    await store.send(.search(CatalogSearch(category: "")))
    #expect(store.state.query?.category == nil)
    #expect(store.state.page.value?.items.count == SampleCatalog.products.count)
  }

  @Test("a full page carries the cursor of its last product")
  func cursor() async throws {
    let store = store(products: catalog)
    await store.send(.search(CatalogSearch(sort: .price, limit: 2)))
    #expect(store.state.page == .loaded(try page(["DAI-001", "DAI-003"], next: "DAI-003")))
  }

  @Test("next page continues after the cursor and records it in the search")
  func nextPage() async throws {
    let screen = StoreTest { store(products: catalog, events: $0) }
    let search = CatalogSearch(sort: .price, limit: 2)
    var query = ProductQuery(terms: SearchTerms(""), sort: .price, size: try PageSize(2))
    let first = try page(["DAI-001", "DAI-003"], next: "DAI-003")
    await screen.send(
      .search(search), { $0.search = search }, { $0.query = query }, { $0.page = .loading },
      { $0.page = .loaded(first) })
    let second = try page(["PAN-003", "PAN-001"], next: "PAN-001")
    query.after = try SKU("DAI-003")
    await screen.send(
      .nextPage,
      { $0.search.after = "DAI-003" },
      { $0.query = query },
      { $0.page = .loading },
      { $0.page = .loaded(second) })
  }

  @Test("paging to the end reads every product once, in order")
  func pagesToTheEnd() async {
    let store = store(products: catalog)
    await store.send(.search(CatalogSearch(sort: .price, limit: 4)))
    var seen = store.state.page.value?.items.map(\.sku.value) ?? []
    await store.send(.nextPage)
    seen += store.state.page.value?.items.map(\.sku.value) ?? []
    #expect(seen == ["DAI-001", "DAI-003", "PAN-003", "PAN-001", "DAI-002", "PAN-002"])
    #expect(store.state.page.value?.nextCursor == nil)
    #expect(store.state.search.after == "PAN-001")
  }

  @Test("next page on the last page changes nothing and calls nothing")
  func nextPageAtEnd() async throws {
    let log = HopLog()
    let screen = StoreTest { store(products: catalog, observer: log.observer, events: $0) }
    let search = CatalogSearch(limit: 100)
    let query = ProductQuery(terms: SearchTerms(""), sort: .name, size: try PageSize(100))
    let all = try await SearchProducts(products: catalog)(query)
    await screen.send(
      .search(search), { $0.search = search }, { $0.query = query }, { $0.page = .loading },
      { $0.page = .loaded(all) })
    let hopsBefore = log.hops.count
    await screen.send(.nextPage)
    #expect(!log.hops.dropFirst(hopsBefore).contains(.useCase(UseCaseID(SearchProducts.self))))
  }

  @Test("next page before any search does nothing")
  func nextPageBeforeSearch() async {
    let screen = StoreTest { store(products: catalog, events: $0) }
    #expect(screen.store.state == CatalogStore.State())
    await screen.send(.nextPage)
  }

  @Test(
    "an invalid limit or cursor is invalid input, and no use case runs",
    arguments: [
      CatalogSearch(limit: 0), CatalogSearch(limit: 101), CatalogSearch(limit: -3),
      CatalogSearch(after: "not a sku"), CatalogSearch(after: ""),
    ])
  func invalidInput(search: CatalogSearch) async {
    let log = HopLog()
    let screen = StoreTest {
      store(products: FailingProductRepository(), observer: log.observer, events: $0)
    }
    let expected =
      if let limit = search.limit {
        Failure(
          kind: .invalidInput, message: "A page shows 1 to 100 products, not \(limit).",
          field: .limit)
      } else {
        Failure(
          kind: .invalidInput,
          message:
            "A page continues after the SKU that ended the one before; \"\(search.after ?? "")\" is not a SKU.",
          field: .after)
      }
    await screen.send(.search(search), { $0.search = search }, { $0.page = .failed(expected) })
    #expect(!log.hops.contains(.useCase(UseCaseID(SearchProducts.self))))
  }

  @Test("an invalid limit says which values are allowed, and names the field as data")
  func invalidLimitMessage() async {
    let store = store(products: catalog)
    await store.send(.search(CatalogSearch(limit: 0)))
    #expect(
      store.state.page
        == .failed(
          Failure(
            kind: .invalidInput, message: "A page shows 1 to 100 products, not 0.", field: .limit))
    )
  }

  @Test("an invalid cursor says what it expected, and names the field as data")
  func invalidCursorMessage() async {
    let store = store(products: catalog)
    await store.send(.search(CatalogSearch(after: "a b")))
    #expect(
      store.state.page
        == .failed(
          Failure(
            kind: .invalidInput,
            message:
              "A page continues after the SKU that ended the one before; \"a b\" is not a SKU.",
            field: .after)))
  }

  @Test("a failing repository goes loading, then failed with a storage failure")
  func storageFailure() async throws {
    let screen = StoreTest { store(products: FailingProductRepository(), events: $0) }
    let query = ProductQuery(terms: SearchTerms(""), sort: .name)
    let failure = Failure(
      kind: .storage, message: "Storage failed: the storage is unavailable in this scenario.")
    await screen.send(
      .search(CatalogSearch()), { $0.query = query }, { $0.page = .loading },
      { $0.page = .failed(failure) })
  }

  @Test("a new search after a failure loads again")
  func recovers() async {
    let store = store(products: catalog)
    await store.send(.search(CatalogSearch(limit: 0)))
    await store.send(.search(CatalogSearch(text: "rice")))
    #expect(store.state.page.value?.items.map(\.sku.value) == ["PAN-003"])
  }

  @Test("choosing a position on the page reports that product, and changes no state")
  func choose() async throws {
    let screen = StoreTest { store(products: catalog, events: $0) }
    let search = CatalogSearch(sort: .price)
    let query = ProductQuery(terms: SearchTerms(""), sort: .price)
    let found = try await SearchProducts(products: catalog)(query)
    await screen.send(
      .search(search), { $0.search = search }, { $0.query = query }, { $0.page = .loading },
      { $0.page = .loaded(found) })
    await screen.send(.choose(position: 2), events: [.productChosen(try SKU("DAI-003"))])
  }

  @Test("a position outside the page reports nothing", arguments: [0, 7, -1])
  func chooseOutside(position: Int) async throws {
    let screen = StoreTest { store(products: catalog, events: $0) }
    let query = ProductQuery(terms: SearchTerms(""), sort: .name)
    let found = try await SearchProducts(products: catalog)(query)
    await screen.send(
      .search(CatalogSearch()), { $0.query = query }, { $0.page = .loading },
      { $0.page = .loaded(found) })
    await screen.send(.choose(position: position))
  }

  @Test("the observer sees intent, use case, outcome and state change, in order")
  func hops() async throws {
    let log = HopLog()
    let store = store(products: catalog, observer: log.observer)
    await store.send(.search(CatalogSearch(text: "rice")))
    try #require(log.hops.count == 4)
    guard case .intent(store: "Store<CatalogFeature>", let intent) = log.hops[0] else {
      Issue.record("expected the intent first, got \(log.hops[0])")
      return
    }
    #expect(intent.hasPrefix("search("))
    #expect(log.hops[1] == .useCase(UseCaseID(SearchProducts.self)))
    #expect(
      log.hops[2]
        == .outcome(useCase: UseCaseID(SearchProducts.self), succeeded: true, summary: "1 product")
    )
    guard case .stateChanged(store: "Store<CatalogFeature>", let changes) = log.hops[3] else {
      Issue.record("expected the state change last, got \(log.hops[3])")
      return
    }
    #expect(changes.contains("page: loaded(1 product)"))
  }
}
