import PostgresTestServer
import ShopData
import ShopDomain
import ShopPostgres
import Testing

/// Placing an order on PostgreSQL writes the order, takes the stock and empties the cart in one
/// transaction: a trigger makes the last write fail, and nothing of the first ones remains.
@Suite(
  "Placing an order on PostgreSQL is all or nothing",
  .needsPostgresServer)
struct PostgresOrderPlacementTests {
  @Test(
    "when emptying the cart fails, no order, no stock change and the cart remain")
  func lastWriteFails() async throws {
    let schema = try ScratchSchema()
    let database = try PostgresDatabase(url: schema.url)
    let products = SQLProductRepository(database: SQLDatabase(database))
    let carts = SQLCartRepository(database: SQLDatabase(database))
    let orders = SQLOrderRepository(database: SQLDatabase(database))
    _ = try await products.save([try Fixtures.product("A-1", price: 100, stock: 5)])
    _ = try await LocalAuthenticator(database: SQLDatabase(database)).authenticate(
      Fixtures.ada, at: Timestamp(millisecondsSince1970: 0))
    let cart = try Fixtures.cart([("A-1", 2)])
    try await carts.save([.customer(Fixtures.ada): cart])
    try TestServer.execute(
      """
      CREATE FUNCTION \(schema.name).refuse() RETURNS trigger LANGUAGE plpgsql
        AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$;
      CREATE TRIGGER refuse_cart_delete BEFORE DELETE ON \(schema.name).carts
        FOR EACH ROW EXECUTE FUNCTION \(schema.name).refuse();
      """)
    await #expect(throws: PlacementError.self) {
      try await orders.place(
        try Fixtures.order("O-1", for: Fixtures.ada, at: 1, lines: [("A-1", 100, 2)]))
    }
    #expect(try await orders.order(OrderID("O-1")) == nil)
    #expect(try await products.product(SKU("A-1"))?.stock == 5)
    #expect(try await carts.cart(for: .customer(Fixtures.ada)) == cart)
    #expect(try TestServer.integers("SELECT count(*) FROM \(schema.name).order_lines") == [0])
  }
}
