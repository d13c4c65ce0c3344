import Observation
import ShopDomain

/// The catalog screen's Store: the one place its state changes.
///
/// A front end sends intents and renders `state`; the Store turns intents into use-case calls
/// and their outcomes into new state. It holds use cases, never repositories, and never decides
/// which screen comes next. `send` returns when the work it started is done, so a caller (a
/// command, a test) can await it and then read the state.
@MainActor
@Observable
public final class CatalogStore {
  public private(set) var state: CatalogState

  private let searchProducts: SearchProducts

  public init(state: CatalogState = CatalogState(), searchProducts: SearchProducts) {
    self.state = state
    self.searchProducts = searchProducts
  }

  public func send(_ intent: CatalogIntent) async {
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
    }
  }

  private func load(_ query: ProductQuery) async {
    state.query = query
    state.page = .loading
    do throws(CatalogError) {
      state.page = .loaded(try await searchProducts(query))
    } catch {
      state.page = .failed(Failure(error))
    }
  }
}
