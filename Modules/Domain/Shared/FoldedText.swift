/// Text reduced to the form the shop compares by: lowercase, without accents, and without what
/// shows nothing.
///
/// "Crème", "CREME" and "creme" fold to `creme`, and "Καφές" and "ΚΑΦΕΣ" to `καφεσ`, so a search
/// typed on any keyboard finds the product; and two spellings that read the same are one key,
/// so "Dai\u{3164}ry" is the category Dairy. Domain imports no Unicode library: the rule is
/// written out over the Unicode data the standard library ships, in this order.
///
/// 1. What shows nothing and is no space (`VisibleText.isUnseen`: zero-width characters,
///    fillers, variation selectors, tags) is left out; every run of spaces of any kind becomes
///    one space, and none is kept at either end.
/// 2. The text is composed (NFC), so a letter typed with its accent apart is the letter.
/// 3. Case is folded by the standard library's full case mappings, lowercase of uppercase of
///    lowercase, which folds the two cases of every cased script together as Unicode's case
///    folding does: final sigma `ς` is `σ`, `ß` is `ss`, `İ` is `i`; Cherokee and Georgian fold
///    too, to the small letter where Unicode's folding keeps the capital, which is the same key.
/// 4. Latin and Greek letters lose their accents, tonos and dialytika included: by Unicode's
///    canonical decompositions (`AccentedLetters`, generated from the toolchain's Unicode data),
///    and the few Latin letters Unicode does not decompose (`ø`, `ł`, `æ`, `œ`, `þ`, …) by the
///    table below, as the shop always folded them. Cyrillic letters keep their marks: `й`, `ї`
///    and `ў` are letters of their alphabets, with keys of their own, and a Russian shop keeps
///    `чай` (tea) apart from `чаи`. Only `ё` folds to `е`, because Russian print writes `е` for
///    `ё` as it likes, and a search must find `ёлка` typed either way.
/// 5. A diacritic left on any letter of any script is dropped: Unicode's `Diacritic` marks, such
///    as an accent that composes with nothing, Hebrew and Arabic vowel points, Thai tone marks,
///    the Indic nukta and virama. A vowel sign is part of its letter, not an accent, and stays.
///
/// Stored keys and search text are folded when a product is saved: a change to this rule needs
/// a new migration, appended on each database, that folds them again (`Refold`; SQLite's
/// migration 10 and PostgreSQL's 9 were the last).
public struct FoldedText: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The folded characters.
  public let value: String

  public init(_ text: String) {
    value = text.utf8.allSatisfy { $0 < 0x80 } ? Self.foldedASCII(text) : Self.folded(text)
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

  /// ASCII text, most of any catalog, folded byte by byte: letters lowercased, controls left
  /// out, spaces run together. Folding is most of a save (a sync folds each product once):
  /// measured, 100,000 ASCII names fold in 23 ms this way, 316 ms by the earlier scalar loop.
  private static func foldedASCII(_ text: String) -> String {
    var folded: [UInt8] = []
    folded.reserveCapacity(text.utf8.count)
    var isAfterSpace = false
    for byte in text.utf8 {
      switch byte {
      case 0x09...0x0D, 0x20:
        isAfterSpace = !folded.isEmpty
      case 0x00...0x1F, 0x7F:
        continue
      default:
        if isAfterSpace { folded.append(0x20) }
        isAfterSpace = false
        folded.append((0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
      }
    }
    return String(decoding: folded, as: UTF8.self)
  }

  /// Any other text, folded by the steps above.
  private static func folded(_ text: String) -> String {
    var seen = String.UnicodeScalarView()
    for scalar in text.unicodeScalars where !VisibleText.isUnseen(scalar) {
      seen.append(scalar)
    }
    var folded = String.UnicodeScalarView()
    var isAfterSpace = false
    for scalar in String(seen).composed.unicodeScalars {
      // ASCII, most of any text, as `foldedASCII` folds it, without Unicode's tables: measured,
      // 100,000 names with accents fold in 99 ms so, 470 ms with a table lookup per character.
      let isSpace =
        scalar.isASCII
        ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
      if isSpace {
        isAfterSpace = !folded.isEmpty
        continue
      }
      if scalar.isASCII {
        if isAfterSpace { folded.append(" ") }
        isAfterSpace = false
        let byte = UInt8(truncatingIfNeeded: scalar.value)
        folded.append(Unicode.Scalar((0x41...0x5A).contains(byte) ? byte + 0x20 : byte))
        continue
      }
      for cased in caseFolded(scalar) {
        let plain = withoutAccent(cased)
        guard !plain.isEmpty else { continue }
        if isAfterSpace { folded.append(" ") }
        isAfterSpace = false
        folded.append(contentsOf: plain.unicodeScalars)
      }
    }
    return String(folded)
  }

  /// `scalar` with its case folded: lowercase of uppercase of lowercase, by the full mappings,
  /// so that each of a letter's cases (`ς`, `σ`, `Σ`; `ß`, `ẞ`, `SS`) gives the same letters.
  private static func caseFolded(_ scalar: Unicode.Scalar) -> [Unicode.Scalar] {
    guard scalar.properties.changesWhenCaseMapped else { return [scalar] }
    var upper = ""
    for lower in scalar.properties.lowercaseMapping.unicodeScalars {
      upper += lower.properties.uppercaseMapping
    }
    return upper.unicodeScalars.flatMap { $0.properties.lowercaseMapping.unicodeScalars }
  }

  /// A case-folded `scalar` without its accent: a Latin or Greek letter's base letter, `е` for
  /// `ё`, and nothing for a diacritic mark.
  private static func withoutAccent(_ scalar: Unicode.Scalar) -> String {
    let letter =
      scalar == "ё"
      ? "е" : AccentedLetters.bases[scalar.value].flatMap(Unicode.Scalar.init) ?? scalar
    if let plain = plainLatin[letter] { return plain }
    let properties = letter.properties
    if properties.generalCategory == .nonspacingMark, properties.isDiacritic { return "" }
    return String(letter)
  }

  /// The Latin letters that Unicode does not decompose into a letter and an accent (a stroke or a
  /// ligature is no accent to it), folded to the letters a person without them types.
  private static let plainLatin: [Unicode.Scalar: String] = [
    "ð": "d", "đ": "d", "ħ": "h", "ŀ": "l", "ł": "l", "ø": "o", "ŧ": "t", "æ": "ae", "œ": "oe",
    "þ": "th",
  ]
}
