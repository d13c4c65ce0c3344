/// What every cart use case does first and last: find whose cart it is (the signed-in customer's,
/// else the guest's), load it, and save it back.
struct CartAccess: Sendable {
  let sessions: any SessionRepository
  let carts: any CartRepository

  func owner() async throws(CartError) -> CartOwner {
    do {
      return CartOwner.current(for: try await sessions.current())
    } catch {
      throw .storage(error)
    }
  }

  func load(_ owner: CartOwner) async throws(CartError) -> Cart {
    do {
      return try await carts.cart(for: owner)
    } catch {
      throw .storage(error)
    }
  }

  /// Applies `change` to the current cart in one unit of the repository, which finds the owner
  /// itself, so neither a concurrent change nor a sign-in in between is lost.
  func update(_ change: @Sendable (inout Cart) throws(CartError) -> Void)
    async throws(CartError) -> Cart
  {
    try await carts.updateCurrent(change)
  }
}
