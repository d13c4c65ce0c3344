import Foundation
import ShopData
import ShopDomain
import ShopInMemory
import ShopPresentation
import Testing

/// What [docs/swiftui.md](../../docs/swiftui.md) builds on, run here on the library products
/// alone, as an app on another platform reaches them: public API only, no `@testable`, no
/// `ShopCLI`. SwiftUI itself cannot be built here; the ports, the Stores, their view states and
/// the navigation path a `NavigationStack` binds to can, and are.
@MainActor
@Suite("The libraries as a SwiftUI app uses them")
struct SwiftUIChapterTests {
  /// This test's folder, not there until the app's first launch makes it, as an app's
  /// Application Support folder is not; it goes when the test ends.
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("shop-\(UUID().uuidString)").appendingPathComponent("Support")
  var path: String { folder.appendingPathComponent("shop.sqlite").path }

  @Test("on the device: a first launch fills the catalog, and what it adds the next one shows")
  func onDevice() async throws {
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let keychain = InMemorySessionTokens()
    let ports = try StoreFactory.Ports.onDevice(database: path, tokens: keychain)
    let launch = try await StoreFactory.launch(on: ports, flow: AppFlow())
    let catalog = launch.catalog()
    await catalog.send(.search(CatalogSearch()))
    #expect(!CatalogViewState(catalog.state).products.isEmpty)
    await launch.cart().send(.add(sku: "DAI-001", quantity: 2))

    let again = try StoreFactory.Ports.onDevice(database: path, tokens: keychain)
    let next = try await StoreFactory.launch(on: again, flow: AppFlow()).cart()
    await next.send(.load)
    let screen = CartViewState(next.state)
    #expect(screen.lines.map(\.sku) == ["DAI-001"])
    #expect(screen.lines.map(\.quantity) == [2])
  }

  @Test("the preview: the in-memory shop's guest cart is what the cart screen shows")
  func preview() async throws {
    let shop = InMemoryShop()
    try await shop.states.guestWithCart([("DAI-001", 1), ("PAN-002", 3)])
    let cart = StoreFactory(ports: .preview(shop)).cart()
    await cart.send(.load)
    #expect(CartViewState(cart.state).lines.map(\.sku) == ["DAI-001", "PAN-002"])
  }

  @Test("a product chosen, then added: the path a NavigationStack shows; an empty path is home")
  func navigation() async throws {
    let flow = AppFlow()
    let stores = StoreFactory(ports: .preview(InMemoryShop()), flow: flow)
    let catalog = stores.catalog()
    await catalog.send(.search(CatalogSearch()))
    let first = try #require(CatalogViewState(catalog.state).products.first)
    await catalog.send(.choose(position: 1))
    let sku = try SKU(first.sku)
    #expect(flow.path == [.product(sku)])

    await stores.cart().send(.add(sku: first.sku, quantity: 1))
    #expect(flow.path == [.product(sku), .cart])

    flow.path = []
    #expect(flow.current == .catalog)
  }
}
