import Foundation
import Testing

@testable import ShopCLI

/// What a person typed comes back in a message at most as a short prefix: a 100 KB value, in
/// any argument or option of any command, gives a short error, never a 100 KB one.
@Suite("Typed values are echoed short")
struct EchoTests {
  let shop = ShopProcess()

  /// Long enough that any message repeating it whole would be obvious.
  static let huge = String(repeating: "Z", count: 100_000)
  static let hugeNumber = String(repeating: "9", count: 100_000)
  /// The most a one-sentence error may print, usage line included.
  static let shortError = 1_000

  /// Every command line that puts the huge value in one place: each argument of each command,
  /// each option's value, an unknown command, an unknown option, and the global options.
  static var lines: [[String]] {
    var lines: [[String]] = [[huge], ["--\(huge)"], ["--scenario", huge, "cart"], ["help", huge]]
    for spec in Commands.all where !["completion", "help"].contains(spec.words[0]) {
      for value in [huge, hugeNumber] {
        let filled = spec.arguments.map { _ in "DAI-001" }
        for index in filled.indices {
          var arguments = filled
          arguments[index] = value
          lines.append(spec.words + arguments)
        }
        for option in spec.options where option.value != nil && option.name != "--feed" {
          lines.append(spec.words + filled + [option.name, value])
        }
        lines.append(spec.words + filled + [value])
      }
    }
    return lines
  }

  @Test("no error repeats a huge value whole, in text or in JSON")
  func shortErrors() throws {
    for arguments in Self.lines {
      for json in [false, true] {
        let result = try shop.run((json ? ["--json"] : []) + arguments)
        let shown = arguments.map { $0.count > 100 ? "<\($0.count) characters>" : $0 }
        #expect(
          result.stderr.utf8.count < Self.shortError,
          "\(shown): \(result.stderr.utf8.count) bytes on standard error")
        #expect(result.stdout.utf8.count < Self.shortError * 10, "\(shown)")
      }
    }
  }

  @Test("a session line of 10 MB is answered with a short sentence")
  func hugeSessionLine() throws {
    let line = String(repeating: "x", count: 10_000_000)
    let result = try shop.session(typing: [line, "quit"])
    #expect(result.stdout.utf8.count < 100_000)
    #expect(result.stderr.utf8.count < Self.shortError)
  }
}
