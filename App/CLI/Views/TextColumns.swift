/// Lays rows of cells out in aligned columns, shortening the cells of one column with "…" so a
/// line fits the terminal's width instead of wrapping mid-word.
struct TextColumns {
  /// The width output is made to fit: the terminal's when standard output is one, else
  /// `$COLUMNS` when it is set, else the usual 80.
  static let width = TerminalWidth.current()

  let rows: [[String]]
  /// The column that gives up characters when a line is too long.
  let flexibleColumn: Int

  func render(indent: String = "  ") -> [String] {
    // Cells are escaped before they are measured, so a control character's visible stand-in
    // is counted in the width it takes.
    let rows = rows.map { $0.map(TerminalText.visible) }
    guard let columnCount = rows.first?.count else { return [] }
    var widths = (0..<columnCount).map { column in rows.map { $0[column].count }.max() ?? 0 }
    let used = indent.count + widths.reduce(0, +) + 2 * (columnCount - 1)
    if used > Self.width {
      widths[flexibleColumn] = max(8, widths[flexibleColumn] - (used - Self.width))
    }
    return rows.map { row in
      let cells = row.enumerated().map { column, cell in
        let fitted = Self.shorten(cell, to: widths[column])
        return column == columnCount - 1
          ? fitted : fitted + String(repeating: " ", count: widths[column] - fitted.count)
      }
      return indent + cells.joined(separator: "  ")
    }
  }

  /// The text cut to `width` characters at a word boundary where there is one, ending in "…".
  static func shorten(_ text: String, to width: Int) -> String {
    guard text.count > width else { return text }
    let cut = text.prefix(width - 1)
    let atWord = cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut
    let kept = atWord.count >= width / 2 ? atWord : cut
    return kept.trimmingSuffix(while: { $0 == " " || $0 == "," }) + "…"
  }
}

extension Substring {
  fileprivate func trimmingSuffix(while predicate: (Character) -> Bool) -> String {
    var text = self
    while let last = text.last, predicate(last) { text = text.dropLast() }
    return String(text)
  }
}
