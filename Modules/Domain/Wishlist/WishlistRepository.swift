/// The port that keeps each customer's wishlist.
public protocol WishlistRepository: Sendable {
  /// The customer's wishlist; a customer who never saved anything has an empty one.
  func wishlist(for customer: Email) async throws(StorageError) -> Wishlist
  /// Replaces the customer's wishlist.
  func save(_ wishlist: Wishlist, for customer: Email) async throws(StorageError)
}
