/// Hardening: a change fails first when this front end holds no session token and could keep
/// none (a state folder it may not write, say), before any rule of its own is checked: one made
/// under a token nobody could name again would be reported as done and then lost. Every change a
/// token depends on asks here; `TokenNotKeptTests` runs every command to hold it. A cart's change
/// asks through `CurrentCart+TokenCheck`, beside the cart.
extension Visitor {
  /// Fails when this front end holds no token and could keep none.
  func checkTokenCanBeKept() async throws(StorageError) {
    guard await tokens.token() == nil else { return }
    try await tokens.checkCanKeep()
  }
}
