/// Hardening: a signed-in customer's own change keeps their session, so a customer who only
/// changes what is theirs outside the cart (a wishlist, say) is not signed out 30 days after their last
/// cart change. A cart's change marks its token inside its own write; each other change kept
/// under the token asks here, before it writes. See docs/sessions.md.
extension Visitor {
  /// Marks this front end's token used now; nothing when it holds none.
  func noteUse() async throws(StorageError) {
    guard let token = await tokens.token() else { return }
    try await sessions.noteUse(of: token, at: clock.now())
  }
}
