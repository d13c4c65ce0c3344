import ShopDomain

/// One promotion as the catalog feed writes it. Exactly one of `percent_off` and `amount_off`
/// is given; `expires_at` is an ISO 8601 date such as `2030-01-01T00:00:00Z`. A DTO.
struct PromotionRecord: FeedRecordConvertible, Equatable {
  static let identifierKey = "code"

  let code: String
  let percentOff: Int?
  let amountOff: MoneyRecord?
  let minimumSubtotal: MoneyRecord
  let expiresAt: String

  var identifier: String { code }

  enum CodingKeys: String, CodingKey {
    case code
    case percentOff = "percent_off"
    case amountOff = "amount_off"
    case minimumSubtotal = "minimum_subtotal"
    case expiresAt = "expires_at"
  }

  func value() throws(FeedFieldError) -> Promotion {
    let code: PromotionCode
    do throws(PromotionError) {
      code = try PromotionCode(self.code)
    } catch {
      let length = PromotionCode.lengthRange
      throw FeedFieldError(
        field: "code",
        reason:
          "must be \(length.lowerBound) to \(length.upperBound) letters and digits, not \(TypedText.quoted(self.code))"
      )
    }
    let currency: Currency
    do throws(MoneyError) {
      currency = try Currency(code: minimumSubtotal.currency)
    } catch {
      throw FeedFieldError(
        field: "minimum_subtotal.currency",
        reason:
          "must be a three-letter currency code, not \(TypedText.quoted(minimumSubtotal.currency))")
    }
    let discount = try discount(currency: currency)
    guard let expiry = FeedTimestamp.parse(expiresAt) else {
      throw FeedFieldError(
        field: "expires_at",
        reason: "must be an ISO 8601 date with a four-digit year, such as 2030-01-01T00:00:00Z")
    }
    do throws(PromotionError) {
      return try Promotion(
        code: code,
        discount: discount,
        minimumSubtotal: Money(minorUnits: minimumSubtotal.amountMinor, currency: currency),
        expiresAt: expiry
      )
    } catch {
      throw FeedFieldError(
        field: "minimum_subtotal",
        reason: "must be 0 to \(Order.maximumAmountMinorUnits) minor units")
    }
  }

  private func discount(currency: Currency) throws(FeedFieldError) -> Promotion.Discount {
    switch (percentOff, amountOff) {
    case (let percent?, nil):
      let range = Promotion.percentRange
      guard range.contains(percent) else {
        throw FeedFieldError(
          field: "percent_off",
          reason: "must be \(range.lowerBound) to \(range.upperBound), not \(percent)")
      }
      return .percent(percent)
    case (nil, let amount?):
      guard (1...Order.maximumAmountMinorUnits).contains(amount.amountMinor),
        amount.currency.uppercased() == currency.code
      else {
        throw FeedFieldError(
          field: "amount_off",
          reason: "must be 1 to \(Order.maximumAmountMinorUnits) minor units, in the currency of "
            + "minimum_subtotal")
      }
      return .fixed(Money(minorUnits: amount.amountMinor, currency: currency))
    case (nil, nil):
      throw FeedFieldError(
        field: "percent_off", reason: "is missing, and so is amount_off: give one")
    case (_?, _?):
      throw FeedFieldError(
        field: "percent_off", reason: "is given with amount_off: a promotion takes one of them")
    }
  }
}
