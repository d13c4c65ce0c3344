import Observation
import ShopDomain

/// The product screen's Store: shows one product, found by the SKU a person typed.
@MainActor
@Observable
public final class ProductDetailStore {
  public private(set) var state: ProductDetailState

  private let showProduct: ShowProduct

  public init(state: ProductDetailState = ProductDetailState(), showProduct: ShowProduct) {
    self.state = state
    self.showProduct = showProduct
  }

  public func send(_ intent: ProductDetailIntent) async {
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
        state.product = .loaded(try await showProduct(sku))
      } catch {
        state.product = .failed(Failure(error))
      }
    }
  }
}
