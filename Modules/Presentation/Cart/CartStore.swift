import Observation
import ShopDomain

/// The cart screen's Store. Each intent calls one use case; its outcome, a freshly priced cart,
/// becomes the state, or its refusal becomes the state's failure with the cart left as it was.
/// A change that succeeds is reported as `changed`.
@MainActor
@Observable
public final class CartStore {
  public private(set) var state: CartState

  private let useCases: CartUseCases
  private let observer: FlowObserver
  @ObservationIgnored private var events: ScreenEvents<CartEvent>

  public init(
    state: CartState = CartState(),
    useCases: CartUseCases,
    observer: FlowObserver = .none,
    events: @escaping EventSink<CartEvent> = { _ in }
  ) {
    self.state = state
    self.useCases = useCases
    self.observer = observer
    self.events = ScreenEvents(listener: events)
  }

  /// The one way in: reports the intent, handles it, then reports what changed in the state and
  /// the screen events it raised, in that order.
  public func send(_ intent: CartIntent) async {
    let before = state
    observer.intent(Self.self, intent)
    await handle(intent)
    observer.stateChanged(in: Self.self, from: before, to: state)
    events.deliver(from: Self.self, through: observer)
  }

  private func handle(_ intent: CartIntent) async {
    switch intent {
    case .load:
      await run(ViewCart.self) { () async throws(CartError) in try await self.useCases.viewCart() }
    case .add(let typed, let quantity):
      guard let sku = parse(typed) else { return }
      let notice = { (quote: CartQuote) in "Added \(quantity) × \(Self.name(of: sku, in: quote))." }
      await change(AddToCart.self, notice: notice) { () async throws(CartError) in
        try await self.useCases.addToCart(sku, quantity: quantity)
      }
    case .set(let typed, let quantity):
      guard let sku = parse(typed) else { return }
      let notice = { (quote: CartQuote) in
        quantity == 0 ? "Removed \(sku)." : "\(Self.name(of: sku, in: quote)): now \(quantity)."
      }
      await change(SetCartQuantity.self, notice: notice) { () async throws(CartError) in
        try await self.useCases.setQuantity(sku, quantity: quantity)
      }
    case .remove(let typed):
      guard let sku = parse(typed) else { return }
      let notice = { (_: CartQuote) in "Removed \(sku)." }
      await change(RemoveFromCart.self, notice: notice) { () async throws(CartError) in
        try await self.useCases.removeFromCart(sku)
      }
    case .applyPromotion(let typed):
      await applyPromotion(typed)
    case .checkOut:
      events.raise(.checkoutChosen)
    case .removePromotion:
      let notice = { (_: CartQuote) in "Promotion removed." }
      await change(RemovePromotion.self, notice: notice) { () async throws(CartError) in
        try await self.useCases.removePromotion()
      }
    }
  }

  private func applyPromotion(_ typed: String) async {
    let code: PromotionCode
    do throws(PromotionError) {
      code = try PromotionCode(typed)
    } catch {
      state = CartState(quote: state.quote, failure: Failure(error))
      return
    }
    let notice = { (quote: CartQuote) in
      "Promotion \(code) applied: \(PriceText.format(quote.discount)) off."
    }
    await change(ApplyPromotion.self, notice: notice) { () async throws(CartError) in
      try await self.useCases.applyPromotion(code)
    }
  }

  /// Runs a use case that changes the cart; on success, says what it did and reports `changed`.
  private func change(
    _ useCase: Any.Type,
    notice: (CartQuote) -> String,
    _ body: () async throws(CartError) -> CartQuote
  ) async {
    guard let quote = await run(useCase, body) else { return }
    state.notice = notice(quote)
    events.raise(.changed)
  }

  /// Runs one use case: loading while it runs, then its quote, or its failure with the last
  /// quote kept.
  @discardableResult
  private func run(_ useCase: Any.Type, _ body: () async throws(CartError) -> CartQuote) async
    -> CartQuote?
  {
    state = CartState(quote: state.quote, isLoading: true)
    do throws(CartError) {
      let quote = try await observer.call(useCase, body)
      state = CartState(quote: quote)
      return quote
    } catch {
      state = CartState(quote: state.quote, failure: Failure(error))
      return nil
    }
  }

  private func parse(_ typed: String) -> SKU? {
    do throws(ProductError) {
      return try SKU(typed)
    } catch {
      let message = "\"\(typed)\" is not a SKU: use letters, digits and dashes, like DAI-001."
      state = CartState(quote: state.quote, failure: Failure(kind: .invalidInput, message: message))
      return nil
    }
  }

  private static func name(of sku: SKU, in quote: CartQuote) -> String {
    quote.lines.first { $0.product.sku == sku }?.product.name ?? sku.value
  }
}
