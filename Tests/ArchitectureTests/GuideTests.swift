import Foundation
import Testing

/// The guide cannot drift from the code: every relative link resolves, every line it points at
/// exists, and the module diagram is what SwiftPM says today. The names it uses are checked by
/// `GuideNameTests`, its commands by `GuideCommandTests`.
@Suite("The guide matches the code")
struct GuideTests {
  let guides: [GuideText]

  init() throws {
    guides = try GuideText.all()
  }

  @Test("every relative link points at a file or folder that exists")
  func links() {
    for guide in guides {
      // A link is relative to the guide's own folder: `../Modules` from a chapter under docs/.
      let folder = URL(fileURLWithPath: Self.path(guide.file)).deletingLastPathComponent()
      for link in guide.relativeLinks
      where !FileManager.default.fileExists(atPath: folder.appendingPathComponent(link).path) {
        Issue.record("\(guide.file) links to \(link), which does not exist.")
      }
    }
  }

  @Test("no guide states a count of tests, tables or indexes, which no check keeps true")
  func noHandWrittenCounts() {
    for guide in guides {
      for count in guide.statedCounts {
        Issue.record("\(guide.file) says \"\(count)\": compute it, or leave it out.")
      }
    }
  }

  @Test("the core guide reads in one sitting: at most 400 lines, detail in docs/ chapters")
  func oneSitting() throws {
    let guide = try #require(try GuideText.all().first { $0.file == "Architecture.md" })
    let lines = guide.text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    #expect(lines <= 400, "Architecture.md is \(lines) lines; move detail to a docs/ chapter.")
  }

  @Test("the reading order is the pattern path: under 2,500 lines, and no file of it marked")
  func readingOrder() throws {
    let guide = try #require(try GuideText.all().first { $0.file == "Architecture.md" })
    let section = guide.text.split(separator: "## ").first { $0.hasPrefix("Reading order") } ?? ""
    let steps = section.split(separator: "\n").filter { $0.first?.isNumber == true }
    let files = steps.flatMap { $0.matches(of: /\]\(([^)]+\.swift)\)/).map { String($0.output.1) } }
    #expect(files.count > 10, "the reading order lists the files of the path")
    var lines = 0
    for file in files {
      let text = try String(
        contentsOf: PackageManifest.root.appendingPathComponent(file), encoding: .utf8)
      lines += text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
      #expect(
        !text.hasPrefix("/// Hardening:") && !text.hasPrefix("/// Performance:"),
        "\(file) is marked, so it is not the pattern's: take it off the reading order.")
    }
    #expect(lines <= 2_500, "the reading order is \(lines) lines; the path is held to 2,500.")
  }

  @Test("a Swift block marked as compiled is in its file, verbatim")
  func compiledBlocks() throws {
    for guide in try GuideText.all() {
      for (path, code) in guide.compiledBlocks {
        let file = PackageManifest.root.appendingPathComponent(path)
        let source = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        #expect(
          source.contains(code),
          "\(guide.file): the block marked as compiled in \(path) is not there.")
      }
    }
  }

  @Test("every file:line reference names a file that has that line")
  func lineReferences() throws {
    for guide in guides {
      for reference in guide.lineReferences {
        let path = Self.path(reference.file)
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
          Issue.record(
            "\(guide.file) refers to \(reference.file):\(reference.line), a file that does not exist."
          )
          continue
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(
          (1...lines).contains(reference.line),
          "\(guide.file) refers to line \(reference.line) of \(reference.file), which has \(lines) lines."
        )
      }
    }
  }

  @Test("the module diagram is what the manifest says today")
  func moduleGraph() throws {
    let architecture = try #require(guides.first { $0.file == "Architecture.md" })
    let documented = try #require(
      architecture.block(named: "module-graph"), "Architecture.md has no module-graph block")
    let generated = try Self.generateModuleGraph()
    #expect(
      documented.trimmingCharacters(in: .whitespacesAndNewlines)
        == generated.trimmingCharacters(in: .whitespacesAndNewlines),
      "Architecture.md's module graph is stale: run `swift package describe --type json | swift scripts/module-graph.swift`"
    )
  }

  private static func path(_ relative: String) -> String {
    PackageManifest.root.appendingPathComponent(relative).path
  }

  /// Runs `swift package describe --type json | swift scripts/module-graph.swift`.
  static func generateModuleGraph() throws -> String {
    let description = try PackageManifest.run(["package", "describe", "--type", "json"])
    return try PackageManifest.run(["scripts/module-graph.swift"], input: description)
  }
}
