import ShopDomain
import ShopInMemory

/// One implementation of each port, over one store: a kind's `Storage`, whose ports a test
/// reads as its own (`repositories.products`).
@dynamicMemberLookup
struct Repositories {
  let storage: Storage
  /// Runs SQL where this kind keeps its tables, for a test that damages a row by hand or sets
  /// what SQL alone can (a session's last use, by the database's clock); `nil` in memory, which
  /// keeps no rows.
  var runSQL: ((String) throws -> Void)? = nil
  /// Counts by SQL where this kind keeps its tables: the number a `SELECT count(*) …` returns,
  /// for a test that asks what no port tells (whose rows a table holds); `nil` in memory.
  var countSQL: ((String) throws -> Int)? = nil

  subscript<Port>(dynamicMember port: KeyPath<Storage, Port>) -> Port {
    storage[keyPath: port]
  }

  /// Makes `customers` known to the shop, as each one's first sign-in at `milliseconds` does.
  func signUp(_ customers: Email..., at milliseconds: Int64 = 0) async throws(AccountError) {
    for customer in customers {
      _ = try await storage.authenticator.authenticate(
        customer, at: Timestamp(millisecondsSince1970: milliseconds))
    }
  }

  /// Places `order` as a checkout does: from the customer's cart, which holds what it orders.
  func place(_ order: Order) async throws(PlacementError) {
    do throws(StorageError) {
      try await storage.carts.save([.customer(order.customer): order.cart])
    } catch {
      throw .storage(error)
    }
    try await storage.orders.place(order)
  }

  /// The shop's states over these repositories, for the person at `terminal`, at `clock`'s time,
  /// with the shop's shipping and order ids O-1, O-2, …
  func states(
    at terminal: InMemorySessionTokens = InMemorySessionTokens(),
    clock: SettableClock = SettableClock()
  ) -> ShopStates {
    ShopStates(
      storage: storage, tokens: terminal, newTokens: terminal, clock: clock,
      orderIDs: SequentialOrderIDs(), policies: .standard)
  }
}

extension StorageKind {
  /// This kind's repositories with Ada and Grace signed up: where a contract about a customer's
  /// own data (a wishlist, an alert) starts, so no suite writes its own.
  func signedUp() async throws -> Repositories {
    let repositories = try make()
    try await repositories.signUp(Fixtures.ada, Fixtures.grace)
    return repositories
  }
}

extension PromotionRepository {
  /// Every promotion, by code, read a page at a time, as the port gives them.
  func all() async throws(PageError) -> [Promotion] {
    var promotions: [Promotion] = []
    var query = PromotionQuery()
    while true {
      let page = try await page(query)
      promotions += page.items
      guard let next = page.nextCursor else { return promotions }
      query.after = next
    }
  }
}
