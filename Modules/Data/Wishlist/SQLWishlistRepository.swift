import ShopDomain

/// Wishlists, in the `wishlist_items` table; `position` keeps the order saved. A change holds
/// the customer's row first (`SQLSessionRepository.hold`), then reads, changes and writes the
/// list, so two clients changing one wishlist take turns and neither loses the other's change.
public struct SQLWishlistRepository: WishlistRepository {
  private let database: SQLDatabase

  public init(database: SQLDatabase) {
    self.database = database
  }

  public func wishlist(for customer: Email) async throws(StorageError) -> Wishlist {
    try database.read { connection in try Self.wishlist(for: customer, in: connection) }
  }

  public func update(
    for customer: Email, _ change: @Sendable (inout Wishlist) throws(WishlistError) -> Void
  ) async throws(WishlistError) -> Wishlist {
    try database.write(refusing: WishlistError.self, storage: WishlistError.storage) {
      connection in
      try SQLSessionRepository.hold(customer, in: connection)
      var wishlist = try Self.wishlist(for: customer, in: connection)
      try change(&wishlist)
      try connection.run("DELETE FROM wishlist_items WHERE customer = ?1", [.text(customer.value)])
      for (position, sku) in wishlist.skus.enumerated() {
        try connection.run(
          "INSERT INTO wishlist_items (customer, position, sku) VALUES (?1, ?2, ?3)",
          [.text(customer.value), SQLValue(position), .text(sku.value)])
      }
      return wishlist
    }
  }

  private static func wishlist(for customer: Email, in connection: SQLConnection) throws
    -> Wishlist
  {
    let skus = try connection.rows(
      "SELECT sku FROM wishlist_items WHERE customer = ?1 ORDER BY position",
      [.text(customer.value)]
    ) { row in try row.text(0) }
    return try Wishlist.fromStoredSKUs(skus)
  }
}
