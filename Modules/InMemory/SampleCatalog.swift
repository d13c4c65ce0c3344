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

  /// `WELCOME10`: 10% off from €20, valid until 2030. `SUMMER24`: expired in 2024. `FIVEOFF`: €5
  /// off from €30.
  public static let promotions: [Promotion] = [
    promotion("WELCOME10", .percent(10), minimum: 2_000, expires: 1_924_991_999_000),
    promotion("SUMMER24", .percent(15), minimum: 0, expires: 1_725_148_800_000),
    promotion(
      "FIVEOFF", .fixed(Money(minorUnits: 500, currency: euro)), minimum: 3_000,
      expires: 1_924_991_999_000),
  ]

  /// A valid promotion; the sample values are known to be valid.
  public static func promotion(
    _ code: String,
    _ discount: Promotion.Discount,
    minimum: Int,
    expires milliseconds: Int64
  ) -> Promotion {
    do {
      return try Promotion(
        code: PromotionCode(code), discount: discount,
        minimumSubtotal: Money(minorUnits: minimum, currency: euro),
        expiresAt: Timestamp(millisecondsSince1970: milliseconds))
    } catch {
      preconditionFailure("invalid sample promotion \(code)")
    }
  }

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
