/// Why sign-in was opened, which decides where it leads once done.
public enum SignInContext: String, Hashable, Sendable {
  /// Checkout needed a customer: after sign-in, checkout continues.
  case checkout
  /// The person chose to sign in: after sign-in, back home.
  case menu
}
