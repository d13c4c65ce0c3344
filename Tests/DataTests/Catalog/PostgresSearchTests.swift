import PostgresTestServer
import ShopData
import ShopDomain
import ShopInMemory
import ShopPostgres
import Testing

/// Search on PostgreSQL whatever the server's settings: with `standard_conforming_strings` off,
/// as older servers and some configurations have it, a backslash in a string literal escapes
/// the next character, so the SQL must hold none.
@Suite(
  "Searching on PostgreSQL", .needsPostgresServer)
struct PostgresSearchTests {
  @Test("wildcards and escapes are literal with standard_conforming_strings off")
  func nonStandardStrings() async throws {
    // The scratch URL ends in its `options` value, which takes a second setting after a space.
    let schema = try ScratchSchema()
    let url = schema.url + "%20-cstandard_conforming_strings%3Doff"
    let products = SQLProductRepository(database: SQLDatabase(try PostgresDatabase(url: url)))
    _ = try await products.save([
      SampleCatalog.product("W-1", "Cocoa 70% dark!", "", "Pantry", 300, 3),
      SampleCatalog.product("W-2", "Cocoa 70 dark", "", "Pantry", 300, 3),
      SampleCatalog.product("W-3", "snake_case C:\\x", "", "Pantry", 300, 3),
    ])
    for (text, expected) in [
      ("70%", ["W-1"]), ("rk!", ["W-1"]), ("e_c", ["W-3"]), (":\\x", ["W-3"]),
      ("70", ["W-1", "W-2"]), ("k!", []), ("c:", ["W-3"]),
    ] {
      let page = try await products.page(ProductQuery(terms: SearchTerms(text)))
      #expect(page.items.map(\.sku.value).sorted() == expected, "\(text)")
    }
  }
}
