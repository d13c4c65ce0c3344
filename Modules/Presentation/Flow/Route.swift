import ShopDomain

/// A screen the app can show, with what it needs to show it. The Flow keeps a stack of these.
public enum Route: Hashable, Sendable, CustomStringConvertible {
  /// The catalog: the home screen, at the bottom of every stack.
  case catalog
  case product(SKU)
  case cart
  case wishlist
  case checkout
  /// Sign-in, remembering why it was opened: the same screen leads to different places.
  case signIn(SignInContext)
  case orders
  case order(OrderID)
  /// The confirmation of a just-placed order.
  case confirmation(OrderID)

  public var description: String {
    switch self {
    case .catalog: "catalog"
    case .product(let sku): "product(\(sku))"
    case .cart: "cart"
    case .wishlist: "wishlist"
    case .checkout: "checkout"
    case .signIn(let context): "signIn(\(context.rawValue))"
    case .orders: "orders"
    case .order(let id): "order(\(id))"
    case .confirmation(let id): "confirmation(\(id))"
    }
  }
}

/// Why sign-in was opened, which decides where it leads once done.
public enum SignInContext: String, Hashable, Sendable {
  /// Checkout needed a customer: after sign-in, checkout continues.
  case checkout
  /// The person chose to sign in: after sign-in, back home.
  case menu
}
