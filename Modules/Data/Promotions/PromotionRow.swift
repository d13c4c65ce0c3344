import ShopDomain

/// A row of the `promotions` table: exactly one of `percentOff` and `amountOffMinor` is set.
/// A DTO: it never leaves Data.
struct PromotionRow: Equatable {
  static let columns = "code, percent_off, amount_off_minor, currency, minimum_minor, expires_at"

  let code: String
  let percentOff: Int?
  let amountOffMinor: Int?
  let currency: String
  let minimumMinor: Int
  let expiresAt: Int64

  init(_ promotion: Promotion) {
    code = promotion.code.value
    switch promotion.discount {
    case .percent(let percent):
      percentOff = percent
      amountOffMinor = nil
    case .fixed(let amount):
      percentOff = nil
      amountOffMinor = amount.minorUnits
    }
    currency = promotion.minimumSubtotal.currency.code
    minimumMinor = promotion.minimumSubtotal.minorUnits
    expiresAt = promotion.expiresAt.millisecondsSince1970
  }

  init(_ row: any SQLRow) throws {
    code = try row.text(0)
    percentOff = try row.optionalInt(1)
    amountOffMinor = try row.optionalInt(2)
    currency = try row.text(3)
    minimumMinor = try row.int(4)
    expiresAt = Int64(try row.int(5))
  }

  /// The values of the promotion's INSERT, in the order of `columns`.
  var values: [SQLValue] {
    [
      .text(code), percentOff.map(SQLValue.init) ?? .null,
      amountOffMinor.map(SQLValue.init) ?? .null,
      .text(currency), SQLValue(minimumMinor), .integer(expiresAt),
    ]
  }

  /// The promotion, by the Promotion's own rules; a row that breaks one was damaged.
  func promotion() throws(StorageError) -> Promotion {
    try Promotion.fromStoredFields(
      code: code, percentOff: percentOff, amountOffMinorUnits: amountOffMinor,
      currencyCode: currency, minimumSubtotalMinorUnits: minimumMinor,
      expiresAtMillisecondsSince1970: expiresAt)
  }
}
