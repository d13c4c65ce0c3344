import Observation
import ShopDomain

/// The catalog screen's Store: the one place its state changes.
///
/// A front end sends intents and renders `state`; the Store turns intents into use-case calls
/// and their outcomes into new state. It holds use cases, never repositories, and never decides
/// which screen comes next: choosing a product is reported as a screen event. `send` returns when
/// the work it started is done, so a caller (a command, a test) can await it and read the state.
@MainActor
@Observable
public final class CatalogStore {
  public private(set) var state: CatalogState

  private let searchProducts: SearchProducts
  private let observer: FlowObserver
  @ObservationIgnored private var events: ScreenEvents<CatalogEvent>

  public init(
    state: CatalogState = CatalogState(),
    searchProducts: SearchProducts,
    observer: FlowObserver = .none,
    events: @escaping EventSink<CatalogEvent> = { _ in }
  ) {
    self.state = state
    self.searchProducts = searchProducts
    self.observer = observer
    self.events = ScreenEvents(listener: events)
  }

  /// The one way in: reports the intent, handles it, then reports what changed in the state and
  /// the screen events it raised, in that order.
  public func send(_ intent: CatalogIntent) async {
    let before = state
    observer.intent(Self.self, intent)
    await handle(intent)
    observer.stateChanged(in: Self.self, from: before, to: state)
    events.deliver(from: Self.self, through: observer)
  }

  private func handle(_ intent: CatalogIntent) async {
    switch intent {
    case .search(let search):
      state.search = search
      do throws(Failure) {
        await load(try search.query())
      } catch {
        state.page = .failed(error)
      }
    case .nextPage:
      guard var query = state.query, let cursor = state.page.value?.nextCursor else { return }
      query.after = cursor
      state.search.after = cursor.value
      await load(query)
    case .choose(let position):
      guard let products = state.page.value?.products, products.indices.contains(position - 1)
      else { return }
      events.raise(.productChosen(products[position - 1].sku))
    }
  }

  private func load(_ query: ProductQuery) async {
    state.query = query
    state.page = .loading
    do throws(CatalogError) {
      let page = try await observer.call(SearchProducts.self) { () async throws(CatalogError) in
        try await searchProducts(query)
      }
      state.page = .loaded(page)
    } catch {
      state.page = .failed(Failure(error))
    }
  }

}
