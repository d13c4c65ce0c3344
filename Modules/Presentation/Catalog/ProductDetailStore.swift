import Observation
import ShopDomain

/// The product screen's Store: shows one product, found by the SKU a person typed.
@MainActor
@Observable
public final class ProductDetailStore: Store {
  /// What a person can ask of the product screen.
  public enum Intent: Equatable, Sendable {
    /// Show the product with this SKU, as typed.
    case show(sku: String)
  }

  /// Everything the product screen knows: which SKU was asked for, and the product.
  public struct State: Equatable, Sendable {
    public var sku: String
    public var product: LoadState<Product>

    public init(sku: String = "", product: LoadState<Product> = .idle) {
      self.sku = sku
      self.product = product
    }
  }

  /// The product screen reports nothing; adding to the cart is the cart's intent.
  public typealias Event = Never

  public private(set) var state: State

  private let showProduct: ShowProduct
  private let core: StoreCore<Event, CatalogError>

  /// Built by `StoreFactory`, the one place Stores are wired.
  init(state: State = State(), showProduct: ShowProduct, observer: FlowObserver = .none) {
    self.state = state
    self.showProduct = showProduct
    core = StoreCore(for: Self.self, observer: observer, events: { _ in })
  }

  public func send(_ intent: Intent) async {
    await core.send(intent, state: { state }, handle: handle)
  }

  private func handle(_ intent: Intent) async {
    switch intent {
    case .show(let typed):
      state.sku = typed
      let sku: SKU
      do throws(ProductError) {
        sku = try SKU(typed)
      } catch {
        state.product = .failed(.notASKU(typed))
        return
      }
      await core.load(
        showProduct, { useCase throws(CatalogError) in try await useCase(sku) },
        into: { state.product = $0 })
    }
  }
}

/// What the product screen shows, made from the product Store's state by a pure function.
public struct ProductDetailViewState: Equatable, Sendable, Encodable {
  public let sku: String
  public let name: String?
  public let description: String?
  public let category: String?
  public let price: String?
  public let stock: Int?
  public let availability: String?
  public let isLoading: Bool
  public let error: Failure?

  public init(_ state: ProductDetailStore.State) {
    let product = state.product.value
    sku = product?.sku.value ?? state.sku
    name = product?.name
    description = product?.description
    category = product?.category.name
    price = product.map { PriceText.format($0.price) }
    stock = product?.stock
    availability = product.map { ProductSummary.availability(of: $0.stock) }
    isLoading = state.product == .loading
    error = state.product.failure
  }
}
