extension Promotion {
  /// A promotion from the plain fields a storage adapter read back. A stored row can be edited
  /// by hand, so a read trusts none of it: the code and the currency must be valid by their
  /// types, exactly one of a percentage and an amount off must be there, and the terms are held
  /// to `init`'s rules (a percentage of 1 to 100, amounts in `amountRange`, one currency, an
  /// expiry in `Timestamp.calendarRange`), run there once. A field that breaks a rule means the
  /// database was damaged: an expiry outside the calendar is damage naming `expiresAt`, and any
  /// other broken rule damage to the promotion. The SQL adapter reads its rows back through here
  /// on either database, so a stored promotion is held to the same rules, and its damage reported
  /// in the same words, wherever it is kept.
  public static func fromStoredFields(
    code: String,
    percentOff: Int?,
    amountOffMinorUnits: Int?,
    currencyCode: String,
    minimumSubtotalMinorUnits: Int,
    expiresAtMillisecondsSince1970: Int64
  ) throws(StorageError) -> Promotion {
    let expiry = Timestamp(millisecondsSince1970: expiresAtMillisecondsSince1970)
    func damaged(_ field: String = "terms") -> StorageError {
      // Only a refused row asks which rule it broke: an expiry outside the calendar is named
      // before the terms it would also break.
      let field = Timestamp.calendarRange.contains(expiry) ? field : "expiresAt"
      return StorageError(damaged: "promotion \(TypedText.shown(code))", field: field)
    }
    guard let checkedCode = try? PromotionCode(code) else { throw damaged("code") }
    guard let currency = try? Currency(code: currencyCode) else { throw damaged("currency") }
    let discount: Discount
    switch (percentOff, amountOffMinorUnits) {
    case (let percent?, nil):
      discount = .percent(percent)
    case (nil, let amount?):
      discount = .fixed(Money(minorUnits: amount, currency: currency))
    default:
      throw damaged()
    }
    let minimum = Money(minorUnits: minimumSubtotalMinorUnits, currency: currency)
    guard
      let promotion = try? Promotion(
        code: checkedCode, discount: discount, minimumSubtotal: minimum, expiresAt: expiry)
    else { throw damaged() }
    return promotion
  }
}
