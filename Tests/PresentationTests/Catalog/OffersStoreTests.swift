import ShopDomain
import ShopInMemory
import Testing

@testable import ShopPresentation

/// The offers Store: categories and promotion codes, each loaded when asked for, the codes a
/// page at a time, with every state on the way asserted.
@MainActor
@Suite("OffersStore")
struct OffersStoreTests {
  let shop = InMemoryShop()

  /// The sample's promotions by code, as offered at a moment when only SUMMER24 has expired.
  private func offers(_ codes: [String]) -> [ListPromotions.Offer] {
    codes.compactMap { code in
      SampleCatalog.promotions.first { $0.code.value == code }.map {
        ListPromotions.Offer(promotion: $0, isExpired: code == "SUMMER24")
      }
    }
  }

  private func page(_ codes: [String], next: String? = nil) throws
    -> Page<ListPromotions.Offer, PromotionCode>
  {
    Page(items: offers(codes), nextCursor: try next.map { try PromotionCode($0) })
  }

  @Test("categories go loading, then loaded, one per folded name, by name")
  func categories() async throws {
    let screen = StoreTest { _ in shop.stores().offers() }
    let expected = try ["Dairy", "Pantry"].map { try ProductCategory($0) }
    await screen.send(
      .categories, { $0.categories = .loading }, { $0.categories = .loaded(expected) })
  }

  @Test("promotions go loading, then a page by code, each saying whether it has expired")
  func promotions() async throws {
    shop.clock.set(Timestamp(millisecondsSince1970: 1_800_000_000_000))
    let screen = StoreTest { _ in shop.stores().offers() }
    let expected = try page(["FIVEOFF", "SUMMER24", "WELCOME10"])
    await screen.send(
      .promotions(), { $0.promotionQuery = PromotionQuery() }, { $0.promotions = .loading },
      { $0.promotions = .loaded(expected) })
    let view = OffersViewState(screen.store.state)
    #expect(view.promotions.map(\.code) == ["FIVEOFF", "SUMMER24", "WELCOME10"])
    #expect(view.promotions.map(\.isExpired) == [false, true, false])
    #expect(view.promotions.first?.terms == "€5.00 off from €30.00")
    #expect(view.promotionsNextCursor == nil)
    #expect(view.promotionsEmptyMessage == nil)
  }

  @Test("a limited page carries the cursor of its last code, and the next page continues after it")
  func nextPage() async throws {
    shop.clock.set(Timestamp(millisecondsSince1970: 1_800_000_000_000))
    let screen = StoreTest { _ in shop.stores().offers() }
    let listing = PromotionListing(limit: 2)
    var query = PromotionQuery(size: try PageSize(2))
    let first = try page(["FIVEOFF", "SUMMER24"], next: "SUMMER24")
    let second = try page(["WELCOME10"])
    await screen.send(
      .promotions(listing), { $0.promotionListing = listing }, { $0.promotionQuery = query },
      { $0.promotions = .loading }, { $0.promotions = .loaded(first) })
    #expect(OffersViewState(screen.store.state).promotionsNextCursor == "SUMMER24")
    query.after = try PromotionCode("SUMMER24")
    await screen.send(
      .nextPromotionsPage, { $0.promotionListing.after = "SUMMER24" },
      { $0.promotionQuery = query }, { $0.promotions = .loading },
      { $0.promotions = .loaded(second) })
    let last = OffersViewState(screen.store.state)
    #expect(last.promotions.map(\.code) == ["WELCOME10"])
    #expect(last.promotionsNextCursor == nil)
  }

  @Test("the next page on the last page, or before any page, changes nothing")
  func nextPageWithoutCursor() async {
    let screen = StoreTest { _ in shop.stores().offers() }
    await screen.send(.nextPromotionsPage)
    await screen.store.send(.promotions())
    let shown = screen.store.state
    await screen.send(.nextPromotionsPage)
    #expect(screen.store.state == shown)
  }

  @Test(
    "a page after the last code is empty, and says there are no more; after a code the shop does not have, it is not found"
  )
  func afterTheLast() async {
    let store = shop.stores().offers()
    await store.send(.promotions(PromotionListing(after: "WELCOME10")))
    let view = OffersViewState(store.state)
    #expect(view.promotions.isEmpty)
    #expect(view.promotionsEmptyMessage == "No more promotion codes.")
    await store.send(.promotions(PromotionListing(after: "ZZZ")))
    let unknown = OffersViewState(store.state)
    #expect(unknown.promotionsEmptyMessage == nil)
    #expect(unknown.error?.kind == .notFound)
    #expect(unknown.error?.field == .after)
  }

  @Test("a shop without codes says so")
  func noCodes() async {
    let store = InMemoryShop(products: [], promotions: []).stores().offers()
    await store.send(.promotions())
    #expect(
      OffersViewState(store.state).promotionsEmptyMessage == "The shop has no promotion codes.")
  }

  @Test(
    "an invalid limit or cursor is invalid input naming its field, and no use case runs",
    arguments: [
      (PromotionListing(limit: 0), "A page shows 1 to 100 promotion codes, not 0.", "limit"),
      (PromotionListing(limit: 101), "A page shows 1 to 100 promotion codes, not 101.", "limit"),
      (
        PromotionListing(after: "a b"),
        "A page continues after the code that ended the one before; \"a b\" is not a promotion code.",
        "after"
      ),
    ])
  func invalidInput(listing: PromotionListing, message: String, field: String) async {
    let log = HopLog()
    let screen = StoreTest { _ in shop.stores(observer: log.observer).offers() }
    let failure = Failure(
      kind: .invalidInput, message: message, field: Failure.Field(rawValue: field))
    await screen.send(
      .promotions(listing), { $0.promotionListing = listing },
      { $0.promotions = .failed(failure) })
    #expect(!log.hops.contains(.useCase(UseCaseID(ListPromotions.self))))
  }

  /// A screen of both lists that outlives one intent shows the failure of the last alone.
  @Test("loading the promotions sets the categories' failure aside, and keeps a list loaded")
  func failureOfTheLastIntent() async throws {
    let screen = StoreTest { _ in shop.stores(products: FailingProductRepository()).offers() }
    let failure = Failure(CatalogError.storage(FailingProductRepository.error))
    await screen.send(
      .categories, { $0.categories = .loading }, { $0.categories = .failed(failure) })
    #expect(OffersViewState(screen.store.state).error == failure)
    let expected = try page(["FIVEOFF", "SUMMER24", "WELCOME10"])
    await screen.send(
      .promotions(), { $0.promotionQuery = PromotionQuery() },
      {
        $0.promotions = .loading
        $0.categories = .idle
      }, { $0.promotions = .loaded(expected) })
    #expect(OffersViewState(screen.store.state).error == nil)
  }

  @Test("failing storage fails the list with a storage failure")
  func failure() async {
    let screen = StoreTest { _ in shop.stores(products: FailingProductRepository()).offers() }
    await screen.send(
      .categories, { $0.categories = .loading },
      { $0.categories = .failed(Failure(CatalogError.storage(FailingProductRepository.error))) })
  }
}
