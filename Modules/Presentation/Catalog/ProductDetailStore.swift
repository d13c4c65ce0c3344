import Observation
import ShopDomain

/// The product screen's Store: shows one product, found by the SKU a person typed.
@MainActor
@Observable
public final class ProductDetailStore {
  public private(set) var state: ProductDetailState

  private let showProduct: ShowProduct
  private let observer: FlowObserver

  public init(
    state: ProductDetailState = ProductDetailState(), showProduct: ShowProduct,
    observer: FlowObserver = .none
  ) {
    self.state = state
    self.showProduct = showProduct
    self.observer = observer
  }

  /// The one way in: reports the intent, handles it, then reports what changed in the state and
  /// the screen events it raised, in that order.
  public func send(_ intent: ProductDetailIntent) async {
    let before = state
    observer.intent(Self.self, intent)
    await handle(intent)
    observer.stateChanged(in: Self.self, from: before, to: state)
  }

  private func handle(_ intent: ProductDetailIntent) async {
    switch intent {
    case .show(let typed):
      state.sku = typed
      let sku: SKU
      do throws(ProductError) {
        sku = try SKU(typed)
      } catch {
        state.product = .failed(
          Failure(
            kind: .invalidInput,
            message: "\"\(typed)\" is not a SKU: use letters, digits and dashes, like DAI-001."))
        return
      }
      state.product = .loading
      do throws(CatalogError) {
        let product = try await observer.call(ShowProduct.self) { () async throws(CatalogError) in
          try await showProduct(sku)
        }
        state.product = .loaded(product)
      } catch {
        state.product = .failed(Failure(error))
      }
    }
  }
}
