/// The port that keeps carts: the guest's and each customer's.
public protocol CartRepository: Sendable {
  /// The owner's cart; an owner who never had one has an empty cart.
  func cart(for owner: CartOwner) async throws(StorageError) -> Cart
  /// Reads the owner's cart, applies `change` to it and saves the result, as one unit: two
  /// processes changing the same cart at once never lose each other's change. When `change`
  /// throws, nothing is saved. Returns the saved cart.
  func update(_ owner: CartOwner, _ change: @Sendable (inout Cart) throws(CartError) -> Void)
    async throws(CartError)
    -> Cart

  /// Replaces the carts of these owners, all or nothing (sign-in moves a guest's lines into a
  /// customer's cart: both change, or neither).
  func save(_ carts: [CartOwner: Cart]) async throws(StorageError)
}
