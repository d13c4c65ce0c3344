import Foundation

/// An `import` line of a Swift file: which module, and where. Recognises every spelling the
/// compiler accepts: attributes (`@testable`, `@_exported`, `@preconcurrency`), access levels
/// (`public import`), and declaration imports (`import struct Foundation.URL`).
struct ImportStatement: Equatable {
  let module: String
  let file: String
  let line: Int

  /// Every import in `text`; `file` is the path printed in failures.
  static func all(in text: String, file: String) -> [ImportStatement] {
    text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap {
      offset, line in
      module(in: String(line)).map { ImportStatement(module: $0, file: file, line: offset + 1) }
    }
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
