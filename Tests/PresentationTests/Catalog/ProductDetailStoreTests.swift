import ShopDomain
import ShopInMemory
import Testing

@testable import ShopPresentation

/// The product screen's Store: the typed SKU is checked, then the product is looked up.
@MainActor
@Suite("ProductDetailStore")
struct ProductDetailStoreTests {
  let catalog = InMemoryProductRepository(SampleCatalog.products)

  private func store(
    products: any ProductRepository, observer: FlowObserver = .none
  ) -> ProductDetailStore {
    InMemoryShop().stores(products: products, observer: observer).productDetail()
  }

  @Test("a new Store is idle with no SKU")
  func initial() {
    #expect(store(products: catalog).state == ProductDetailStore.State())
  }

  @Test("a known SKU, typed in any case, goes idle, loading, then loaded with the product")
  func found() async {
    let screen = StoreTest { _ in store(products: catalog) }
    await screen.send(
      .show(sku: "dai-001"), { $0.sku = "dai-001" }, { $0.product = .loading },
      { $0.product = .loaded(SampleCatalog.products[0]) })
  }

  @Test("an unknown SKU is not found, naming the SKU")
  func notFound() async {
    let screen = StoreTest { _ in store(products: catalog) }
    let failure = Failure(
      kind: .notFound, message: "No product has SKU NOPE-1.", suggestion: .searchCatalog)
    await screen.send(
      .show(sku: "nope-1"), { $0.sku = "nope-1" }, { $0.product = .loading },
      { $0.product = .failed(failure) })
  }

  @Test(
    "text that is not a SKU is invalid input, without loading or a use case call",
    arguments: ["?", "", "A B", "DAI_001"])
  func invalidSKU(typed: String) async {
    let log = HopLog()
    let screen = StoreTest { _ in
      store(products: FailingProductRepository(), observer: log.observer)
    }
    let failure = Failure(
      kind: .invalidInput,
      message: "\"\(typed)\" is not a SKU: use letters, digits and dashes, like DAI-001.")
    await screen.send(.show(sku: typed), { $0.sku = typed }, { $0.product = .failed(failure) })
    #expect(!log.hops.contains(.useCase(UseCaseID(ShowProduct.self))))
  }

  @Test("a failing repository is a storage failure")
  func storage() async {
    let store = store(products: FailingProductRepository())
    await store.send(.show(sku: "DAI-001"))
    #expect(
      store.state.product
        == .failed(
          Failure(
            kind: .storage, message: "Storage failed: the storage is unavailable in this scenario.")
        )
    )
  }

  @Test("showing another product replaces the one on screen")
  func another() async {
    let store = store(products: catalog)
    await store.send(.show(sku: "NOPE-1"))
    await store.send(.show(sku: "PAN-002"))
    #expect(
      store.state
        == ProductDetailStore.State(sku: "PAN-002", product: .loaded(SampleCatalog.products[4]))
    )
  }
}
