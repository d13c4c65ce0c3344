import ShopDomain

/// A row of the `cart_lines` table. A DTO: it never leaves Data.
struct CartLineRow: Equatable {
  let sku: String
  let quantity: Int

  init(_ statement: SQLiteStatement) {
    sku = statement.text(0)
    quantity = statement.int(1)
  }

  func line() throws(StorageError) -> CartLine {
    do throws(ProductError) {
      return CartLine(sku: try SKU(sku), quantity: quantity)
    } catch {
      throw StorageError(reason: "a cart line in the database has an invalid SKU \"\(sku)\"")
    }
  }
}
