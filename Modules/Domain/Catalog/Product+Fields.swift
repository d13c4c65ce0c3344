extension Product {
  /// A product from the plain fields it is sent or kept as: a feed's record and every stored row
  /// come through here, for neither is trusted (anyone writes a feed; a row can be edited by
  /// hand). The SKU, the category and the currency are checked by their types (a code that is
  /// not a currency is the product's `currency`), the rest by `Product`'s initializer (a visible
  /// name, no control characters, a price and a stock in range), each rule said once.
  ///
  /// Not `@inlinable`: inlined into the adapter, a page of products read about 8% slower than
  /// through this one optimised call. Its texts are consumed: handed over, not copied.
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
  /// naming it and `category`. The SQL adapter reads categories back through here, on either
  /// database.
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
