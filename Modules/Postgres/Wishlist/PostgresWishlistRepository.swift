import ShopDomain

/// Wishlists, in the `wishlist_items` table on PostgreSQL; `position` keeps the order saved.
/// A change locks the customer's row first, then reads, changes and writes the list, so two
/// clients changing one wishlist take turns and neither loses the other's change.
public struct PostgresWishlistRepository: WishlistRepository {
  private let database: PostgresDatabase

  public init(database: PostgresDatabase) {
    self.database = database
  }

  public func wishlist(for customer: Email) async throws(StorageError) -> Wishlist {
    try database.read { connection in try Self.wishlist(for: customer, in: connection) }
  }

  public func update(
    for customer: Email, _ change: @Sendable (inout Wishlist) throws(WishlistError) -> Void
  ) async throws(WishlistError) -> Wishlist {
    return try database.write(refusing: WishlistError.self, storage: WishlistError.storage) {
      connection in
      try connection.run(
        "SELECT 1 FROM customers WHERE email = $1 FOR UPDATE", [.text(customer.value)])
      var wishlist = try Self.wishlist(for: customer, in: connection)
      try change(&wishlist)
      try connection.run(
        "DELETE FROM wishlist_items WHERE customer = $1", [.text(customer.value)])
      for (position, sku) in wishlist.skus.enumerated() {
        try connection.run(
          "INSERT INTO wishlist_items (customer, position, sku) VALUES ($1, $2, $3)",
          [.text(customer.value), PostgresValue(position), .text(sku.value)])
      }
      return wishlist
    }
  }

  private static func wishlist(for customer: Email, in connection: PostgresConnection) throws
    -> Wishlist
  {
    let skus = try connection.rows(
      "SELECT sku FROM wishlist_items WHERE customer = $1 ORDER BY position",
      [.text(customer.value)]
    ) { row throws(PostgresError) in try row.text(0) }
    return try Wishlist.fromStoredSKUs(skus)
  }
}
