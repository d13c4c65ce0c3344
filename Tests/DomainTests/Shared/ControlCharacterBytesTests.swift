import ShopInMemory
import Testing

@testable import ShopDomain

/// The check for control characters looks at a text's bytes sixteen at a time before it walks
/// them (`bytesBeforeAnyControlStart`), the last sixteen as one more block over bytes already
/// looked at, for speed alone: it must answer exactly as the rule does, read character by
/// character, wherever in a text a control character sits, across the edge of a block of sixteen
/// too, and whatever the characters around it.
@Suite("Control characters, by blocks of bytes")
struct ControlCharacterBytesTests {
  /// The rule, by characters: C0, DEL and C1 are control characters.
  static func holdsControl(_ text: String) -> Bool {
    text.unicodeScalars.contains {
      $0.value < 0x20 || $0.value == 0x7F || (0x80...0x9F).contains($0.value)
    }
  }

  /// Every control character, and characters whose UTF-8 starts as a C1 control's does (0xC2)
  /// or that are not ASCII at all, none of them a control.
  static let controls: [Unicode.Scalar] =
    (0x00...0x1F).compactMap(Unicode.Scalar.init) + [Unicode.Scalar(0x7F)]
    + (0x80...0x9F).compactMap(Unicode.Scalar.init)
  static let lookalikes: [Unicode.Scalar] = ["\u{A0}", "¢", "¿", "è", "€", "😀", "\u{200B}"]

  @Test("a control character is found at every place in texts up to 48 bytes long")
  func everyPlace() {
    var missed: [String] = []
    for length in 1...48 {
      for place in 0..<length {
        for control in Self.controls {
          var scalars = Array(repeating: Unicode.Scalar("a"), count: length)
          scalars[place] = control
          let text = String(String.UnicodeScalarView(scalars))
          if !text.containsControlCharacter {
            missed.append("U+\(control.value) at \(place)/\(length)")
          }
        }
      }
    }
    #expect(missed.first == nil, "\(missed.prefix(10))")
  }

  /// `count` texts of up to `longest` characters, the same ones for the same `seed`: mostly the
  /// plain letter `e`, as a stored text is, so that many hold nothing else, and one character in
  /// `oneIn` drawn from `alphabet`.
  static func texts(
    seed: UInt64, count: Int, longest: Int, oneIn: Int, from alphabet: [Unicode.Scalar]
  ) -> [String] {
    var generator = SeededRandom(seed: seed)
    return (0..<count).map { _ in
      let length = Int.random(in: 0...longest, using: &generator)
      let scalars = (0..<length).map { _ in
        Int.random(in: 0..<oneIn, using: &generator) == 0
          ? alphabet.randomElement(using: &generator) ?? "a" : "e"
      }
      return String(String.UnicodeScalarView(scalars))
    }
  }

  @Test("texts of controls, lookalikes, accents and ASCII answer as the rule read by characters")
  func agreesWithTheRule() {
    let alphabet = Self.controls + Self.lookalikes + Array("Ab 9-~".unicodeScalars)
    var disagreeing: [String] = []
    for text in Self.texts(seed: 30, count: 20_000, longest: 70, oneIn: 8, from: alphabet) {
      if text.containsControlCharacter != Self.holdsControl(text) {
        disagreeing.append(
          text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
      }
    }
    #expect(disagreeing.first == nil, "\(disagreeing.prefix(5))")
  }

  @Test("the bytes a walk skips hold no byte a control character starts with, and stop before one")
  func skippedBytes() {
    let text =
      String(repeating: "plain text, one ", count: 3) + "\u{85}" + String(repeating: "x", count: 20)
    let bytes = Array(text.utf8)
    let skipped = bytes.withUnsafeBufferPointer { $0.bytesBeforeAnyControlStart }
    // The C1 control U+0085 is the bytes 0xC2 0x85 at 48: the three blocks before it are skipped.
    #expect(skipped == 48)
    #expect(bytes[..<skipped].allSatisfy { $0 >= 0x20 && $0 != 0x7F && $0 != 0xC2 })
    #expect(Array("short".utf8).withUnsafeBufferPointer { $0.bytesBeforeAnyControlStart } == 0)
  }

  @Test("the last sixteen bytes of a text are looked at as one more block, and none is walked")
  func lastBlock() {
    func skipped(_ text: String) -> Int {
      Array(text.utf8).withUnsafeBufferPointer { $0.bytesBeforeAnyControlStart }
    }
    #expect(skipped("twenty plain bytes!!") == 20)
    #expect(skipped(String(repeating: "x", count: 16)) == 16)
    // A control character in the bytes left over past the first block: the walk starts at them.
    #expect(skipped("sixteen plain by\u{1B}[2J") == 16)
    #expect(skipped("sixteen plain bytes, then\u{9B}") == 16)
    #expect("sixteen plain bytes, then\u{9B}".containsControlCharacter)
    // A C1 control across the end of the first block (0xC2 in it, 0x85 after) flags that block.
    #expect(skipped(String(repeating: "y", count: 15) + "\u{85}ab") == 0)
    #expect((String(repeating: "y", count: 15) + "\u{85}ab").containsControlCharacter)
  }
}
