extension Promotion {
  /// A promotion from the plain fields it is kept as: exactly one of a percentage and an amount
  /// off, one currency for the amount off and the minimum subtotal, and the terms `init` checks.
  /// A code that is not a code is refused as `invalidCode`; anything else wrong is
  /// `invalidTerms`. Both storage adapters read their rows back through here, so a stored
  /// promotion is held to the same rules whichever of them keeps it.
  public static func fromFields(
    code: String,
    percentOff: Int?,
    amountOffMinorUnits: Int?,
    currencyCode: String,
    minimumSubtotalMinorUnits: Int,
    expiresAt: Timestamp
  ) throws(PromotionError) -> Promotion {
    let code = try PromotionCode(code)
    let currency: Currency
    do throws(MoneyError) {
      currency = try Currency(code: currencyCode)
    } catch {
      throw .invalidTerms(code)
    }
    let discount: Discount
    switch (percentOff, amountOffMinorUnits) {
    case (let percent?, nil):
      discount = .percent(percent)
    case (nil, let amount?):
      discount = .fixed(Money(minorUnits: amount, currency: currency))
    default:
      throw .invalidTerms(code)
    }
    return try Promotion(
      code: code,
      discount: discount,
      minimumSubtotal: Money(minorUnits: minimumSubtotalMinorUnits, currency: currency),
      expiresAt: expiresAt
    )
  }

  /// A promotion from the fields a storage adapter read back, as `fromFields` makes one, with
  /// the expiry still a number: one outside `Timestamp.calendarRange` is damage naming
  /// `expiresAt`, and any other broken rule damage to the promotion. Both adapters report a
  /// damaged row in these words.
  public static func fromStoredFields(
    code: String,
    percentOff: Int?,
    amountOffMinorUnits: Int?,
    currencyCode: String,
    minimumSubtotalMinorUnits: Int,
    expiresAtMillisecondsSince1970: Int64
  ) throws(StorageError) -> Promotion {
    guard let expiry = Timestamp(calendarMillisecondsSince1970: expiresAtMillisecondsSince1970)
    else { throw StorageError(damaged: "promotion \(code)", field: "expiresAt") }
    do throws(PromotionError) {
      return try fromFields(
        code: code, percentOff: percentOff, amountOffMinorUnits: amountOffMinorUnits,
        currencyCode: currencyCode, minimumSubtotalMinorUnits: minimumSubtotalMinorUnits,
        expiresAt: expiry)
    } catch {
      throw StorageError(reason: "promotion \(code) in the database is invalid")
    }
  }
}
