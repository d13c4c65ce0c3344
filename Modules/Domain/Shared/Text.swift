// The text handling Foundation would give for free, written out because Domain imports nothing:
// trimming, spotting terminal control characters, composing to NFC, uppercasing ASCII.
extension String {
  /// The text without leading and trailing whitespace; Domain has no Foundation to do it.
  var trimmingWhitespace: String {
    var text = self
    text.trimWhitespace()
    return text
  }

  /// Takes leading and trailing whitespace off the text, in place. Text that needs no trimming
  /// (every value read back from storage) is left as it is: a text handed over is then kept
  /// without being copied.
  mutating func trimWhitespace() {
    guard mayHaveOuterWhitespace, first?.isWhitespace == true || last?.isWhitespace == true else {
      return
    }
    let start = firstIndex { !$0.isWhitespace } ?? endIndex
    let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
    self = String(self[start..<end])
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
