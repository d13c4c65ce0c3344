import ShopDomain
import ShopPresentation
import Testing

/// A refusal says what went wrong in words any front end can show, and what the person can do
/// next as a `Suggestion`, never as a command to type: that is each front end's to word.
@Suite("Suggestion")
struct SuggestionTests {
  @Test("each refusal with a way out carries it as a suggestion, and its sentence names no command")
  func refusalsSuggest() throws {
    let sku = try SKU("DAI-001")
    let order = try OrderID("O-1")
    let promotion = try PromotionCode("SUMMER24")
    let expected: [(Failure, String, Suggestion)] = [
      (Failure(CartError.notInCart(sku)), "DAI-001 is not in the cart.", .viewCart),
      (Failure(CheckoutError.notSignedIn), "Checking out needs a signed-in customer.", .signIn),
      (Failure(CheckoutError.emptyCart), "The cart is empty.", .addToCart),
      (
        Failure(CheckoutError.productNotFound(sku)), "DAI-001 is no longer sold.",
        .removeFromCart(sku: "DAI-001")
      ),
      (
        Failure(CheckoutError.promotion(.unknown(promotion))), "There is no promotion SUMMER24.",
        .removePromotion
      ),
      (
        Failure(CheckoutError.changedWhilePlacing),
        "The cart or the catalog changed while the order was placed; nothing was ordered.",
        .viewCart
      ),
      (Failure(OrderError.notFound(order)), "You have no order O-1.", .viewOrders),
      (Failure(OrderError.notSignedIn), "Orders are kept for a signed-in customer.", .signIn),
      (Failure(WishlistError.notSaved(sku)), "DAI-001 is not on your wishlist.", .viewWishlist),
      (
        Failure(WishlistError.notSignedIn), "A wishlist is kept for a signed-in customer.",
        .signIn
      ),
      (Failure(CatalogError.productNotFound(sku)), "No product has SKU DAI-001.", .searchCatalog),
    ]
    for (failure, message, suggestion) in expected {
      #expect(failure.message == message)
      #expect(failure.suggestion == suggestion)
      #expect(failure.field == nil)
      #expect(!failure.message.contains("`"), "\(failure.message) quotes a command")
    }
  }

  @Test("a refusal whose sentence says all has no suggestion")
  func noWayOut() throws {
    let sku = try SKU("DAI-001")
    #expect(Failure(CartError.notEnoughStock(sku, requested: 3, available: 0)).suggestion == nil)
    #expect(Failure(WishlistError.alreadySaved(sku)).suggestion == nil)
    #expect(Failure(StorageError(reason: "disk full")).suggestion == nil)
  }

  /// Each suggestion's place in `Suggestion.oneOfEach`, by a switch that names every case: a
  /// suggestion added to `Suggestion.swift` fails to compile here until it has a place, which the
  /// test below holds the list to.
  static func position(of suggestion: Suggestion) -> Int {
    switch suggestion {
    case .signIn: 0
    case .searchCatalog: 1
    case .syncCatalog: 2
    case .viewCart: 3
    case .addToCart: 4
    case .removeFromCart: 5
    case .removePromotion: 6
    case .checkOut: 7
    case .confirmAgain: 8
    case .viewOrders: 9
    case .viewWishlist: 10
    case .saveForLater: 11
    case .tryAgain: 12
    case .freeSpace: 13
    case .restoreDatabase: 14
    case .checkAccess: 15
    case .checkTokenFolder: 16
    }
  }

  @Test("every suggestion has its own code, the name data output and scripts read")
  func codes() {
    let all = Suggestion.oneOfEach
    #expect(all.indices.map { Self.position(of: all[$0]) } == Array(all.indices))
    #expect(Set(all.map(\.code)).count == all.count)
    #expect(Suggestion.signIn.code == "sign_in")
    #expect(Suggestion.removeFromCart(sku: "DAI-001").code == "remove_from_cart")
  }
}
