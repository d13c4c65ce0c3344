import ShopDomain

/// A row of the `wishlist_items` table. A DTO: it never leaves Data.
struct WishlistItemRow: Equatable {
  let sku: String

  init(_ statement: SQLiteStatement) {
    sku = statement.text(0)
  }

  func item() throws(StorageError) -> SKU {
    do throws(ProductError) {
      return try SKU(sku)
    } catch {
      throw StorageError(reason: "a wishlist in the database has an invalid SKU \"\(sku)\"")
    }
  }
}
