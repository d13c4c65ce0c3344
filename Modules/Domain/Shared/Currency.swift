/// An ISO 4217 currency code such as `EUR`.
public struct Currency: Hashable, Sendable, CustomStringConvertible {
  /// Three uppercase ASCII letters.
  public let code: String

  /// Accepts three ASCII letters in either case; refuses anything else.
  public init(code: String) throws(MoneyError) {
    let upper = code.uppercasedASCII
    let isThreeLetters =
      upper.utf8.count == 3
      && upper.utf8.allSatisfy { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
    guard isThreeLetters else { throw .invalidCurrency(code) }
    self.code = upper
  }

  public var description: String { code }
}
