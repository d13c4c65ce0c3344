import ShopDomain

/// How a promotion that does not apply is shown when its code is applied to the cart, and beside
/// the cart's totals while it no longer applies; checkout words its own refusal from the same
/// sentences (`Failure.message`), suggesting to take the code off.
extension PromotionError: ShownAsFailure {
  /// The sentence for each promotion refusal, with its reason.
  public var failure: Failure {
    switch self {
    case .storage(let storage): storage.failure
    case .invalidCode: Failure(kind: .invalidInput, message: Failure.message(self))
    case .unknown: Failure(kind: .notFound, message: Failure.message(self))
    default: Failure(kind: .refused, message: Failure.message(self))
    }
  }
}

extension Failure {
  /// Why a promotion does not apply, as a sentence.
  public static func message(_ error: PromotionError) -> String {
    switch error {
    case .invalidCode(let raw):
      "\(TypedText.quoted(raw)) is not a promotion code: codes are \(PromotionCode.lengthRange.lowerBound) to \(PromotionCode.lengthRange.upperBound) letters and digits."
    case .invalidTerms(let code):
      "Promotion \(code) has impossible terms."
    case .unknown(let code):
      "There is no promotion \(code)."
    case .expired(let code, let at):
      "Promotion \(code) expired on \(DateText.format(at))."
    case .belowMinimum(let code, let minimum, let subtotal):
      "Promotion \(code) needs a subtotal of \(PriceText.format(minimum)); the cart has \(PriceText.format(subtotal))."
    case .currencyMismatch(let code):
      "Promotion \(code) is in another currency than the cart."
    case .storage(let storage):
      "\(storage.reason)."
    }
  }
}
