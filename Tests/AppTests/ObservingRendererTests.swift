import Observation
import ShopDomain
import ShopInMemory
import ShopPresentation
import Testing

@testable import ShopCLI

/// The last hop of the data flow for long work: the terminal renders a Store's state from
/// Observation, each time it changes, as a SwiftUI view would (a sync's progress), where a
/// one-shot command prints the state `send` leaves.
@MainActor
@Suite("Rendering from observation")
struct ObservingRendererTests {
  /// A value that announces its changes through Observation, as a Store's state does.
  @MainActor
  @Observable
  final class Shelf {
    var count = 0
  }

  @Test("it renders the value at once, then each change, once per change, in order")
  func rendersEachChange() async {
    let shelf = Shelf()
    let (renders, rendered) = AsyncStream.makeStream(of: Int.self)
    let renderer = ObservingRenderer(shelf.count) { rendered.yield($0) }
    var seen = renders.makeAsyncIterator()
    #expect(await seen.next() == 0)
    shelf.count = 1
    #expect(await seen.next() == 1)
    shelf.count = 2
    #expect(await seen.next() == 2)
    // Two changes in one go leave one state to show, rendered once.
    shelf.count = 3
    shelf.count = 4
    #expect(await seen.next() == 4)
    // A change to the same value leaves nothing new to show.
    shelf.count = 4
    #expect(await renderer.finish() == 4)
    rendered.finish()
    #expect(await seen.next() == nil)
  }

  @Test("finishing waits for the last change to be rendered, then stops observing")
  func finishRendersTheLastChange() async {
    let shelf = Shelf()
    var rendered: [Int] = []
    let renderer = ObservingRenderer(shelf.count) { rendered.append($0) }
    shelf.count = 7
    #expect(await renderer.finish() == 7)
    shelf.count = 8
    #expect(rendered == [0, 7])
  }

  @Test("a sync observed by its view renders its progress while it runs, then the report")
  func syncProgress() async throws {
    let shop = InMemoryShop()
    let products = (1...300).map { SampleCatalog.product("NEW-\($0)", "Product \($0)") }
    let store = StoreFactory(ports: Dependencies.doubles(shop).ports)
      .catalogSync(from: CannedCatalogFeed(products: products))
    var rendered: [CatalogSyncViewState] = []
    let settled = await ObservingRenderer.observe(CatalogSyncViewState(store.state)) {
      await store.send(.sync)
    } render: {
      rendered.append($0)
    }
    let progress = rendered.compactMap(\.progress)
    #expect(!progress.isEmpty)
    #expect(progress.allSatisfy { $0.hasPrefix("Syncing the catalog: ") })
    #expect(rendered.first?.summary == nil)
    #expect(rendered.last == settled)
    #expect(settled.added == 300)
    #expect(settled.progress == nil)
  }
}
