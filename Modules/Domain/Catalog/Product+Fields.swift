extension Product {
  /// A product from the plain fields it is sent or kept as. A feed's record is anyone's text and
  /// a stored row can be edited by hand, so neither is trusted: the SKU, the category and the
  /// currency are checked by their own types (a code that is not a currency is refused as the
  /// product's `currency`), and the rest by `Product`'s initializer (a visible name, text without
  /// control characters, a price and a stock in range), the one statement of each rule. Every DTO
  /// goes through here (the feed's record and each storage adapter's row), so all of them are
  /// held to the same rules, and the `ProductError` names the field.
  ///
  /// Not `@inlinable`, though a page calls it for every row: measured, a page of products read
  /// about 8% slower with it inlined into the adapter than with this one optimised call. The
  /// texts a product keeps are consumed: a row's texts are handed over, not copied.
  public static func fromFields(
    sku: String,
    name: consuming String,
    description: consuming String,
    category: consuming String,
    priceMinorUnits: Int,
    currencyCode: String,
    stock: Int
  ) throws(ProductError) -> Product {
    let currency: Currency
    do throws(MoneyError) {
      currency = try Currency(code: currencyCode)
    } catch {
      throw .invalidCurrency(currencyCode)
    }
    return try Product(
      sku: SKU(sku),
      name: name,
      description: description,
      category: ProductCategory(category),
      price: Money(minorUnits: priceMinorUnits, currency: currency),
      stock: stock
    )
  }
}

extension ProductCategory {
  /// The categories storage keeps, by name. A stored row can be edited by hand, so each name is
  /// held to `ProductCategory`'s initializer (not empty, no control character, something
  /// visible); a name that breaks it means the database was damaged, which is a storage failure
  /// naming it and `category`. Both storage adapters read categories back through here.
  public static func fromStoredNames(_ names: [String]) throws(StorageError) -> [ProductCategory] {
    try names.map { name throws(StorageError) in
      do throws(ProductError) {
        return try ProductCategory(name)
      } catch {
        throw StorageError(damaged: "the category \(TypedText.quoted(name))", field: "category")
      }
    }
  }
}
