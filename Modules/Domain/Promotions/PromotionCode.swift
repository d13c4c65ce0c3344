/// The code a shopper types to get a promotion, such as `WELCOME10`: 3 to 20 letters and digits,
/// compared in uppercase.
public struct PromotionCode: Hashable, Sendable, CustomStringConvertible {
  public let value: String

  public init(_ raw: String) throws(PromotionError) {
    let code = raw.trimmingWhitespace.uppercasedASCII
    let isAlphanumeric = code.utf8.allSatisfy { byte in
      (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
    guard (3...20).contains(code.utf8.count), isAlphanumeric else { throw .invalidCode(raw) }
    value = code
  }

  public var description: String { value }
}
