import Foundation
import Testing

/// Scripted sessions compared with expected transcripts, line for line. Each script in
/// `Transcripts/` is fed to `shop` on standard input with the scenario it starts from (canned
/// data, a fixed clock and order ids O-1, O-2…), so the whole output is the same on every run:
/// `sample`, or the state a script needs before what it shows (`placed-order` to cancel one), so
/// no script types the journey to a state it is not about (`scenarios`). Every `X.input` of the
/// folder is run; `shop --scenario NAME < X.input > X.expected` prints a transcript anew.
@Suite("Session transcripts")
struct TranscriptTests {
  let shop = ShopProcess()

  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Transcripts")

  /// The scenario a transcript starts from where it is not `sample`.
  static let scenarios = ["cancel-an-order": "placed-order", "save-for-later": "full-cart"]

  /// The `.expected` files with no `.input` of their own, read by a test of their own (`trace()`).
  static let readElsewhere: Set<String> = ["trace-cart-add"]

  /// The names of the folder's files that end in `.extension`, without it.
  static func names(ending extension: String) -> Set<String> {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return Set(
      files.filter { $0.hasSuffix("." + `extension`) }.map {
        String($0.dropLast(`extension`.count + 1))
      })
  }

  /// Every transcript of the folder, each with its scenario.
  static var transcripts: [(String, String)] {
    names(ending: "input").sorted().map { ($0, scenarios[$0] ?? "sample") }
  }

  @Test("every .input has its .expected, and every .expected its .input or the test that reads it")
  func pairs() {
    let inputs = Self.names(ending: "input")
    let expected = Self.names(ending: "expected")
    #expect(!inputs.isEmpty)
    #expect(inputs.subtracting(expected).isEmpty, "no .expected: \(inputs.subtracting(expected))")
    let unread = expected.subtracting(inputs).subtracting(Self.readElsewhere)
    #expect(unread.isEmpty, "no .input: \(unread)")
    #expect(Set(Self.scenarios.keys).isSubset(of: inputs), "\(Self.scenarios.keys)")
  }

  @Test("a scripted session prints exactly the expected transcript", arguments: transcripts)
  func transcript(name: String, scenario: String) throws {
    let input = try String(
      contentsOf: Self.folder.appendingPathComponent("\(name).input"), encoding: .utf8)
    let expected = try String(
      contentsOf: Self.folder.appendingPathComponent("\(name).expected"), encoding: .utf8)
    let result = try shop.run(["--scenario", scenario], stdin: input)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    Self.expectSameLines(
      result.stdout, expected,
      printedAnewBy:
        "$(swift build --show-bin-path)/shop --scenario \(scenario) < Tests/AppTests/Transcripts/\(name).input > Tests/AppTests/Transcripts/\(name).expected"
    )
  }

  @Test("--trace on `cart add` prints the hops in the order of the data-flow diagram")
  func trace() throws {
    let expected = try String(
      contentsOf: Self.folder.appendingPathComponent("trace-cart-add.expected"), encoding: .utf8)
    let result = try shop.run(["--scenario", "sample", "--trace", "cart", "add", "DAI-001"])
    #expect(result.status == 0)
    Self.expectSameLines(
      result.stderr, expected,
      printedAnewBy:
        "$(swift build --show-bin-path)/shop --scenario sample --trace cart add DAI-001 2> Tests/AppTests/Transcripts/trace-cart-add.expected"
    )
    let kinds = result.stderr.split(separator: "\n").map {
      $0.split(separator: " ").dropFirst().first ?? ""
    }
    #expect(kinds == ["intent", "use", "outcome", "state", "event", "route"])
  }

  /// Compares line by line, so a failure names the first line that differs, or the counts when
  /// one output is the other with lines more at its end, and the command that prints the
  /// expected file anew, for a change that meant to change the output.
  static func expectSameLines(_ actual: String, _ expected: String, printedAnewBy command: String) {
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let anew = "If the change is meant, print the file anew: \(command)"
    for (index, (got, want)) in zip(actualLines, expectedLines).enumerated() where got != want {
      Issue.record("line \(index + 1) differs:\n  expected: \(want)\n  actual:   \(got)\n\(anew)")
      return
    }
    #expect(actualLines.count == expectedLines.count, "\(anew)")
  }
}
