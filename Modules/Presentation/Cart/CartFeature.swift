import ShopDomain

/// The cart screen's Store: `Store` running `CartFeature`.
public typealias CartStore = Store<CartFeature>

/// The cart screen. Each intent calls at most one use case; its outcome, a freshly priced cart,
/// becomes the state, or its refusal becomes the state's failure with the cart left as it was. A
/// change that succeeds is reported as `changed`.
public struct CartFeature: Feature {
  /// What a person can ask of the cart screen. SKUs and codes are as typed; the feature checks them.
  public enum Intent: Equatable, Sendable {
    case load
    case add(sku: String, quantity: Int)
    /// 0 removes the line.
    case set(sku: String, quantity: Int)
    case remove(sku: String)
    case applyPromotion(code: String)
    case removePromotion
    /// The person chose to check out; where that leads is the Flow's to decide.
    case checkOut
  }

  /// Everything the cart screen knows: the priced cart, which stays on show while a change runs
  /// and beside a refusal, and what the last change did.
  public typealias State = EditState<CartQuote>

  /// What the cart screen reports: the cart changed, so whoever decides can show it; or the
  /// person chose to check out.
  public enum Event: Equatable, Sendable {
    case changed
    case checkoutChosen
  }

  let viewCart: ViewCart
  let addToCart: AddToCart
  let setQuantity: SetCartQuantity
  let removeFromCart: RemoveFromCart
  let applyPromotion: ApplyPromotion
  let removePromotion: RemovePromotion

  public func handle(_ intent: Intent, in store: CartStore) async {
    switch intent {
    case .load:
      await store.change(viewCart) { useCase throws(CartError) in try await useCase() }
    case .add(let typed, let quantity):
      guard let sku = store.sku(typed) else { return }
      await change(addToCart, in: store) { useCase throws(CartError) in
        try await useCase(sku, quantity: quantity)
      } notice: {
        "Added \(quantity) × \(Self.name(of: sku, in: $0))."
      }
    case .set(let typed, let quantity):
      guard let sku = store.sku(typed) else { return }
      await change(setQuantity, in: store) { useCase throws(CartError) in
        try await useCase(sku, quantity: quantity)
      } notice: {
        quantity == 0 ? "Removed \(sku)." : "\(Self.name(of: sku, in: $0)): now \(quantity)."
      }
    case .remove(let typed):
      guard let sku = store.sku(typed) else { return }
      await change(removeFromCart, in: store) { useCase throws(CartError) in
        try await useCase(sku)
      } notice: { _ in
        "Removed \(sku)."
      }
    case .applyPromotion(let typed):
      await applyPromotion(typed, in: store)
    case .removePromotion:
      await change(removePromotion, in: store) { useCase throws(CartError) in
        try await useCase()
      } notice: { _ in
        "Promotion removed."
      }
    case .checkOut:
      store.raise(.checkoutChosen)
    }
  }

  private func applyPromotion(_ typed: String, in store: CartStore) async {
    let code: PromotionCode
    do throws(PromotionError) {
      code = try PromotionCode(typed)
    } catch {
      store.state.refuse(Failure(error))
      return
    }
    await change(applyPromotion, in: store) { useCase throws(CartError) in
      try await useCase(code)
    } notice: {
      "Promotion \(code) applied: \(PriceText.format($0.discount)) off."
    }
  }

  /// Runs a use case that changes the cart; on success, says what it did and reports `changed`.
  private func change<UseCase>(
    _ useCase: UseCase, in store: CartStore,
    _ body: (UseCase) async throws(CartError) -> CartQuote, notice: (CartQuote) -> String
  ) async {
    guard await store.change(useCase, body, notice: notice) != nil else { return }
    store.raise(.changed)
  }

  private static func name(of sku: SKU, in quote: CartQuote) -> String {
    quote.lines.first { $0.product.sku == sku }?.product.name ?? sku.value
  }
}
