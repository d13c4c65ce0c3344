import ShopDomain

extension Product {
  /// A product from the plain fields a DTO carries, checked by Domain's rules. Both DTOs, the
  /// feed's record and the table's row, go through here, so both are held to the same rules.
  static func fromFields(
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
