import Foundation
import Testing

/// Fails the build's tests on any dependency or import outside the dependency table
/// (`DependencyTable`: Architecture.md's layers, which `ExactTableTests` holds to the guide,
/// and rows for the benchmark, the baseline and the test server), naming the target, the file
/// and the line.
@Suite("The dependency rule")
struct DependencyRuleTests {
  let manifest: PackageManifest

  init() throws {
    manifest = try PackageManifest.load()
  }

  @Test("every target has a row in the dependency table")
  func everyTargetIsInTheTable() {
    for target in manifest.targets where DependencyTable.rows[target.name] == nil {
      Issue.record(
        "Target \(target.name) is not in the dependency table; add its row to DependencyTable.swift and Architecture.md."
      )
    }
  }

  @Test("the package depends on no other package")
  func noThirdPartyPackages() {
    #expect(
      manifest.packageDependencies.isEmpty,
      "Shop uses the toolchain, the system SQLite and libpq only")
  }

  @Test("targets depend only on what their layer may")
  func targetDependenciesFollowTheTable() throws {
    let packageText = try String(
      contentsOf: PackageManifest.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    for target in manifest.targets {
      guard let rule = DependencyTable.rows[target.name] else { continue }
      for dependency in target.dependencies where !rule.allowsDependency(on: dependency) {
        let line = Self.line(of: dependency, inTarget: target.name, of: packageText)
        Issue.record("\(target.name) may not depend on \(dependency) (Package.swift:\(line)).")
      }
    }
  }

  @Test("source files import only what their layer may")
  func importsFollowTheTable() {
    for target in manifest.targets {
      guard let rule = DependencyTable.rows[target.name] else { continue }
      for file in SourceFiles.swiftFiles(under: target.path) {
        for statement in ImportStatement.all(in: file.text, file: file.path)
        where !rule.allowsImport(of: statement.module) {
          Issue.record(
            "\(target.name) may not import \(statement.module) (\(statement.file):\(statement.line))."
          )
        }
      }
    }
  }

  @Test("nothing the shop product links lives under Tests/")
  func productLinksNoTestCode() {
    let byName = Dictionary(manifest.targets.map { ($0.name, $0) }) { first, _ in first }
    var linked: Set<String> = []
    var next = ["shop"]
    while let name = next.popLast() {
      guard linked.insert(name).inserted, let target = byName[name] else { continue }
      next += target.dependencies
    }
    for name in linked.sorted() {
      guard let target = byName[name], target.path.hasPrefix("Tests/") else { continue }
      Issue.record(
        "shop links \(name), which lives in \(target.path); code the product ships belongs under Modules/ or App/."
      )
    }
    #expect(linked.contains("ShopInMemory"), "the scenarios' in-memory ports are part of shop")
  }

  @Test("the layers' source folders hold Swift files that are checked")
  func layersAreScanned() throws {
    for layer in ["ShopDomain", "ShopData", "ShopPostgres", "ShopPresentation"] {
      let target = try #require(manifest.targets.first { $0.name == layer })
      #expect(
        !SourceFiles.swiftFiles(under: target.path).isEmpty,
        "\(layer) has no Swift files at \(target.path)")
    }
  }

  @Test("a dependency is placed on its line inside the target, not in a product of the same name")
  func dependencyLine() {
    let text = """
      products: [
        .library(name: "ShopPresentation", targets: ["ShopPresentation"]),
      ],
      targets: [
        .target(
          name: "ShopPostgres",
          dependencies: ["ShopDomain", "ShopData"]
        ),
        .target(
          name: "ShopPresentation",
          dependencies: ["ShopDomain", "ShopData"]
        ),
      ]
      """
    #expect(Self.line(of: "ShopData", inTarget: "ShopPresentation", of: text) == 11)
  }

  /// The line of Package.swift where `dependency` is named inside `target`'s declaration: the
  /// target's `name:` among the targets (a library product has the same name above them), then
  /// the first line naming the dependency before the next target's.
  static func line(of dependency: String, inTarget target: String, of text: String) -> Int {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let targets = lines.firstIndex { $0.contains("targets: [") && !$0.contains("name:") } ?? 0
    let start = lines[targets...].firstIndex { $0.contains("name: \"\(target)\"") } ?? targets
    for index in lines.indices where index > start {
      if lines[index].contains("name:") { break }
      if lines[index].contains("\"\(dependency)\"") { return index + 1 }
    }
    return start + 1
  }
}
