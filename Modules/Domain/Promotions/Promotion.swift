/// A discount a code unlocks: a percentage or a fixed amount off the subtotal, from a minimum
/// subtotal, until it expires. The amounts are within `amountRange` and the expiry within
/// `Timestamp.calendarRange`, so a promotion's terms are always ones the shop can show.
public struct Promotion: Hashable, Sendable {
  /// What the promotion takes off.
  public enum Discount: Hashable, Sendable {
    /// This percentage of the subtotal, 1 to 100, rounded half up (`Money.percentage`).
    case percent(Int)
    /// This amount, never more than the subtotal.
    case fixed(Money)
  }

  /// The amounts a promotion may name, as a minimum subtotal (from 0) or an amount off (from 1,
  /// which `init` checks): those an order may hold.
  public static let amountRange = 0...Order.maximumAmountMinorUnits
  /// How much a percent promotion may take off: at least 1 percent, at most all of it.
  public static let percentRange = 1...100

  public let code: PromotionCode
  public let discount: Discount
  public let minimumSubtotal: Money
  /// The first moment the code no longer works.
  public let expiresAt: Timestamp

  public init(code: PromotionCode, discount: Discount, minimumSubtotal: Money, expiresAt: Timestamp)
    throws(PromotionError)
  {
    switch discount {
    case .percent(let percent) where !Self.percentRange.contains(percent):
      throw .invalidTerms(code)
    case .fixed(let amount)
    where amount.minorUnits <= 0 || !Self.amountRange.contains(amount.minorUnits)
      || amount.currency != minimumSubtotal.currency:
      throw .invalidTerms(code)
    default:
      break
    }
    guard Self.amountRange.contains(minimumSubtotal.minorUnits),
      Timestamp.calendarRange.contains(expiresAt)
    else { throw .invalidTerms(code) }
    self.code = code
    self.discount = discount
    self.minimumSubtotal = minimumSubtotal
    self.expiresAt = expiresAt
  }

  /// How much comes off `subtotal` at `now`, or why the promotion does not apply.
  public func discount(on subtotal: Money, at now: Timestamp) throws(PromotionError) -> Money {
    guard now < expiresAt else { throw .expired(code, at: expiresAt) }
    guard subtotal.currency == minimumSubtotal.currency else { throw .currencyMismatch(code) }
    guard subtotal.minorUnits >= minimumSubtotal.minorUnits else {
      throw .belowMinimum(code, minimum: minimumSubtotal, subtotal: subtotal)
    }
    switch discount {
    case .percent(let percent):
      return subtotal.percentage(percent)
    case .fixed(let amount):
      return Money(
        minorUnits: min(amount.minorUnits, subtotal.minorUnits), currency: subtotal.currency)
    }
  }
}

/// The code a shopper types to get a promotion, such as `WELCOME10`: 3 to 20 letters and digits,
/// compared in uppercase.
public struct PromotionCode: Hashable, Sendable, CustomStringConvertible {
  /// How many characters a code has: the messages that state the rule read it here.
  public static let lengthRange = 3...20

  public let value: String

  public init(_ raw: String) throws(PromotionError) {
    guard let code = raw.asCode(length: Self.lengthRange, allowingDashes: false) else {
      throw .invalidCode(raw)
    }
    value = code
  }

  public var description: String { value }
}

/// Why a promotion code was refused, with what a shopper needs to understand it.
public enum PromotionError: Error, Equatable, Sendable {
  /// Not a well-formed code.
  case invalidCode(String)
  /// The promotion's own terms are impossible (a percentage outside 1 to 100, say).
  case invalidTerms(PromotionCode)
  /// No promotion has this code.
  case unknown(PromotionCode)
  /// The promotion ended at this moment.
  case expired(PromotionCode, at: Timestamp)
  /// The cart's subtotal is below the promotion's minimum.
  case belowMinimum(PromotionCode, minimum: Money, subtotal: Money)
  /// The promotion is in another currency than the cart.
  case currencyMismatch(PromotionCode)
  case storage(StorageError)

  /// The code the refusal is about, as typed or as known; `nil` when storage failed.
  public var code: String? {
    switch self {
    case .invalidCode(let typed): typed
    case .invalidTerms(let code), .unknown(let code), .expired(let code, _),
      .belowMinimum(let code, _, _), .currencyMismatch(let code):
      code.value
    case .storage: nil
    }
  }
}

/// The port that keeps the promotions the catalog feed brings.
public protocol PromotionRepository: Sendable {
  func promotion(_ code: PromotionCode) async throws(StorageError) -> Promotion?
  /// The page `query` asks for, by code. A feed may bring any number of codes, so they are only
  /// ever read a page at a time. An `after` code the shop does not have is
  /// `PageError.unknownCursor`.
  func page(_ query: PromotionQuery) async throws(PageError) -> Page<Promotion, PromotionCode>
  /// Adds new codes and replaces changed ones, all or nothing.
  func save(_ promotions: [Promotion]) async throws(StorageError) -> SaveSummary
}

/// Which page of promotion codes to read: how many, and where to continue.
///
/// Pages are keyset pages in the order of the codes: `after` is the last code of the previous
/// page, and the next page starts at the first code after it. Reading page 1000 costs what page
/// 1 costs.
public struct PromotionQuery: Hashable, Sendable {
  public var size: PageSize
  public var after: PromotionCode?

  public init(size: PageSize = .standard, after: PromotionCode? = nil) {
    self.size = size
    self.after = after
  }
}
