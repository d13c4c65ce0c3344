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
///    lowercase, which is Unicode's case folding for every cased script: final sigma `ς` is
///    `σ`, `ß` is `ss`, `İ` is `i`, Cherokee and Georgian fold their two cases together.
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
/// a migration that folds them again (SQLite's migration 10, PostgreSQL's 9).
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

// The text handling Foundation would give for free, written out because Domain imports nothing:
// trimming, spotting terminal control characters, composing to NFC, uppercasing ASCII.
extension String {
  /// The text without leading and trailing whitespace; Domain has no Foundation to do it.
  /// Text that needs no trimming (every value read back from storage) is returned as it is,
  /// without copying.
  var trimmingWhitespace: String {
    guard mayHaveOuterWhitespace, first?.isWhitespace == true || last?.isWhitespace == true else {
      return self
    }
    let start = firstIndex { !$0.isWhitespace } ?? endIndex
    let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
    return String(self[start..<end])
  }

  /// Whether the text holds a control character: C0 (below U+0020, tab and newline included),
  /// DEL or C1 (U+0080 to U+009F). Shown on a terminal, such text can move the cursor, change
  /// colours, hide what precedes it or cut it short, so no text the shop shows may carry one.
  var containsControlCharacter: Bool {
    // C0 and DEL are single bytes in UTF-8; a C1 control is 0xC2 followed by 0x80 to 0x9F.
    withBytes { bytes in
      for index in bytes.bytesBeforeAnyControlStart..<bytes.count {
        let byte = bytes[index]
        if (0x20..<0x7F).contains(byte) { continue }  // printable ASCII, most of any text
        if byte < 0x20 || byte == 0x7F { return true }
        if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
          return true
        }
      }
      return false
    }
  }

  /// The text in Unicode's composed form (NFC), so an `é` typed as one character and one typed
  /// as `e` plus an accent are the same bytes, as storage compares them.
  var composed: String {
    guard !utf8.allSatisfy({ $0 < 0x80 }) else { return self }
    // The one underscored standard-library call in the shop, because nothing public does its job.
    // Swift 6.3's standard library has no public normalisation (one is proposed to Swift
    // Evolution, not yet accepted; `UTF8Span.checkForNFC` only checks, and from macOS 26).
    // Foundation's `precomposedStringWithCanonicalMapping` is out of Domain's reach. String's
    // `==` and hashing treat the two spellings as equal, but an address is stored and looked up
    // as bytes by SQL, so it needs one byte form, not an equality. Writing NFC's composition
    // tables out here would be far more code than the rule it serves. `_nfcCodeUnits` is the
    // normalisation behind String's own `==`, public in the standard library's interface.
    return String(decoding: _nfcCodeUnits, as: UTF8.self)
  }

  /// The text as one of the shop's codes (SKUs, order ids, promotion codes): trimmed, with a to
  /// z uppercased, and `nil` unless it is `length` bytes of capital letters, digits and, where
  /// `dashes` allows them, dashes.
  func asCode(length: ClosedRange<Int>, allowingDashes dashes: Bool) -> String? {
    // A code read back from storage is already one: its bytes settle it without a copy.
    if isCode(length: length, allowingDashes: dashes) { return self }
    let code = trimmingWhitespace.uppercasedASCII
    return code.isCode(length: length, allowingDashes: dashes) ? code : nil
  }

  /// The text with the ASCII letters a to z uppercased and every other character left alone,
  /// so `ß` stays `ß` (and is then refused by an ASCII-only rule) instead of becoming `SS`.
  var uppercasedASCII: String {
    let lowercase = UInt8(ascii: "a")...UInt8(ascii: "z")
    guard withBytes({ $0.contains(where: lowercase.contains) }) else { return self }
    return String(decoding: utf8.map { lowercase.contains($0) ? $0 - 32 : $0 }, as: UTF8.self)
  }

  /// Whether the text is `length` bytes of capital letters, digits and, where `dashes` allows
  /// them, dashes, exactly as it stands.
  private func isCode(length: ClosedRange<Int>, allowingDashes dashes: Bool) -> Bool {
    withBytes { bytes in
      length.contains(bytes.count)
        && bytes.allSatisfy { byte in
          switch byte {
          case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
          case UInt8(ascii: "-"): dashes
          default: false
          }
        }
    }
  }

  /// `false` when the first and last bytes are visible ASCII characters, which settles the
  /// question without building `Character`s; anything else needs the full check.
  private var mayHaveOuterWhitespace: Bool {
    withBytes { bytes in
      guard let first = bytes.first, let last = bytes.last else { return false }
      let visibleASCII = UInt8(ascii: "!")...UInt8(ascii: "~")
      return !visibleASCII.contains(first) || !visibleASCII.contains(last)
    }
  }

  /// Runs `body` on the UTF-8 bytes in place. Every row read back pays for the checks above, and
  /// a loop over a buffer of bytes runs at about twice the speed of one over `utf8`. Measured
  /// (Benchmarks.md): with the checks on `utf8`, a page of 50 products read at 1.5 times raw
  /// SQLite's time; on the buffer, 1.2, the repository layer's target.
  func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    utf8.withContiguousStorageIfAvailable(body) ?? Array(utf8).withUnsafeBufferPointer(body)
  }
}
