import ShopDomain
import ShopPresentation

/// Runs one one-shot command: gets its Store from the factory, sends the intent, and shows the
/// resulting view state. Every command takes the same path: intent → Store → view state → view.
/// Its views speak the shell's words (`Wording.oneShot`).
@MainActor
struct CommandRunner {
  let stores: StoreFactory
  /// Where `catalog sync` reads its feed from.
  let feeds: Dependencies
  let output: Output

  func run(_ command: Command) async -> ExitCode {
    switch command {
    case .products(let search): return await products(search)
    case .product(let sku): return await product(sku)
    case .catalogSync(let feed): return await sync(feed)
    case .cart(let intent): return await cart(intent)
    case .wishlist(let intent): return await wishlist(intent)
    case .checkout: return await checkout()
    case .offers(let intent): return await offers(intent)
    case .orders(let after): return await orders(after: after)
    case .order(let intent): return await order(intent)
    case .account(let intent): return await account(intent)
    case .session, .preview, .help, .version: return .success
    }
  }

  private func products(_ search: CatalogSearch) async -> ExitCode {
    let store = stores.catalog()
    await store.send(.search(search))
    let state = CatalogViewState(store.state)
    let next = state.nextCursor.map { NextPageCommand(search: search, after: $0).text }
    return output.show(
      state, error: state.error, json: store.state.page.value.map(JSONDocument.Products.init)
    ) {
      CatalogView.render($0, nextPage: next, wording: .oneShot)
    }
  }

  private func product(_ sku: String) async -> ExitCode {
    let store = stores.productDetail()
    await store.send(.show(sku: sku))
    let state = ProductDetailViewState(store.state)
    return output.show(
      state, error: state.error, json: store.state.product.value.map(JSONDocument.OneProduct.init)
    ) {
      ProductDetailView.render($0, wording: .oneShot)
    }
  }

  private func sync(_ feed: String?) async -> ExitCode {
    let store = stores.catalogSync(from: feed.map(feeds.feedFile) ?? feeds.bundledFeed)
    let state = await CatalogSyncView.sync(
      store, showingProgressOn: .onTerminal(of: output.console, json: output.json))
    return output.show(
      state, error: state.error, json: store.state.report.value.map(JSONDocument.Sync.init),
      alsoOnFailure: true, text: CatalogSyncView.render)
  }

  private func cart(_ intent: CartStore.Intent) async -> ExitCode {
    let store = stores.cart()
    await store.send(intent)
    let state = CartViewState(store.state)
    return output.show(
      state, error: state.error, json: store.state.value.map(JSONDocument.CartDocument.init)
    ) { CartView.render($0, wording: .oneShot) }
  }

  private func wishlist(_ intent: WishlistStore.Intent) async -> ExitCode {
    let store = stores.wishlist()
    await store.send(intent)
    let state = WishlistViewState(store.state)
    return output.show(
      state, error: state.error, json: store.state.value.map(JSONDocument.Wishlist.init)
    ) { WishlistView.render($0, wording: .oneShot) }
  }

  private func checkout() async -> ExitCode {
    let store = stores.checkout()
    await store.send(.placeOrder)
    let state = CheckoutViewState(store.state)
    return output.show(
      state, error: state.error, json: store.state.order.value.map(JSONDocument.OneOrder.init)
    ) {
      OrderDetailView.render($0.order, wording: .oneShot)
    }
  }

  private func offers(_ intent: OffersStore.Intent) async -> ExitCode {
    let store = stores.offers()
    await store.send(intent)
    let state = OffersViewState(store.state)
    let render = { (state: OffersViewState) in OffersView.render(state, showing: intent) }
    switch intent {
    case .categories:
      return output.show(
        state, error: state.error,
        json: store.state.categories.value.map(JSONDocument.Categories.init), text: render)
    case .promotions:
      return output.show(
        state, error: state.error,
        json: store.state.promotions.value.map(JSONDocument.Promotions.init), text: render)
    }
  }

  private func orders(after: String?) async -> ExitCode {
    let store = stores.orders()
    await store.send(.load(after: after))
    let state = OrdersViewState(store.state)
    return output.show(
      state, error: state.error, json: store.state.page.value.map(JSONDocument.Orders.init)
    ) { OrdersView.render($0, wording: .oneShot) }
  }

  private func order(_ intent: OrderDetailStore.Intent) async -> ExitCode {
    let store = stores.orderDetail()
    await store.send(intent)
    let state = OrderDetailViewState(store.state)
    return output.show(
      state, error: state.error, json: store.state.order.value.map(JSONDocument.OneOrder.init)
    ) {
      OrderDetailView.render($0, wording: .oneShot)
    }
  }

  private func account(_ intent: AccountStore.Intent) async -> ExitCode {
    let store = stores.account()
    await store.send(intent)
    let state = AccountViewState(store.state)
    return output.show(
      state, error: state.error,
      json: JSONDocument.Account(store.state.session.value ?? nil)
    ) { AccountView.render($0, wording: .oneShot) }
  }
}
