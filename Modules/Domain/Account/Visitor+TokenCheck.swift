/// Hardening: a change fails first when this front end holds no session token and could keep
/// none (a state folder it may not write, say), before any rule of its own is checked: one made
/// under a token nobody could name again would be reported as done and then lost. Every change a
/// token depends on asks here; `TokenNotKeptTests` runs every command to hold it. And a first
/// change the cart refuses makes no token: a refusal changes nothing.
extension Visitor {
  /// Fails when this front end holds no token and could keep none.
  func checkTokenCanBeKept() async throws(StorageError) {
    guard await tokens.token() == nil else { return }
    try await tokens.checkCanKeep()
  }
}

extension CurrentCart {
  /// The same check, failing as a cart change fails: a front end that can keep no token gives
  /// that one answer to every change of a cart.
  func checkTokenCanBeKept() async throws(CartError) {
    try await fromRepository(await visitor.checkTokenCanBeKept(), failingAs: CartError.storage)
  }
}

extension CurrentCart {
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
