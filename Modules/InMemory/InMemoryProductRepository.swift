import ShopDomain

/// The catalog in memory: a fake with the real behaviour of `ProductRepository` (filters, keyset
/// pages, the same order as SQLite), proven by the same contract suite. Used by the tests of
/// every layer and by the app's `--scenario` runs, which touch no file.
public actor InMemoryProductRepository: ProductRepository {
  private var products: [SKU: Product]

  public init(_ products: [Product] = []) {
    self.products = Dictionary(products, keyedBy: \.sku)
  }

  public func page(_ query: ProductQuery) throws(PageError) -> Page<Product, SKU> {
    var follows: ((Product) -> Bool)?
    if let after = query.after {
      guard let cursor = products[after] else { throw .unknownCursor }
      follows = { query.orders(cursor, before: $0) }
    }
    return Page(
      keysetOf: products.values.filter(query.matches), in: query.orders, following: follows,
      size: query.size, cursor: \.sku)
  }

  public func categories() throws(StorageError) -> [ProductCategory] {
    let byKey = Dictionary(grouping: products.values.map(\.category), by: \.key)
    return byKey.values.compactMap { spellings in
      spellings.min { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    }.sorted { $0.key.value.utf8.lexicographicallyPrecedes($1.key.value.utf8) }
  }

  public func product(_ sku: SKU) throws(StorageError) -> Product? {
    products[sku]
  }

  public func isEmpty() throws(StorageError) -> Bool {
    products.isEmpty
  }

  public func save(_ batch: [Product]) throws(StorageError) -> SaveSummary {
    products.save(batch, keyedBy: \.sku)
  }

  func snapshot() -> [SKU: Product] { products }

  func replace(with catalog: [SKU: Product]) { products = catalog }

  /// Takes each line's units from stock if every product still has them at the line's price;
  /// otherwise changes nothing.
  func takeStock(for lines: [OrderLine]) throws(PlacementError) {
    for line in lines {
      guard let product = products[line.sku], product.stock >= line.quantity else {
        throw .notEnoughStock(line.sku)
      }
      guard product.price == line.unitPrice else { throw .priceChanged(line.sku) }
    }
    for line in lines {
      products[line.sku] = products[line.sku]?.withStock { $0 - line.quantity }
    }
  }

  /// Puts each line's units back on the shelf, up to the most it holds.
  func returnStock(for lines: [OrderLine]) {
    for line in lines {
      guard let product = products[line.sku] else { continue }
      products[line.sku] = product.withStock { _ in product.stock(returning: line.quantity) }
    }
  }
}

extension Product {
  /// The same product with its stock changed; the result is within the stock invariant for the
  /// quantities a cart can hold.
  fileprivate func withStock(_ change: (Int) -> Int) -> Product? {
    try? Product(
      sku: sku, name: name, description: description, category: category, price: price,
      stock: change(stock))
  }
}
