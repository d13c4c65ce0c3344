import ShopDomain
import ShopPresentation

/// Runs one command: builds the use case and Store it needs, sends the intent, and shows the
/// resulting view state. Every command takes the same path, intent → Store → view state → view.
@MainActor
struct CommandRunner {
  let dependencies: Dependencies
  let output: Output

  func run(_ command: Command) async -> ExitCode {
    switch command {
    case .products(let search):
      if let failure = await fillEmptyCatalog() { return failure }
      return await products(search)
    case .product(let sku):
      if let failure = await fillEmptyCatalog() { return failure }
      return await product(sku)
    case .catalogSync(let feed):
      return await sync(feed.map(dependencies.feedFile) ?? dependencies.bundledFeed)
    case .help, .version:
      return .success
    }
  }

  private func products(_ search: CatalogSearch) async -> ExitCode {
    let store = CatalogStore(searchProducts: SearchProducts(products: dependencies.products))
    await store.send(.search(search))
    let state = CatalogViewState(store.state)
    let next = state.nextCursor.map { NextPageCommand(search: search, after: $0).text }
    return output.show(state, error: state.error) { CatalogView.render($0, nextPage: next) }
  }

  private func product(_ sku: String) async -> ExitCode {
    let store = ProductDetailStore(showProduct: ShowProduct(products: dependencies.products))
    await store.send(.show(sku: sku))
    let state = ProductDetailViewState(store.state)
    return output.show(state, error: state.error, text: ProductDetailView.render)
  }

  private func sync(_ feed: any CatalogFeed) async -> ExitCode {
    let store = CatalogSyncStore(
      syncCatalog: SyncCatalog(feed: feed, products: dependencies.products))
    await store.send(.sync)
    let state = CatalogSyncViewState(store.state)
    return output.show(state, error: state.error, text: CatalogSyncView.render)
  }

  /// A new database gets the bundled catalog before its first command, so `shop` shows products
  /// on a fresh machine.
  private func fillEmptyCatalog() async -> ExitCode? {
    let fill = FillEmptyCatalog(feed: dependencies.bundledFeed, products: dependencies.products)
    do throws(CatalogError) {
      try await fill()
      return nil
    } catch {
      let failure = Failure(error)
      output.console.errorLine(failure.message)
      return Output.exitCode(for: failure.kind)
    }
  }
}
