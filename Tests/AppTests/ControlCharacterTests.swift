import Foundation
import ShopInMemory
import Testing

@testable import ShopCLI
@testable import ShopData

/// No control character from data or typed input reaches the terminal: every C0 control but
/// newline and tab, DEL and every C1 control is shown in a visible form instead, in the views, in
/// error sentences, in the trace and in JSON. Generated strings carry all of them.
@Suite("Control characters in data and input")
struct ControlCharacterTests {
  let shop = ShopProcess()

  /// Every control a terminal could act on. NUL cannot be passed as an argument; the feed
  /// carries it.
  /// With them, the characters that are not seen where they stand: bidi controls, zero-width
  /// characters, the byte-order mark, the line and paragraph separators.
  static let controls: [Unicode.Scalar] =
    (Array(0x01...0x08) + Array(0x0B...0x1F) + [0x7F] + Array(0x80...0x9F) + invisible)
    .compactMap(Unicode.Scalar.init)

  static let invisible: [UInt32] =
    Array(0x202A...0x202E) + Array(0x2066...0x2069) + [0x200B, 0x200C, 0x200E, 0x200F]
    + [0x2028, 0x2029, 0xFEFF, 0x061C, 0x2060, 0x00AD]

  /// Strings of letters with the controls spread among them, eight controls each, so that
  /// together they hold every one.
  static let generated: [String] = {
    var random = SeededRandom(seed: 7)
    return stride(from: 0, to: controls.count, by: 8).map { start in
      var scalars = String.UnicodeScalarView()
      for control in controls[start..<min(start + 8, controls.count)] {
        scalars.append(contentsOf: "ab".unicodeScalars.shuffled(using: &random))
        scalars.append(control)
      }
      return "X" + String(scalars)
    }
  }()

  /// The controls in `text` that are not newline or tab.
  static func unsafe(_ text: String) -> [String] {
    text.unicodeScalars.filter { scalar in
      scalar != "\n" && scalar != "\t"
        && (scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
          || invisible.contains(scalar.value))
    }.map { String(format: "U+%04X", $0.value) }
  }

  @Test("typed search text shown by the catalog view is escaped", arguments: generated)
  func throughAView(text: String) throws {
    let result = try shop.run(["products", "--search", text])
    #expect(result.stdout.contains("Products matching"), "\(result.stderr)")
    #expect(Self.unsafe(result.stdout).isEmpty, "\(Self.unsafe(result.stdout))")
    #expect(result.stdout.contains("^") || result.stdout.contains("<U+"))
  }

  @Test("typed input echoed by an error sentence is escaped", arguments: generated)
  func throughAnErrorMessage(text: String) throws {
    for arguments in [["product", text], ["cart", "promo", text], [text]] {
      let result = try shop.run(arguments)
      #expect(result.status != 0)
      #expect(!result.stderr.isEmpty)
      #expect(Self.unsafe(result.stderr).isEmpty, "\(arguments): \(Self.unsafe(result.stderr))")
    }
  }

  @Test("typed lines in the session are echoed, answered and listed escaped", arguments: generated)
  func throughTheSession(text: String) throws {
    let lines = [
      text, "product \(text)", "cart add \(text)", "products --search \(text)",
      "cart promo \(text)",
      "sign-in", text, "back", "quit",
    ]
    let result = try shop.run([], stdin: lines.joined(separator: "\n") + "\n")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(Self.unsafe(result.stdout).isEmpty, "\(Self.unsafe(result.stdout))")
    #expect(Self.unsafe(result.stderr).isEmpty, "\(Self.unsafe(result.stderr))")
  }

  /// Stored text reaches the terminal in a refusal too: a session whose email was edited by hand
  /// to hold controls makes every cart change refuse, naming the email, also when the change is
  /// chosen from a screen's numbered actions rather than typed.
  @Test("stored text in the refusal of a chosen action is escaped", arguments: generated)
  func throughAChosenAction(text: String) throws {
    try shop.expectSuccess(CommandLines.signIn("ada@example.com"))
    let edited = "ada@example.com" + text
    try SQLDatabase(SQLiteDatabase(path: shop.databasePath)).write { connection in
      try connection.run(
        "INSERT INTO customers (email, created_at) VALUES (?1, 0)", [.text(edited)])
      try connection.run(
        "UPDATE sessions SET email = ?1 WHERE email IS NOT NULL", [.text(edited)])
    }
    let result = try shop.run([], stdin: "product DAI-001\n1\nquit\n")
    #expect(result.stdout.contains("in the database is invalid (customer)"), "\(result.stdout)")
    #expect(Self.unsafe(result.stdout).isEmpty, "\(Self.unsafe(result.stdout))")
    #expect(Self.unsafe(result.stderr).isEmpty, "\(Self.unsafe(result.stderr))")
  }

