import Testing

/// What a test reads back from the shop between commands, through `--json` as a script would:
/// the cart's lines, the orders, a product's stock.
extension ShopProcess {
  /// The cart's lines, as `shop cart --json` prints them.
  func cartLines(sourceLocation: SourceLocation = #_sourceLocation) throws -> [[String: Any]] {
    let cart = try run(["cart", "--json"]).json()
    return try #require(cart["lines"] as? [[String: Any]], sourceLocation: sourceLocation)
  }

  /// The signed-in customer's orders, as `shop orders --json` prints them.
  func orders(sourceLocation: SourceLocation = #_sourceLocation) throws -> [[String: Any]] {
    let orders = try run(["orders", "--json"]).json()
    return try #require(orders["orders"] as? [[String: Any]], sourceLocation: sourceLocation)
  }

  /// How many of `sku` are in stock, as `shop product SKU --json` says.
  func stock(of sku: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Int {
    let product = try run(["product", sku, "--json"]).json()["product"] as? [String: Any]
    return try #require(product?["stock"] as? Int, sourceLocation: sourceLocation)
  }
}
