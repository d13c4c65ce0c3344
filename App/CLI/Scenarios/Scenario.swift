import ShopData
import ShopDomain
import ShopInMemory
import ShopPresentation

/// A canned world to run the app in, the terminal's equivalent of a UI test's launch scenario:
/// every port is a test double with canned data (or, for `failing-storage`, the app's own
/// repositories on a database that cannot be reached), and nothing is written to disk (a sync's
/// `--feed` is still read from its file, but by `failing-storage`, whose feeds fail too).
enum Scenario: String, CaseIterable, Sendable {
  /// The sample catalog, nobody signed in, empty carts.
  case sample
  /// No products at all.
  case emptyCatalog = "empty-catalog"
  /// Ada is signed in with a cart of three products and a promotion code, ready to check out,
  /// and two products saved.
  case fullCart = "full-cart"
  /// Ada is signed in with one crème fraîche in her cart, ready to check out.
  case readyToCheckOut = "ready-to-check-out"
  /// Ada has placed order O-1, of one crème fraîche; her cart is empty.
  case placedOrder = "placed-order"
  /// Every product is out of stock.
  case outOfStock = "out-of-stock"
  /// Every storage call fails: each screen shows its error state.
  case failingStorage = "failing-storage"

  static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

  /// The scenario `--scenario` or `SHOP_SCENARIO` names; a name that is none is a usage error
  /// listing the names.
  static func named(_ name: String) throws(Refusal) -> Scenario {
    guard let scenario = Scenario(rawValue: name) else {
      let error = UsageError(
        message: "There is no scenario \(TypedText.quoted(name)); choose one of \(names).",
        synopsis: .init(words: ["--scenario", "NAME"], parts: ["COMMAND"]))
      throw Refusal(message: error.text(in: .oneShot), kind: error.kind)
    }
    return scenario
  }

  /// The ports of this scenario, its canned data already in place.
  func dependencies() async -> Dependencies {
    switch self {
    case .sample: return .doubles(InMemoryShop())
    case .emptyCatalog:
      return .doubles(InMemoryShop(products: [], promotions: SampleCatalog.promotions))
    case .outOfStock:
      return .doubles(InMemoryShop(products: SampleCatalog.products.map(Self.soldOut)))
    case .fullCart: return .doubles(await arranged(Self.fillFullCart))
    case .readyToCheckOut:
      return .doubles(await arranged { try await $0.states.readyToCheckOut() })
    case .placedOrder: return .doubles(await arranged { try await $0.states.placedOrder() })
    case .failingStorage: return .failing
    }
  }

  /// The sample shop, brought to this scenario's state by `reach`, through the same `ShopStates`
  /// the tests start from.
  private func arranged(_ reach: (InMemoryShop) async throws -> Void) async -> InMemoryShop {
    let shop = InMemoryShop()
    do {
      try await reach(shop)
    } catch {
      preconditionFailure("the \(rawValue) scenario's canned data breaks a rule: \(error)")
    }
    return shop
  }

  private static func soldOut(_ product: Product) -> Product {
    SampleCatalog.product(
      product.sku.value, product.name, product.description, product.category.name,
      product.price.minorUnits, 0)
  }

  /// Ada, signed in, with crème fraîche, olive oil and rice in her cart, WELCOME10 applied, ready
  /// to check out, and the hot sauce and the Gruyère on her wishlist.
  private static func fillFullCart(_ shop: InMemoryShop) async throws {
    try await shop.states.readyToCheckOut(
      [("DAI-001", 2), ("PAN-002", 3), ("PAN-003", 1)], promotion: "WELCOME10")
    try await shop.states.savedForLater(["PAN-001", "DAI-002"])
  }
}

extension Dependencies {
  /// Everything in memory, on a scenario's canned shop, its token kept in memory; analytics go
  /// nowhere.
  static func doubles(_ shop: InMemoryShop) -> Dependencies {
    Dependencies(
      ports: StoreFactory.Ports(
        storage: shop.storage, sessionTokens: shop.terminal, newSessionTokens: shop.terminal,
        clock: shop.clock, orderIDs: shop.orderIDs, policies: shop.policies),
      bundledFeed: CannedCatalogFeed(
        products: SampleCatalog.products, promotions: SampleCatalog.promotions),
      feedFile: { JSONCatalogFeed(path: $0) },
      analyticsLog: { _ in }
    )
  }

  /// Storage and feeds failing, for the `failing-storage` scenario (the clock, order ids and
  /// tokens work): the terminal holds a token, so even asking who is signed in reaches the
  /// storage, and fails.
  static var failing: Dependencies {
    let terminal = InMemorySessionTokens()
    terminal.keep(terminal.newToken())
    return Dependencies(
      ports: StoreFactory.Ports(
        storage: UnavailableDatabase().storage, sessionTokens: terminal, newSessionTokens: terminal,
        clock: SettableClock(), orderIDs: SequentialOrderIDs(), policies: .standard),
      bundledFeed: CannedCatalogFeed(failing: .missing("the scenario's feed")),
      feedFile: { _ in CannedCatalogFeed(failing: .missing("the scenario's feed")) },
      analyticsLog: { _ in }
    )
  }
}

/// A database that cannot be reached: every read and write fails as a server out of reach does
/// (`unreachable`, which advises trying again), so every storage port built
/// on it (`SQLDatabaseDriver.storage`, the app's own repositories) fails every call, a port
/// added later included, with nothing written for this scenario alone.
private final class UnavailableDatabase: SQLDatabaseDriver {
  private struct Unavailable: Error {}

  func read<Result: Sendable>(_: @Sendable (any SQLConnectionDriver) throws -> Result) throws
    -> Result
  { throw Unavailable() }

  func snapshot<Result: Sendable>(_: @Sendable (any SQLConnectionDriver) throws -> Result) throws
    -> Result
  { throw Unavailable() }

  func write<Result: Sendable>(
    retrying _: Bool, _: @Sendable (any SQLConnectionDriver) throws -> Result
  ) throws -> Result { throw Unavailable() }

  func storageError(_: any Error) -> StorageError? {
    StorageError(reason: "the storage is unavailable in this scenario", problem: .unreachable)
  }

  func productPage(_: ProductQuery, on _: SQLConnection) throws -> (
    sql: String, values: [SQLValue]
  ) { throw Unavailable() }

  func indexProduct(_: ProductSearchEntry, isNew _: Bool, on _: SQLConnection) throws {
    throw Unavailable()
  }
}
