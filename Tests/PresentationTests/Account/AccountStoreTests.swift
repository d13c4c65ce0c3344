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
    _ = try await shop.addToCart(SKU("DAI-001"), quantity: 1)
    let log = EventLog<AccountEvent>()
    let store = shop.accountStore(events: log.sink)
    await store.send(.signIn(email: " Ada@Example.com"))
    let view = AccountViewState(store.state)
    #expect(view.signedInAs == "ada@example.com")
    #expect(
      view.message
        == "Signed in as ada@example.com. 1 line of your guest cart moved into your cart.")
    #expect(log.events == [.signedIn])
  }

  @Test("an invalid email is invalid input and signs nobody in")
  func invalidEmail() async throws {
    let log = EventLog<AccountEvent>()
    let store = shop.accountStore(events: log.sink)
    await store.send(.signIn(email: "ada"))
    #expect(store.state.session.failure?.kind == .invalidInput)
    #expect(log.events.isEmpty)
    #expect(try await shop.sessions.current() == nil)
  }

  @Test("signing out reports signedOut; whoami then says nobody is signed in")
  func signOut() async throws {
    try await shop.signIn("ada@example.com")
    let log = EventLog<AccountEvent>()
    let store = shop.accountStore(events: log.sink)
    await store.send(.signOut)
    #expect(
      AccountViewState(store.state).message
        == "Signed out ada@example.com. Your cart is kept for next time.")
    await store.send(.load)
    #expect(AccountViewState(store.state).message == "Not signed in.")
    #expect(AccountViewState(store.state).suggestion == .signIn)
    #expect(log.events == [.signedOut])
  }
}
