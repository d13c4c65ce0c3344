import PostgresTestServer
import ShopDomain
import ShopInMemory
import ShopPostgres
import Testing

@testable import ShopData

/// The implementations of every repository port. A contract test takes a `StorageKind` as its
/// argument and runs the same code against each, so the in-memory doubles that the other layers'
/// tests and the app's scenarios rely on are proven to behave like SQLite, and PostgreSQL is
/// proven to behave like both.
enum StorageKind: String, CaseIterable, CustomTestStringConvertible {
  case sqlite
  case inMemory
  case postgres

  /// Every kind this run can test: PostgreSQL only with a server (`TestServer`).
  static var allCases: [StorageKind] {
    TestServer.runs ? [.sqlite, .inMemory, .postgres] : [.sqlite, .inMemory]
  }

  /// The kinds that keep rows, in a file or on a server, which a test can edit by hand.
  static var keepingRows: [StorageKind] { allCases.filter { $0 != .inMemory } }

  var testDescription: String { rawValue }

  /// A fresh, empty set of repositories of this kind, sharing one store as the app's do; a
  /// search changes plan at `searchBudget` when one is given.
  func make(searchBudget: SearchBudget? = nil) throws -> Repositories {
    switch self {
    case .sqlite:
      let database = try SQLiteDatabase(
        path: ":memory:", searchBudget: searchBudget ?? SQLiteProductPages.budget)
      return Repositories(
        storage: database.storage, runSQL: { sql in try database.execute(sql) },
        countSQL: { sql in
          try SQLDatabase(database).read { try $0.rows(sql) { try $0.int(0) } }.first ?? 0
        })
    case .inMemory:
      return Repositories(storage: InMemoryShop(products: [], promotions: []).storage)
    case .postgres:
      // A schema of its own, so tests run in parallel on one server.
      let schema = try ScratchSchema()
      let database = try PostgresDatabase(
        url: schema.url, searchBudget: searchBudget ?? PostgresProductPages.budget)
      return Repositories(
        storage: database.storage,
        runSQL: { sql in try TestServer.execute("SET search_path TO \(schema.name); \(sql)") },
        countSQL: { sql in
          try TestServer.integers("SET search_path TO \(schema.name); \(sql)").first ?? 0
        })
    }
  }
}

extension StorageKind {
  /// An empty store of this kind with the sample catalog, and the shop's states at Ada's
  /// terminal on it: where a test of a state `ShopStates` builds starts.
  func withCatalog() async throws -> (Repositories, ShopStates, InMemorySessionTokens) {
    let repositories = try make()
    let terminal = InMemorySessionTokens()
    let states = repositories.states(at: terminal)
    try await states.catalog()
    return (repositories, states, terminal)
  }

  /// Two sets of repositories over one store, each with a connection of its own, as two `shop`
  /// processes on one database have: SQLite on `file`, PostgreSQL on one schema; in memory, the
  /// same shop twice. What a contract about writes at once runs on: over one connection, writes
  /// take turns in the process, and a lock the SQL forgot would never be missed.
  func makeTwoProcesses(file: TemporaryFile) throws -> (Repositories, Repositories) {
    switch self {
    case .sqlite:
      return (
        Repositories(storage: try SQLiteDatabase(path: file.path).storage),
        Repositories(storage: try SQLiteDatabase(path: file.path).storage)
      )
    case .inMemory:
      let storage = InMemoryShop(products: [], promotions: []).storage
      return (Repositories(storage: storage), Repositories(storage: storage))
    case .postgres:
      let schema = try ScratchSchema()
      return (
        Repositories(storage: try PostgresDatabase(url: schema.url).storage),
        Repositories(storage: try PostgresDatabase(url: schema.url).storage)
      )
    }
  }

  /// Makes `count` writes at once, every other one from each of two processes on one new store
  /// (`makeTwoProcesses`, on `file` for SQLite), once `arrange` has run; returns the first
  /// process's repositories, to read back what landed.
  func writesAtOnce(
    _ count: Int, file: TemporaryFile,
    arranging arrange: (Repositories) async throws -> Void = { _ in },
    _ write: @escaping @Sendable (_ storage: Storage, _ index: Int) async throws -> Void
  ) async throws -> Repositories {
    let (first, second) = try makeTwoProcesses(file: file)
    try await arrange(first)
    try await withThrowingTaskGroup(of: Void.self) { group in
      for index in 0..<count {
        let storage = (index.isMultiple(of: 2) ? first : second).storage
        group.addTask { try await write(storage, index) }
      }
      try await group.waitForAll()
    }
    return first
  }
}

extension Trait where Self == ConditionTrait {
  /// A suite or test that runs on the PostgreSQL server only, as `StorageKind.postgres` does:
  /// left out, with `TestServer.skipNote` saying how to run it, when there is none.
  static var needsPostgresServer: Self {
    .enabled(if: TestServer.runs, Comment(rawValue: TestServer.skipNote))
  }
}
