import ShopDomain

/// The product screen's Store: `Store` running `ProductDetailFeature`.
public typealias ProductDetailStore = Store<ProductDetailFeature>

/// The product screen: shows one product, found by the SKU a person typed.
public struct ProductDetailFeature: Feature {
  /// What a person can ask of the product screen.
  public enum Intent: Equatable, Sendable {
    /// Show the product with this SKU, as typed.
    case show(sku: String)
  }

  /// Everything the product screen knows: which SKU was asked for, and the product.
  public struct State: Equatable, Sendable {
    public var sku = ""
    public var product: LoadState<Product> = .idle
  }

  /// The product screen reports nothing; adding to the cart is the cart's intent.
  public typealias Event = Never

  let showProduct: ShowProduct

  public func handle(_ intent: Intent, in store: ProductDetailStore) async {
    switch intent {
    case .show(let typed):
      store.state.sku = typed
      let sku: SKU
      do throws(ProductError) {
        sku = try SKU(typed)
      } catch {
        store.state.product = .failed(.notASKU(typed))
        return
      }
      await store.load(
        showProduct, { useCase throws(CatalogError) in try await useCase(sku) },
        into: \.product)
    }
  }
}

/// What the product screen shows, made from the product Store's state by a pure function.
public struct ProductDetailViewState: Equatable, Sendable {
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

/// One product's Store, wired as `cart()` is in `StoreFactory.swift`.
extension StoreFactory {
  public func productDetail() -> ProductDetailStore {
    Store(
      ProductDetailFeature(showProduct: ShowProduct(products: storage.products)),
      state: ProductDetailStore.State(), observer: observer)
  }
}
