import ShopDomain

/// Orders, in the `orders` and `order_lines` tables, and the two units of work that change more
/// than orders: placing (stock down, cart emptied) and cancelling (stock back).
public struct SQLiteOrderRepository: OrderRepository {
  private let database: Database

  public init(database: Database) {
    self.database = database
  }

  public func place(_ order: Order) async throws(PlacementError) {
    try database.write(refusing: PlacementError.self, storage: PlacementError.storage) {
      connection in
      let owner = CartOwner.customer(order.customer)
      guard order.isMade(from: try SQLiteCartRepository.cart(of: owner, in: connection))
      else { throw PlacementError.cartChanged }
      let promotion = try order.promotionCode.flatMap { code in
        try SQLitePromotionRepository.promotion(code, in: connection)
      }
      guard order.keepsDiscount(of: promotion) else { throw PlacementError.promotionChanged }
      for line in order.lines {
        try Self.takeStock(for: line, in: connection)
      }
      try connection.statement(
        "INSERT INTO orders (\(OrderRow.columns)) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)"
      )
      .run(OrderRow(order).values)
      let insertLine = try connection.statement(
        "INSERT INTO order_lines (order_id, position, \(OrderLineRow.columns)) VALUES (?1, ?2, ?3, ?4, ?5, ?6)"
      )
      for (position, line) in order.lines.enumerated() {
        let row = OrderLineRow(line)
        try insertLine.run([
          .text(order.id.value), SQLiteValue(position), .text(row.sku), .text(row.name),
          SQLiteValue(row.unitPriceMinor), SQLiteValue(row.quantity),
        ])
      }
      try connection.statement("DELETE FROM cart_lines WHERE owner = ?1").run([.text(owner.key)])
      try connection.statement("DELETE FROM carts WHERE owner = ?1").run([.text(owner.key)])
    }
  }

  /// Takes a line's units from stock, only if the shelf still has them at the order's price.
  private static func takeStock(for line: OrderLine, in connection: SQLiteConnection) throws {
    let values: [SQLiteValue] = [
      .text(line.sku.value), SQLiteValue(line.quantity), SQLiteValue(line.unitPrice.minorUnits),
      .text(line.unitPrice.currency.code),
    ]
    try connection.statement(
      "UPDATE products SET stock = stock - ?2 WHERE sku = ?1 AND stock >= ?2 AND price_minor = ?3 AND currency = ?4"
    ).run(values)
    guard connection.changes == 0 else { return }
    let prices = try connection.statement("SELECT price_minor FROM products WHERE sku = ?1")
      .rows([.text(line.sku.value)]) { row in row.int(0) }
    if let price = prices.first, price != line.unitPrice.minorUnits {
      throw PlacementError.priceChanged(line.sku)
    }
    throw PlacementError.notEnoughStock(line.sku)
  }

  public func cancel(_ order: Order) async throws(OrderError) {
    try database.write(refusing: OrderError.self, storage: OrderError.storage) { connection in
      try connection.statement(
        "UPDATE orders SET status = 'cancelled' WHERE id = ?1 AND status = 'placed'"
      )
      .run([.text(order.id.value)])
      guard connection.changes == 1 else {
        let stored = try Self.status(of: order.id, in: connection)
        throw OrderError.illegalTransition(order.id, from: stored ?? order.status, to: .cancelled)
      }
      // The same cap as `Product.stock(returning:)`: the shelf holds at most maximumStock.
      let restock = try connection.statement(
        "UPDATE products SET stock = min(stock + ?2, ?3) WHERE sku = ?1")
      for line in order.lines {
        try restock.run([
          .text(line.sku.value), SQLiteValue(line.quantity),
          SQLiteValue(Product.maximumStock),
        ])
      }
    }
  }

  private static func status(of id: OrderID, in connection: SQLiteConnection) throws -> OrderStatus?
  {
    try connection.statement("SELECT status FROM orders WHERE id = ?1")
      .rows([.text(id.value)]) { row in row.text(0) }
      .first.flatMap(OrderStatus.init(rawValue:))
  }

  public func order(_ id: OrderID) async throws(StorageError) -> Order? {
    let found = try database.read { connection in
      let orders = try connection.statement("SELECT \(OrderRow.columns) FROM orders WHERE id = ?1")
        .rows([.text(id.value)]) { row in OrderRow(row) }
      return try orders.map { ($0, try Self.lines(of: $0.id, in: connection)) }
    }
    return try found.first.map { row, lines throws(StorageError) in try row.order(lines: lines) }
  }

  public func orders(of customer: Email, after: OrderID?, size: PageSize) async throws(PageError)
    -> Page<Order, OrderID>
  {
    let first: [SQLiteValue] = [.text(customer.value), SQLiteValue(size.value + 1)]
    let values = first + (after.map { [.text($0.value)] } ?? [])
    let sql = after == nil ? Self.firstPageSQL : Self.pageAfterSQL
    let cursor: [SQLiteValue]? = after.map { [.text($0.value), .text(customer.value)] }
    return try database.readPage(after: cursor, in: Self.pages) { connection in
      let rows = try connection.statement(sql).rows(values) { row in OrderRow(row) }
      // The one order read past the page only tells that a next page exists: its lines are
      // never read.
      return try Page(readingOnePast: rows, size: size, cursor: \.id) { row in
        try row.order(lines: Self.lines(of: row.id, in: connection), owner: customer)
      }
    }
  }

  // The SQL of a page and of an order's lines, built once: a page runs the lines query once
  // for each of its orders.
  private static let pages = Keyset(
    table: "orders", columns: OrderRow.columns, order: ["placed_at", "id"], descending: true,
    owner: "customer")
  private static let firstPageSQL = pages.sql(
    where: ["customer = ?1"], after: nil, limit: "?2")
  private static let pageAfterSQL = pages.sql(
    where: ["customer = ?1"], after: "?3", owner: "?1", limit: "?2")
  private static let linesSQL =
    "SELECT \(OrderLineRow.columns) FROM order_lines WHERE order_id = ?1 ORDER BY position"

  private static func lines(of orderID: String, in connection: SQLiteConnection) throws
    -> [OrderLineRow]
  {
    try connection.statement(linesSQL).rows([.text(orderID)]) { row in
      OrderLineRow(row)
    }
  }
}
