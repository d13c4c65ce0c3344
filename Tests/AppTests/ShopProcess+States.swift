import ShopData
import ShopDomain
import ShopInMemory
import ShopPostgres

@testable import ShopCLI

/// The state a test of the built `shop` starts from, arranged through the shared `ShopStates`
/// on the database and token file the next `shop` process of the test will use: so a command
/// is tested from a cart ready to check out, say, without typing the journey that leads there.
extension ShopProcess {
  /// Reaches a state of the shop, as `reach` asks, at the terminal of `environment` (this
  /// test's own, unless another is given); what `reach` returns, the review or the order, say.
  ///
  /// The database is opened as the `shop` process opens it (`SHOP_DB`: an SQLite file or a
  /// PostgreSQL URL), an empty catalog filled from the bundled feed as the shop fills it, so the
  /// products and stock are the ones the test reads back; the session token is kept in the
  /// `SessionFile` that `shop` will read in that environment.
  @discardableResult
  func arrange<Reached>(
    in environment: [String: String]? = nil, _ reach: (ShopStates) async throws -> Reached
  ) async throws -> Reached {
    let environment = environment ?? self.environment
    let dependencies = try Self.opened(
      DatabaseLocation.prepare(option: nil, environment: environment), in: environment)
    let ports = dependencies.ports
    let states = ShopStates(
      storage: ports.storage, tokens: ports.sessionTokens, newTokens: ports.newSessionTokens,
      clock: ports.clock, orderIDs: ports.orderIDs, policies: ports.policies)
    try await states.catalog(filledFrom: dependencies.bundledFeed)
    return try await reach(states)
  }

  /// The ports of the database `storage` names, for the terminal of `environment`, as
  /// `ShopApp` opens them.
  private static func opened(
    _ storage: DatabaseLocation.Storage, in environment: [String: String]
  ) throws -> Dependencies {
    switch storage {
    case .sqlite(let path, _):
      return .live(
        try SQLiteDatabase(path: path),
        sessionTokens: SessionFile(sqlite: path, environment: environment))
    case .postgres(let url, _):
      let database = try PostgresDatabase(url: url)
      return .live(
        database, sessionTokens: SessionFile(postgres: database.identity, environment: environment))
    }
  }
}
