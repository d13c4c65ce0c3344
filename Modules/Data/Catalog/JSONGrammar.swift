/// Hardening: JSON's grammar (RFC 8259), held to one byte at a time, so a feed keeps it from its
/// first byte to its last or is refused whole. Without it the scanner only matched brackets and
/// quotes, and `@@@` where a record goes, or `{"sku": @@@}`, was handed to the decoder as a
/// record it then rejected alone, while the records around it were saved.
///
/// It checks the shape of one value (a record, or a value the shop skips), never what it means:
/// bytes past ASCII inside a string are the record's decoder's to judge, so text that is not
/// UTF-8 costs its record alone, as a number too large to hold does. Memory is a stack of the
/// lists and objects it is inside, at most `maximumDepth` of them, however long the value.
struct JSONGrammar {
  /// Why the bytes are not JSON, as a phrase a sentence can end with.
  struct Violation: Error {
    let reason: String
  }

  /// What a byte did to the value.
  enum Step: Equatable {
    /// The value goes on.
    case more
    /// The byte ended the value (a closing quote or bracket, a literal's last letter).
    case complete
    /// The value ended just before the byte, which is not part of it: a number ends only where
    /// something else starts.
    case completeBefore
  }

  /// How deep lists and objects may nest: deeper than any record means, and what the decoder
  /// reads at most.
  static let maximumDepth = 512

  private enum NumberPart {
    case sign, zero, integer, point, fraction, exponent, exponentSign, exponentDigits

    /// Whether the number may end here.
    var isWhole: Bool {
      self == .zero || self == .integer || self == .fraction || self == .exponentDigits
    }
  }

  private enum State {
    /// A value must start: at the beginning, after a colon, after a comma in a list.
    case value
    /// Just inside `[`: a value, or `]`.
    case firstInList
    /// Just inside `{`: a key, or `}`.
    case firstInObject
    /// After a comma in an object: a key.
    case key
    /// After a key: a colon.
    case colon
    /// After a value inside a list or an object: a comma or the closing bracket.
    case afterValue
    case string(isKey: Bool)
    case escape(isKey: Bool)
    /// Inside `\uXXXX`, with this many hex digits read.
    case unicode(isKey: Bool, digits: Int)
    /// Inside `true`, `false` or `null`, with this many of its bytes read.
    case literal([UInt8], matched: Int)
    case number(NumberPart)
  }

  private var state = State.value
  /// The lists and objects the value is inside, innermost last: `true` for an object.
  private var containers: [Bool] = []

  /// Takes the next byte of the value.
  mutating func take(_ byte: UInt8) throws(Violation) -> Step {
    switch state {
    case .value: return try start(byte)
    case .firstInList:
      if byte == UInt8(ascii: "]") { return close() }
      return try start(byte)
    case .firstInObject:
      if byte == UInt8(ascii: "}") { return close() }
      return try key(byte)
    case .key: return try key(byte)
    case .colon:
      if Self.isSpace(byte) { return .more }
      guard byte == UInt8(ascii: ":") else {
        throw Violation(reason: "a colon should follow the key")
      }
      state = .value
      return .more
    case .afterValue: return try afterValue(byte)
    case .string(let isKey): return try string(byte, isKey: isKey)
    case .escape(let isKey):
      if byte == UInt8(ascii: "u") {
        state = .unicode(isKey: isKey, digits: 0)
      } else if Self.escapes.contains(byte) {
        state = .string(isKey: isKey)
      } else {
        throw Violation(reason: "a string holds an escape JSON does not have")
      }
      return .more
    case .unicode(let isKey, let digits):
      guard Self.isHexDigit(byte) else {
        throw Violation(reason: "a \\u escape needs four hex digits")
      }
      state = digits == 3 ? .string(isKey: isKey) : .unicode(isKey: isKey, digits: digits + 1)
      return .more
    case .literal(let word, let matched):
      guard byte == word[matched] else {
        throw Violation(reason: "the only words JSON has are true, false and null")
      }
      if matched + 1 < word.count {
        state = .literal(word, matched: matched + 1)
        return .more
      }
      return valueEnded()
    case .number(let part): return try number(part, byte)
    }
  }

  /// Says the input ended: fine only right after a whole value, which only a number can be
  /// without its last byte saying so.
  func atEnd() throws(Violation) {
    guard containers.isEmpty, case .number(let part) = state, part.isWhole else {
      throw Violation(reason: "it ends too early")
    }
  }

