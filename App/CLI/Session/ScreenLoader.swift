import ShopDomain
import ShopPresentation

/// Builds the screen for a route: its Store from the factory, the intent that loads it, and its
/// view state rendered as text. It never decides where to go; a Store's event may move the Flow
/// while a screen loads (checkout finding nobody signed in), and the session then shows the
/// route the Flow chose.
@MainActor
struct ScreenLoader {
  /// What the session keeps for its screens from the lines typed, which a route does not carry:
  /// the catalog's search, where the order list continues. A value a screen's step needs, typed
  /// with the command that opens it, is one more property here, kept by `keep(from:)` and read
  /// where the screen is built, below.
  struct Values {
    var search = CatalogSearch()
    /// The order the orders screen continues after, as last typed (`orders --after ID`); every
    /// other command forgets it, so the list starts from its first page again.
    var ordersAfter: String?

    /// Keeps what `command`'s line typed for the screen it opens, and forgets what an earlier
    /// line typed that this command's screen must not reuse. The session calls it for every
    /// command it runs, before running it.
    mutating func keep(from command: Command) {
      if case .products(let typed) = command { search = typed }
      if case .orders(let after) = command { ordersAfter = after } else { ordersAfter = nil }
    }
  }

  let stores: StoreFactory
  let flow: AppFlow
  /// The session's words, naming this run's database in a storage failure.
  var wording: Wording = .session
  var values = Values()
  /// How a refusal left by a choice is printed: red where the terminal shows colour, as a typed
  /// command's is.
  var style = TextStyle.plain

  /// The screen of `route`, built from what the Store says and the session's `values`.
  func load(_ route: Route) async -> Screen {
    switch route {
    case .catalog: return await offeringSignIn(await catalog(values.search))
    case .product(let sku): return await product(sku)
    case .cart: return await offeringSignIn(await cart())
    case .wishlist: return await wishlist()
    case .checkout: return await checkout()
    case .signIn(let context): return signIn(context)
    case .orders: return await offeringSignIn(await orders(after: values.ordersAfter))
    case .order(let id): return await order(id, route: route)
    case .confirmation(let id): return await order(id, route: route)
    }
  }

  /// The title the session prints above the screen of `route`.
  static func title(of route: Route) -> String {
    switch route {
    case .catalog: "Catalog"
    case .product: "Product"
    case .cart: "Cart"
    case .wishlist: "Wishlist"
    case .checkout: "Checkout"
    case .signIn: "Sign in"
    case .orders: "Orders"
    case .order: "Order"
    case .confirmation: "Order placed"
    }
  }

  /// The screens where signing in fits (the catalog, the cart, the orders) offer it as their
  /// last choice while nobody is signed in.
  private func offeringSignIn(_ screen: Screen) async -> Screen {
    let account = stores.account()
    let state = AccountViewState(
      await account.settled(after: .load))
    guard state.error == nil, state.signedInAs == nil else { return screen }
    return screen.offeringSignIn(through: flow)
  }

  private func catalog(_ search: CatalogSearch) async -> Screen {
    let store = stores.catalog()
    let state = CatalogViewState(
      await store.settled(after: .search(search)))
    var next = search
    next.after = state.nextCursor
    let text = CatalogView.render(
      state, nextPage: state.nextCursor.map { _ in "`next`" }, numbered: true, wording: wording)
    return Screen(
      route: .catalog, text: text, failure: state.error, choices: state.products.map(\.sku),
      choicesInText: true,
      nextPage: state.nextCursor == nil ? nil : next,
      choose: { position in
        await store.send(.choose(position: position))
        return .said(nil)
      })
  }

  private func product(_ sku: SKU) async -> Screen {
    let store = stores.productDetail()
    let state = ProductDetailViewState(
      await store.settled(after: .show(sku: sku.value)))
    let cart = stores.cart()
    return Screen(
      route: .product(sku), text: ProductDetailView.render(state, wording: wording),
      failure: state.error,
      choices: state.error == nil ? ["Add to cart"] : [],
      choose: { _ in
        .said(
          await Screen.sentence(
            wording: wording, after: .add(sku: sku.value, quantity: 1), on: cart,
            as: CartViewState.init, style: style))
      })
  }

