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
  /// This test's database file; the files SQLite keeps beside it go with it.
  let path = FileManager.default.temporaryDirectory
    .appendingPathComponent("shop-\(UUID().uuidString).sqlite").path

  @Test("on the device: what one launch adds to the cart, the next launch shows")
  func onDevice() async throws {
    defer { removeDatabase() }
    let keychain = InMemorySessionTokens()
    let launch = StoreFactory(ports: try .onDevice(database: path, tokens: keychain))
    try await states(launch.ports).catalog()
    await launch.cart().send(.add(sku: "DAI-001", quantity: 2))

    let next = StoreFactory(ports: try .onDevice(database: path, tokens: keychain)).cart()
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

  private func states(_ ports: StoreFactory.Ports) -> ShopStates {
    ShopStates(
      storage: ports.storage, tokens: ports.sessionTokens, newTokens: ports.newSessionTokens,
      clock: ports.clock, orderIDs: ports.orderIDs, policies: ports.policies)
  }

  private func removeDatabase() {
    for suffix in ["", "-wal", "-shm"] {
      try? FileManager.default.removeItem(atPath: path + suffix)
    }
  }
}
