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

  /// Runs `body` on the UTF-8 bytes in place.
  func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    utf8.withContiguousStorageIfAvailable(body) ?? Array(utf8).withUnsafeBufferPointer(body)
  }
}
