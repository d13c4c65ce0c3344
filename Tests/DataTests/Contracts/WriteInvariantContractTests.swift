import ShopDomain
import ShopInMemory
import Testing

/// Every write keeps every invariant a read checks. Reads turn stored rows back into Domain
/// values, whose initializers refuse a stock past the shelf's maximum, a quantity outside 1…10,
/// and so on; so a write that stored such a row would make every later read of it fail. These
/// tests pair each write that changes stock or carts with the reads that check it.
@Suite("Writes keep the invariants reads check")
struct WriteInvariantContractTests {
  @Test(
    "cancelling returns stock up to the shelf's maximum, never past it",
    arguments: StorageKind.allCases)
  func cancelAtTheCap(kind: StorageKind) async throws {
    let repositories = try kind.make()
    let fullShelf = try Fixtures.product("A-1", stock: Product.maximumStock)
    let states = repositories.states()
    try await states.catalog(products: [fullShelf], promotions: [])
    var order = try await states.placedOrder([("A-1", 5)])
    // The feed fills the shelf again while the order is out.
    _ = try await repositories.products.save([fullShelf])
    try order.move(to: .cancelled)
    try await repositories.orders.cancel(order)
    #expect(try await repositories.products.product(SKU("A-1"))?.stock == Product.maximumStock)
  }

  @Test(
    "random places, cancels, syncs and cart changes leave every row readable",
    arguments: StorageKind.allCases)
  func randomWrites(kind: StorageKind) async throws {
    let repositories = try kind.make()
    var random = SeededRandom(seed: 9)
    let skus = ["A-1", "B-2", "C-3"]
    let customer = try Fixtures.ada
    try await repositories.signUp(customer)
    var placed: [Order] = []
    for step in 0..<300 {
      switch Int.random(in: 0..<4, using: &random) {
      case 0:
        // A sync, with stock anywhere in range, often at or near the maximum.
        let stock =
          [0, 1, Product.maximumStock - 1, Product.maximumStock].randomElement(
            using: &random) ?? 0
        let sku = skus.randomElement(using: &random) ?? "A-1"
        _ = try await repositories.products.save([try Fixtures.product(sku, stock: stock)])
      case 1:
        let sku = skus.randomElement(using: &random) ?? "A-1"
        let quantity = Int.random(in: 1...10, using: &random)
        let order = try Fixtures.order(
          "O-\(step)", for: customer, at: Int64(step), lines: [(sku, 100, quantity)])
        do throws(PlacementError) {
          try await repositories.place(order)
          placed.append(order)
        } catch {
          guard case .notEnoughStock = error else { throw error }
        }
      case 2:
        guard !placed.isEmpty else { continue }
        var order = placed.remove(at: Int.random(in: 0..<placed.count, using: &random))
        try order.move(to: .cancelled)
        try await repositories.orders.cancel(order)
      default:
        let sku = try SKU(skus.randomElement(using: &random) ?? "A-1")
        let quantity = Int.random(in: 0...12, using: &random)
        let stock = try await repositories.products.product(sku)?.stock ?? 0
        _ = try? await repositories.carts.updateCurrent { cart throws(CartError) in
          try cart.set(sku, quantity: quantity, stock: stock)
        }
      }
      try await expectEverythingReadable(repositories, customer: customer)
    }
  }

  /// Reads every product, order and cart back, each through the checks of its Domain type.
  private func expectEverythingReadable(_ repositories: Repositories, customer: Email)
    async throws
  {
    let page = try await repositories.products.page(
      ProductQuery(size: PageSize(100)))
    for product in page.items {
      #expect((0...Product.maximumStock).contains(product.stock))
    }
    _ = try await repositories.orders.orders(
      of: customer, after: nil, size: PageSize(100))
    let cart = try await repositories.carts.cart(for: .customer(customer))
    #expect(cart.lines.allSatisfy { (1...Cart.maximumQuantity).contains($0.quantity) })
  }
}
