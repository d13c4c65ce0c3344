import ShopDomain
import ShopInMemory
import ShopPresentation
import Testing

/// The product screen's Store: the typed SKU is checked, then the product is looked up.
@MainActor
@Suite("ProductDetailStore")
struct ProductDetailStoreTests {
  let catalog = InMemoryProductRepository(SampleCatalog.products)

  private func store(
    products: any ProductRepository, observer: FlowObserver = .none
  ) -> ProductDetailStore {
    ProductDetailStore(showProduct: ShowProduct(products: products), observer: observer)
  }

  @Test("a new Store is idle with no SKU")
  func initial() {
    #expect(store(products: catalog).state == ProductDetailState())
  }

  @Test("a known SKU, typed in any case, goes idle, loading, then loaded with the product")
  func found() async {
    let store = store(products: catalog)
    let states = StateRecorder { store.state.product }
    await store.send(.show(sku: "dai-001"))
    #expect(states.values == [.idle, .loading, .loaded(SampleCatalog.products[0])])
    #expect(store.state.sku == "dai-001")
  }

  @Test("an unknown SKU is not found, naming the SKU")
  func notFound() async {
    let store = store(products: catalog)
    let states = StateRecorder { store.state.product }
    await store.send(.show(sku: "nope-1"))
    let failure = Failure(
      kind: .notFound, message: "No product has SKU NOPE-1.", suggestion: .searchCatalog)
    #expect(states.values == [.idle, .loading, .failed(failure)])
  }

  @Test(
    "text that is not a SKU is invalid input, without loading or a use case call",
    arguments: ["?", "", "A B", "DAI_001"])
  func invalidSKU(typed: String) async {
    let log = HopLog()
    let store = store(products: FailingProductRepository(), observer: log.observer)
    let states = StateRecorder { store.state.product }
    await store.send(.show(sku: typed))
    let failure = Failure(
      kind: .invalidInput,
      message: "\"\(typed)\" is not a SKU: use letters, digits and dashes, like DAI-001.")
    #expect(states.values == [.idle, .failed(failure)])
    #expect(!log.hops.contains(.useCase(UseCaseID(ShowProduct.self))))
    #expect(store.state.sku == typed)
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
      store.state == ProductDetailState(sku: "PAN-002", product: .loaded(SampleCatalog.products[4]))
    )
  }
}
