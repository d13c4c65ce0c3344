// The text handling Foundation would give for free, written out because Domain imports nothing:
// trimming, composing to NFC, uppercasing ASCII, the shop's codes. Spotting what a terminal would
// not show as written is hardening (`VisibleText.swift`); reading a text's bytes in place, for
// speed, is in `TextBytes.swift`.
extension String {
  /// The text without leading and trailing whitespace; Domain has no Foundation to do it. Text
  /// that needs no trimming (every value read back from storage) is the same string, not a copy.
  var trimmingWhitespace: String {
    guard mayHaveOuterWhitespace, first?.isWhitespace == true || last?.isWhitespace == true else {
      return self
    }
    let start = firstIndex { !$0.isWhitespace } ?? endIndex
    let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
    return String(self[start..<end])
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
}
