import Foundation
import Testing

/// The guide cannot drift from the code: every relative link resolves, every type or file named
/// in backticks exists, and the module diagram is what SwiftPM says today.
@Suite("The guide matches the code")
struct GuideTests {
  let guides: [GuideText]
  /// Every name declared in the package's Swift files, and the names of its targets.
  let declaredNames: Set<String>
  /// Every file and folder of the package, relative to its root, hidden ones left out.
  let paths: [String]
  /// The members each type declares, for `Type.member` spans.
  let declarations: SwiftDeclarations

  init() throws {
    guides = try GuideText.all()
    paths = Self.packagePaths()
    declaredNames = try Self.declaredNames()
    declarations = SwiftDeclarations(
      sources: ["Modules", "App", "Tests"].flatMap { SourceFiles.swiftFiles(under: $0) }.map(\.text)
    )
  }

  /// Toolchain modules and protocols the guide names, which no file of this package declares.
  static let toolchainNames: Set = [
    "Foundation", "Observation", "Testing", "Synchronization", "FoundationEssentials", "Glibc",
    "Darwin", "Sendable", "Data", "Shop", "Store", "Observable", "ObservationRegistrar", "String",
    "Character", "CommandLine", "FileManager", "Bundle", "DateFormatter", "Mutex",
    "NonisolatedNonsendingByDefault",
  ]

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

  @Test("every type named in backticks is declared, and every file or path exists")
  func namedThings() {
    for guide in guides {
      for span in guide.codeSpans {
        if let problem = problem(with: span) { Issue.record("\(guide.file): `\(span)` \(problem)") }
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

  /// Why a code span names nothing real, or `nil` when it is fine (or is not a name at all).
  private func problem(with span: String) -> String? {
    let placeholders = [" ", "<", "$", "…", "~"]
    if placeholders.contains(where: span.contains) || span.hasPrefix(".build") {
      return nil
    }
    if span.contains("/") || span.hasSuffix(".swift") || span.hasSuffix(".md") {
      return fileExists(span) ? nil : "names a file that does not exist"
    }
    // A word in capitals is SQL or a placeholder (`CHECK`, `PATH`); `PQ…` is libpq's C API.
    if span.allSatisfy({ $0.isUppercase || $0.isNumber || $0 == "_" }) || span.hasPrefix("PQ") {
      return nil
    }
    guard let name = span.firstMatch(of: /^([A-Z][A-Za-z0-9]*)(?:[.(]|$)/)?.output.1,
      !span.prefix(while: { $0 != "(" }).contains("_")
    else {
      return nil
    }
    guard isDeclared(String(name)) else { return "names a type this package does not declare" }
    return missingMember(in: span).map { "names \($0), which this package does not declare" }
  }

  /// The first `Type.member` pair of a span such as `StoreFactory.Ports.products` or
  /// `Order.isMade(from:)` whose member the type does not declare, as `Type.member`.
  private func missingMember(in span: String) -> String? {
    let parts = span.prefix { $0 != "(" }.split(separator: ".").map(String.init)
    for (type, member) in zip(parts, parts.dropFirst()) {
      guard type.first?.isUppercase == true, declarations.declares(type) else { continue }
      if !declarations.has(member, in: type) { return "\(type).\(member)" }
    }
    return nil
  }

  private func isDeclared(_ name: String) -> Bool {
    Self.toolchainNames.contains(name) || declaredNames.contains(name)
  }

  private static func declaredNames() throws -> Set<String> {
    let sources = ["Modules", "App", "Tests"].flatMap { SourceFiles.swiftFiles(under: $0) }.map(
      \.text)
    let manifest = try String(
      contentsOf: PackageManifest.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    var names: Set<String> = []
    for text in sources {
      for match in text.matches(
        of:
          /(?:struct|class|enum|protocol|actor|typealias|case|let|var|func)\s+([A-Za-z_][A-Za-z0-9_]*)/
      ) {
        names.insert(String(match.output.1))
      }
    }
    for match in manifest.matches(of: /name: "([A-Za-z]+)"/) {
      names.insert(String(match.output.1))
    }
    return names
  }

  /// A path relative to the root, or the end of one: `Cart/` is a feature folder of a layer,
  /// `Cart.swift` a file somewhere in the package.
  private func fileExists(_ name: String) -> Bool {
    let trimmed = name.hasSuffix("/") ? String(name.dropLast()) : name
    if FileManager.default.fileExists(atPath: Self.path(trimmed)) { return true }
    return paths.contains { $0 == trimmed || $0.hasSuffix("/" + trimmed) }
  }

  private static func packagePaths() -> [String] {
    let root = PackageManifest.root
    guard
      let enumerator = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    else { return [] }
    return enumerator.compactMap { ($0 as? URL)?.path }.map {
      String($0.dropFirst(root.path.count + 1))
    }
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
