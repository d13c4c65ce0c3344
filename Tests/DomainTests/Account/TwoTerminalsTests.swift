import ShopDomain
import ShopInMemory
import Testing

/// Two terminals on one shop are two visitors: each terminal's token names its own session and
/// guest cart, so nothing one does through the use cases shows at the other.
@Suite("Two terminals on one shop")
struct TwoTerminalsTests {
  let shop = InMemoryShop()

  @Test("a sign-in and a cart at one terminal never show at the other")
  func terminalsApart() async throws {
    let first = Terminal(shop, InMemorySessionTokens())
    let second = Terminal(shop, InMemorySessionTokens())
    let (dairy, rice) = (try SKU("DAI-001"), try SKU("PAN-003"))

    _ = try await first.addToCart(dairy, quantity: 2)
    #expect(try await second.viewCart().isEmpty)
    let ada = try await first.signIn(Email("ada@example.com")).session
    #expect(try await second.currentSession() == nil)
    #expect(try await second.viewCart().isEmpty)

    let secondCart = try await second.addToCart(rice, quantity: 1)
    #expect(secondCart.lines.map(\.product.sku) == [rice])
    #expect(try await first.viewCart().lines.map(\.product.sku) == [dairy])

    let grace = try await second.signIn(Email("grace@example.com")).session
    #expect(try await first.currentSession() == ada)
    #expect(try await second.currentSession() == grace)
    #expect(try await second.viewCart().lines.map(\.product.sku) == [rice])

    #expect(try await first.signOut() == ada)
    #expect(try await first.currentSession() == nil)
    #expect(try await first.viewCart().isEmpty)
    #expect(try await second.currentSession() == grace)
    #expect(try await second.viewCart().lines.map(\.product.sku) == [rice])
  }

  @Test("a terminal with no token is signed out with an empty cart, and reading makes no token")
  func noTokenYet() async throws {
    let tokens = InMemorySessionTokens()
    let terminal = Terminal(shop, tokens)
    #expect(try await terminal.viewCart().isEmpty)
    #expect(try await terminal.currentSession() == nil)
    #expect(try await terminal.signOut() == nil)
    #expect(tokens.token() == nil)
  }

  /// What makes a terminal's first token: something kept under it.
  enum FirstKept: String, CaseIterable, CustomTestStringConvertible {
    case addToCart
    case signIn

    var testDescription: String { rawValue }
  }

  @Test(
    "a terminal gets a token when it first adds to the cart or signs in",
    arguments: FirstKept.allCases)
  func tokenMadeWhenKept(first: FirstKept) async throws {
    let tokens = InMemorySessionTokens()
    let terminal = Terminal(shop, tokens)
    switch first {
    case .addToCart:
      _ = try await terminal.addToCart(SKU("DAI-001"), quantity: 1)
      let token = try #require(tokens.token())
      #expect(try await shop.carts.cart(for: .guest(token)).quantity(of: SKU("DAI-001")) == 1)
    case .signIn:
      _ = try await terminal.signIn(Email("ada@example.com"))
      let token = try #require(tokens.token())
      #expect(try await shop.sessions.current(token)?.customer == Email("ada@example.com"))
    }
    // Another terminal, with no token yet, sees none of it.
    let other = Terminal(shop, InMemorySessionTokens())
    #expect(try await other.viewCart().isEmpty)
    #expect(try await other.currentSession() == nil)
  }

  /// A first change the cart refuses, at a terminal with no token yet.
  enum RefusedFirst: String, CaseIterable, CustomTestStringConvertible {
    case addOverTheLimit, addOverTheStock, setToZero, setBelowZero, removeUnheld

    var testDescription: String { rawValue }

    func run(at terminal: Terminal) async throws {
      let (dairy, butter) = (try SKU("DAI-001"), try SKU("DAI-003"))
      switch self {
      case .addOverTheLimit: _ = try await terminal.addToCart(dairy, quantity: 11)
      case .addOverTheStock: _ = try await terminal.addToCart(butter, quantity: 1)
      case .setToZero: _ = try await terminal.setQuantity(dairy, quantity: 0)
      case .setBelowZero: _ = try await terminal.setQuantity(dairy, quantity: -1)
      case .removeUnheld: _ = try await terminal.removeFromCart(dairy)
      }
    }
  }

  @Test(
    "a first change the cart refuses makes no token: the refusal changes nothing",
    arguments: RefusedFirst.allCases)
  func refusedFirstChange(change: RefusedFirst) async throws {
    let tokens = InMemorySessionTokens()
    await #expect(throws: CartError.self) { try await change.run(at: Terminal(shop, tokens)) }
    #expect(tokens.token() == nil)
  }

  /// The use cases as the person at one terminal of `shop` reaches them.
  struct Terminal {
    let signIn: SignIn
    let currentSession: CurrentSession
    let signOut: SignOut
    let addToCart: AddToCart
    let setQuantity: SetCartQuantity
    let removeFromCart: RemoveFromCart
    let viewCart: ViewCart

    init(_ shop: InMemoryShop, _ tokens: InMemorySessionTokens) {
      let visitor = shop.visitor(at: tokens)
      signIn = SignIn(authenticator: shop.authenticator, visitor: visitor)
      currentSession = CurrentSession(visitor: visitor)
      signOut = SignOut(visitor: visitor)
      addToCart = AddToCart(visitor: visitor, carts: shop.carts, priceCart: shop.priceCart)
      setQuantity = SetCartQuantity(visitor: visitor, carts: shop.carts, priceCart: shop.priceCart)
      removeFromCart = RemoveFromCart(
        visitor: visitor, carts: shop.carts, priceCart: shop.priceCart)
      viewCart = ViewCart(visitor: visitor, carts: shop.carts, priceCart: shop.priceCart)
    }
  }
}
