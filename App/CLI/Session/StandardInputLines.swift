#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Hardening: the lines typed at the interactive session, read as the bytes typed.
///
/// `Swift.readLine` repairs a line that is not UTF-8 into U+FFFD, so `catalog sync --feed` with
/// a Latin-1 name would read another file. The session gets the bytes and refuses such a line,
/// as `ProcessInput` refuses such an argument.
enum StandardInputLines {
  /// A reader of standard input: each call returns the next line's bytes without its line end
  /// (`\n`, or `\r\n`, as `Swift.readLine` strips them), or `nil` at the end of input.
  static func reader() -> () -> [UInt8]? {
    let input = fdopen(STDIN_FILENO, "r")
    return {
      guard let input else { return nil }
      var buffer: UnsafeMutablePointer<CChar>?
      var capacity = 0
      defer { free(buffer) }
      let count = getline(&buffer, &capacity, input)
      guard count >= 0, let buffer else { return nil }
      var bytes = Array(UnsafeRawBufferPointer(start: buffer, count: count))
      if bytes.last == UInt8(ascii: "\n") {
        bytes.removeLast()
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
      }
      return bytes
    }
  }
}
