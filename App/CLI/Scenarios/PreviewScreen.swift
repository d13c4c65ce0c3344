import ShopPresentation

/// The screens `shop preview` can print: one for every `Route`, so a new screen does not compile
/// until it has its preview (`init(showing:)`), which `ScenarioTests` then prints and
/// `SessionTests` walks back from.
enum PreviewScreen: String, CaseIterable, Sendable {
  case catalog
  case product
  case cart
  case wishlist
  case checkout
  case signIn = "sign-in"
  case confirmation
  case orders
  case order
}

extension PreviewScreen {
  /// The preview of the screen at `route`. Nothing calls it: its switch over every `Route` is
  /// what makes a new screen name its preview before the package compiles.
  init(showing route: Route) {
    switch route {
    case .catalog: self = .catalog
    case .product: self = .product
    case .cart: self = .cart
    case .wishlist: self = .wishlist
    case .checkout: self = .checkout
    case .signIn: self = .signIn
    case .orders: self = .orders
    case .order: self = .order
    case .confirmation: self = .confirmation
    }
  }
}
