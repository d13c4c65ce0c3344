import ShopDomain
import ShopInMemory
import ShopPresentation
import Testing

/// The account Store: sign in, sign out, who is signed in, and the events it reports.
@MainActor
@Suite("AccountStore")
struct AccountStoreTests {
  let shop = InMemoryShop()

  @Test("signing in loads the session, reports signedIn, and says what moved from the guest cart")
  func signIn() async throws {
    let reference = InMemoryShop()
    try await reference.states.guestWithCart()
    let outcome = try await reference.signIn(Email("ada@example.com"))
    try await shop.states.guestWithCart()
    let screen = StoreTest { shop.stores().account(events: $0) }
    await screen.send(
      .signIn(email: " Ada@Example.com"), { $0.session = .loading },
      {
        $0.session = .loaded(outcome.session)
        $0.lastSignIn = outcome
      },
      events: [.signedIn])
    let view = AccountViewState(screen.store.state)
    #expect(view.signedInAs == "ada@example.com")
    #expect(
      view.message
        == "Signed in as ada@example.com. 1 line of your guest cart moved into your cart.")
  }

  @Test(
    "a guest's promotion code that the customer's own code keeps out is said, not dropped in silence"
  )
  func unkeptCode() async throws {
    let states = shop.states
    try await states.signedInWithCart([("PAN-002", 3)], promotion: "WELCOME10")
    _ = try await SignOut(visitor: shop.visitor)()
    try await states.guestWithCart([("PAN-002", 4)], promotion: "FIVEOFF")
    let store = shop.stores().account()
    await store.send(.signIn(email: "ada@example.com"))
    #expect(store.state.lastSignIn?.unkeptCode == (try PromotionCode("FIVEOFF")))
    #expect(
      AccountViewState(store.state).message
        == "Signed in as ada@example.com. 1 line of your guest cart moved into your cart. Your cart keeps its own promotion code, so FIVEOFF was not applied."
    )
  }

  @Test("an invalid email is invalid input and signs nobody in")
  func invalidEmail() async throws {
    let screen = StoreTest { shop.stores().account(events: $0) }
    await screen.send(
      .signIn(email: "ada"), { $0.session = .failed(Failure(AccountError.invalidEmail("ada"))) })
    #expect(screen.store.state.session.failure?.kind == .invalidInput)
    #expect(try await shop.currentSession() == nil)
  }

  @Test("signing out reports signedOut; whoami then says nobody is signed in")
  func signOut() async throws {
    try await shop.signIn("ada@example.com")
    let session = try await shop.currentSession()
    let screen = StoreTest { shop.stores().account(events: $0) }
    await screen.send(
      .signOut, { $0.session = .loading },
      {
        $0.session = .loaded(nil)
        $0.signedOut = session
      },
      events: [.signedOut])
    #expect(
      AccountViewState(screen.store.state).message
        == "Signed out ada@example.com. Your cart is kept for next time.")
    await screen.send(
      .load, { $0.signedOut = nil }, { $0.session = .loading }, { $0.session = .loaded(nil) })
    #expect(AccountViewState(screen.store.state).message == "Not signed in.")
    #expect(AccountViewState(screen.store.state).suggestion == .signIn)
  }
}
