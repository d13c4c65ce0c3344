import ShopDomain

/// A small canned catalog with the cases tests and scenarios need: accents, a tie on price, a
/// product out of stock, two categories.
public enum SampleCatalog {
  public static let euro = Currency.euro

  public static let products: [Product] = [
    product("DAI-001", "Crème fraîche", "Thick cultured cream", "Dairy", 249, 40),
    product("DAI-002", "Gruyère", "Aged Swiss cheese", "Dairy", 599, 12),
    product("DAI-003", "Butter", "Salted, from grass-fed cows", "Dairy", 299, 0),
    product("PAN-001", "Jalapeño hot sauce", "Green and smoky", "Pantry", 399, 25),
    product("PAN-002", "Olive oil", "Extra virgin, cold pressed", "Pantry", 899, 8),
    product("PAN-003", "Basmati rice", "Long grain, 1 kg", "Pantry", 299, 30),
  ]

  /// A valid product; the sample values above are known to be valid, so a failure here is a
  /// bug in this file and stops the test run at once.
  public static func product(
    _ sku: String,
    _ name: String,
    _ description: String = "",
    _ category: String = "Pantry",
    _ priceMinorUnits: Int = 100,
    _ stock: Int = 10
  ) -> Product {
    do {
      return try Product(
        sku: SKU(sku),
        name: name,
        description: description,
        category: ProductCategory(category),
        price: Money(minorUnits: priceMinorUnits, currency: euro),
        stock: stock
      )
    } catch {
      preconditionFailure("invalid sample product \(sku): \(error.reason)")
    }
  }
}
