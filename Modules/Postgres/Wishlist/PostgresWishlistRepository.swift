import ShopDomain

/// Wishlists, in the `wishlist_items` table on PostgreSQL; `position` keeps the order saved.
/// Saving locks the customer's row first, so two clients saving one wishlist take turns.
public struct PostgresWishlistRepository: WishlistRepository {
  private let database: PostgresDatabase

  public init(database: PostgresDatabase) {
    self.database = database
  }

  public func wishlist(for customer: Email) async throws(StorageError) -> Wishlist {
    let skus = try await database.read { connection in
      try connection.rows(
        "SELECT sku FROM wishlist_items WHERE customer = $1 ORDER BY position",
        [.text(customer.value)]
      ) { row throws(PostgresError) in try row.text(0) }
    }
    var items: [SKU] = []
    for sku in skus {
      do throws(ProductError) {
        items.append(try SKU(sku))
      } catch {
        throw StorageError(reason: "a wishlist in the database has an invalid SKU \"\(sku)\"")
      }
    }
    return Wishlist(skus: items)
  }

  public func save(_ wishlist: Wishlist, for customer: Email) async throws(StorageError) {
    try await database.write { connection in
      try connection.run(
        "SELECT 1 FROM customers WHERE email = $1 FOR UPDATE", [.text(customer.value)])
      try connection.run("DELETE FROM wishlist_items WHERE customer = $1", [.text(customer.value)])
      for (position, sku) in wishlist.skus.enumerated() {
        try connection.run(
          "INSERT INTO wishlist_items (customer, position, sku) VALUES ($1, $2, $3)",
          [.text(customer.value), PostgresValue(position), .text(sku.value)])
      }
    }
  }
}
