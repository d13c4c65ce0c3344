import ShopDomain
import Testing

/// `CartRepository`, held to one contract on SQLite, PostgreSQL and in memory.
@Suite("CartRepository contract")
struct CartRepositoryContractTests {
  @Test("an owner who never had a cart has an empty one", arguments: StorageKind.allCases)
  func emptyByDefault(kind: StorageKind) async throws {
    let carts = try kind.make().carts
    #expect(try await carts.cart(for: .guest(Fixtures.token)) == Cart())
    #expect(try await carts.cart(for: .customer(Fixtures.ada)) == Cart())
  }

  @Test(
    "a saved cart comes back with its lines in order and its promotion code",
    arguments: StorageKind.allCases)
  func roundTrip(kind: StorageKind) async throws {
    let carts = try kind.make().carts
    var cart = try Fixtures.cart([("B-2", 3), ("A-1", 1)])
    cart.promotionCode = try PromotionCode("WELCOME10")
    try await carts.save([.guest(Fixtures.token): cart])
    #expect(try await carts.cart(for: .guest(Fixtures.token)) == cart)
  }

  @Test(
    "owners' carts are separate, and saving several at once replaces each",
    arguments: StorageKind.allCases)
  func ownersAreSeparate(kind: StorageKind) async throws {
    let carts = try kind.make().carts
    let guest = try Fixtures.cart([("A-1", 2)])
    let customer = try Fixtures.cart([("B-2", 1)])
    try await carts.save([.guest(Fixtures.token): guest, .customer(Fixtures.ada): customer])
    #expect(try await carts.cart(for: .guest(Fixtures.token)) == guest)
    #expect(try await carts.cart(for: .customer(Fixtures.ada)) == customer)
    #expect(try await carts.cart(for: .customer(Fixtures.grace)) == Cart())

    try await carts.save([.guest(Fixtures.token): Cart()])
    #expect(try await carts.cart(for: .guest(Fixtures.token)) == Cart())
    #expect(try await carts.cart(for: .customer(Fixtures.ada)) == customer)
  }
}
