/// The port that keeps carts: the guest's and each customer's.
public protocol CartRepository: Sendable {
  /// The owner's cart; an owner who never had one has an empty cart.
  func cart(for owner: CartOwner) async throws(StorageError) -> Cart
  /// Finds whose cart is current (`CartOwner.current(for:)` of the session stored at that
  /// moment), reads it, applies `change` and saves the result, as one unit: two processes
  /// changing the same cart at once never lose each other's change, and a sign-in by another
  /// process cannot slip between finding the owner and saving. When `change` throws, nothing is
  /// saved. Returns the saved cart.
  func updateCurrent(_ change: @Sendable (inout Cart) throws(CartError) -> Void)
    async throws(CartError) -> Cart

  /// Replaces the carts of these owners, all or nothing (sign-in moves a guest's lines into a
  /// customer's cart: both change, or neither).
  func save(_ carts: [CartOwner: Cart]) async throws(StorageError)
}
