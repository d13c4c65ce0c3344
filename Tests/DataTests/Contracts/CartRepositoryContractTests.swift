import ShopDomain
import Testing

/// `CartRepository`, held to one contract on SQLite and in memory.
@Suite("CartRepository contract")
struct CartRepositoryContractTests {
  @Test("an owner who never had a cart has an empty one", arguments: StorageKind.allCases)
  func emptyByDefault(kind: StorageKind) async throws {
    let carts = try kind.make().carts
    #expect(try await carts.cart(for: .guest) == Cart())
    #expect(try await carts.cart(for: .customer(Fixtures.ada)) == Cart())
  }

  @Test(
    "a saved cart comes back with its lines in order and its promotion code",
    arguments: StorageKind.allCases)
  func roundTrip(kind: StorageKind) async throws {
    let carts = try kind.make().carts
    var cart = Cart()
    try cart.add(SKU("B-2"), quantity: 3, stock: 10)
    try cart.add(SKU("A-1"), quantity: 1, stock: 10)
    cart.promotionCode = try PromotionCode("WELCOME10")
    try await carts.save([.guest: cart])
    #expect(try await carts.cart(for: .guest) == cart)
  }

  @Test(
    "owners' carts are separate, and saving several at once replaces each",
    arguments: StorageKind.allCases)
  func ownersAreSeparate(kind: StorageKind) async throws {
    let carts = try kind.make().carts
    var guest = Cart()
    try guest.add(SKU("A-1"), quantity: 2, stock: 10)
    var customer = Cart()
    try customer.add(SKU("B-2"), quantity: 1, stock: 10)
    try await carts.save([.guest: guest, .customer(Fixtures.ada): customer])
    #expect(try await carts.cart(for: .guest) == guest)
    #expect(try await carts.cart(for: .customer(Fixtures.ada)) == customer)
    #expect(try await carts.cart(for: .customer(Fixtures.grace)) == Cart())

    try await carts.save([.guest: Cart()])
    #expect(try await carts.cart(for: .guest) == Cart())
    #expect(try await carts.cart(for: .customer(Fixtures.ada)) == customer)
  }
}

/// `CartRepository.update` is one unit: changes made at once all land, and a refused change
/// saves nothing.
@Suite("CartRepository.update contract")
struct CartUpdateContractTests {
  @Test("twenty changes at once to one cart all land", arguments: StorageKind.allCases)
  func concurrentChanges(kind: StorageKind) async throws {
    let carts = try kind.make().carts
    try await withThrowingTaskGroup(of: Cart.self) { group in
      for index in 1...20 {
        let sku = try SKU("C-\(index)")
        group.addTask {
          try await carts.update(.guest) { cart throws(CartError) in
            try cart.add(sku, quantity: 1, stock: 10)
          }
        }
      }
      try await group.waitForAll()
    }
    #expect(try await carts.cart(for: .guest).lines.count == 20)
  }

  @Test(
    "a change that throws saves nothing and comes out as it was thrown",
    arguments: StorageKind.allCases)
  func refusedChange(kind: StorageKind) async throws {
    let carts = try kind.make().carts
    let sku = try SKU("A-1")
    _ = try await carts.update(.guest) { cart throws(CartError) in
      try cart.add(sku, quantity: 2, stock: 10)
    }
    await #expect(throws: CartError.lineLimit(sku, requested: 12)) {
      try await carts.update(.guest) { cart throws(CartError) in
        try cart.add(sku, quantity: 10, stock: 20)
      }
    }
    #expect(try await carts.cart(for: .guest).quantity(of: sku) == 2)
  }
}
