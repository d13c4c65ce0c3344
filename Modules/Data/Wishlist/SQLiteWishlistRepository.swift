import ShopDomain

/// Wishlists, in the `wishlist_items` table; `position` keeps the order saved.
public struct SQLiteWishlistRepository: WishlistRepository {
  private let database: Database

  public init(database: Database) {
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
      var wishlist = try Self.wishlist(for: customer, in: connection)
      try change(&wishlist)
      try Self.store(wishlist, for: customer, in: connection)
      return wishlist
    }
  }

  private static func wishlist(for customer: Email, in connection: SQLiteConnection) throws
    -> Wishlist
  {
    let skus = try connection.statement(
      "SELECT sku FROM wishlist_items WHERE customer = ?1 ORDER BY position"
    )
    .rows([.text(customer.value)]) { row in row.text(0) }
    return try Wishlist.fromStoredSKUs(skus)
  }

  private static func store(
    _ wishlist: Wishlist, for customer: Email, in connection: SQLiteConnection
  )
    throws
  {
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
