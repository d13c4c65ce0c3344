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
}
