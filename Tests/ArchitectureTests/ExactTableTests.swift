import Foundation
import Testing

/// The dependency table is a claim as well as a rule: an import a layer may make but never does
/// tells a reader something false, and so does a row of Architecture.md that names another list.
/// These checks keep the table exactly what the code imports, and the guide's rows exactly the
/// table.
@Suite("The dependency table is exact")
struct ExactTableTests {
  /// The targets whose row a reader meets in Architecture.md's table, each under its own folder.
  static let layers = [
    "ShopDomain", "ShopData", "ShopPostgres", "ShopPresentation", "ShopInMemory",
  ]

  /// Modules that stand in for each other by platform: a file importing either uses the allowance.
  static let platformPairs = [["Foundation", "FoundationEssentials"], ["Glibc", "Darwin"]]

  let manifest: PackageManifest

  init() throws {
    manifest = try PackageManifest.load()
  }

  @Test(
    "every import a layer may make, one of its files makes",
    arguments: layers + ["ShopCLI", "shop"])
  func everyAllowanceIsUsed(target name: String) throws {
    let target = try #require(manifest.targets.first { $0.name == name })
    let allowed = try #require(DependencyTable.rows[name]?.imports)
    let used = Self.importedModules(under: target.path)
    for module in allowed.sorted() where Self.alternates(of: module).isDisjoint(with: used) {
      Issue.record(
        "\(name) may import \(module), but none of its files does; take it out of DependencyTable.swift and Architecture.md."
      )
    }
  }

  @Test(
    "each layer's row in Architecture.md names exactly the modules it may import", arguments: layers
  )
  func guideRowNamesTheTable(target name: String) throws {
    let target = try #require(manifest.targets.first { $0.name == name })
    let allowed = try #require(DependencyTable.rows[name]?.imports)
    let guide = try String(
      contentsOf: PackageManifest.root.appendingPathComponent("Architecture.md"), encoding: .utf8)
    let row = try #require(
      Self.mayImportColumn(ofFolder: target.path, in: guide),
      "Architecture.md's table has no row for \(target.path)")
    let named = Set(row.matches(of: /`([^`]+)`/).map { String($0.output.1) })
      .intersection(Self.moduleNames)
    #expect(
      named == allowed,
      "Architecture.md's row for \(target.path) names \(named.sorted()); DependencyTable.swift allows \(allowed.sorted())"
    )
  }

  /// Every module any row of the table names, so a row's other code spans are not read as modules.
  static var moduleNames: Set<String> {
    DependencyTable.rows.values.reduce(into: Set(DependencyTable.rows.keys)) { names, rule in
      names.formUnion(rule.imports ?? [])
    }
  }

  static func alternates(of module: String) -> Set<String> {
    Set(platformPairs.first { $0.contains(module) } ?? [module])
  }

  static func importedModules(under folder: String) -> Set<String> {
    SourceFiles.swiftFiles(under: folder).reduce(into: Set<String>()) { modules, file in
      modules.formUnion(ImportStatement.all(in: file.text, file: file.path).map(\.module))
    }
  }

  /// The third column, "may import", of the table row whose first cell links `folder`.
  static func mayImportColumn(ofFolder folder: String, in guide: String) -> String? {
    let row = guide.split(separator: "\n").first { $0.hasPrefix("| [`\(folder)`]") }
    guard let cells = row?.split(separator: "|", omittingEmptySubsequences: false),
      cells.count > 3
    else { return nil }
    return String(cells[3])
  }
}
