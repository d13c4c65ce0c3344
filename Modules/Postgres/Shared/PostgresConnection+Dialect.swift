import ShopData

extension PostgresConnection {
  /// PostgreSQL's spelling of what differs: a row a write must hold is locked `FOR UPDATE`; the
  /// clock is the server's, named in `pg_catalog` (`SearchPath`); a temporary table is
  /// `pg_temp`'s; a write held shop-wide, such as a sync, waits for any other holder of its name
  /// in the same schema (an advisory lock named by it and the pinned search path, as the
  /// migrations take one on the schema's name); and a sync that changed products refreshes the
  /// planner's statistics of them and of their search entries at once.
  static let dialect = SQLDialect(
    forUpdate: " FOR UPDATE",
    nowMilliseconds: "(EXTRACT(EPOCH FROM pg_catalog.now()) * 1000)::bigint",
    temporarySchema: "pg_temp",
    // One holder of a name at a time in the shop's schema, until its transaction ends. The
    // schema is named by the pinned path (`SearchPath`), whose first schema is `pg_catalog`.
    shopWideHold:
      "SELECT pg_advisory_xact_lock(hashtext(?1::text || ' on ' || current_setting('search_path')))",
    feedKeysTable: """
      CREATE TEMP TABLE feed_keys (
        section TEXT   COLLATE "C" NOT NULL,
        key     TEXT   COLLATE "C" NOT NULL,
        record  BIGINT NOT NULL,
        PRIMARY KEY (section, key)
      )
      """,
    afterCatalogChange: "ANALYZE products, search_entries")

  var dialect: SQLDialect { Self.dialect }

  /// `sql` with each placeholder `?1`, `?2`, … spelt `$1`, `$2`, …, as PostgreSQL reads them; a
  /// `?` inside a quoted string is left as it is.
  static func numbered(_ sql: String) -> String {
    var numbered = ""
    var isQuoted = false
    for character in sql {
      if character == "'" { isQuoted.toggle() }
      if !isQuoted, character.isNumber, numbered.last == "?" {
        numbered.removeLast()
        numbered.append("$")
      }
      numbered.append(character)
    }
    return numbered
  }
}

extension SQLValue {
  /// The text libpq sends; `nil` for SQL NULL.
  var wireText: String? {
    switch self {
    case .integer(let integer): String(integer)
    case .text(let text): text
    case .null: nil
    }
  }
}
