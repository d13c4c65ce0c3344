import ShopPresentation
import Testing

@testable import ShopCLI

/// The line under a page is typed again as it is printed, in a shell or at the session's prompt,
/// so it must read back as the listing it continues, whatever the person searched for.
@Suite("The next page's command")
struct NextPageCommandTests {
  @Test(
    "the next page's line reads back as the same search, continued, whatever its values",
    arguments: ["-x", "--help", "-1", "-x y", "a -b", "crème brûlée", "--db=other.sqlite"])
  func readsBack(value: String) throws {
    let search = CatalogSearch(text: value, category: value, sort: .price, limit: 5)
    let line = NextPageCommand(search: search, after: "-AB").text
    let words = TypedLine.words(line).dropFirst()
    let read = try CommandLineParser.parse(Array(words), environment: [:])
    var continued = search
    continued.after = "-AB"
    #expect(read.command == .products(continued), "\(line)")
    #expect(read.options.databasePath == nil, "\(line)")
  }
}
