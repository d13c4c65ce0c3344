import Foundation

/// An `import` of a Swift file: which module, and on which line. Recognises every spelling the
/// compiler accepts: attributes (`@testable`, `@_exported`, `@preconcurrency`), access levels
/// (`public import`), declaration imports (`import struct Foundation.URL`), and several
/// statements on one line (`import ShopDomain; import Foundation`).
struct ImportStatement: Equatable {
  let module: String
  let file: String
  let line: Int

  /// Every import in `text`; `file` is the path printed in failures. A line is read statement
  /// by statement, up to any line comment: a semicolon may start another import.
  static func all(in text: String, file: String) -> [ImportStatement] {
    var found: [ImportStatement] = []
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false)[0]
      for statement in code.split(separator: ";") {
        guard let module = module(in: String(statement)) else { continue }
        found.append(ImportStatement(module: module, file: file, line: offset + 1))
      }
    }
    return found
  }

  /// The module a line imports, or `nil` when the line is not an import: optional attributes
  /// (with or without arguments), an optional access level, `import`, an optional declaration
  /// kind, then the module path, of which the first component is the module.
  static func module(in line: String) -> String? {
    let pattern =
      /^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][A-Za-z0-9_]*)/
    return line.firstMatch(of: pattern).map { String($0.output.1) }
  }
}
