import ShopDomain

/// The catalog screen's Store: `Store` running `CatalogFeature`.
public typealias CatalogStore = Store<CatalogFeature>

/// The catalog screen: a page of products found by words, a category and an order.
///
/// A front end sends intents to its Store and renders `state`; the feature turns intents into
/// use-case calls and their outcomes into new state. It holds use cases, never repositories,
/// and never decides which screen comes next: choosing a product is reported as a screen event.
public struct CatalogFeature: Feature {
  /// What a person can ask of the catalog screen.
  public enum Intent: Equatable, Sendable {
    /// Show the page of this search its `after` names, the first when it names none (an empty
    /// text browses everything): a front end that keeps the search asks for the next page so.
    case search(CatalogSearch)
    /// Show the page after the one on screen.
    case nextPage
    /// Open the product at this position of the page on screen, counted from 1.
    case choose(position: Int)
  }

  /// Everything the catalog screen knows: the query it showed last, and its page.
  public struct State: Equatable, Sendable {
    public var search = CatalogSearch()
    public var query: ProductQuery?
    public var page: LoadState<Page<Product, SKU>> = .idle
  }

  /// What the catalog screen reports to whoever decides the next screen.
  public enum Event: Equatable, Sendable {
    case productChosen(SKU)
  }

  let searchProducts: SearchProducts

  public func handle(_ intent: Intent, in store: CatalogStore) async {
    switch intent {
    case .search(let search):
      store.state.search = search
      do throws(Failure) {
        await load(try search.query(), in: store)
      } catch {
        store.state.page = .failed(error)
      }
    case .nextPage:
      guard var query = store.state.query, let cursor = store.state.page.value?.nextCursor else {
        return
      }
      query.after = cursor
      store.state.search.after = cursor.value
      await load(query, in: store)
    case .choose(let position):
      guard let product = store.state.page.value?.items.item(atPosition: position) else {
        return
      }
      store.raise(.productChosen(product.sku))
    }
  }

  private func load(_ query: ProductQuery, in store: CatalogStore) async {
    store.state.query = query
    await store.load(
      searchProducts, { useCase throws(CatalogError) in try await useCase(query) },
      into: \.page)
  }
}

/// A catalog search as the person typed it. The Store checks it against Domain's rules, so an
/// invalid value becomes a screen state, not a crash in the front end.
public struct CatalogSearch: Equatable, Sendable {
  public var text: String
  public var category: String?
  public var sort: ProductSort
  public var limit: Int?
  public var after: String?

  public init(
    text: String = "", category: String? = nil, sort: ProductSort = .name, limit: Int? = nil,
    after: String? = nil
  ) {
    self.text = text
    self.category = category
    self.sort = sort
    self.limit = limit
    self.after = after
  }

  /// The Domain query, or the failure of the value refused; a page's option (`limit`, `after`)
  /// is named as data (`Failure.Field`), for each front end to point at in its own way.
  func query() throws(Failure) -> ProductQuery {
    var query = ProductQuery(terms: SearchTerms(text), sort: sort)
    if let category, !category.isEmpty {
      // The next page's line repeats it whole, so it is held to a search's length.
      guard category.unicodeScalars.count <= SearchTerms.maximumLength else {
        throw .categoryTooLong
      }
      query.category = FoldedText(category)
    }
    if let limit { query.size = try PageSize(typed: limit, listing: "products") }
    if let after {
      guard let sku = try? SKU(after) else { throw .notACursor(after) }
      query.after = sku
    }
    return query
  }
}

extension PageSize {
  /// The page size a person typed as a `limit`, or, outside `PageSize.range`, the failure that
  /// points at it; `items` names what the page lists, for the sentence.
  init(typed limit: Int, listing items: String) throws(Failure) {
    do throws(PageSizeError) {
      try self.init(limit)
    } catch {
      throw Failure(
        kind: .invalidInput,
        message:
          "A page shows \(PageSize.range.lowerBound) to \(PageSize.range.upperBound) \(items), not \(limit).",
        field: .limit)
    }
  }
}

extension Failure {
  /// A category to filter by, typed longer than any search may be.
  static let categoryTooLong = Failure(
    kind: .invalidInput,
    message: "A category may have up to \(SearchTerms.maximumLength) characters; shorten it.")

  /// Text typed as the SKU a page continues after that is not a SKU, pointing at `after`.
  static func notACursor(_ typed: String) -> Failure {
    Failure(
      kind: .invalidInput,
      message:
        "A page continues after the SKU that ended the one before; \(TypedText.quoted(typed)) is not a SKU.",
      field: .after)
  }
}

/// How a search reads in the trace: its words and sort always, its other fields when set, in the
/// person's words. Without it the trace
/// printed Swift's own spelling, with module names and `Optional(…)` around the values.
extension CatalogSearch: CustomStringConvertible {
  public var description: String {
    var fields = ["text: \(TypedText.quoted(text))"]
    if let category { fields.append("category: \(TypedText.quoted(category))") }
    fields.append("sort: \(sort.rawValue)")
    if let limit { fields.append("limit: \(limit)") }
    if let after { fields.append("after: \(TypedText.quoted(after))") }
    return "CatalogSearch(" + fields.joined(separator: ", ") + ")"
  }
}

/// The catalog's Store, wired as `cart()` is in `StoreFactory.swift`.
extension StoreFactory {
  public func catalog(events: EventSink<CatalogStore.Event>? = nil) -> CatalogStore {
    Store(
      CatalogFeature(searchProducts: SearchProducts(products: storage.products)),
      state: CatalogStore.State(), observer: observer,
      events: events ?? { [flow] in flow?.handle($0) })
  }
}
