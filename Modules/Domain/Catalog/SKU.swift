/// A stock keeping unit: the code that names one product, such as `DAI-001`.
///
/// Typed so a SKU can never be passed where a name or an order id is expected. Made only through
/// the validating initializer: uppercase ASCII letters, digits and `-`, 1 to 32 of them, starting
/// and ending with a letter or digit (so `-` alone, or `--x`, is not a SKU).
public struct SKU: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let value: String

  /// Accepts the code in any case and with surrounding spaces: ` dai-001 ` is `DAI-001`.
  public init(_ raw: String) throws(ProductError) {
    let code = raw.trimmingWhitespace.uppercasedASCII
    guard (1...32).contains(code.utf8.count), code.utf8.allSatisfy(Self.isAllowed),
      code.utf8.first != UInt8(ascii: "-"), code.utf8.last != UInt8(ascii: "-")
    else {
      throw .invalidSKU(raw)
    }
    value = code
  }

  public var description: String { value }

  public static func < (lhs: SKU, rhs: SKU) -> Bool {
    lhs.value.utf8.lexicographicallyPrecedes(rhs.value.utf8)
  }

  private static func isAllowed(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "-"):
      return true
    default:
      return false
    }
  }
}
