import PostgresTestServer
import ShopData
import ShopDomain
import ShopInMemory
import ShopPostgres
import Testing

/// A process keeps one connection; when the server ends it (a restart, a dropped socket, an
/// administrator), the next read or write reconnects instead of failing for the rest of an
/// interactive session. The server ends it here on request, and waits until it has.
@Suite(
  "A lost PostgreSQL connection",
  .needsPostgresServer)
struct PostgresConnectionLossTests {
  /// A database on a connection the test can find by its application name, and that name.
  private func database() throws -> (PostgresDatabase, name: String) {
    let schema = try ScratchSchema()
    return (try PostgresDatabase(url: schema.url + "&application_name=" + schema.name), schema.name)
  }

  /// Ends the server's side of the connection named `name`, and says how many it ended.
  private func terminate(_ name: String) throws -> [Int] {
    try TestServer.integers(
      "SELECT count(pg_terminate_backend(pid, 10000)) FROM pg_stat_activity WHERE application_name = '\(name)'"
    )
  }

  @Test("a read after the server ended the connection reconnects and succeeds")
  func readReconnects() async throws {
    let (database, name) = try database()
    let products = SQLProductRepository(database: SQLDatabase(database))
    _ = try await products.save([SampleCatalog.products[0]])
    #expect(try terminate(name) == [1])
    #expect(try await products.page(ProductQuery()).items == [SampleCatalog.products[0]])
  }

  @Test("a write after the server ended the connection reconnects and succeeds")
  func writeReconnects() async throws {
    let (database, name) = try database()
    let carts = SQLCartRepository(database: SQLDatabase(database))
    _ = try await carts.updateCurrent { cart throws(CartError) in
      try cart.add(SampleCatalog.products[0].sku, quantity: 1, stock: 10)
    }
    #expect(try terminate(name) == [1])
    let cart = try await carts.updateCurrent { cart throws(CartError) in
      try cart.add(SampleCatalog.products[0].sku, quantity: 1, stock: 10)
    }
    #expect(cart.lines.map(\.quantity) == [2])
    #expect(try await carts.cart(for: .guest(Fixtures.token)).lines.map(\.quantity) == [2])
  }

  @Test("the new connection resolves on the shop's search path too, not on the one it arrives with")
  func reconnectsOnTheShopsPath() async throws {
    let other = try ScratchRole()
    try other.shadow()
    let schema = try ScratchSchema()
    let database = try PostgresDatabase(
      url: try TestServer.url(setting: [
        "options": "-csearch_path=\(schema.name),\(other.name),pg_catalog",
        "application_name": schema.name,
      ]))
    let carts = SQLCartRepository(database: SQLDatabase(database))
    _ = try await SQLProductRepository(database: SQLDatabase(database)).save(SampleCatalog.products)
    #expect(try terminate(schema.name) == [1])
    _ = try await carts.updateCurrent { cart throws(CartError) in
      try cart.add(SampleCatalog.products[0].sku, quantity: 1, stock: 10)
    }
    #expect(try terminate(schema.name) == [1])
    _ = try await SQLProductRepository(database: SQLDatabase(database)).page(
      ProductQuery(terms: SearchTerms("creme")))
    #expect(try other.shadowsThatRan() == [])
  }
}
