import ShopDomain
import Testing

/// `CartRepository.updateCurrent` is one unit: changes made at once all land, and a refused change
/// saves nothing.
@Suite("CartRepository.updateCurrent contract")
struct CartUpdateContractTests {
  @Test(
    "twenty changes at once to one cart, from two processes, all land",
    arguments: StorageKind.allCases)
  func concurrentChanges(kind: StorageKind) async throws {
    let file = TemporaryFile("carts.sqlite")
    let first = try await kind.writesAtOnce(20, file: file) { storage, index in
      let sku = try SKU("C-\(index + 1)")
      _ = try await storage.carts.updateCurrent { cart throws(CartError) in
        try cart.add(sku, quantity: 1, stock: 10)
      }
    }
    #expect(try await first.carts.cart(for: .guest(Fixtures.token)).lines.count == 20)
  }

  @Test(
    "a change that throws saves nothing and comes out as it was thrown",
    arguments: StorageKind.allCases)
  func refusedChange(kind: StorageKind) async throws {
    let carts = try kind.make().carts
    let sku = try SKU("A-1")
    _ = try await carts.updateCurrent { cart throws(CartError) in
      try cart.add(sku, quantity: 2, stock: 10)
    }
    await #expect(throws: CartError.lineLimit(sku, requested: 12)) {
      try await carts.updateCurrent { cart throws(CartError) in
        try cart.add(sku, quantity: 10, stock: 20)
      }
    }
    #expect(try await carts.cart(for: .guest(Fixtures.token)).quantity(of: sku) == 2)
  }

  @Test(
    "a change goes to the cart of whoever is signed in when it is written",
    arguments: StorageKind.allCases)
  func changeFollowsTheSession(kind: StorageKind) async throws {
    let repositories = try kind.make()
    _ = try await repositories.products.save([try Fixtures.product("A-1", stock: 10)])
    try await repositories.signUp(Fixtures.ada)
    let sku = try SKU("A-1")
    _ = try await repositories.carts.updateCurrent { cart throws(CartError) in
      try cart.add(sku, quantity: 1, stock: 10)
    }
    _ = try await repositories.sessions.start(
      try Session(customer: try Fixtures.ada, startedAt: Timestamp(millisecondsSince1970: 1))
    ) { $0.merged }
    _ = try await repositories.carts.updateCurrent { cart throws(CartError) in
      try cart.add(sku, quantity: 2, stock: 10)
    }
    #expect(try await repositories.carts.cart(for: .guest(Fixtures.token)).isEmpty)
    #expect(try await repositories.carts.cart(for: .customer(Fixtures.ada)).quantity(of: sku) == 3)
  }
}
