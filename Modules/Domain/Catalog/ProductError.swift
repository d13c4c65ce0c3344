/// Why a product could not be made, and each broken rule said of its field: a feed's rejected
/// record and a damaged row both report a product's refusal in these words.
public enum ProductError: Error, Equatable, Sendable {
  case invalidSKU(String)
  case emptyName
  case emptyCategory
  case invalidPrice(Int)
  case invalidStock(Int)
  case invalidCurrency(String)
  /// Text that would act on a terminal: a control character in this field.
  case controlCharacter(field: String)
  /// Text with nothing to see: only characters that show nothing (`VisibleText.isBlank`).
  case invisible(field: String)

  /// The field at fault, as the catalog feed calls it, but for a price's two parts, named
  /// `price` and `currency` (the feed's keys are `price.amount_minor` and `price.currency`, as
  /// `SyncCatalog` names a price in another currency than the shop's; the row's columns,
  /// `price_minor` and `currency`).
  public var field: String {
    switch self {
    case .invalidSKU: "sku"
    case .emptyName: "name"
    case .emptyCategory: "category"
    case .invalidPrice: "price"
    case .invalidStock: "stock"
    case .invalidCurrency: "currency"
    case .controlCharacter(let field), .invisible(let field): field
    }
  }

  /// The broken rule, said of the field: "price must be …", "name is empty".
  public var reason: String {
    switch self {
    case .invalidSKU(let raw):
      "must be \(SKU.lengthRange.lowerBound) to \(SKU.lengthRange.upperBound) letters, digits or dashes, starting and ending with a letter or digit, not \(TypedText.quoted(raw))"
    case .emptyName, .emptyCategory:
      "is empty"
    case .invalidPrice(let minorUnits):
      "must be 0 to \(Product.maximumPriceMinorUnits) minor units, not \(minorUnits)"
    case .invalidStock(let stock):
      "must be 0 to \(Product.maximumStock), not \(stock)"
    case .invalidCurrency(let code):
      "must be a three-letter currency code, not \(TypedText.quoted(code))"
    case .controlCharacter:
      "holds a control character (such as an escape, a carriage return or a NUL)"
    case .invisible:
      "has no visible character (only spaces, fillers, zero-width or format characters)"
    }
  }
}
