#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads a catalog feed, `{ "products": [ … ], "promotions": [ … ] }`, as a stream: it checks the
/// document's outer shape itself and hands over the bytes of one list element at a time, to be
/// decoded on its own. Memory stays at one read buffer and one record, however long the feed.
///
/// Every value is held to JSON's grammar as it is read (`JSONGrammar`), so a feed that breaks
/// the grammar somewhere is refused whole before its import commits; whether an element that
/// keeps it makes a product (text that is not UTF-8 included) is for the decoder of that element
/// to say.
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

  /// The most bytes one list element may hold: one byte more is kept of a larger one, which is
  /// cut there (and refused as a record), so no single record can make memory grow with it.
  static let maximumRecordBytes = 1 << 20

  /// The most bytes of a key kept; no key of a feed comes near it.
  private static let maximumKeyBytes = 1 << 10

  /// Reads one value, returning its bytes when `capturing`: all of one that fits the limit, and
  /// one byte past it of one that does not, so the two are told apart.
  private mutating func value(capturing: Bool) throws -> [UInt8] {
    guard try next(skippingSpace: true) != nil else { throw Malformed(detail: Self.endsEarly) }
    source.unread()
    return try checked(keeping: capturing ? Self.maximumRecordBytes + 1 : 0)
  }

  /// A key: a JSON string. Keys the feed uses need no escapes; an escaped key is kept as
  /// written, so it matches no section and is skipped.
  private mutating func string() throws -> String {
    guard try next(skippingSpace: true) == UInt8(ascii: "\"") else {
      throw Malformed(detail: "a key must be a string in double quotes")
    }
    source.unread()
    let quoted = try checked(keeping: Self.maximumKeyBytes + 2)
    return String(decoding: quoted.dropFirst().dropLast(), as: UTF8.self)
  }

  /// Reads the value that starts at the next byte, held to JSON's grammar byte by byte, and
  /// returns its first `limit` bytes. A value that breaks the grammar is refused at the byte that
  /// breaks it, naming the byte, or as ending too early when the input ends inside it, so the
  /// feed is refused whole.
  private mutating func checked(keeping limit: Int) throws -> [UInt8] {
    var grammar = JSONGrammar()
    var bytes: [UInt8] = []
    while let byte = source.next() {
      let step: JSONGrammar.Step
      do throws(JSONGrammar.Violation) {
        step = try grammar.take(byte)
      } catch {
        throw Malformed(detail: "it is not JSON at byte \(source.offset) (\(error.reason))")
      }
      if step == .completeBefore {
        source.unread()
        return bytes
      }
      if bytes.count < limit { bytes.append(byte) }
      if step == .complete { return bytes }
    }
    if let failure = source.failure { throw failure }
    do throws(JSONGrammar.Violation) {
      try grammar.atEnd()
    } catch {
      throw Malformed(detail: Self.endsEarly)
    }
    return bytes
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
      if skippingSpace, JSONGrammar.isSpace(byte) { continue }
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
}