  private mutating func start(_ byte: UInt8) throws(Violation) -> Step {
    switch byte {
    case _ where Self.isSpace(byte): return .more
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      guard containers.count < Self.maximumDepth else {
        throw Violation(reason: "lists and objects nest more than \(Self.maximumDepth) deep")
      }
      containers.append(byte == UInt8(ascii: "{"))
      state = byte == UInt8(ascii: "{") ? .firstInObject : .firstInList
    case UInt8(ascii: "\""): state = .string(isKey: false)
    case UInt8(ascii: "-"): state = .number(.sign)
    case UInt8(ascii: "0"): state = .number(.zero)
    case UInt8(ascii: "1")...UInt8(ascii: "9"): state = .number(.integer)
    case UInt8(ascii: "t"): state = .literal(Self.trueWord, matched: 1)
    case UInt8(ascii: "f"): state = .literal(Self.falseWord, matched: 1)
    case UInt8(ascii: "n"): state = .literal(Self.nullWord, matched: 1)
    default: throw Violation(reason: "a value should start there")
    }
    return .more
  }

  private mutating func key(_ byte: UInt8) throws(Violation) -> Step {
    if Self.isSpace(byte) { return .more }
    guard byte == UInt8(ascii: "\"") else {
      throw Violation(reason: "a key in double quotes should start there")
    }
    state = .string(isKey: true)
    return .more
  }

  private mutating func afterValue(_ byte: UInt8) throws(Violation) -> Step {
    let isObject = containers.last ?? false
    switch byte {
    case _ where Self.isSpace(byte): return .more
    case UInt8(ascii: ","):
      state = isObject ? .key : .value
      return .more
    case UInt8(ascii: "}"), UInt8(ascii: "]"):
      guard (byte == UInt8(ascii: "}")) == isObject else {
        throw Violation(reason: "a bracket closes that was never opened")
      }
      return close()
    default: throw Violation(reason: "a comma or a closing bracket is missing")
    }
  }

  private mutating func string(_ byte: UInt8, isKey: Bool) throws(Violation) -> Step {
    switch byte {
    case UInt8(ascii: "\""):
      if isKey {
        state = .colon
        return .more
      }
      return valueEnded()
    case UInt8(ascii: "\\"):
      state = .escape(isKey: isKey)
      return .more
    case ..<0x20:
      throw Violation(reason: "a string holds a control character, which JSON writes as an escape")
    default:
      return .more
    }
  }

  private mutating func number(_ part: NumberPart, _ byte: UInt8) throws(Violation) -> Step {
    let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    let next: NumberPart? =
      switch (part, byte) {
      case (.sign, UInt8(ascii: "0")): .zero
      case (.sign, _) where isDigit: .integer
      case (.integer, _) where isDigit: .integer
      case (.zero, UInt8(ascii: ".")), (.integer, UInt8(ascii: ".")): .point
      case (.point, _) where isDigit, (.fraction, _) where isDigit: .fraction
      case (.zero, UInt8(ascii: "e")), (.zero, UInt8(ascii: "E")), (.integer, UInt8(ascii: "e")),
        (.integer, UInt8(ascii: "E")), (.fraction, UInt8(ascii: "e")),
        (.fraction, UInt8(ascii: "E")):
        .exponent
      case (.exponent, UInt8(ascii: "+")), (.exponent, UInt8(ascii: "-")): .exponentSign
      case (.exponent, _) where isDigit, (.exponentSign, _) where isDigit,
        (.exponentDigits, _) where isDigit:
        .exponentDigits
      default: nil
      }
    if let next {
      state = .number(next)
      return .more
    }
    guard part.isWhole else { throw Violation(reason: "a number is cut short") }
    // The number ended before this byte: the whole value, or the list or object around it
    // reads the byte next.
    if valueEnded() == .complete { return .completeBefore }
    return try take(byte)
  }

  /// Closes the innermost list or object.
  private mutating func close() -> Step {
    _ = containers.popLast()
    return valueEnded()
  }

  /// A value ended: the whole one, or one inside a list or an object.
  private mutating func valueEnded() -> Step {
    guard !containers.isEmpty else { return .complete }
    state = .afterValue
    return .more
  }

  private static let trueWord = Array("true".utf8)
  private static let falseWord = Array("false".utf8)
  private static let nullWord = Array("null".utf8)
  private static let escapes = Set("\"\\/bfnrt".utf8)

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
  }
}
