import ShopDomain
import ShopInMemory
import ShopPresentation
import Testing

@testable import ShopCLI

/// A refusal the session prints is red where the terminal shows colour, whichever way it came:
/// a typed command, a screen's choice or a confirmation. Held in the process, since colour is
/// shown only on a terminal, which no process test has.
@MainActor
@Suite("The session's refusals in colour")
struct SessionRefusalColourTests {
  static let red = "\u{1B}[31m"

  /// The session's screens on `shop`, with colour on, keeping what the checkout line the tests
  /// type gives its review, as the session keeps it once that line is typed.
  private func screens(on shop: InMemoryShop) throws -> ScreenLoader {
    let flow = AppFlow()
    let stores = StoreFactory(ports: Dependencies.doubles(shop).ports, flow: flow)
    var values = ScreenLoader.Values()
    values.keep(from: try CommandLineParser.parse(CommandLines.checkout, environment: [:]).command)
    return ScreenLoader(
      stores: stores, flow: flow, values: values, style: TextStyle(isEnabled: true))
  }

  private func said(_ reply: Screen.Reply) -> String? {
    guard case .said(let sentence) = reply else { return nil }
    return sentence
  }

  @Test("a product's choice the cart refuses is red")
  func choice() async throws {
    let soldOut = SampleCatalog.product("DAI-001", "Crème fraîche", "", "Dairy", 249, 0)
    let product = try await screens(on: InMemoryShop(products: [soldOut])).load(
      .product(soldOut.sku))
    let sentence = try #require(said(await product.choose(1)))
    #expect(sentence.hasPrefix(Self.red))
    #expect(sentence.contains("out of stock"))
  }

  @Test("a review confirmed after a price changed is refused in red")
  func confirmation() async throws {
    let shop = InMemoryShop()
    try await shop.states.readyToCheckOut()
    let review = try await screens(on: shop).load(.checkout)
    let sku = try SKU("DAI-001")
    let product = try #require(try await shop.storage.products.product(sku))
    let dearer = SampleCatalog.product(
      sku.value, product.name, product.description, product.category.name,
      product.price.minorUnits + 100, product.stock)
    _ = try await shop.storage.products.save([dearer])
    let sentence = try #require(said(await review.choose(1)))
    #expect(sentence.hasPrefix(Self.red))
    #expect(sentence.contains("nothing was ordered"))
  }
}
