extension Promotion {
  /// A promotion from the plain fields a storage adapter read back: exactly one of a percentage
  /// and an amount off, one currency for the amount off and the minimum subtotal, and the terms
  /// `init` checks. A field that breaks a rule means the database was damaged: an expiry outside
  /// `Timestamp.calendarRange` is damage naming `expiresAt`, and any other broken rule damage to
  /// the promotion. Both storage adapters read their rows back through here, so a stored
  /// promotion is held to the same rules, and its damage reported in the same words, whichever of
  /// them keeps it.
  public static func fromStoredFields(
    code: String,
    percentOff: Int?,
    amountOffMinorUnits: Int?,
    currencyCode: String,
    minimumSubtotalMinorUnits: Int,
    expiresAtMillisecondsSince1970: Int64
  ) throws(StorageError) -> Promotion {
    guard let expiry = Timestamp(calendarMillisecondsSince1970: expiresAtMillisecondsSince1970)
    else { throw StorageError(damaged: "promotion \(TypedText.shown(code))", field: "expiresAt") }
    func damaged() -> StorageError {
      StorageError(reason: "promotion \(TypedText.shown(code)) in the database is invalid")
    }
    guard let checkedCode = try? PromotionCode(code),
      let currency = try? Currency(code: currencyCode)
    else { throw damaged() }
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
