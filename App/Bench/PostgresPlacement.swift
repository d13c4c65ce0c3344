import ShopData
import ShopDomain
import ShopPostgres

/// The PostgreSQL row of order placement: `SQLOrderRepository.place` against raw libpq running
/// its statements. A placement holds the customer, reads their cart and holds the order to it,
/// takes the stock, writes the order and its line and empties the cart, in one transaction; so
/// every order of the row, on either side, is a customer's of their own, whose cart holds exactly
/// its line before the row is timed. Without a cart the repository refuses the order once it has
/// read it, and the row timed that refusal against a whole raw placement.
extension PostgresBench {
  /// The row's rounds, and the placements each side makes in one.
  static let placementRounds = 7
  static let placementsPerRound = 200

  /// The order placement row, handed to `run`; each side's order is read back through the
  /// repository, to check both wrote the same.
  static func placements(
    _ database: PostgresDatabase, _ raw: RawPostgres, run: (Row) async -> Void
  ) async {
    raw.command(
      "UPDATE products SET stock = $2, price_minor = 500 WHERE sku = $1",
      ["B-1", String(Product.maximumStock)])
    raw.command("UPDATE search_entries SET price_minor = 500 WHERE sku = $1", ["B-1"])
    // Each side's rounds and the untimed one before them, and the check's one order a side.
    let count = (placementRounds + 1) * placementsPerRound * 2 + 2
    let waiting = (1...count).compactMap(RawOrder.placed)
    await fillCarts(for: waiting, database, raw)
    let orders = SQLOrderRepository(database: SQLDatabase(database))
    var next = 0
    func nextOrder() -> Order? {
      defer { next += 1 }
      return next < waiting.count ? waiting[next] : nil
    }
    await run(
      Row(
        "postgres: order placement", rounds: placementRounds, inputs: [()],
        repeats: placementsPerRound,
        repository: { _ in
          let placed = nextOrder()
          if let placed { try? await orders.place(placed) }
          return placed
        },
        raw: { _ in
          let placed = nextOrder()
          if let placed { place(placed, raw) }
          return placed
        },
        reading: { await Readings.stored($0, in: orders) },
        rawReading: { await Readings.stored($0, in: orders) }))
  }

  /// Each order's customer signed up, with a cart of exactly the order's lines, saved through the
  /// repository as a checkout finds it.
  private static func fillCarts(
    for orders: [Order], _ database: PostgresDatabase, _ raw: RawPostgres
  ) async {
    raw.execute("BEGIN")
    for order in orders {
      raw.command(
        "INSERT INTO customers (email, created_at) VALUES ($1, 0)", [order.customer.value])
    }
    raw.execute("COMMIT")
    var carts: [CartOwner: Cart] = [:]
    for order in orders {
      let lines = order.lines.compactMap { try? CartLine(sku: $0.sku, quantity: $0.quantity) }
      carts[.customer(order.customer)] = try? Cart(lines: lines)
    }
    try? await SQLCartRepository(database: SQLDatabase(database)).save(carts)
  }

  /// The statements `SQLOrderRepository.place` runs, in its order: the customer held, the cart
  /// read and held to the order (rolled back when it is not the order's), the stock taken, the
  /// order and its lines written, the cart emptied. This row's orders have no promotion code,
  /// which the repository would also look up.
  private static func place(_ order: Order, _ raw: RawPostgres) {
    let customer = order.customer.value
    raw.execute("BEGIN")
    raw.clear(raw.run("SELECT 1 FROM customers WHERE email = $1 FOR UPDATE", [customer]))
    let code = raw.run("SELECT promotion_code FROM carts WHERE owner = $1", [customer])
    let kept = raw.rowCount(code) == 1 ? raw.optionalText(code, 0, 0) : nil
    raw.clear(code)
    let lines = raw.run(
      "SELECT sku, quantity FROM cart_lines WHERE owner = $1 ORDER BY position", [customer])
    let cart = (0..<raw.rowCount(lines)).map { row in
      "\(raw.text(lines, row, 0)) \(raw.int(lines, row, 1))"
    }
    raw.clear(lines)
    guard kept == order.promotionCode?.value,
      cart == order.lines.map({ "\($0.sku.value) \($0.quantity)" })
    else {
      raw.execute("ROLLBACK")
      return
    }
    let currency = order.subtotal.currency.code
    for line in order.lines {
      raw.command(
        "UPDATE products SET stock = stock - $2 WHERE sku = $1 AND stock >= $2 AND price_minor = $3 AND currency = $4",
        [line.sku.value, String(line.quantity), String(line.unitPrice.minorUnits), currency])
    }
    RawOrder.insert(order, raw)
    raw.command("DELETE FROM carts WHERE owner = $1", [customer])
    raw.execute("COMMIT")
  }
}
