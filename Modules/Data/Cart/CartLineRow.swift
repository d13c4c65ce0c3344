import ShopDomain

/// A row of the `cart_lines` table. A DTO: it never leaves Data.
struct CartLineRow: Equatable {
  let sku: String
  let quantity: Int

  init(_ statement: SQLiteStatement) {
    sku = statement.text(0)
    quantity = statement.int(1)
  }

  /// The line, by Domain's rules; a row that breaks one was damaged.
  func line() throws(StorageError) -> CartLine {
    do throws(FieldError) {
      return try CartLine.fromFields(sku: sku, quantity: quantity)
    } catch {
      throw StorageError(damaged: "the cart line of \"\(sku)\"", field: error.field)
    }
  }
}
