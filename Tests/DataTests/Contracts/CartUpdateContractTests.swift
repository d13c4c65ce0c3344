import ShopDomain
import Testing

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
