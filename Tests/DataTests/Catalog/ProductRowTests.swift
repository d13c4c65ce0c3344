import ShopDomain
import ShopInMemory
import Testing

@testable import ShopData

/// The `products` row DTO: a product goes in and comes back equal, and a row edited into
/// breaking an invariant is reported as damage that names the product, never returned.
@Suite("Mapping products to rows")
struct ProductRowTests {
  @Test("a product becomes a row and the row becomes the same product", arguments: [0, 1, 3])
  func roundTrip(index: Int) throws {
    let product = SampleCatalog.products[index]
    let row = ProductRow(product)
    #expect(row.sku == product.sku.value)
    #expect(row.name == product.name)
    #expect(row.category == product.category.name)
    #expect(row.priceMinor == product.price.minorUnits)
    #expect(row.currency == "EUR")
    #expect(row.stock == product.stock)
    let readBack = try Product.fromFields(
      sku: row.sku, name: row.name, description: row.description, category: row.category,
      priceMinorUnits: row.priceMinor, currencyCode: row.currency, stock: row.stock)
    #expect(readBack == product)
  }

  @Test("the values written carry the folded keys after the fields")
  func insertValues() {
    let product = SampleCatalog.product("PAN-001", "Jalapeño Sauce", "Smoky", "Épicerie", 399, 25)
    let values = ProductRow(product).insertValues(ProductSearchEntry(product))
    #expect(
      values == [
        .text("PAN-001"), .text("Jalapeño Sauce"), .text("Smoky"), .text("Épicerie"),
        .integer(399), .text("EUR"), .integer(25), .text("jalapeno sauce"), .text("epicerie"),
        .text("jalapeno sauce smoky"),
      ])
  }

  @Test("a saved product's row, read back, is the product it was written from")
  func readBack() async throws {
    let database = try SQLiteDatabase(path: ":memory:")
    _ = try await SQLProductRepository(database: SQLDatabase(database)).save(SampleCatalog.products)
    let products = try SQLDatabase(database).read { connection in
      try connection.rows(
        "SELECT \(ProductRow.columns) FROM products ORDER BY sku", [], ProductRow.product)
    }
    #expect(products == SampleCatalog.products.sorted { $0.sku < $1.sku })
  }

  @Test(
    "a row edited into breaking a rule is a storage error naming the product and the field",
    arguments: [
      ("name = ''", "name"), ("category = '  '", "category"), ("currency = 'EURO'", "currency"),
      ("price_minor = 100000001", "price"), ("stock = 1000001", "stock"),
    ])
  func invalidRow(change: String, field: String) async throws {
    let database = try SQLiteDatabase(path: ":memory:")
    let products = SQLProductRepository(database: SQLDatabase(database))
    _ = try await products.save(SampleCatalog.products)
    try database.execute("UPDATE products SET \(change) WHERE sku = 'DAI-002'")

    let error = await #expect(throws: StorageError.self) {
      try await products.product(SKU("DAI-002"))
    }
    #expect(error?.reason.contains("DAI-002") == true)
    #expect(error?.reason.contains("\(field):") == true)
    let pageError = await #expect(throws: PageError.self) {
      try await products.page(ProductQuery(size: PageSize(100)))
    }
    guard case .storage(let storage) = pageError else {
      Issue.record("a damaged row is a storage error, not \(String(describing: pageError))")
      return
    }
    #expect(storage.reason.contains("\(field):"))
    #expect(try await products.product(SKU("DAI-001")) == SampleCatalog.products[0])
  }
}
