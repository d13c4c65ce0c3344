/// A customer's email address, the one thing that identifies a customer in this shop.
///
/// Normalised when made (surrounding spaces removed, lowercased, composed to Unicode's NFC), so
/// `Ada@Example.com ` and `ada@example.com` are the same customer, and so are two spellings of
/// `josé@example.com` that look alike but differ in bytes. Validated by a deliberately plain rule: one `@`, a
/// local part, and a domain of dot-separated labels of letters, digits and hyphens.
public struct Email: Hashable, Sendable, CustomStringConvertible {
  public let value: String

  public init(_ raw: String) throws(AccountError) {
    let trimmed = raw.trimmingWhitespace
    // Most stored addresses are already lowercase ASCII; only others need Unicode lowercasing.
    let isLowercaseASCII = trimmed.utf8.allSatisfy {
      $0 < 0x80 && !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0)
    }
    let address = isLowercaseASCII ? trimmed : trimmed.lowercased().composed
    let parts = address.split(separator: "@", omittingEmptySubsequences: false)
    guard address.utf8.count <= 254, parts.count == 2, Self.isLocalPart(parts[0]),
      Self.isDomain(parts[1])
    else { throw .invalidEmail(raw) }
    value = address
  }

  public var description: String { value }

  private static func isLocalPart(_ part: Substring) -> Bool {
    (1...64).contains(part.utf8.count) && !part.hasPrefix(".") && !part.hasSuffix(".")
      && part.allSatisfy { $0.isLetter || $0.isNumber || "._%+-'".contains($0) }
  }

  private static func isDomain(_ part: Substring) -> Bool {
    let labels = part.split(separator: ".", omittingEmptySubsequences: false)
    return labels.count >= 2
      && labels.allSatisfy { label in
        (1...63).contains(label.utf8.count) && !label.hasPrefix("-") && !label.hasSuffix("-")
          && label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
      }
  }
}
