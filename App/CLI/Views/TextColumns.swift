/// Lays rows of cells out in aligned columns, shortening the cells of one column with "…" so a
/// line fits the terminal's width instead of wrapping mid-word, unless that column would be
/// narrower than 8: the other columns are never cut, so a very narrow terminal still wraps. Text is measured in the columns a
/// terminal draws it in (`columns(of:)`): a wide character, as CJK's and most emoji, takes two.
struct TextColumns {
  /// The width output is made to fit: the terminal's when standard output is one, else
  /// `$COLUMNS` when it is set, else the usual 80.
  static let width = TerminalWidth.current()

  let rows: [[String]]
  /// The column that gives up characters when a line is too long.
  let flexibleColumn: Int

  func render(indent: String = "  ", width: Int = Self.width) -> [String] {
    // Cells are escaped before they are measured, so a control character's visible stand-in
    // is counted in the width it takes.
    let rows = rows.map { $0.map(TerminalText.visible) }
    guard let columnCount = rows.first?.count else { return [] }
    var widths = (0..<columnCount).map { column in
      rows.map { Self.columns(of: $0[column]) }.max() ?? 0
    }
    let used = indent.count + widths.reduce(0, +) + 2 * (columnCount - 1)
    if used > width {
      // Never narrower than 8, so a very narrow terminal still shows a name's start.
      widths[flexibleColumn] = max(8, widths[flexibleColumn] - (used - width))
    }
    return rows.map { row in
      let cells = row.enumerated().map { column, cell in
        let fitted = Self.shorten(cell, to: widths[column])
        return column == columnCount - 1
          ? fitted
          : fitted + String(repeating: " ", count: widths[column] - Self.columns(of: fitted))
      }
      // A row whose last cells are empty ends where its text does, with no padding after it.
      return (indent + cells.joined(separator: "  "))[...].trimmingSuffix { $0 == " " }
    }
  }

  /// The text cut to `width` columns, ending in "…": at the last word boundary when that keeps
  /// at least half the width, else mid-word.
  static func shorten(_ text: String, to width: Int) -> String {
    guard columns(of: text) > width else { return text }
    var kept = 0
    var used = 0
    for character in text {
      used += columns(of: character)
      guard used <= width - 1 else { break }
      kept += 1
    }
    let cut = text.prefix(kept)
    let atWord = cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut
    let shortened = columns(of: atWord) >= width / 2 ? atWord : cut
    return shortened.trimmingSuffix(while: { $0 == " " || $0 == "," }) + "…"
  }

  /// The columns a terminal draws `text` in.
  static func columns(of text: some StringProtocol) -> Int {
    text.reduce(0) { $0 + columns(of: $1) }
  }

  /// Two for a character a terminal draws wide (an emoji shown as one, a CJK ideograph, kana,
  /// hangul, a full-width form), one for any other: a combining mark is part of its character.
  static func columns(of character: Character) -> Int {
    guard let first = character.unicodeScalars.first else { return 0 }
    let emoji =
      first.properties.isEmojiPresentation || character.unicodeScalars.contains("\u{FE0F}")
    return emoji || wide.contains { $0.contains(first.value) } ? 2 : 1
  }

  /// The blocks Unicode's East Asian Width calls wide or full-width, as terminals draw them.
  private static let wide: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
    0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
    0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]
}

extension Substring {
  fileprivate func trimmingSuffix(while predicate: (Character) -> Bool) -> String {
    var text = self
    while let last = text.last, predicate(last) { text = text.dropLast() }
    return String(text)
  }
}
