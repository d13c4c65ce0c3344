import ShopDomain

/// Wishlists, in the `wishlist_items` table; `position` keeps the order saved.
public struct SQLiteWishlistRepository: WishlistRepository {
  private let database: Database

  public init(database: Database) {
    self.database = database
  }

  public func wishlist(for customer: Email) async throws(StorageError) -> Wishlist {
    let rows = try database.read { connection in
      try connection.statement(
        "SELECT sku FROM wishlist_items WHERE customer = ?1 ORDER BY position"
      )
      .rows([.text(customer.value)]) { row throws(SQLiteError) in try WishlistItemRow(row) }
    }
    var skus: [SKU] = []
    for row in rows {
      skus.append(try row.item())
    }
    return Wishlist(skus: skus)
  }

  public func save(_ wishlist: Wishlist, for customer: Email) async throws(StorageError) {
    try database.write { connection in
      try connection.statement("DELETE FROM wishlist_items WHERE customer = ?1").run([
        .text(customer.value)
      ])
      let insert = try connection.statement(
        "INSERT INTO wishlist_items (customer, position, sku) VALUES (?1, ?2, ?3)")
      for (position, sku) in wishlist.skus.enumerated() {
        try insert.run([.text(customer.value), SQLiteValue(position), .text(sku.value)])
      }
    }
  }
}
