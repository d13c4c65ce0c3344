import ShopDomain
import ShopPresentation

/// Every one-shot command but `cart`'s, each the path `CommandRunner.swift` shows: an intent to
/// its Store, the state it settles on to view state and the view state to text, or with `--json`
/// the Store's values to a document. A new command is a case of the switch below and its run.
extension CommandRunner {
  /// One case for each command, and no `default`, so a command with no run does not compile.
  func runScreen(of command: Command) async -> ExitCode {
    switch command {
    case .products(let search): return await products(search)
    case .product(let sku): return await product(sku)
    case .catalogSync(let feed, let intent): return await sync(intent, from: feed)
    case .cart(let intent): return await cart(intent)
    case .wishlist(let intent): return await wishlist(intent)
    case .checkout(let intent): return await checkout(intent)
    case .categories: return await categories()
    case .promotions(let listing): return await promotions(listing)
    case .orders(let after): return await orders(after: after)
    case .order(let intent): return await order(intent)
    case .account(let intent): return await account(intent)
    case .session, .preview, .help, .version: return .success
    }
  }

  func products(_ search: CatalogSearch) async -> ExitCode {
    await show(
      .search(search), to: stores.catalog(), as: CatalogViewState.init,
      json: { $0.page.value.map(JSONDocument.Products.init) },
      text: { state in
        let next = state.nextCursor.map { NextPageCommand(search: search, after: $0).text }
        return CatalogView.render(state, nextPage: next, wording: output.wording)
      })
  }

  func product(_ sku: String) async -> ExitCode {
    await show(
      .show(sku: sku), to: stores.productDetail(), as: ProductDetailViewState.init,
      json: { $0.product.value.map(JSONDocument.OneProduct.init) },
      text: { ProductDetailView.render($0, wording: output.wording) })
  }

  /// A sync shows its progress while it runs, so its Store is observed by its view, not sent to
  /// here; and its report is shown even when every record was refused. A sync that failed with
  /// no record read has no report: its error goes to standard error alone.
  func sync(_ intent: CatalogSyncStore.Intent, from feed: String?) async -> ExitCode {
    let store = stores.catalogSync(from: catalogFeed(feed))
    let state = await CatalogSyncView.send(
      intent, to: store, showingProgressOn: .onTerminal(of: output.console, json: output.json))
    return output.show(
      state, error: state.error, json: store.state.report.value.map(JSONDocument.Sync.init),
      alsoOnFailure: !state.rejected.isEmpty, text: CatalogSyncView.render)
  }

  func wishlist(_ intent: WishlistStore.Intent) async -> ExitCode {
    await show(
      intent, to: stores.wishlist(), as: WishlistViewState.init,
      json: { $0.value.map(JSONDocument.Wishlist.init) },
      text: { WishlistView.render($0, wording: output.wording) })
  }

  func checkout(_ intent: CheckoutStore.Intent) async -> ExitCode {
    await show(
      intent, to: stores.checkout(), as: CheckoutViewState.init,
      json: { $0.order.value.map(JSONDocument.OneOrder.init) },
      text: { OrderDetailView.render($0.order, wording: output.wording) })
  }

  func categories() async -> ExitCode {
    await show(
      .categories, to: stores.offers(), as: OffersViewState.init,
      json: { $0.categories.value.map(JSONDocument.Categories.init) },
      text: { OffersView.render($0, showing: .categories) })
  }

  func promotions(_ listing: PromotionListing) async -> ExitCode {
    await show(
      .promotions(listing), to: stores.offers(), as: OffersViewState.init,
      json: { $0.promotions.value.map(JSONDocument.Promotions.init) },
      text: { state in
        let next = state.promotionsNextCursor.map {
          NextPageCommand(listing: listing, after: $0).text
        }
        return OffersView.render(state, showing: .promotions(listing), nextPage: next)
      })
  }

  func orders(after: String?) async -> ExitCode {
    await show(
      .load(after: after), to: stores.orders(), as: OrdersViewState.init,
      json: { $0.page.value.map(JSONDocument.Orders.init) },
      text: { OrdersView.render($0, wording: output.wording) })
  }

  func order(_ intent: OrderDetailStore.Intent) async -> ExitCode {
    await show(
      intent, to: stores.orderDetail(), as: OrderDetailViewState.init,
      json: { $0.order.value.map(JSONDocument.OneOrder.init) },
      text: { OrderDetailView.render($0, wording: output.wording) })
  }

  func account(_ intent: AccountStore.Intent) async -> ExitCode {
    await show(
      intent, to: stores.account(), as: AccountViewState.init,
      json: { JSONDocument.Account($0.session.value ?? nil) },
      text: { AccountView.render($0, wording: output.wording) })
  }
}
