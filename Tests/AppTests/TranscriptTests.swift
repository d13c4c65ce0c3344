import Foundation
import Testing

/// Scripted sessions compared with their transcripts, line for line. A transcript in
/// `Transcripts/` is what one session printed, under the command that started it, its first
/// line: `$ shop --scenario placed-order`. The scenario is the state the session starts from
/// (canned data, a fixed clock and order ids O-1, O-2…), so no transcript types the journey to a
/// state it is not about (`sample` when it needs none). The session repeats each typed line after
/// its prompt (`> cart`), so those lines are the script: the test types them again and expects
/// the whole transcript back. A change that means to change a session edits the typed lines, if
/// it asks something new, and prints the file anew with `scripts/print-transcript FILE`.
@Suite("Session transcripts")
struct TranscriptTests {
  let shop = ShopProcess()

  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Transcripts")

  /// The one file of the folder that is not a session's transcript, read by `trace()`.
  static let trace = "trace-cart-add.expected"

  /// Every `.transcript` of the folder, by name.
  static var names: [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".transcript") }.sorted()
  }

  @Test("every file of the folder is a session's transcript, but the trace")
  func onlyTranscripts() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
    #expect(!Self.names.isEmpty)
    let others = files.filter { !$0.hasSuffix(".transcript") && $0 != Self.trace }
    #expect(others.isEmpty, "neither a transcript nor the trace: \(others)")
  }

  @Test(
    "a session typed the lines of a transcript prints exactly that transcript", arguments: names)
  func transcript(name: String) throws {
    let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
    let header = "$ shop --scenario "
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let first = lines.first.map(String.init) ?? ""
    try #require(first.hasPrefix(header), "\(name) starts with `\(header)NAME`, not `\(first)`")
    let printed = lines.dropFirst().joined(separator: "\n")
    let typed = lines.dropFirst().filter { $0.hasPrefix("> ") }.map { $0.dropFirst(2) + "\n" }
    let result = try shop.run(
      ["--scenario", String(first.dropFirst(header.count))], stdin: typed.joined())
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    Self.expectSameLines(
      result.stdout, printed,
      printedAnewBy: "scripts/print-transcript Tests/AppTests/Transcripts/\(name)")
  }

  @Test("--trace on `cart add` prints the hops in the order of the data-flow diagram")
  func trace() throws {
    let expected = try String(
      contentsOf: Self.folder.appendingPathComponent(Self.trace), encoding: .utf8)
    // The guide's command as its spec has it, so an option `cart add` comes to require is typed.
    let command = ["--scenario", "sample", "--trace"] + CommandLines.line("cart add", "DAI-001")
    let result = try shop.run(command)
    #expect(result.status == 0)
    Self.expectSameLines(
      result.stderr, expected,
      printedAnewBy:
        "$(swift build --show-bin-path)/shop \(command.joined(separator: " ")) 2> Tests/AppTests/Transcripts/\(Self.trace)"
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
