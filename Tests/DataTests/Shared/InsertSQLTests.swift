import Testing

@testable import ShopData

/// The statements a row type's column list makes: every column bound once, and an upsert that
/// sets every column but its key, whether the key is one column or several.
@Suite("Statements made from a column list")
struct InsertSQLTests {
  @Test("an upsert sets every column but those of its key", arguments: ["sku", "sku, customer"])
  func upsertLeavesTheKey(key: String) {
    let sql = InsertSQL.upsert(into: "ratings", columns: "sku, customer, stars", key: key)
    #expect(sql.hasPrefix("INSERT INTO ratings (sku, customer, stars) VALUES (?1, ?2, ?3)"))
    #expect(sql.contains("ON CONFLICT (\(key)) DO UPDATE SET "), "\(sql)")
    let sets = sql.components(separatedBy: "DO UPDATE SET ").last ?? ""
    for column in key.split(separator: ",").map({ $0.drop { $0 == " " } }) {
      #expect(!sets.contains("\(column) = "), "\(sql)")
    }
    #expect(sets.contains("stars = excluded.stars"), "\(sql)")
  }
}
