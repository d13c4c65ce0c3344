import ShopDomain
import Testing

/// A session token as the front end keeps it: read back only in the shape the shop makes, and
/// never shown, however it is printed.
@Suite("Session token")
struct SessionTokenTests {
  @Test(
    "a token is read back from 64 lowercase hexadecimal digits",
    arguments: [String(repeating: "0", count: 64), String(repeating: "0123456789abcdef", count: 4)])
  func readBack(value: String) {
    #expect(SessionToken(value)?.value == value)
  }

  @Test(
    "anything else is no token",
    arguments: [
      "", String(repeating: "a", count: 63), String(repeating: "a", count: 65),
      String(repeating: "A", count: 64), String(repeating: "g", count: 64),
      String(repeating: "a", count: 63) + " ", " " + String(repeating: "a", count: 63),
      String(repeating: "a", count: 62) + "é", String(repeating: "a", count: 63) + "\0",
      String(repeating: "a", count: 61) + "\u{FF10}",
      String(repeating: "a", count: 62) + "\u{0660}",
      "0x" + String(repeating: "a", count: 62), String(repeating: "a", count: 63) + "-",
    ])
  func refused(value: String) {
    #expect(SessionToken(value) == nil)
  }

  @Test("a token made of bytes is their lowercase hexadecimal digits, and reads back as itself")
  func madeOfBytes() throws {
    let token = SessionToken(bytes: (0..<UInt8(SessionToken.byteCount)).map { $0 * 8 })
    #expect(
      token.value == "0008101820283038404850586068707880889098a0a8b0b8c0c8d0d8e0e8f0f8")
    #expect(try #require(SessionToken(token.value)) == token)
    #expect(
      SessionToken(bytes: Array(repeating: 0xFF, count: SessionToken.byteCount)).value
        == String(repeating: "f", count: 64))
  }

  /// The ways a token, alone or inside another value, might be printed.
  enum Printing: String, CaseIterable, CustomTestStringConvertible {
    case description
    case describing
    case reflecting
    case interpolation
    case dump
    case insideOptional
    case insideCartOwner
    case dumpInsideCartOwner

    var testDescription: String { rawValue }

    func text(of token: SessionToken) -> String {
      switch self {
      case .description: return token.description
      case .describing: return String(describing: token)
      case .reflecting: return String(reflecting: token)
      case .interpolation: return "\(token)"
      case .dump:
        var text = ""
        Swift.dump(token, to: &text)
        return text
      case .insideOptional: return "\(Optional(token) as Any)"
      case .insideCartOwner: return "\(CartOwner.guest(token))"
      case .dumpInsideCartOwner:
        var text = ""
        Swift.dump([CartOwner.guest(token)], to: &text)
        return text
      }
    }
  }

  @Test("a token's value never shows, however it is printed", arguments: Printing.allCases)
  func hidden(printing: Printing) {
    let token = SessionToken(bytes: Array(repeating: 0x5C, count: SessionToken.byteCount))
    let text = printing.text(of: token)
    #expect(!text.isEmpty)
    #expect(!text.contains("5c5c"))
  }
}
