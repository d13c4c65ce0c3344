/// The screens `shop preview` can print.
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
