/// Performance: a text's checks read its UTF-8 bytes where they lie. Every row read back pays for
/// the checks of its texts (trimming, codes, control characters, something visible), and a loop
/// over a buffer of bytes runs at about twice the speed of one over `utf8`: with the checks on
/// `utf8`, a page of 50 products read at 1.5 times raw SQLite's time; on the buffer, 1.2
/// (Benchmarks.md).
extension String {
  /// `false` when the first and last bytes are visible ASCII characters, which settles the
  /// question without building `Character`s; anything else needs the full check.
  var mayHaveOuterWhitespace: Bool {
    withBytes { bytes in
      guard let first = bytes.first, let last = bytes.last else { return false }
      let visibleASCII = UInt8(ascii: "!")...UInt8(ascii: "~")
      return !visibleASCII.contains(first) || !visibleASCII.contains(last)
    }
  }

  /// `true` when the text starts and ends with a visible ASCII character and holds no byte a
  /// control character starts with (`bytesBeforeAnyControlStart`). Such a text needs no
  /// trimming, holds no control character and shows something, so one pass over its bytes
  /// settles all three of a product's text rules; accented letters keep it on this path. Any
  /// other text (a `0xC2` byte, which some visible characters start with too, included) takes
  /// the rules one by one. Measured: pages of 50 products 1.08 – 1.12× raw SQLite, against
  /// 1.15 – 1.20× with every text taking the rules one by one (`shop-bench`, two runs each,
  /// 2026-11-27).
  var isTidyText: Bool {
    withBytes { bytes in
      let visibleASCII = UInt8(ascii: "!")...UInt8(ascii: "~")
      guard let first = bytes.first, let last = bytes.last,
        visibleASCII.contains(first), visibleASCII.contains(last)
      else { return false }
      let rest = bytes[bytes.bytesBeforeAnyControlStart...]
      return !rest.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }
    }
  }

  /// Runs `body` on the UTF-8 bytes in place.
  func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    utf8.withContiguousStorageIfAvailable(body) ?? Array(utf8).withUnsafeBufferPointer(body)
  }
}
