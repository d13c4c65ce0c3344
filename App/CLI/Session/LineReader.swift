/// Hardening: the session's input, a line at a time, as the bytes typed, read through a fixed
/// buffer. A line holds at most `maximumBytes`; a longer one is read to its end and dropped,
/// keeping only its start for the echo, so memory stays the same however long a line is.
/// `Swift.readLine()` (and `getline`) held the whole line: one of 50 MB took 150 MB and 13
/// seconds, and a line of any length can be typed or piped in. The bytes are the session's to
/// read as UTF-8 or refuse: `Swift.readLine()` repaired a line that is not UTF-8 into another.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

struct LineReader {
  /// One line of input, without its line end (`\n`, or `\r\n`).
  enum Line: Equatable {
    case typed([UInt8])
    /// A line longer than `maximumBytes`, dropped: the bytes it started with, for the echo.
    case tooLong(start: [UInt8])
  }

  /// The most a line holds: twice the longest path (4,096 bytes) a command may name, which is
  /// more than any command, search or address needs; a terminal's own line is shorter.
  static let maximumBytes = 8_192

  private let descriptor: Int32
  private var buffer = [UInt8](repeating: 0, count: 65_536)
  private var start = 0
  private var end = 0

  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// The next line, or `nil` at the end of the input (or a read that failed, which ends it too,
  /// as it ended `Swift.readLine()`).
  mutating func next() -> Line? {
    var line: [UInt8] = []
    var isTooLong = false
    var readAny = false
    var newline: Int?
    while newline == nil, start < end || refill() {
      readAny = true
      let chunk = buffer[start..<end]
      newline = chunk.firstIndex(of: UInt8(ascii: "\n"))
      let piece = chunk[..<(newline ?? end)]
      if !isTooLong {
        let room = Self.maximumBytes - line.count
        line += piece.prefix(room)
        isTooLong = piece.count > room
      }
      start = newline.map { $0 + 1 } ?? end
    }
    guard readAny else { return nil }
    if newline != nil, !isTooLong, line.last == UInt8(ascii: "\r") { line.removeLast() }
    return isTooLong ? .tooLong(start: line) : .typed(line)
  }

  /// Reads the next bytes into the buffer; `false` at the end of the input or on a failed read.
  private mutating func refill() -> Bool {
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        (start, end) = (0, count)
        return true
      }
      if count < 0, errno == EINTR { continue }
      if count < 0, errno == EAGAIN, waitForInput() { continue }
      return false
    }
  }

  /// Waits until a descriptor another program left non-blocking has something to read.
  private func waitForInput() -> Bool {
    var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&ready, 1, -1) >= 0
  }
}
