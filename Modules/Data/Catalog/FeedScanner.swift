#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads a catalog feed, `{ "products": [ … ], "promotions": [ … ] }`, as a stream: it checks the
/// document's outer shape itself and hands over the bytes of one list element at a time, to be
/// decoded on its own. Memory stays at one read buffer and one record, however long the feed.
///
/// It knows just enough JSON to find where a value ends (strings, escapes, nesting); whether an
/// element is valid JSON is for the decoder of that element to say.
struct FeedScanner {
  /// The two lists a feed may hold.
  enum Section: String {
    case products
    case promotions
  }

  /// Why the document is not a catalog feed.
  struct Malformed: Error {
    let detail: String
  }

  private var source: ByteSource

  init(_ source: ByteSource) {
    self.source = source
  }

  /// Reads the whole document, calling `element` with each list element's bytes in order, and
  /// how many bytes of the document are read once the element is.
  mutating func scan(_ element: (Section, [UInt8], Int) throws -> Void) throws {
    try skipByteOrderMark()
    try expect(UInt8(ascii: "{"), "the feed must be a JSON object")
    var seen: Set<Section> = []
    try expectMore(before: UInt8(ascii: "}"), orElse: "it has no \"products\" list")
    repeat {
      let key = try string()
      try expect(UInt8(ascii: ":"), "a key must be followed by a colon")
      switch Section(rawValue: key) {
      case let section?:
        // A second list would be applied after the first, where a reader sees one or the other.
        guard seen.insert(section).inserted else {
          throw Malformed(detail: "it has two \"\(section.rawValue)\" lists")
        }
        try list(section, element)
      case nil:
        _ = try value(capturing: false)
      }
    } while try separator(closing: UInt8(ascii: "}"))
    guard try next(skippingSpace: true) == nil else {
      throw Malformed(detail: "there is more after the closing brace")
    }
    guard seen.contains(.products) else {
      throw Malformed(detail: "it has no \"products\" list")
    }
  }

  private mutating func list(
    _ section: Section, _ element: (Section, [UInt8], Int) throws -> Void
  ) throws {
    try expect(UInt8(ascii: "["), "\"\(section.rawValue)\" must be a list")
    guard try expectMore(before: UInt8(ascii: "]")) else { return }
    repeat {
      let bytes = try value(capturing: true)
      try element(section, bytes, source.offset)
    } while try separator(closing: UInt8(ascii: "]"))
  }

  /// After a member or element: `true` at a comma, `false` at the closing bracket.
  private mutating func separator(closing: UInt8) throws -> Bool {
    switch try next(skippingSpace: true) {
    case UInt8(ascii: ","): return true
    case closing: return false
    case nil: throw Malformed(detail: Self.endsEarly)
    default: throw Malformed(detail: "a comma or a closing bracket is missing")
    }
  }

  /// The most bytes of one list element kept: a larger one is cut there (and refused as a
  /// record), so no single record can make memory grow with it.
  static let maximumRecordBytes = 1 << 20

  /// The most bytes of a key kept; no key of a feed comes near it.
  private static let maximumKeyBytes = 1 << 10

  /// Reads one value, returning its bytes (at most `maximumRecordBytes`) when `capturing`.
  private mutating func value(capturing: Bool) throws -> [UInt8] {
    var bytes: [UInt8] = []
    var depth = 0
    var inString = false
    var escaped = false
    guard let first = try next(skippingSpace: true) else {
      throw Malformed(detail: Self.endsEarly)
    }
    source.unread()
    let isScalar =
      first != UInt8(ascii: "{") && first != UInt8(ascii: "[")
      && first != UInt8(ascii: "\"")
    while let byte = source.next() {
      if isScalar, Self.endsScalar(byte) {
        source.unread()
        return bytes
      }
      if capturing, bytes.count < Self.maximumRecordBytes { bytes.append(byte) }
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
          if depth == 0 { return bytes }
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        if depth == 0 { return bytes }
        if depth < 0 { throw Malformed(detail: "a bracket closes that was never opened") }
      default: break
      }
    }
    if let failure = source.failure { throw failure }
    if isScalar { return bytes }
    throw Malformed(detail: Self.endsEarly)
  }

  /// A key: a plain JSON string. Keys the feed uses need no escapes; an escaped key is kept as
  /// written, so it matches no section and is skipped.
  private mutating func string() throws -> String {
    try expect(UInt8(ascii: "\""), "a key must be a string in double quotes")
    var bytes: [UInt8] = []
    var escaped = false
    while let byte = source.next() {
      if !escaped, byte == UInt8(ascii: "\"") { return String(decoding: bytes, as: UTF8.self) }
      escaped = !escaped && byte == UInt8(ascii: "\\")
      if bytes.count < Self.maximumKeyBytes { bytes.append(byte) }
    }
    throw Malformed(detail: Self.endsEarly)
  }

  /// Looks at the next byte: `false` when it is `closing` (consumed), `true` when something else
  /// follows (left to be read), and an error at the end of the input.
  @discardableResult
  private mutating func expectMore(before closing: UInt8, orElse detail: String? = nil) throws
    -> Bool
  {
    guard let byte = try next(skippingSpace: true) else {
      throw Malformed(detail: Self.endsEarly)
    }
    if byte == closing {
      guard let detail else { return false }
      throw Malformed(detail: detail)
    }
    source.unread()
    return true
  }

  private mutating func expect(_ expected: UInt8, _ detail: String) throws {
    guard try next(skippingSpace: true) == expected else { throw Malformed(detail: detail) }
  }

  private mutating func next(skippingSpace: Bool) throws -> UInt8? {
    while let byte = source.next() {
      if skippingSpace, Self.isSpace(byte) { continue }
      return byte
    }
    if let failure = source.failure { throw failure }
    return nil
  }

  /// Skips the UTF-8 byte order mark some editors write; JSON text cannot start with 0xEF.
  private mutating func skipByteOrderMark() throws {
    guard let first = source.next() else { return }
    guard first == 0xEF else { return source.unread() }
    guard source.next() == 0xBB, source.next() == 0xBF else {
      throw Malformed(detail: "it is not UTF-8 text")
    }
  }

  private static let endsEarly = "it ends too early, before every list and brace is closed"

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  private static func endsScalar(_ byte: UInt8) -> Bool {
    isSpace(byte) || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]")
      || byte == UInt8(ascii: "}")
  }
}
