import Foundation
import Testing

@testable import ShopCLI

/// A command written out in words (in the guides, or in a comment of the code) names every
/// option its spec requires: `shop sign-in EMAIL` goes stale the day sign-in needs another
/// option, and nothing runs such a line to notice. A span is read as a command line when it
/// starts with `shop`, or holds more than a command's words (`sign-in EMAIL`, as the session
/// writes it); one that asks for `--help` needs nothing more.
@Suite("Commands written in words")
struct WrittenCommandTests {
  @Test("every command line the guides and the code's comments write names its required options")
  func requiredOptionsNamed() throws {
    var stale: [String] = []
    for file in try Self.files() {
      let text = try PackageRoot.text(file)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      where file.hasSuffix(".md") || line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
        for span in Self.spans(in: String(line)) {
          for missing in Self.missingOptions(in: span, specs: Commands.all) {
            stale.append("\(file):\(number + 1): `\(span)` leaves out \(missing)")
          }
        }
      }
    }
    #expect(stale.isEmpty, "\(stale.joined(separator: "\n"))")
  }

  @Test("a written line that leaves out a required option is found, in either front end's form")
  func findsWhatIsLeftOut() {
    let specs = [RequiredOptionTests.checkout, Commands.cart.spec]
    #expect(Self.missingOptions(in: "shop checkout", specs: specs) == ["--delivery"])
    #expect(Self.missingOptions(in: "shop --json checkout", specs: specs) == ["--delivery"])
    #expect(Self.missingOptions(in: "checkout --note TEXT", specs: specs) == ["--delivery"])
    #expect(Self.missingOptions(in: "shop checkout --delivery SLOT", specs: specs).isEmpty)
    #expect(Self.missingOptions(in: "shop checkout --help", specs: specs).isEmpty)
    // A command named in prose is a name, not a line to type.
    #expect(Self.missingOptions(in: "checkout", specs: specs).isEmpty)
    #expect(Self.missingOptions(in: "shop cart", specs: specs).isEmpty)
  }

  /// The options of its command's spec that `span` leaves out, when it is a command line.
  static func missingOptions(in span: String, specs: [CommandSpec]) -> [String] {
    var tokens = span.split(separator: " ").map(String.init)
    let typedAfterShop = tokens.first == "shop"
    if typedAfterShop { tokens = Array(tokens.dropFirst()) }
    while let first = tokens.first, first.hasPrefix("-") {
      tokens.removeFirst()
      if ["--db", "--scenario"].contains(first), !tokens.isEmpty { tokens.removeFirst() }
    }
    guard !tokens.contains("--help"), !tokens.contains("-h"),
      let spec = specs.filter({ tokens.starts(with: $0.words) }).max(by: {
        $0.words.count < $1.words.count
      }),
      typedAfterShop || tokens.count > spec.words.count
    else { return [] }
    return spec.options.filter { $0.required && !tokens.contains($0.name) }.map(\.name)
  }

  /// The spans of `line` between backticks.
  private static func spans(in line: String) -> [String] {
    line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }

  /// The guides, and every Swift file of the app and the modules.
  private static func files() throws -> [String] {
    let manager = FileManager.default
    let root = PackageRoot.file("")
    let guides = GuideCommandTests.guides
    let code = ["App", "Modules"].flatMap { folder in
      ((try? manager.subpathsOfDirectory(atPath: root + "/" + folder)) ?? [])
        .filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }
    }
    return guides + code
  }
}
