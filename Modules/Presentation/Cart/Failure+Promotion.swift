import ShopDomain

extension Failure {
  /// The sentence for each promotion refusal, with its reason.
  public init(_ error: PromotionError) {
    switch error {
    case .storage(let storage): self.init(storage)
    case .invalidCode: self.init(kind: .invalidInput, message: Self.message(error))
    default: self.init(kind: .refused, message: Self.message(error))
    }
  }

  /// Why a promotion does not apply, as a sentence.
  public static func message(_ error: PromotionError) -> String {
    switch error {
    case .invalidCode(let raw):
      "\"\(raw)\" is not a promotion code: codes are 3 to 20 letters and digits."
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
