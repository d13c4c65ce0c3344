import ShopDomain
import ShopInMemory
import Testing

@testable import ShopPresentation

/// The offers Store: categories and promotion codes, each loaded when asked for, with every
/// state on the way asserted.
@MainActor
@Suite("OffersStore")
struct OffersStoreTests {
  let shop = InMemoryShop()

  @Test("categories go loading, then loaded, one per folded name, by name")
  func categories() async throws {
    let screen = StoreTest { _ in shop.stores().offers() }
    let expected = try ["Dairy", "Pantry"].map { try ProductCategory($0) }
    await screen.send(
      .categories, { $0.categories = .loading }, { $0.categories = .loaded(expected) })
  }

  @Test("promotions go loading, then loaded by code, each saying whether it has expired")
  func promotions() async {
    shop.clock.set(Timestamp(millisecondsSince1970: 1_800_000_000_000))
    let screen = StoreTest { _ in shop.stores().offers() }
    let byCode = SampleCatalog.promotions.sorted { $0.code.value < $1.code.value }
    let expected = byCode.map {
      ListPromotions.Offer(promotion: $0, isExpired: $0.code.value == "SUMMER24")
    }
    await screen.send(
      .promotions, { $0.promotions = .loading }, { $0.promotions = .loaded(expected) })
    let view = OffersViewState(OffersStore.State(promotions: .loaded(expected)))
    #expect(view.promotions.map(\.code) == ["FIVEOFF", "SUMMER24", "WELCOME10"])
    #expect(view.promotions.map(\.isExpired) == [false, true, false])
    #expect(view.promotions.first?.terms == "€5.00 off from €30.00")
  }

  @Test("failing storage fails the list with a storage failure")
  func failure() async {
    let screen = StoreTest { _ in shop.stores(products: FailingProductRepository()).offers() }
    await screen.send(
      .categories, { $0.categories = .loading },
      { $0.categories = .failed(Failure(CatalogError.storage(FailingProductRepository.error))) })
  }
}
