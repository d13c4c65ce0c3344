import Foundation

/// The guides (README.md, Architecture.md, the chapters under docs/ and any other Markdown at
/// the root), read for the checks that keep them true to the code.
struct GuideText {
  /// Every guide, relative to the package's root.
  static var files: [String] {
    let root = PackageManifest.root
    let atRoot =
      (try? FileManager.default.contentsOfDirectory(atPath: root.path))?.filter {
        $0.hasSuffix(".md")
      } ?? []
    let chapters =
      FileManager.default.enumerator(atPath: root.appendingPathComponent("docs").path)?
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".md") }.map { "docs/" + $0 } ?? []
    return (atRoot + chapters).sorted()
  }

  let file: String
  let text: String

  static func all() throws -> [GuideText] {
    try files.map { file in
      GuideText(
        file: file,
        text: try String(
          contentsOf: PackageManifest.root.appendingPathComponent(file), encoding: .utf8))
    }
  }

  /// Counts a reader would have to keep true by hand: "125 tests", "10 tables".
  var statedCounts: [String] {
    text.matches(of: /\b[0-9][0-9,]* (?:tests|test cases|suites|tables|indexes)\b/).map {
      String($0.output)
    }
  }

  /// The targets of relative Markdown links, `[text](target)`, without any `#anchor`.
  var relativeLinks: [String] {
    text.matches(of: /\]\(([^)\s]+)\)/).map { String($0.output.1) }
      .filter { !$0.hasPrefix("http") && !$0.hasPrefix("#") }
      .map { String($0.split(separator: "#").first ?? "") }
  }

  /// Every `code span` outside fenced code blocks.
  var codeSpans: [String] {
    var spans: [String] = []
    var inFence = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
        inFence.toggle()
        continue
      }
      guard !inFence else { continue }
      spans += line.matches(of: /`([^`]+)`/).map { String($0.output.1) }
    }
    return spans
  }

  /// Every `path/File.swift:LINE` reference, anywhere in the text: a file and a line number.
  var lineReferences: [(file: String, line: Int)] {
    text.matches(of: /([A-Za-z0-9_+\/.-]+\.swift):([0-9]+)/).compactMap { match in
      Int(match.output.2).map { (String(match.output.1), $0) }
    }
  }

  /// The lines between `<!-- NAME: begin -->` and `<!-- NAME: end -->`, without the code fence.
  func block(named name: String) -> String? {
    guard let start = text.range(of: "<!-- \(name): begin -->"),
      let end = text.range(of: "<!-- \(name): end -->")
    else { return nil }
    return text[start.upperBound..<end.lowerBound]
      .split(separator: "\n")
      .filter { !$0.hasPrefix("```") }
      .joined(separator: "\n")
  }
}
