import ShopDomain

/// The offers screen's Store: `Store` running `OffersFeature`.
public typealias OffersStore = Store<OffersFeature>

/// What the shop offers beyond a page of products: its categories, to filter by,
/// and its promotion codes, so nobody has to guess one.
public struct OffersFeature: Feature {
  /// What a person can ask for.
  public enum Intent: Equatable, Sendable {
    case categories
    case promotions
  }

  /// The two lists, each loaded when asked for.
  public struct State: Equatable, Sendable {
    public var categories: LoadState<[ProductCategory]> = .idle
    public var promotions: LoadState<[ListPromotions.Offer]> = .idle
  }

  /// Lists lead nowhere: nothing to report.
  public typealias Event = Never

  let listCategories: ListCategories
  let listPromotions: ListPromotions

  public func handle(_ intent: Intent, in store: OffersStore) async {
    switch intent {
    case .categories:
      await store.load(
        listCategories, { useCase throws(CatalogError) in try await useCase() },
        into: \.categories)
    case .promotions:
      await store.load(
        listPromotions, { useCase throws(CatalogError) in try await useCase() },
        into: \.promotions)
    }
  }
}

/// What the offers screens show, made from the Store's state by a pure function: category
/// names, and each promotion's code with its terms in words.
public struct OffersViewState: Equatable, Sendable {
  /// A promotion, ready to print.
  public struct Promotion: Equatable, Sendable {
    public let code: String
    /// "10% off from €20.00" or "€5.00 off".
    public let terms: String
    /// "until 2030-01-01 00:00 UTC" or "expired on …".
    public let validity: String
    public let isExpired: Bool
  }

  public let categories: [String]
  public let promotions: [Promotion]
  public let error: Failure?

  public init(_ state: OffersStore.State) {
    categories = state.categories.value?.map(\.name) ?? []
    promotions = state.promotions.value?.map(Self.promotion) ?? []
    error = state.categories.failure ?? state.promotions.failure
  }

  private static func promotion(_ offer: ListPromotions.Offer) -> Promotion {
    let promotion = offer.promotion
    let discount =
      switch promotion.discount {
      case .percent(let percent): "\(percent)% off"
      case .fixed(let amount): "\(PriceText.format(amount)) off"
      }
    let minimum =
      promotion.minimumSubtotal.minorUnits > 0
      ? " from \(PriceText.format(promotion.minimumSubtotal))" : ""
    let date = DateText.format(promotion.expiresAt)
    return Promotion(
      code: promotion.code.value, terms: discount + minimum,
      validity: offer.isExpired ? "expired on \(date)" : "until \(date)",
      isExpired: offer.isExpired)
  }
}
