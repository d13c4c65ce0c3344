/// Text reduced to the form the shop compares by: lowercase, without accents.
///
/// "Crème", "CREME" and "creme" fold to the same `creme`, so a search typed on any keyboard
/// finds the product. The rule is deliberately small and written out, because Domain imports no
/// Unicode library: letters are lowercased by the standard library, combining marks are dropped,
/// and the Latin letters with diacritics (Latin-1 and Latin Extended-A) map to their base letters.
public struct FoldedText: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The folded characters.
  public let value: String

  public init(_ text: String) {
    var folded = ""
    folded.reserveCapacity(text.utf8.count)
    for scalar in text.lowercased().unicodeScalars {
      if scalar.properties.generalCategory == .nonspacingMark { continue }
      if let base = Self.baseLetters[scalar] {
        folded += base
      } else {
        folded.unicodeScalars.append(scalar)
      }
    }
    value = folded
  }

  public var description: String { value }

  /// Whether `other` occurs anywhere in this text.
  public func contains(_ other: FoldedText) -> Bool {
    other.value.isEmpty || value.contains(other.value)
  }

  /// Byte order of the UTF-8, the order SQLite's default collation uses, so every repository
  /// sorts the same way.
  public static func < (lhs: FoldedText, rhs: FoldedText) -> Bool {
    lhs.value.utf8.lexicographicallyPrecedes(rhs.value.utf8)
  }

  /// Equal when the bytes are equal, as SQLite compares, so `==` and `<` never disagree (String's
  /// own `==` would call two encodings of one Korean syllable equal).
  public static func == (lhs: FoldedText, rhs: FoldedText) -> Bool {
    lhs.value.utf8.elementsEqual(rhs.value.utf8)
  }

  public func hash(into hasher: inout Hasher) {
    for byte in value.utf8 { hasher.combine(byte) }
  }

  private static let baseLetters: [Unicode.Scalar: String] = {
    let groups: [(letters: String, base: String)] = [
      ("àáâãäåāăą", "a"), ("çćĉċč", "c"), ("ďđð", "d"), ("èéêëēĕėęě", "e"),
      ("ĝğġģ", "g"), ("ĥħ", "h"), ("ìíîïĩīĭįı", "i"), ("ĵ", "j"), ("ķ", "k"),
      ("ĺļľŀł", "l"), ("ñńņňŉ", "n"), ("òóôõöøōŏő", "o"), ("ŕŗř", "r"), ("śŝşš", "s"),
      ("ţťŧ", "t"), ("ùúûüũūŭůűų", "u"), ("ŵ", "w"), ("ýÿŷ", "y"), ("źżž", "z"),
      ("ß", "ss"), ("æ", "ae"), ("œ", "oe"), ("þ", "th"),
    ]
    var table: [Unicode.Scalar: String] = [:]
    for group in groups {
      for scalar in group.letters.unicodeScalars {
        table[scalar] = group.base
      }
    }
    return table
  }()
}
