import ShopDomain

/// Orders, in the `orders` and `order_lines` tables on PostgreSQL, and the two units of work
/// that change more than orders: placing (stock down, cart emptied) and cancelling (stock back).
public struct PostgresOrderRepository: OrderRepository {
  private let database: PostgresDatabase

  public init(database: PostgresDatabase) {
    self.database = database
  }

  /// One transaction: the customer's row locked (changes of their cart wait), the cart checked to be the one
  /// the order was made from, its promotion to take off the order's discount, each line's stock taken by a conditional `UPDATE`, in SKU order, the
  /// order and its lines written, the cart emptied.
  public func place(_ order: Order) async throws(PlacementError) {
    try database.write(refusing: PlacementError.self, storage: PlacementError.storage) {
      connection in
      try PostgresSessionRepository.lock(order.customer, in: connection)
      let owner = CartOwner.customer(order.customer)
      guard order.isMade(from: try PostgresCartRepository.cart(of: owner, in: connection)) else {
        throw PlacementError.cartChanged
      }
      let promotion = try order.promotionCode.flatMap { code in
        try PostgresPromotionRepository.promotion(code, in: connection)
      }
      guard order.keepsDiscount(of: promotion) else { throw PlacementError.promotionChanged }
      for line in order.lines.sorted(by: { $0.sku < $1.sku }) {
        try Self.takeStock(for: line, in: connection)
      }
      try connection.run(
        "INSERT INTO orders (\(OrderRow.columns)) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
        OrderRow.values(of: order))
      for (position, line) in order.lines.enumerated() {
        try connection.run(
          "INSERT INTO order_lines (order_id, position, \(OrderRow.Line.columns)) VALUES ($1, $2, $3, $4, $5, $6)",
          [
            .text(order.id.value), PostgresValue(position), .text(line.sku.value),
            .text(line.name), PostgresValue(line.unitPrice.minorUnits),
            PostgresValue(line.quantity),
          ])
      }
      try connection.run("DELETE FROM carts WHERE owner = $1", [.text(owner.key)])
    }
  }

  /// Takes a line's units from stock, only if the shelf still has them at the order's price.
  /// The `UPDATE` locks the row: a second checkout of the last unit waits for this transaction,
  /// then finds the condition false on the row as this one left it.
  private static func takeStock(for line: OrderLine, in connection: PostgresConnection) throws {
    let taken = try connection.run(
      "UPDATE products SET stock = stock - $2 WHERE sku = $1 AND stock >= $2 AND price_minor = $3 AND currency = $4",
      [
        .text(line.sku.value), PostgresValue(line.quantity),
        PostgresValue(line.unitPrice.minorUnits), .text(line.unitPrice.currency.code),
      ])
    guard taken == 0 else { return }
    let prices = try connection.rows(
      "SELECT price_minor FROM products WHERE sku = $1", [.text(line.sku.value)]
    ) { row throws(PostgresError) in try row.int(0) }
    if let price = prices.first, price != line.unitPrice.minorUnits {
      throw PlacementError.priceChanged(line.sku)
    }
    throw PlacementError.notEnoughStock(line.sku)
  }

  public func cancel(_ order: Order) async throws(OrderError) {
    try database.write(refusing: OrderError.self, storage: OrderError.storage) { connection in
      let cancelled = try connection.run(
        "UPDATE orders SET status = 'cancelled' WHERE id = $1 AND status = 'placed'",
        [.text(order.id.value)])
      guard cancelled == 1 else {
        let stored = try connection.rows(
          "SELECT status FROM orders WHERE id = $1", [.text(order.id.value)]
        ) { row throws(PostgresError) in try row.text(0) }.first.flatMap(OrderStatus.init)
        throw OrderError.illegalTransition(order.id, from: stored ?? order.status, to: .cancelled)
      }
      // The same cap as `Product.stock(returning:)`: the shelf holds at most maximumStock.
      for line in order.lines.sorted(by: { $0.sku < $1.sku }) {
        try connection.run(
          "UPDATE products SET stock = least(stock + $2, $3) WHERE sku = $1",
          [
            .text(line.sku.value), PostgresValue(line.quantity),
            PostgresValue(Product.maximumStock),
          ])
      }
    }
  }

  public func order(_ id: OrderID) async throws(StorageError) -> Order? {
    try await orders("SELECT \(OrderRow.columns) FROM orders WHERE id = $1", [.text(id.value)])
      .first
  }

  public func orders(of customer: Email, after: OrderID?, size: PageSize) async throws(PageError)
    -> Page<Order, OrderID>
  {
    let values: [PostgresValue] = [.text(customer.value), PostgresValue(size.value + 1)]
    let sql = after == nil ? Self.firstPageSQL : Self.pageAfterSQL
    let cursor: [PostgresValue]? = after.map { [.text($0.value), .text(customer.value)] }
    return try database.readPage(after: cursor, in: Self.pages) { connection in
      let rows = try Self.orders(
        sql, values + (after.map { [.text($0.value)] } ?? []), in: connection)
      return try Page(readingOnePast: rows, size: size, cursor: \.id) {
        row throws(StorageError) in try row.order()
      }
    }
  }

  private static let pages = Keyset(
    table: "orders", columns: OrderRow.columns, order: ["placed_at", "id"], descending: true,
    owner: "customer")
  private static let firstPageSQL = pages.sql(where: ["customer = $1"], after: nil, limit: "$2")
  private static let pageAfterSQL = pages.sql(
    where: ["customer = $1"], after: "$3", owner: "$1", limit: "$2")

  /// The orders `sql` selects, in its order, each with its lines.
  private func orders(_ sql: String, _ values: [PostgresValue]) async throws(StorageError)
    -> [Order]
  {
    let rows = try database.read { connection in try Self.orders(sql, values, in: connection) }
    var orders: [Order] = []
    for row in rows {
      orders.append(try row.order())
    }
    return orders
  }

  /// The rows `sql` selects, in its order, each with its lines.
  private static func orders(
    _ sql: String, _ values: [PostgresValue], in connection: PostgresConnection
  ) throws(PostgresError) -> [OrderRow] {
    var orders = try connection.rows(sql, values) { row throws(PostgresError) in
      try OrderRow(row)
    }
    for index in orders.indices {
      orders[index].lines = try connection.rows(
        "SELECT \(OrderRow.Line.columns) FROM order_lines WHERE order_id = $1 ORDER BY position",
        [.text(orders[index].id)]
      ) { row throws(PostgresError) in try OrderRow.Line(row) }
    }
    return orders
  }
}