  private func cart() async -> Screen {
    let store = stores.cart()
    let state = CartViewState(
      await store.settled(after: .load))
    return Screen(
      route: .cart, text: CartView.render(state, wording: wording), failure: state.error,
      choices: state.lines.isEmpty ? [] : ["Check out"],
      choose: { _ in
        // The choice is an intent like any other; the Flow hears the event and opens checkout.
        await store.send(.checkOut)
        return .said(nil)
      })
  }

  private func wishlist() async -> Screen {
    let store = stores.wishlist()
    let state = WishlistViewState(
      await store.settled(after: .load))
    return Screen(
      route: .wishlist, text: WishlistView.render(state, numbered: true, wording: wording),
      failure: state.error,
      choices: state.products.map(\.sku), choicesInText: true,
      choose: { position in
        .said(
          await Screen.sentence(
            wording: wording, after: .moveChosen(position: position), on: store,
            as: WishlistViewState.init, style: style))
      })
  }

  private func checkout() async -> Screen {
    let store = stores.checkout()
    let state = CheckoutViewState(
      await store.settled(after: .review))
    guard let review = state.review else {
      return Screen(
        route: .checkout, text: TerminalText.visible(state.error?.sentence(in: wording) ?? ""),
        failure: state.error)
    }
    let text =
      "Review your order\n\n" + CartView.render(review, wording: wording)
      + "\n\nType `confirm` (or 1) to place the order."
    return Screen(
      route: .checkout, text: text, choices: ["Confirm and place the order"],
      choose: { _ in
        let placed = await store.settled(after: .confirm)
        return .said(CheckoutViewState(placed).error.map { style.red($0.sentence(in: wording)) })
      })
  }

  private func signIn(_ context: SignInContext) -> Screen {
    let why = context == .checkout ? "Sign in to continue to checkout." : "Sign in."
    // Whatever is typed here that is not a command is an address, run as the command that signs
    // in, so a mistyped one is called that, not an unknown command.
    return Screen(
      route: .signIn(context),
      text:
        "\(why)\nType your email address, like ada@example.com. No password: this is a local app.",
      answer: { words in .run(CommandName.signIn.spec.words + [words.joined(separator: " ")]) })
  }

  private func orders(after: String?) async -> Screen {
    let store = stores.orders()
    let state = OrdersViewState(
      await store.settled(after: .load(after: after)))
    return Screen(
      route: .orders, text: OrdersView.render(state, numbered: true, wording: wording),
      failure: state.error,
      choices: state.orders.map(\.id), choicesInText: true,
      choose: { position in
        await store.send(.choose(position: position))
        return .said(nil)
      })
  }

  private func order(_ id: OrderID, route: Route) async -> Screen {
    let store = stores.orderDetail()
    let shown = await store.settled(after: .show(id: id.value))
    var state = OrderDetailViewState(shown)
    if case .confirmation = route, state.error == nil {
      state = OrderDetailViewState(shown.order, notice: CheckoutViewState.placedNotice(id))
    }
    return Screen(
      route: route, text: OrderDetailView.render(state, wording: wording), failure: state.error,
      choices: state.canCancel ? ["Cancel this order"] : [],
      // The choice is the typed command's line, so it asks what the command asks, and the same way.
      choose: { _ in .run(CommandName.orderCancel.spec.words + [id.value]) })
  }

  /// The question before cancelling an order, and the cancellation once confirmed: a refusal
  /// (it shipped meanwhile) is said, and changes nothing.
  static func cancelling(
    _ id: OrderID, sending cancellation: OrderDetailStore.Intent, to store: OrderDetailStore,
    wording: Wording, style: TextStyle
  ) -> Screen.Question {
    Screen.Question(
      text: "Cancel order \(id)? Type `confirm` to cancel it; anything else keeps it.",
      declined: "Order \(id) was not cancelled.",
      answers: .confirm {
        await Screen.reply(
          wording: wording, after: cancellation, on: store, as: OrderDetailViewState.init,
          style: style)
      })
  }
}
