/// The port that keeps carts: the guest's and each customer's.
public protocol CartRepository: Sendable {
  /// The owner's cart; an owner who never had one has an empty cart.
  func cart(for owner: CartOwner) async throws(StorageError) -> Cart
  /// Replaces the carts of these owners, all or nothing (sign-in moves a guest's lines into a
  /// customer's cart: both change, or neither).
  func save(_ carts: [CartOwner: Cart]) async throws(StorageError)
}
