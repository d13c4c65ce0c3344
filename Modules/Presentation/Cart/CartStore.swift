import Observation
import ShopDomain

/// The cart screen's Store. Each intent calls one use case; its outcome, a freshly priced cart,
/// becomes the state, or its refusal becomes the state's failure with the cart left as it was.
@MainActor
@Observable
public final class CartStore {
  public private(set) var state: CartState

  private let useCases: CartUseCases

  public init(state: CartState = CartState(), useCases: CartUseCases) {
    self.state = state
    self.useCases = useCases
  }

  public func send(_ intent: CartIntent) async {
    switch intent {
    case .load:
      await run { () async throws(CartError) in try await self.useCases.viewCart() }
    case .add(let typed, let quantity):
      guard let sku = parse(typed) else { return }
      await run(
        { () async throws(CartError) in try await self.useCases.addToCart(sku, quantity: quantity)
        },
        notice: { "Added \(quantity) × \(Self.name(of: sku, in: $0))." })
    case .set(let typed, let quantity):
      guard let sku = parse(typed) else { return }
      await run(
        { () async throws(CartError) in try await self.useCases.setQuantity(sku, quantity: quantity)
        },
        notice: {
          quantity == 0 ? "Removed \(sku)." : "\(Self.name(of: sku, in: $0)): now \(quantity)."
        })
    case .remove(let typed):
      guard let sku = parse(typed) else { return }
      await run(
        { () async throws(CartError) in try await self.useCases.removeFromCart(sku) },
        notice: { _ in "Removed \(sku)." })
    case .applyPromotion(let typed):
      await applyPromotion(typed)
    case .removePromotion:
      await run(
        { () async throws(CartError) in try await self.useCases.removePromotion() },
        notice: { _ in "Promotion removed." })
    }
  }

  private func applyPromotion(_ typed: String) async {
    let code: PromotionCode
    do throws(PromotionError) {
      code = try PromotionCode(typed)
    } catch {
      state.failure = Failure(error)
      return
    }
    await run(
      { () async throws(CartError) in try await self.useCases.applyPromotion(code) },
      notice: { "Promotion \(code) applied: \(PriceText.format($0.discount)) off." })
  }

  /// Runs one use case: loading while it runs, then its quote and notice, or its failure.
  private func run(
    _ useCase: () async throws(CartError) -> CartQuote,
    notice: ((CartQuote) -> String)? = nil
  ) async {
    state.isLoading = true
    state.failure = nil
    state.notice = nil
    do throws(CartError) {
      let quote = try await useCase()
      state.quote = quote
      state.notice = notice?(quote)
    } catch {
      state.failure = Failure(error)
    }
    state.isLoading = false
  }

  private func parse(_ typed: String) -> SKU? {
    do throws(ProductError) {
      return try SKU(typed)
    } catch {
      state.failure = Failure(
        kind: .invalidInput,
        message: "\"\(typed)\" is not a SKU: use letters, digits and dashes, like DAI-001.")
      return nil
    }
  }

  private static func name(of sku: SKU, in quote: CartQuote) -> String {
    quote.lines.first { $0.product.sku == sku }?.product.name ?? sku.value
  }
}
