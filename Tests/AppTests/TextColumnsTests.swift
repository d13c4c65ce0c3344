import Testing

@testable import ShopCLI

/// A table is laid out in the columns a terminal draws it in: a wide character (CJK, an emoji)
/// takes two, so the columns after it line up and a shortened line fits its width.
@Suite("Text columns")
struct TextColumnsTests {
  @Test("a cell of wide characters pads the others by the columns it takes, not its characters")
  func wideCellsAlign() {
    let rows = [
      ["抹茶ラテ", "€4.00"], ["Milk", "€1.00"], ["🍵 tea", "€2.00"], ["Cafe\u{301}", "€3.00"],
    ]
    let lines = TextColumns(rows: rows, flexibleColumn: 0).render(width: 80)
    #expect(
      lines == [
        "  抹茶ラテ  €4.00", "  Milk      €1.00", "  🍵 tea    €2.00", "  Cafe\u{301}      €3.00",
      ])
  }

  @Test("a row whose last cell is empty ends with its text, not with padding")
  func emptyLastCell() {
    let rows = [["Milk", "€1.00", "high"], ["Crème fraîche", "€2.49", ""]]
    let lines = TextColumns(rows: rows, flexibleColumn: 0).render(width: 80)
    #expect(lines == ["  Milk           €1.00  high", "  Crème fraîche  €2.49"])
  }

  @Test("a name of wide characters is shortened to the width in columns, with an ellipsis")
  func wideNameShortened() {
    let rows = [[String(repeating: "抹茶", count: 30), "€4.00"]]
    let line = TextColumns(rows: rows, flexibleColumn: 0).render(width: 40)[0]
    #expect(line == "  " + String(repeating: "抹茶", count: 7) + "抹…  €4.00")
    #expect(TextColumns.columns(of: line) <= 40)
  }
}
