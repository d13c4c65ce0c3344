import ShopDomain

/// Orders, in the `orders` and `order_lines` tables, and the two units of work that change more
/// than orders: placing (stock down, cart emptied) and cancelling (stock back).
public struct SQLOrderRepository: OrderRepository {
  private let database: SQLDatabase

  public init(database: SQLDatabase) {
    self.database = database
  }

  /// One write: the customer held (changes of their cart wait), the cart checked to be the one
  /// the order was made from and its promotion to take off the order's discount, each line's
  /// stock taken by a conditional `UPDATE` in SKU order (two orders sharing products queue, and
  /// never deadlock), the order written unless its id is taken (`idTaken`), its lines, the cart
  /// emptied.
  public func place(_ order: Order) async throws(PlacementError) {
    try database.write(refusing: PlacementError.self, storage: PlacementError.storage) {
      connection in
      try SQLSessionRepository.hold(order.customer, in: connection)
      let owner = CartOwner.customer(order.customer)
      guard order.isMade(from: try SQLCartRepository.cart(of: owner, in: connection))
      else { throw PlacementError.cartChanged }
      let promotion = try order.promotionCode.flatMap { code in
        try SQLPromotionRepository.promotion(code, in: connection)
      }
      guard order.keepsDiscount(of: promotion) else { throw PlacementError.promotionChanged }
      for line in order.lines.sorted(by: { $0.sku < $1.sku }) {
        try Self.takeStock(for: line, in: connection)
      }
      // An id another order has writes nothing and returns no row: no statement of its own.
      let inserted = try connection.rows(Self.insertOrderSQL, OrderRow.values(of: order)) { row in
        try row.int(0)
      }
      guard !inserted.isEmpty else { throw PlacementError.idTaken }
      for (position, line) in order.lines.enumerated() {
        try connection.run(
          Self.insertLineSQL,
          [.text(order.id.value), SQLValue(position)] + OrderRow.Line.values(of: line))
      }
      try connection.run("DELETE FROM carts WHERE owner = ?1", [.text(owner.key)])
    }
  }

  /// Takes a line's units from stock, only if the shelf still has them at the order's price.
  /// The `UPDATE` holds the row: a second checkout of the last unit waits for this write, then
  /// finds the condition false on the row as this one left it.
  private static func takeStock(for line: OrderLine, in connection: SQLConnection) throws {
    let taken = try connection.run(
      "UPDATE products SET stock = stock - ?2 WHERE sku = ?1 AND stock >= ?2 AND price_minor = ?3 AND currency = ?4",
      [
        .text(line.sku.value), SQLValue(line.quantity), SQLValue(line.unitPrice.minorUnits),
        .text(line.unitPrice.currency.code),
      ])
    guard taken == 0 else { return }
    let prices = try connection.rows(
      "SELECT price_minor FROM products WHERE sku = ?1", [.text(line.sku.value)]
    ) { row in try row.int(0) }
    if let price = prices.first, price != line.unitPrice.minorUnits {
      throw PlacementError.priceChanged(line.sku)
    }
    throw PlacementError.notEnoughStock(line.sku)
  }

  public func cancel(_ order: Order) async throws(OrderError) {
    try database.write(refusing: OrderError.self, storage: OrderError.storage) { connection in
      // The status machine decides, on the row as it is now, held: another process may have
      // moved it since the order was read.
      let stored = try connection.rows(
        "SELECT status FROM orders WHERE id = ?1" + connection.dialect.forUpdate,
        [.text(order.id.value)]
      ) { row in try row.text(0) }.first.flatMap(OrderStatus.init(stored:))
      guard let stored, stored.canMove(to: order.status) else {
        throw OrderError.illegalTransition(order.id, from: stored ?? order.status, to: order.status)
      }
      try connection.run(
        "UPDATE orders SET status = ?2 WHERE id = ?1",
        [.text(order.id.value), .text(order.status.rawValue)])
      // The same cap as `Product.stock(returning:)`: the shelf holds at most maximumStock.
      for line in order.lines.sorted(by: { $0.sku < $1.sku }) {
        try connection.run(
          "UPDATE products SET stock = CASE WHEN stock + ?2 > ?3 THEN ?3 ELSE stock + ?2 END WHERE sku = ?1",
          [.text(line.sku.value), SQLValue(line.quantity), SQLValue(Product.maximumStock)])
      }
    }
  }

  public func order(_ id: OrderID) async throws(StorageError) -> Order? {
    let found = try database.read { connection in
      try connection.rows(Self.orderSQL, [.text(id.value)]) { row in try OrderRow(row) }.map {
        ($0, try Self.lines(of: $0.id, in: connection))
      }
    }
    return try found.first.map { row, lines throws(StorageError) in try row.order(lines: lines) }
  }

  public func orders(of customer: Email, after: OrderID?, size: PageSize) async throws(PageError)
    -> Page<Order, OrderID>
  {
    let first: [SQLValue] = [.text(customer.value), SQLValue(size.value + 1)]
    let values = first + (after.map { [.text($0.value)] } ?? [])
    let sql = after == nil ? Self.firstPageSQL : Self.pageAfterSQL
    let cursor: [SQLValue]? = after.map { [.text($0.value), .text(customer.value)] }
    return try Self.pages.readPage(from: database, after: cursor) { connection in
      let rows = try connection.rows(sql, values) { row in try OrderRow(row, owner: customer) }
      // The one order read past the page only tells that a next page exists: its lines are
      // never read.
      return try Page(readingOnePast: rows, size: size, cursor: \.id) { row in
        try row.order(lines: Self.lines(of: row.id, in: connection), owner: customer)
      }
    }
  }

  // The SQL, built once: a page runs the lines query once for each of its orders.
  private static let orderSQL = "SELECT \(OrderRow.columns) FROM orders WHERE id = ?1"
  private static let linesSQL =
    "SELECT \(OrderRow.Line.columns) FROM order_lines WHERE order_id = ?1 ORDER BY position"
  private static let insertOrderSQL =
    InsertSQL.insert(into: "orders", columns: OrderRow.columns)
    + " ON CONFLICT (id) DO NOTHING RETURNING 1"
  private static let insertLineSQL = InsertSQL.insert(
    into: "order_lines", columns: "order_id, position, " + OrderRow.Line.columns)
  private static let pages = Keyset(
    table: "orders", columns: OrderRow.columns, order: ["placed_at", "id"], descending: true,
    owner: "customer")
  private static let firstPageSQL = pages.sql(where: ["customer = ?1"], after: nil, limit: "?2")
  private static let pageAfterSQL = pages.sql(
    where: ["customer = ?1"], after: "?3", owner: "?1", limit: "?2")

  private static func lines(of orderID: String, in connection: SQLConnection) throws
    -> [OrderRow.Line]
  {
    try connection.rows(linesSQL, [.text(orderID)]) { row in try OrderRow.Line(row) }
  }
}
