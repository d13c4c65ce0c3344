import ShopDomain
import ShopInMemory

/// A canned world to run the app in, the terminal's equivalent of a UI test's launch scenario:
/// every port is a test double with canned data, and nothing touches disk.
enum Scenario: String, CaseIterable, Sendable {
  /// The sample catalog, nobody signed in, empty carts.
  case sample
  /// No products at all.
  case emptyCatalog = "empty-catalog"
  /// Ada is signed in with a cart of three products, a promotion code and two products saved.
  case fullCart = "full-cart"
  /// Every product is out of stock.
  case outOfStock = "out-of-stock"
  /// Every storage call fails: each screen shows its error state.
  case failingStorage = "failing-storage"

  static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

  /// The ports of this scenario, its canned data already in place.
  func dependencies() async -> Dependencies {
    switch self {
    case .sample: return .doubles(InMemoryShop())
    case .emptyCatalog:
      return .doubles(InMemoryShop(products: [], promotions: SampleCatalog.promotions))
    case .outOfStock:
      return .doubles(InMemoryShop(products: SampleCatalog.products.map(Self.soldOut)))
    case .fullCart: return .doubles(await Self.fullCartShop())
    case .failingStorage: return .failing
    }
  }

  private static func soldOut(_ product: Product) -> Product {
    SampleCatalog.product(
      product.sku.value, product.name, product.description, product.category.name,
      product.price.minorUnits, 0)
  }

  /// Ada, signed in, with crème fraîche, olive oil and rice in her cart, WELCOME10 applied, and
  /// the hot sauce and the Gruyère on her wishlist.
  private static func fullCartShop() async -> InMemoryShop {
    let shop = InMemoryShop()
    do {
      try await shop.signIn("ada@example.com")
      for (sku, quantity) in [("DAI-001", 2), ("PAN-002", 3), ("PAN-003", 1)] {
        _ = try await shop.addToCart(SKU(sku), quantity: quantity)
      }
      _ = try await shop.applyPromotion(PromotionCode("WELCOME10"))
      _ = try await shop.saveForLater(SKU("PAN-001"))
      _ = try await shop.saveForLater(SKU("DAI-002"))
    } catch {
      preconditionFailure("the full-cart scenario's canned data breaks a rule: \(error)")
    }
    return shop
  }
}
