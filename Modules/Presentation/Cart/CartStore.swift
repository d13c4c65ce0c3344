import Observation
import ShopDomain

/// The cart screen's Store. Each intent calls one use case; its outcome, a freshly priced cart,
/// becomes the state, or its refusal becomes the state's failure with the cart left as it was.
/// A change that succeeds is reported as `changed`.
@MainActor
@Observable
public final class CartStore: Store {
  /// What a person can ask of the cart screen. SKUs and codes are as typed; the Store checks them.
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

  /// Everything the cart screen knows. The last good quote stays while a change is refused, so a
  /// screen can show the cart and the refusal together.
  public struct State: Equatable, Sendable {
    public var quote: CartQuote?
    public var isLoading: Bool
    /// What the last change did, in a sentence ("Added 3 × Crème fraîche.").
    public var notice: String?
    public var failure: Failure?

    public init(
      quote: CartQuote? = nil, isLoading: Bool = false, notice: String? = nil,
      failure: Failure? = nil
    ) {
      self.quote = quote
      self.isLoading = isLoading
      self.notice = notice
      self.failure = failure
    }
  }

  /// What the cart screen reports: the cart changed, so whoever decides can show it; or the
  /// person chose to check out.
  public enum Event: Equatable, Sendable {
    case changed
    case checkoutChosen
  }

  /// The use cases the cart screen calls, handed over as one value so the initializer stays
  /// readable. A plain struct of concrete use cases: no protocol, nothing to mock.
  struct UseCases: Sendable {
    let viewCart: ViewCart
    let addToCart: AddToCart
    let setQuantity: SetCartQuantity
    let removeFromCart: RemoveFromCart
    let applyPromotion: ApplyPromotion
    let removePromotion: RemovePromotion
  }

  public private(set) var state: State

  private let useCases: UseCases
  private let core: StoreCore<Event, CartError>

  /// Built by `StoreFactory`, the one place Stores are wired.
  init(
    state: State = State(), useCases: UseCases, observer: FlowObserver = .none,
    events: @escaping EventSink<Event> = { _ in }
  ) {
    self.state = state
    self.useCases = useCases
    core = StoreCore(for: Self.self, observer: observer, events: events)
  }

  public func send(_ intent: Intent) async {
    await core.send(intent, state: { state }, handle: handle)
  }

  private func handle(_ intent: Intent) async {
    switch intent {
    case .load:
      await run(useCases.viewCart) { useCase throws(CartError) in try await useCase() }
    case .add(let typed, let quantity):
      guard let sku = parse(typed) else { return }
      let notice = { (quote: CartQuote) in "Added \(quantity) × \(Self.name(of: sku, in: quote))." }
      await change(useCases.addToCart, notice: notice) { useCase throws(CartError) in
        try await useCase(sku, quantity: quantity)
      }
    case .set(let typed, let quantity):
      guard let sku = parse(typed) else { return }
      let notice = { (quote: CartQuote) in
        quantity == 0 ? "Removed \(sku)." : "\(Self.name(of: sku, in: quote)): now \(quantity)."
      }
      await change(useCases.setQuantity, notice: notice) { useCase throws(CartError) in
        try await useCase(sku, quantity: quantity)
      }
    case .remove(let typed):
      guard let sku = parse(typed) else { return }
      let notice = { (_: CartQuote) in "Removed \(sku)." }
      await change(useCases.removeFromCart, notice: notice) { useCase throws(CartError) in
        try await useCase(sku)
      }
    case .applyPromotion(let typed):
      await applyPromotion(typed)
    case .checkOut:
      core.raise(.checkoutChosen)
    case .removePromotion:
      let notice = { (_: CartQuote) in "Promotion removed." }
      await change(useCases.removePromotion, notice: notice) { useCase throws(CartError) in
        try await useCase()
      }
    }
  }

  private func applyPromotion(_ typed: String) async {
    let code: PromotionCode
    do throws(PromotionError) {
      code = try PromotionCode(typed)
    } catch {
      state = State(quote: state.quote, failure: Failure(error))
      return
    }
    let notice = { (quote: CartQuote) in
      "Promotion \(code) applied: \(PriceText.format(quote.discount)) off."
    }
    await change(useCases.applyPromotion, notice: notice) { useCase throws(CartError) in
      try await useCase(code)
    }
  }

  /// Runs a use case that changes the cart; on success, says what it did and reports `changed`.
  private func change<UseCase>(
    _ useCase: UseCase, notice: (CartQuote) -> String,
    _ body: (UseCase) async throws(CartError) -> CartQuote
  ) async {
    guard await run(useCase, notice: notice, body) != nil else { return }
    core.raise(.changed)
  }

  /// Runs one use case: loading while it runs, then its quote with what it did, in one change
  /// (a view never sees the new cart without its notice), or its failure with the last quote
  /// kept. Unlike a `LoadState`, the cart stays on screen while it loads.
  @discardableResult
  private func run<UseCase>(
    _ useCase: UseCase, notice: (CartQuote) -> String? = { _ in nil },
    _ body: (UseCase) async throws(CartError) -> CartQuote
  ) async -> CartQuote? {
    state = State(quote: state.quote, isLoading: true)
    do throws(CartError) {
      let quote = try await core.call(useCase, body)
      state = State(quote: quote, notice: notice(quote))
      return quote
    } catch {
      state = State(quote: state.quote, failure: Failure(error))
      return nil
    }
  }

  private func parse(_ typed: String) -> SKU? {
    do throws(ProductError) {
      return try SKU(typed)
    } catch {
      state = State(quote: state.quote, failure: .notASKU(typed))
      return nil
    }
  }

  private static func name(of sku: SKU, in quote: CartQuote) -> String {
    quote.lines.first { $0.product.sku == sku }?.product.name ?? sku.value
  }
}
