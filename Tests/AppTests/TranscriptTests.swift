import Foundation
import Testing

/// Scripted sessions compared with expected transcripts, line for line. Each script in
/// `Transcripts/` is fed to `shop` on standard input with the scenario it starts from (canned
/// data, a fixed clock and order ids O-1, O-2…), so the whole output is the same on every run:
/// `sample`, or the state a script needs before what it shows (`placed-order` to cancel one), so
/// no script types the journey to a state it is not about. `shop --scenario NAME < X.input`
/// prints a transcript anew.
@Suite("Session transcripts")
struct TranscriptTests {
  let shop = ShopProcess()

  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Transcripts")

  @Test(
    "a scripted session prints exactly the expected transcript",
    arguments: [
      ("checkout-signed-out", "sample"), ("browse-and-refusals", "sample"),
      ("sign-in-typos-and-back", "sample"), ("sign-in-from-menu-and-checkout", "sample"),
      ("cancel-an-order", "placed-order"),
    ])
  func transcript(name: String, scenario: String) throws {
    let input = try String(
      contentsOf: Self.folder.appendingPathComponent("\(name).input"), encoding: .utf8)
    let expected = try String(
      contentsOf: Self.folder.appendingPathComponent("\(name).expected"), encoding: .utf8)
    let result = try shop.run(["--scenario", scenario], stdin: input)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    Self.expectSameLines(result.stdout, expected)
  }

  @Test("--trace on `cart add` prints the hops in the order of the data-flow diagram")
  func trace() throws {
    let expected = try String(
      contentsOf: Self.folder.appendingPathComponent("trace-cart-add.expected"), encoding: .utf8)
    let result = try shop.run(["--scenario", "sample", "--trace", "cart", "add", "DAI-001"])
    #expect(result.status == 0)
    Self.expectSameLines(result.stderr, expected)
    let kinds = result.stderr.split(separator: "\n").map {
      $0.split(separator: " ").dropFirst().first ?? ""
    }
    #expect(kinds == ["intent", "use", "outcome", "state", "event", "route"])
  }

  /// Compares line by line, so a failure names the first line that differs.
  static func expectSameLines(_ actual: String, _ expected: String) {
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, (got, want)) in zip(actualLines, expectedLines).enumerated() where got != want {
      Issue.record("line \(index + 1) differs:\n  expected: \(want)\n  actual:   \(got)")
      return
    }
    #expect(actualLines.count == expectedLines.count)
  }
}