  @Test("the trace of an intent carrying typed text is escaped", arguments: generated)
  func throughTheTrace(text: String) throws {
    let result = try shop.run(["--trace", "products", "--search", text])
    #expect(result.stderr.contains("trace: intent"))
    #expect(Self.unsafe(result.stderr).isEmpty, "\(Self.unsafe(result.stderr))")
  }

  @Test("JSON writes the controls as escapes, and reads back as the same text")
  func throughJSON() throws {
    for text in Self.generated {
      let result = try shop.run(["--json", "product", text])
      #expect(Self.unsafe(result.stderr).isEmpty, "\(Self.unsafe(result.stderr))")
      let error = try result.errorJSON()["error"] as? [String: Any]
      #expect((error?["message"] as? String)?.contains(text) == true)
    }
  }

  /// Every assigned character Unicode's data says is not seen where it stands and is no space:
  /// default ignorables (fillers, variation selectors, tags), format characters, controls, and
  /// the glyphs whose names say they are blank or fillers.
  static let unseen: [Unicode.Scalar] = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter {
    let properties = $0.properties
    guard properties.generalCategory != .unassigned, !properties.isWhitespace else { return false }
    let name = properties.name ?? ""
    return properties.isDefaultIgnorableCodePoint
      || [.format, .control].contains(properties.generalCategory)
      || name.hasSuffix(" BLANK") || name.hasSuffix(" NULL NOTEHEAD")
      || name.hasSuffix("SCRIPT FILLER")
  }

  @Test("every character that shows nothing is shown by a stand-in, as Domain judges it unseen")
  func everyUnseenCharacter() {
    let shownAsIs = Self.unseen.filter { scalar in
      TerminalText.visible("a" + String(scalar) + "b").unicodeScalars.contains(scalar)
    }
    #expect(
      shownAsIs.isEmpty,
      "\(shownAsIs.prefix(40).map { String($0.value, radix: 16, uppercase: true) })")
  }

  @Test("JSON writes a character beyond U+FFFF that shows nothing as its UTF-16 escapes")
  func astralInJSON() throws {
    for text in ["X\u{E0041}Y", "X\u{E01EF}", "X\u{1D173}\u{13441}"] {
      let result = try shop.run(["--json", "product", text])
      #expect(result.status == 65, "\(result.stderr)")
      let error = try result.errorJSON()["error"] as? [String: Any]
      #expect((error?["message"] as? String)?.contains(text) == true, "\(result.stderr)")
      #expect(!result.stderr.unicodeScalars.contains { Self.unseen.contains($0) })
    }
  }

  @Test("escape sequences, carriage returns and NULs in a feed's records are shown, not obeyed")
  func throughFeedRecords() throws {
    let hostile = Self.controls.map { String(format: "\\u%04x", $0.value) } + ["\\u0000"]
    var records = [
      #"{"sku": "OK-1", "name": "Fine", "description": "", "category": "Pantry", "price": {"amount_minor": 100, "currency": "EUR"}, "stock": 1}"#
    ]
    for control in hostile {
      records.append(
        #"{"sku": "A\#(control)[31mB", "name": "N\#(control)", "description": "", "category": "Pantry", "price": {"amount_minor": 100, "currency": "EUR"}, "stock": 1}"#
      )
    }
    let feed = shop.path("feed.json")
    try Data(#"{"products": [\#(records.joined(separator: ","))]}"#.utf8).write(
      to: URL(fileURLWithPath: feed))
    let result = try shop.run(CommandLines.line("catalog sync", options: ["--feed", feed]))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Rejected records:"))
    #expect(result.stdout.contains("^[[31mB"))
    #expect(result.stdout.contains("^@"))
    #expect(result.stdout.contains("<U+009B>"))
    #expect(Self.unsafe(result.stdout).isEmpty, "\(Self.unsafe(result.stdout))")
  }
}
