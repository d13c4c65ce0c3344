/// A customer's email address, the one thing that identifies a customer in this shop: one
/// visible address is one customer.
///
/// Normalised when made: surrounding spaces removed, lowercased, composed to Unicode's NFC, and
/// full-width letters and signs (`ａ`, `＠`) folded to ASCII as compatibility normalisation
/// (NFKC) folds them. So `Ada@Example.com `, `ａｄａ@example.com` and two byte spellings of
/// `josé@example.com` are one customer. Validated by a deliberately plain rule: one `@`, a local
/// part, and a domain of dot-separated labels of letters, digits and hyphens; a letter outside
/// ASCII in the domain is then refused as ambiguous (`EmailAmbiguity.domainNotASCII`), and only
/// `Email.stored`, which checks the shape alone, would take one.
///
/// What normalising cannot make unique is refused rather than guessed at (`EmailAmbiguity`):
/// an invisible character (a zero-width joiner prints `a@exam‍ple.com` exactly like
/// `a@example.com`), any other character NFKC with case folding would change (`ﬁ`, `𝐚`, `ſ`,
/// `ß`), and a domain outside
/// ASCII, whose `xn--` form is another spelling of the same domain.
public struct Email: Hashable, Sendable, CustomStringConvertible {
  public let value: String

  public init(_ raw: String) throws(AccountError) {
    let address = Self.normalised(raw)
    // Before the shape: an invisible character may also be one the shape has no place for.
    if address.unicodeScalars.contains(where: VisibleText.isUnseen) {
      throw .ambiguousEmail(raw, .invisibleCharacter)
    }
    guard let (local, domain) = Self.parts(of: address) else { throw .invalidEmail(raw) }
    if let ambiguity = Self.ambiguity(local: local, domain: domain) {
      throw .ambiguousEmail(raw, ambiguity)
    }
    value = address
  }

  /// An address read back from storage, written when the rules may have been looser: it is
  /// checked for its shape only, so a customer who signed in then stays readable.
  public static func stored(_ value: String) -> Email? {
    let address = normalised(value)
    return parts(of: address).map { _ in Email(checked: address) }
  }

  private init(checked value: String) {
    self.value = value
  }

  public var description: String { value }

  private static func normalised(_ raw: String) -> String {
    let trimmed = raw.trimmingWhitespace
    // Most addresses are already lowercase ASCII; only others need Unicode's rules.
    let isLowercaseASCII = trimmed.utf8.allSatisfy {
      $0 < 0x80 && !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0)
    }
    return isLowercaseASCII ? trimmed : foldingFullWidth(trimmed).lowercased().composed
  }

  /// Full-width forms, U+FF01 to U+FF5E, are ASCII's `!` to `~` written wide: NFKC's mapping.
  private static func foldingFullWidth(_ text: String) -> String {
    var folded = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      let narrow =
        (0xFF01...0xFF5E).contains(scalar.value)
        ? Unicode.Scalar(scalar.value - 0xFEE0) : nil
      folded.append(narrow ?? scalar)
    }
    return String(folded)
  }

  private static func parts(of address: String) -> (local: Substring, domain: Substring)? {
    let parts = address.split(separator: "@", omittingEmptySubsequences: false)
    guard address.utf8.count <= 254, parts.count == 2, isLocalPart(parts[0]),
      isDomain(parts[1])
    else { return nil }
    return (parts[0], parts[1])
  }

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

  /// Why a well-formed address could still look like another, if it could.
  private static func ambiguity(local: Substring, domain: Substring) -> EmailAmbiguity? {
    if !domain.utf8.allSatisfy({ $0 < 0x80 }) { return .domainNotASCII }
    // The address is lowercase and composed, so a character NFKC with case folding still
    // changes is a compatibility character, which stands for another.
    if local.unicodeScalars.contains(where: { $0.properties.changesWhenNFKCCaseFolded }) {
      return .compatibilityCharacter
    }
    return nil
  }
}

/// Why an address that is well formed is still refused: it could look like another customer's.
public enum EmailAmbiguity: Equatable, Sendable {
  /// A character that prints as nothing (`VisibleText.isUnseen`): a zero-width space or joiner,
  /// a bidi control, a Hangul filler, a blank glyph.
  case invisibleCharacter
  /// A domain outside ASCII, which has another spelling (`xn--…`) for the same domain.
  case domainNotASCII
  /// A character that stands for others, such as a ligature or a styled letter.
  case compatibilityCharacter
}
