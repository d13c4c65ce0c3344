import ShopInMemory
import Testing

@testable import ShopDomain

/// A front end that can keep no token (a terminal with no home for its file) fails every change
/// that depends on the token with the keeper's storage error, first, before anything is stored
/// or any customer made: the change would be reported as done and then forgotten. A read that
/// needs no token still works.
@Suite("A front end that can keep no token")
struct NowhereToKeepTests {
  let shop = InMemoryShop()

  /// The keeper of a terminal with nowhere to keep a token.
  struct NowhereToKeep: SessionTokenKeeper {
    static let error = StorageError(reason: "no home", problem: .tokenNotKept)
    func token() -> SessionToken? { nil }
    func keep(_ token: SessionToken) throws(StorageError) -> SessionToken { throw Self.error }
    func checkCanKeep() throws(StorageError) { throw Self.error }
  }

  /// An authenticator that counts who it is asked about: signing in must not make a customer.
  actor CountingAuthenticator: Authenticator {
    var asked = 0
    func authenticate(_ email: Email, at now: Timestamp) throws(AccountError) -> Customer {
      asked += 1
      return try Customer(email: email, since: now)
    }
  }

  var visitor: Visitor {
    Visitor(
      sessions: shop.sessions, tokens: NowhereToKeep(), newTokens: shop.terminal, clock: shop.clock)
  }

  @Test("sign-in and sign-out fail first, and no customer is made")
  func account() async throws {
    let authenticator = CountingAuthenticator()
    let error = AccountError.storage(NowhereToKeep.error)
    await #expect(throws: error) {
      try await SignIn(authenticator: authenticator, visitor: visitor)(Email("ada@example.com"))
    }
    #expect(await authenticator.asked == 0)
    await #expect(throws: error) { try await SignOut(visitor: visitor)() }
    #expect(try await CurrentSession(visitor: visitor)() == nil)
  }

  @Test("every cart change fails first; the cart can still be seen")
  func cart() async throws {
    let (carts, price) = (shop.carts, shop.priceCart)
    let sku = try SKU("DAI-001")
    let error = CartError.storage(NowhereToKeep.error)
    await #expect(throws: error) {
      try await AddToCart(visitor: visitor, carts: carts, priceCart: price)(sku, quantity: 1)
    }
    await #expect(throws: error) {
      try await SetCartQuantity(visitor: visitor, carts: carts, priceCart: price)(sku, quantity: 2)
    }
    await #expect(throws: error) {
      try await RemoveFromCart(visitor: visitor, carts: carts, priceCart: price)(sku)
    }
    await #expect(throws: error) {
      try await ApplyPromotion(visitor: visitor, carts: carts, priceCart: price)(
        PromotionCode("WELCOME10"))
    }
    await #expect(throws: error) {
      try await RemovePromotion(visitor: visitor, carts: carts, priceCart: price)()
    }
    #expect(try await ViewCart(visitor: visitor, carts: carts, priceCart: price)().isEmpty)
  }

  /// Every use case that serves only a customer (the wishlist's, checkout, the orders') asks
  /// who is signed in here, and so answers as this does. Which commands reach one is not listed:
  /// `TokenNotKeptTests` runs every command, and holds each that asks a signed-out person to
  /// sign in to this answer where no token can be kept.
  @Test("asking who is signed in fails first, not as 'not signed in'")
  func signedInCustomer() async {
    await #expect(throws: OrderError.storage(NowhereToKeep.error)) {
      try await visitor.customer(orElse: OrderError.notSignedIn, failingAs: OrderError.storage)
    }
  }
}
