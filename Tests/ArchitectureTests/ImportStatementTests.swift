import Testing

/// The import scanner recognises every way Swift spells an import, so none slips past the rule.
@Suite("Reading import statements")
struct ImportStatementTests {
  @Test(
    "finds the module of each spelling",
    arguments: [
      ("import ShopData", "ShopData"),
      ("  import Foundation", "Foundation"),
      ("@testable import ShopData", "ShopData"),
      ("@_exported import ShopData", "ShopData"),
      ("@preconcurrency import Foundation", "Foundation"),
      ("public import ShopDomain", "ShopDomain"),
      ("internal import CSQLite", "CSQLite"),
      ("import struct Foundation.URL", "Foundation"),
      ("import func Glibc.exit", "Glibc"),
      ("import ShopData // a comment", "ShopData"),
      ("@available(macOS 15, *) @testable import ShopData", "ShopData"),
    ]
  )
  func recognises(line: String, module: String) {
    #expect(ImportStatement.module(in: line) == module)
  }

  @Test(
    "ignores lines that are not imports",
    arguments: [
      "// import ShopData", "let imported = 1", "importance()", "",
      "@Suite(\"Reading import statements\")",
    ])
  func ignores(line: String) {
    #expect(ImportStatement.module(in: line) == nil)
  }

  @Test("reports file and line, each import of a line with several")
  func reportsPosition() {
    let text =
      "// header\n\nimport ShopDomain\nstruct A {}\n@testable import ShopData\n"
      + "import Synchronization; import Foundation // import Glibc\n"
    #expect(
      ImportStatement.all(in: text, file: "X.swift") == [
        ImportStatement(module: "ShopDomain", file: "X.swift", line: 3),
        ImportStatement(module: "ShopData", file: "X.swift", line: 5),
        ImportStatement(module: "Synchronization", file: "X.swift", line: 6),
        ImportStatement(module: "Foundation", file: "X.swift", line: 6),
      ]
    )
  }

  @Test("the table refuses what the brief forbids")
  func tableRefusesForbiddenImports() throws {
    let domain = try #require(DependencyTable.rows["ShopDomain"])
    let presentation = try #require(DependencyTable.rows["ShopPresentation"])
    let data = try #require(DependencyTable.rows["ShopData"])
    #expect(!domain.allowsImport(of: "Foundation"))
    #expect(!domain.allowsImport(of: "Swift"))
    #expect(!presentation.allowsImport(of: "ShopData"))
    #expect(!presentation.allowsImport(of: "CSQLite"))
    #expect(!data.allowsImport(of: "ShopPresentation"))
    #expect(!data.allowsDependency(on: "ShopCLI"))
  }
}
