import ShopDomain

/// The offers screen's Store: `Store` running `OffersFeature`.
public typealias OffersStore = Store<OffersFeature>

/// What the shop offers beyond a page of products: its categories, to filter by,
/// and its promotion codes, a page at a time, so nobody has to guess one.
public struct OffersFeature: Feature {
  /// What a person can ask for.
  public enum Intent: Equatable, Sendable {
    case categories
    /// Show the page of promotion codes this listing asks for.
    case promotions(PromotionListing = PromotionListing())
    /// Show the page of promotion codes after the one on screen.
    case nextPromotionsPage
  }

  /// The two lists, each loaded when asked for; for the promotions, the listing last asked for
  /// (its `after` the next page's cursor once one is read) and the last query run, where the
  /// next page continues.
  public struct State: Equatable, Sendable {
    public var categories: LoadState<[ProductCategory]> = .idle
    public var promotionListing = PromotionListing()
    public var promotionQuery: PromotionQuery?
    public var promotions: LoadState<Page<ListPromotions.Offer, PromotionCode>> = .idle
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
        into: \.categories, starting: { $0.promotions = $0.promotions.withoutFailure })
    case .promotions(let listing):
      store.state.promotionListing = listing
      do throws(Failure) {
        await loadPromotions(try listing.query(), in: store)
      } catch {
        var refused = store.state
        refused.promotions = .failed(error)
        refused.categories = refused.categories.withoutFailure
        store.state = refused
      }
    case .nextPromotionsPage:
      guard var query = store.state.promotionQuery,
        let cursor = store.state.promotions.value?.nextCursor
      else { return }
      query.after = cursor
      store.state.promotionListing.after = cursor.value
      await loadPromotions(query, in: store)
    }
  }

  private func loadPromotions(_ query: PromotionQuery, in store: OffersStore) async {
    store.state.promotionQuery = query
    await store.load(
      listPromotions, { useCase throws(CatalogError) in try await useCase(query) },
      into: \.promotions, starting: { $0.categories = $0.categories.withoutFailure })
  }
}

/// A page of promotion codes as the person asked for it: how many, and the code to continue
/// after, as typed. The Store checks it against Domain's rules, so an invalid value becomes a
/// screen state, not a crash in the front end.
public struct PromotionListing: Equatable, Sendable {
  public var limit: Int?
  public var after: String?

  public init(limit: Int? = nil, after: String? = nil) {
    self.limit = limit
    self.after = after
  }

  /// The Domain query, or the failure that names the refused value as data (`Failure.Field`).
  func query() throws(Failure) -> PromotionQuery {
    var query = PromotionQuery()
    if let limit { query.size = try PageSize(typed: limit, listing: "promotion codes") }
    if let after {
      guard let code = try? PromotionCode(after) else { throw .notAPromotionCursor(after) }
      query.after = code
    }
    return query
  }
}

/// How a listing reads in the trace: its set fields, in the person's words, without Swift's
/// module names and `Optional(…)` around the values.
extension PromotionListing: CustomStringConvertible {
  public var description: String {
    let fields = [limit.map { "limit: \($0)" }, after.map { "after: \(TypedText.quoted($0))" }]
    return "PromotionListing(" + fields.compactMap { $0 }.joined(separator: ", ") + ")"
  }
}

extension Failure {
  /// Text typed as the code a page continues after that is not a promotion code, pointing at
  /// `after`.
  static func notAPromotionCursor(_ typed: String) -> Failure {
    Failure(
      kind: .invalidInput,
      message:
        "A page continues after the code that ended the one before; \(TypedText.quoted(typed)) is not a promotion code.",
      field: .after)
  }
}

/// What the offers screens show, made from the Store's state by a pure function: category
/// names, and a page of promotions, each with its code and its terms in words.
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
  /// "Promotion codes", and, when the page continues one, the code it starts after as typed
  /// (upper-cased).
  public let promotionsHeading: String
  public let promotions: [Promotion]
  /// Shown instead of an empty list of categories.
  public let categoriesEmptyMessage: String?
  /// Shown instead of an empty page of promotions.
  public let promotionsEmptyMessage: String?
  /// The code to continue after, when there are more promotions.
  public let promotionsNextCursor: String?
  public let error: Failure?

  public init(_ state: OffersStore.State) {
    categories = state.categories.value?.map(\.name) ?? []
    categoriesEmptyMessage =
      state.categories.value?.isEmpty == true ? "The catalog has no categories yet." : nil
    let page = state.promotions.value
    promotionsHeading =
      "Promotion codes" + (state.promotionListing.after.map { ", after \($0.uppercased())" } ?? "")
    promotions = page?.items.map(Self.promotion) ?? []
    promotionsEmptyMessage =
      page.map(\.items.isEmpty) == true
      ? (state.promotionListing.after == nil
        ? "The shop has no promotion codes." : "No more promotion codes.")
      : nil
    promotionsNextCursor = page?.nextCursor?.value
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

/// The Store of categories and promotion codes, wired as `cart()` is in `StoreFactory.swift`.
extension StoreFactory {
  public func offers() -> OffersStore {
    let feature = OffersFeature(
      listCategories: ListCategories(products: storage.products),
      listPromotions: ListPromotions(promotions: storage.promotions, clock: ports.clock))
    return Store(feature, state: OffersStore.State(), observer: observer)
  }
}
