/// The `INSERT` a row type's column list makes: a placeholder for each column, and for an upsert
/// each column but the key set from the row offered. A column added to a row type's list then
/// needs no placeholder or assignment written by hand, only its value in the row's `values`.
enum InsertSQL {
  /// `INSERT INTO table (a, b) VALUES (?1, ?2)`.
  static func insert(into table: String, columns: String) -> String {
    let names = names(of: columns)
    let placeholders = names.indices.map { "?\($0 + 1)" }
    return "INSERT INTO \(table) (\(names.joined(separator: ", "))) VALUES ("
      + placeholders.joined(separator: ", ") + ")"
  }

  /// The insert, or when a row of the same `key` is there, that row set to the values offered;
  /// a key of several columns is listed as the columns are (`"sku, customer"`), and none of
  /// them is set.
  static func upsert(into table: String, columns: String, key: String) -> String {
    let keys = names(of: key)
    let updates = names(of: columns).filter { !keys.contains($0) }.map { "\($0) = excluded.\($0)" }
    return insert(into: table, columns: columns) + " ON CONFLICT (\(key)) DO UPDATE SET "
      + updates.joined(separator: ", ")
  }

  private static func names(of columns: String) -> [String] {
    columns.split(separator: ",").map { String($0.drop { $0 == " " }) }
  }
}
