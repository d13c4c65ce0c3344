import Foundation
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

  enum CodingKeys: String, CodingKey {
    case code
    case percentOff = "percent_off"
    case amountOff = "amount_off"
    case minimumSubtotal = "minimum_subtotal"
    case expiresAt = "expires_at"
  }

  func value() throws(FeedFieldError) -> Promotion {
    let code = try field("code") { () throws(PromotionError) in try PromotionCode(self.code) }
    let currency = try field("minimum_subtotal.currency") { () throws(MoneyError) in
      try Currency(code: minimumSubtotal.currency)
    }
    let discount = try discount(currency: currency)
    guard let expiry = Self.timestamp(expiresAt) else {
      throw FeedFieldError(
        field: "expires_at", reason: "must be an ISO 8601 date such as 2030-01-01T00:00:00Z")
    }
    return try field("minimum_subtotal") { () throws(PromotionError) in
      try Promotion(
        code: code,
        discount: discount,
        minimumSubtotal: Money(minorUnits: minimumSubtotal.amountMinor, currency: currency),
        expiresAt: expiry
      )
    }
  }

  private func discount(currency: Currency) throws(FeedFieldError) -> Promotion.Discount {
    switch (percentOff, amountOff) {
    case (let percent?, nil):
      guard (1...100).contains(percent) else {
        throw FeedFieldError(field: "percent_off", reason: "must be 1 to 100, not \(percent)")
      }
      return .percent(percent)
    case (nil, let amount?):
      guard amount.amountMinor > 0, amount.currency.uppercased() == currency.code else {
        throw FeedFieldError(
          field: "amount_off", reason: "must be above 0, in the currency of minimum_subtotal")
      }
      return .fixed(Money(minorUnits: amount.amountMinor, currency: currency))
    default:
      throw FeedFieldError(
        field: "percent_off", reason: "give either percent_off or amount_off, not both or neither")
    }
  }

  /// Runs one Domain check, naming `name` as the field when it throws.
  private func field<Value, Failure: Error>(_ name: String, _ make: () throws(Failure) -> Value)
    throws(FeedFieldError)
    -> Value
  {
    do {
      return try make()
    } catch {
      throw FeedFieldError(field: name, reason: "is not valid (\(error))")
    }
  }

  static func timestamp(_ text: String) -> Timestamp? {
    guard let date = ISO8601DateFormatter().date(from: text) else { return nil }
    return Timestamp(millisecondsSince1970: Int64((date.timeIntervalSince1970 * 1_000).rounded()))
  }
}
