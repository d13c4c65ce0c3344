/// What every cart use case does first and last: find whose cart it is (the signed-in customer's,
/// else the guest's), load it, and save it back.
struct CartAccess: Sendable {
  let sessions: any SessionRepository
  let carts: any CartRepository

  func owner() async throws(CartError) -> CartOwner {
    do {
      return try await sessions.current().map { .customer($0.customer) } ?? .guest
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

  /// Applies `change` to the owner's cart in one unit of the repository, so a concurrent change
  /// is never lost.
  func update(_ owner: CartOwner, _ change: @Sendable (inout Cart) throws(CartError) -> Void)
    async throws(CartError)
    -> Cart
  {
    try await carts.update(owner, change)
  }
}
