/// One numbered step of the schema. Migrations are only ever appended: once released, a
/// migration's SQL never changes, because databases out there were made by it.
struct Migration: Sendable {
  /// The `PRAGMA user_version` the database has after this step.
  let version: Int
  let sql: String
  /// Whether the migration makes existing tables again, which drops what the file's owner
  /// attached to them: `OwnersObjects` keeps those across it.
  var remakesTables = false
  /// Whether the migration folds every product's keys and search text again (`Refold`), after
  /// its SQL: the rule of `FoldedText` changed, and stored text must be what it makes.
  var refoldsText = false
}
