import ShopDomain
import Testing

/// A page holds 1 to 100 items.
@Suite("PageSize")
struct PageSizeTests {
  @Test("1 to 100 are accepted", arguments: [1, 2, 20, 99, 100])
  func accepted(value: Int) throws {
    #expect(try PageSize(value).value == value)
  }

  @Test("anything else is refused, naming the size asked for", arguments: [0, -1, 101, 1_000])
  func refused(value: Int) {
    let error = #expect(throws: PageSizeError.self) { try PageSize(value) }
    #expect(error?.requested == value)
    #expect(error?.reason == "a page holds 1 to 100 items, not \(value)")
  }

  @Test("the standard page holds 20")
  func standard() {
    #expect(PageSize.standard.value == 20)
    #expect(PageSize.range == 1...100)
  }
}
