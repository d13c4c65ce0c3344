import ShopDomain

/// What the catalog screen shows, made from the catalog Store's state by a pure function: no Domain type
/// reaches the view. `--json` is made from the Store's state instead, for a script's fields.
public struct CatalogViewState: Equatable, Sendable {
  public let heading: String
  public let products: [ProductSummary]
  public let isLoading: Bool
  /// Shown instead of an empty list, with what fills it when something can.
  public let emptyMessage: String?
  public let emptySuggestion: Suggestion?
  /// The SKU to continue after, when there are more products.
  public let nextCursor: String?
  public let error: Failure?

  public init(_ state: CatalogStore.State) {
    heading = Self.heading(for: state.search)
    let page = state.page.value
    products = page?.items.map(ProductSummary.init) ?? []
    isLoading = state.page == .loading
    let empty = page.map(\.items.isEmpty) == true ? Self.empty(for: state.search) : nil
    emptyMessage = empty?.message
    emptySuggestion = empty?.suggestion
    nextCursor = page?.nextCursor?.value
    error = state.page.failure
  }

  private static func heading(for search: CatalogSearch) -> String {
    var heading = "Products"
    if !search.text.isEmpty { heading += " matching \(TypedText.quoted(search.text))" }
    if let category = search.category, !category.isEmpty {
      heading += " in \(TypedText.shown(category))"
    }
    heading += ", by \(search.sort.rawValue)"
    if let after = search.after { heading += ", after \(TypedText.shown(after.uppercased()))" }
    return heading
  }

  private static func empty(for search: CatalogSearch) -> (message: String, suggestion: Suggestion?)
  {
    if search.after != nil { return ("No more products.", nil) }
    if search.text.isEmpty && (search.category ?? "").isEmpty {
      return ("The catalog is empty.", .syncCatalog)
    }
    return ("No products match. Try fewer words or another category.", nil)
  }
}

/// A product as a list shows it: every field text, ready to print or encode, but its stock, a
/// number its `availability` words.
public struct ProductSummary: Equatable, Sendable {
  public let sku: String
  public let name: String
  public let category: String
  public let price: String
  public let stock: Int
  public let availability: String

  public init(_ product: Product) {
    sku = product.sku.value
    name = product.name
    category = product.category.name
    price = PriceText.format(product.price)
    stock = product.stock
    availability = Self.availability(of: product.stock)
  }

  /// "Out of stock", "Only 3 left" or "25 in stock".
  static func availability(of stock: Int) -> String {
    switch stock {
    case 0: "Out of stock"
    case 1...5: "Only \(stock) left"
    default: "\(stock) in stock"
    }
  }
}
