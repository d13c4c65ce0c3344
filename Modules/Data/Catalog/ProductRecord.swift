import ShopDomain

/// One product as the catalog feed writes it, with the feed's snake_case keys. A DTO: it is
/// decoded as it stands, then `product()` checks it against Domain's rules.
struct ProductRecord: Decodable, Equatable {
  struct Price: Decodable, Equatable {
    let amountMinor: Int
    let currency: String

    enum CodingKeys: String, CodingKey {
      case amountMinor = "amount_minor"
      case currency
    }
  }

  let sku: String
  let name: String
  let description: String
  let category: String
  let price: Price
  let stock: Int

  func product() throws(ProductError) -> Product {
    try Product.fromFields(
      sku: sku,
      name: name,
      description: description,
      category: category,
      priceMinorUnits: price.amountMinor,
      currencyCode: price.currency,
      stock: stock
    )
  }

}
