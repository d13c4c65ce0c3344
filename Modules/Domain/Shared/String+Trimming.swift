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

  /// The text with the ASCII letters a to z uppercased and every other character left alone,
  /// so `ß` stays `ß` (and is then refused by an ASCII-only rule) instead of becoming `SS`.
  var uppercasedASCII: String {
    let lowercase = UInt8(ascii: "a")...UInt8(ascii: "z")
    guard utf8.contains(where: lowercase.contains) else { return self }
    return String(decoding: utf8.map { lowercase.contains($0) ? $0 - 32 : $0 }, as: UTF8.self)
  }

  /// `false` when the first and last bytes are visible ASCII characters, which settles the
  /// question without building `Character`s; anything else needs the full check.
  private var mayHaveOuterWhitespace: Bool {
    guard let first = utf8.first, let last = utf8.last else { return false }
    let visibleASCII = UInt8(ascii: "!")...UInt8(ascii: "~")
    return !visibleASCII.contains(first) || !visibleASCII.contains(last)
  }
}
