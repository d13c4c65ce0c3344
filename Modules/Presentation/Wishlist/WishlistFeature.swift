import ShopDomain

/// The wishlist screen's Store: `Store` running `WishlistFeature`.
public typealias WishlistStore = Store<WishlistFeature>

/// The wishlist screen: save, list, remove, and move to the cart. A move that succeeds is
/// reported as `movedToCart`; where that leads is the Flow's call.
public struct WishlistFeature: Feature {
  /// What a person can ask of the wishlist screen. SKUs are as typed; the feature checks them.
  public enum Intent: Equatable, Sendable {
    case load
    case save(sku: String)
    case remove(sku: String)
    case moveToCart(sku: String)
    /// Move the product at this position of the list on screen, counted from 1.
    case moveChosen(position: Int)
  }

  /// Everything the wishlist screen knows: the saved products, which stay on show while a change
  /// runs and beside a refusal, and what the last change did.
  public typealias State = EditState<[Product]>

  /// What the wishlist screen reports to whoever decides the next screen.
  public enum Event: Equatable, Sendable {
    case movedToCart(SKU)
  }

  let view: ViewWishlist
  let save: SaveForLater
  let remove: RemoveFromWishlist
  let moveToCart: MoveToCart

  public func handle(_ intent: Intent, in store: WishlistStore) async {
    switch intent {
    case .load:
      await store.change(view) { useCase throws(WishlistError) in try await useCase() }
    case .save(let typed):
      guard let sku = store.sku(typed) else { return }
      await store.change(save) { useCase throws(WishlistError) in
        try await useCase(sku)
      } notice: { _ in
        "Saved \(sku) for later."
      }
    case .remove(let typed):
      guard let sku = store.sku(typed) else { return }
      await store.change(remove) { useCase throws(WishlistError) in
        try await useCase(sku)
      } notice: { _ in
        "Removed \(sku) from your wishlist."
      }
    case .moveToCart(let typed):
      guard let sku = store.sku(typed) else { return }
      await move(sku, in: store)
    case .moveChosen(let position):
      guard let product = store.state.value?.item(atPosition: position) else { return }
      await move(product.sku, in: store)
    }
  }

  private func move(_ sku: SKU, in store: WishlistStore) async {
    let moved = await store.change(moveToCart) { useCase throws(WishlistError) in
      try await useCase(sku)
    } notice: { _ in
      "Moved \(sku) to your cart."
    }
    if moved != nil { store.raise(.movedToCart(sku)) }
  }
}

/// What the wishlist screen shows, made from the wishlist Store's state by a pure function.
public struct WishlistViewState: Equatable, Sendable {
  public let products: [ProductSummary]
  /// Shown instead of the list when nothing is shown (nothing saved, or only products the
  /// catalog no longer has, which stay kept and counted), with how to save a product.
  public let emptyMessage: String?
  public let emptySuggestion: Suggestion?
  public let notice: String?
  public let isLoading: Bool
  public let error: Failure?

  public init(_ state: WishlistStore.State) {
    products = state.value?.map(ProductSummary.init) ?? []
    let isEmpty = state.value?.isEmpty == true
    emptyMessage = isEmpty ? "Your wishlist is empty." : nil
    emptySuggestion = isEmpty ? .saveForLater : nil
    notice = state.notice
    isLoading = state.isLoading
    error = state.failure
  }
}

extension WishlistError: ShownAsFailure {
  /// The sentence for each wishlist refusal.
  public var failure: Failure {
    switch self {
    case .alreadySaved(let sku):
      Failure(kind: .refused, message: "\(sku) is already on your wishlist.")
    case .notSaved(let sku):
      Failure(
        kind: .notFound, message: "\(sku) is not on your wishlist.", suggestion: .viewWishlist)
    case .full:
      Failure(
        kind: .refused,
        message: "A wishlist holds at most \(Wishlist.maximumItems) products; remove one first.")
    case .notSignedIn:
      Failure(
        kind: .refused, message: "A wishlist is kept for a signed-in customer.", suggestion: .signIn
      )
    case .productNotFound(let sku):
      CatalogError.productNotFound(sku).failure
    case .cart(let cartError):
      cartError.failure
    case .storage(let storage):
      storage.failure
    }
  }
}

/// The wishlist's Store, wired as `cart()` is in `StoreFactory.swift`; moving a product to the cart
/// is the cart's own `AddToCart`.
extension StoreFactory {
  public func wishlist(events: EventSink<WishlistStore.Event>? = nil) -> WishlistStore {
    let (visitor, wishlists, products) = (ports.visitor, storage.wishlists, storage.products)
    let feature = WishlistFeature(
      view: ViewWishlist(visitor: visitor, wishlists: wishlists, products: products),
      save: SaveForLater(visitor: visitor, wishlists: wishlists, products: products),
      remove: RemoveFromWishlist(visitor: visitor, wishlists: wishlists, products: products),
      moveToCart: MoveToCart(
        visitor: visitor, wishlists: wishlists, products: products, addToCart: addToCart))
    return Store(
      feature, state: WishlistStore.State(), observer: observer,
      events: events ?? { [flow] in flow?.handle($0) })
  }
}
