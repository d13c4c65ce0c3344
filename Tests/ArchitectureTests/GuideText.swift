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

  /// Counts a reader would have to keep true by hand: "125 tests", "10 tables", "twenty-two
  /// functions", "four more pattern files", "nine routes" (each feature adds commands, ports
  /// and screens, so a count of them goes stale with the next), and a count heading a list whose
  /// noun it leaves out ("runs five: …"), or names a thing by it ("a five-command tour"). (One
  /// or two of a thing is the shape of an example.)
  var statedCounts: [String] {
    let count =
      /\b(?:[0-9][0-9,]*|(?:three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty)(?:-[a-z]+)?)(?: more)?(?: [a-z]+)? (?:tests|test cases|suites|tables|indexes|files|functions|libraries|steps|mechanisms|commands|features|ports|routes|screens|stores|use cases|repositories|entities|intents|transcripts|scenarios|chapters|migrations|modules|targets)\b/
      .ignoresCase()
    let listed =
      /\b(?:three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty)(?:-[a-z]+)?:/
      .ignoresCase()
    let hyphenated =
      /\b(?:[0-9]+|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty)-(?:test|table|index|file|step|command|feature|port|route|screen|store|chapter|migration|module|target)\b/
      .ignoresCase()
    return (text.matches(of: count) + text.matches(of: listed) + text.matches(of: hyphenated))
      .map { String($0.output) }
  }

  /// The targets of relative Markdown links, `[text](target)`, without any `#anchor`.
  var relativeLinks: [String] {
    text.matches(of: /\]\(([^)\s]+)\)/).map { String($0.output.1) }
      .filter { !$0.hasPrefix("http") && !$0.hasPrefix("#") }
      .map { String($0.split(separator: "#").first ?? "") }
  }

  /// Every `code span` outside fenced code blocks; a span may run across a line break, as
  /// Markdown allows within a paragraph.
  var codeSpans: [String] {
    var paragraphs: [String] = []
    var paragraph: [Substring] = []
    var inFence = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let isFence = line.trimmingCharacters(in: .whitespaces).hasPrefix("```")
      if isFence { inFence.toggle() }
      if isFence || inFence || line.trimmingCharacters(in: .whitespaces).isEmpty {
        paragraphs.append(paragraph.joined(separator: " "))
        paragraph = []
      } else {
        paragraph.append(line)
      }
    }
    paragraphs.append(paragraph.joined(separator: " "))
    return paragraphs.flatMap { $0.matches(of: /`([^`]+)`/).map { String($0.output.1) } }
  }

  /// The text of each ```swift block.
  var swiftBlocks: [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```swift") {
        current = []
      } else if line.hasPrefix("```"), let block = current {
        blocks.append(block.joined(separator: "\n"))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  /// Each ```swift block under `<!-- compiled in PATH -->`, with that path: a block the guide
  /// copies from a file the build compiles, so the two must not drift apart.
  var compiledBlocks: [(path: String, code: String)] {
    text.matches(of: /<!-- compiled in (\S+) -->\n```swift\n((?s).*?)\n```/).map {
      (String($0.output.1), String($0.output.2))
    }
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
