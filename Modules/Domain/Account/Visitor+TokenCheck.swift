/// Hardening: a change fails first when this front end holds no session token and could keep
/// none (a state folder it may not write, say), before any rule of its own is checked: one made
/// under a token nobody could name again would be reported as done and then lost. Every change a
/// token depends on asks here; `TokenNotKeptTests` runs every command to hold it.
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
