import Foundation
import Testing

/// A file that exists for hardening or for performance says so on its first line, where the
/// guide tells a reader to look, so the lesson can be read with those files skipped; a mark
/// anywhere else would hide such a file among the pattern's.
@Suite("Hardening and performance marks")
struct MarkTests {
  @Test(
    "a mark stands on its file's first line, and only there",
    arguments: ["Modules", "App", "Tests"])
  func marksOnTheFirstLine(folder: String) {
    let lines = SourceFiles.lines(under: folder)
    #expect(!lines.isEmpty)
    for line in lines where line.number > 1 && Self.isMark(line.text) {
      Issue.record(
        "\(line.place) marks the file below its first line; move the mark and what it says to line 1."
      )
    }
  }

  @Test(
    "a first line's mark is spelt as the guide's grep finds it",
    arguments: ["Modules", "App", "Tests"])
  func marksSpeltOneWay(folder: String) {
    for line in SourceFiles.lines(under: folder) where line.number == 1 && Self.isMark(line.text) {
      let spelt = line.text.hasPrefix("/// Hardening: ") || line.text.hasPrefix("/// Performance: ")
      #expect(
        spelt,
        "\(line.place) spells its mark otherwise than `/// Hardening: ` or `/// Performance: `")
    }
  }

  @Test("a line counts as a mark however it is spaced or commented")
  func whatCountsAsAMark() {
    #expect(Self.isMark("/// Hardening: the folder"))
    #expect(Self.isMark("  // Performance: measured"))
    #expect(Self.isMark("///Hardening: x"))
    #expect(Self.isMark("\t/// Hardening: indented by a tab"))
    #expect(Self.isMark("/* Performance: a block comment */"))
    #expect(Self.isMark(" * Hardening: inside a block comment"))
    #expect(!Self.isMark("/// A hardened rule, as hardening.md says"))
    #expect(!Self.isMark("let hardening = true"))
  }

  /// Whether `line` is a comment that begins with a mark, whatever its slashes, stars, spaces
  /// and tabs: a line comment, a block comment or a line inside one.
  static func isMark(_ line: Substring) -> Bool {
    let text = line.drop(while: \.isWhitespace)
    guard text.hasPrefix("//") || text.hasPrefix("/*") || text.hasPrefix("*") else { return false }
    let words = text.drop { $0 == "/" || $0 == "*" }.drop(while: \.isWhitespace)
    return words.hasPrefix("Hardening:") || words.hasPrefix("Performance:")
  }
}
