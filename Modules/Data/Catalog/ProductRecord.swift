import ShopDomain

/// One product as the catalog feed writes it: its keys are single words, and its price is a
/// `MoneyRecord` (`amount_minor`, the feed's one snake_case key of a product). A DTO: it is
/// decoded as it stands, then `value()` checks it against Domain's rules.
struct ProductRecord: FeedRecordConvertible, Equatable {
  static let identifierKey = "sku"

  let sku: String
  let name: String
  let description: String
  let category: String
  let price: MoneyRecord
  let stock: Int

  var identifier: String { sku }

  func value() throws(FeedFieldError) -> Product {
    do throws(ProductError) {
      return try Product.fromFields(
        sku: sku, name: name, description: description, category: category,
        priceMinorUnits: price.amountMinor, currencyCode: price.currency, stock: stock)
    } catch {
      throw FeedFieldError(field: error.field, reason: error.reason)
    }
  }
}
