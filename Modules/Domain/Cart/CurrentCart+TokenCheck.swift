/// Hardening: a cart's change asks `Visitor` first whether a token could be kept, failing as a
/// cart change fails, and a first change the cart refuses makes no token: a refusal changes
/// nothing.
extension CurrentCart {
  /// `Visitor.checkTokenCanBeKept`, failing as a cart change fails: a front end that can keep
  /// no token gives that one answer to every change of a cart.
  func checkTokenCanBeKept() async throws(CartError) {
    try await fromRepository(await visitor.checkTokenCanBeKept(), failingAs: CartError.storage)
  }

  /// A change by a front end with no token yet: it fails first if no token could be kept, and
  /// is tried on the empty cart a new token would name, so one the cart refuses (over a limit, a
  /// line it does not hold) fails here and leaves no token behind.
  func checkFirstChange(_ change: @Sendable (inout Cart) throws(CartError) -> Void)
    async throws(CartError)
  {
    guard await visitor.tokens.token() == nil else { return }
    try await checkTokenCanBeKept()
    var empty = Cart()
    try change(&empty)
  }
}
