import ShopDomain
import ShopPresentation

/// What each typed command does in the session: an intent sent to a Store from the factory, a
/// route opened for the Flow to show, or, for `help`, `--version` and `preview`, text printed. The session's loop, which draws each screen and hands it
/// a chosen number, is in `InteractiveSession.swift`; the screens and their choices are built
/// by `ScreenLoader`.
extension InteractiveSession {
  func run(_ command: Command) async -> Screen.Reply {
    screenValues.keep(from: command)
    switch command {
    case .session: return .said(nil)
    case .products: return .said(open(.catalog))
    case .product(let sku): return .said(openProduct(sku))
    case .cart(.load): return .said(open(.cart))
    case .cart(let intent):
      return await Screen.reply(
        wording: wording, after: intent, on: stores.cart(), as: CartViewState.init, style: style)
    case .wishlist(.load): return .said(open(.wishlist))
    case .wishlist(let intent):
      return await Screen.reply(
        wording: wording, after: intent, on: stores.wishlist(), as: WishlistViewState.init,
        style: style)
    case .checkout: return .said(open(.checkout))
    case .categories: return .said(await offers(.categories))
    case .promotions(let listing): return .said(await offers(.promotions(listing)))
    case .orders: return .said(open(.orders))
    case .order(.show(let id)): return .said(openOrder(id))
    case .order(let cancellation): return await cancelOrder(cancellation)
    case .account(let intent): return await account(intent)
    case .catalogSync(let feed, let intent): return await sync(intent, from: feed)
    case .help(let topic): return .said(topic.text(in: wording))
    case .version: return .said("shop \(ShopApp.version)")
    case .preview:
      return .said(
        "Previews print one screen from the command line: \(Wording.oneShot.command(.preview)).")
    }
  }

  private func open(_ route: Route) -> String? {
    flow.open(route)
    return nil
  }

  private func openProduct(_ typed: String) -> String? {
    do throws(ProductError) {
      return open(.product(try SKU(typed)))
    } catch {
      return style.red(Failure.notASKU(typed).sentence(in: wording))
    }
  }

  private func openOrder(_ typed: String) -> String? {
    do throws(OrderError) {
      return open(.order(try OrderID(typed)))
    } catch {
      return style.red(Failure(error).sentence(in: wording))
    }
  }

  /// `order cancel ID` asks first (the order screen's choice runs this line too); an order that is
  /// not there, or can no longer be cancelled, is said at once, with nothing to confirm.
  /// The intent is handed on whole, so what else a cancellation carries reaches the Store as typed.
  private func cancelOrder(_ cancellation: OrderDetailStore.Intent) async -> Screen.Reply {
    let id: OrderID
    do throws(OrderError) {
      id = try OrderID(cancellation.id)
    } catch {
      return .said(style.red(Failure(error).sentence(in: wording)))
    }
    let store = stores.orderDetail()
    let shown = OrderDetailViewState(
      await store.settled(after: .show(id: id.value)))
    if let error = shown.error { return .said(style.red(error.sentence(in: wording))) }
    guard shown.canCancel else {
      // The Store words why not; a refused cancellation changes nothing.
      return await Screen.reply(
        wording: wording, after: cancellation, on: store, as: OrderDetailViewState.init,
        style: style)
    }
    return .ask(
      ScreenLoader.cancelling(
        id, sending: cancellation, to: store, wording: wording, style: style))
  }

  func account(_ intent: AccountStore.Intent) async -> Screen.Reply {
    let store = stores.account()
    let state = AccountViewState(
      await store.settled(after: intent))
    // On the sign-in screen a mistyped address is asked for again as the screen's own answer;
    // a refusal that names an option is the option's, which its question asks again.
    if case .signIn = intent, case .signIn = flow.current, let error = state.error,
      error.kind == .invalidInput, error.field == nil
    {
      return .said(style.red(wording.askingAgain(after: error)))
    }
    if let error = state.error {
      return .refusal(error, said: style.red(error.sentence(in: wording)))
    }
    return .said(
      state.message.map { TerminalText.visible(wording.sentence($0, then: state.suggestion)) })
  }

  /// Categories, or a page of promotion codes, which says the command for the next page in the
  /// session's words.
  private func offers(_ intent: OffersStore.Intent) async -> String? {
    let store = stores.offers()
    await store.send(intent)
    let state = OffersViewState(store.state)
    let next = state.promotionsNextCursor.map {
      NextPageCommand(listing: store.state.promotionListing, after: $0).text(in: wording)
    }
    return state.error.map { style.red($0.sentence(in: wording)) }
      ?? OffersView.render(state, showing: intent, nextPage: next)
  }

  private func sync(_ intent: CatalogSyncStore.Intent, from feed: String?) async -> Screen.Reply {
    if let feed {
      do throws(Refusal) {
        try FeedFile.check(feed)
      } catch {
        return .said(style.red(error.message))
      }
    }
    let store = stores.catalogSync(from: catalogFeed(feed))
    let state = await CatalogSyncView.send(
      intent, to: store, showingProgressOn: .onTerminal(of: console, json: false))
    // A feed refused entire is a refusal like any other; one with rejections is its report.
    if let error = state.error, state.rejected.isEmpty {
      return .refusal(error, said: style.red(error.sentence(in: wording)))
    }
    return .said(CatalogSyncView.render(state))
  }
}
