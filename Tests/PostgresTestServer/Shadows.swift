/// Hardening: what another role of the shop's database could do to it through the search path.
/// In a schema of its own, named as the role and open to everyone's use, the role shadows
/// operators, functions and aggregates the shop's SQL names, or could: each shadow does what the
/// original does, as an attacker's would, and first records that it ran in the schema's table
/// `ran`, or fails the statement where it cannot write (in a read-only transaction), so a shadow
/// that runs is never missed.
extension ScratchRole {
  /// Every shadow, as the signature `ran` records it.
  public static var shadows: [String] {
    operators.map { "\($0.symbol)(\($0.left), \($0.right))" }
      + functions.map { "\($0.name)(\($0.arguments.joined(separator: ", ")))" }
      + aggregates.map(\.signature)
  }

  /// Makes the role's schema and its shadows in the database `url` names (the server's own by
  /// default).
  public func shadow(in url: String? = nil) throws {
    try TestServer.execute(on: url, shadowsSQL)
  }

  /// The shadows that ran in the database `url` names, one entry each time one ran.
  public func shadowsThatRan(in url: String? = nil) throws -> [String] {
    try TestServer.texts(on: url, "SELECT shadow FROM \(name).ran")
  }

  /// Operators, each run by a function that records it, then does the original's work.
  private static let operators:
    [(symbol: String, left: String, right: String, returns: String, result: String)] = [
      ("=", "text", "text", "boolean", "a OPERATOR(pg_catalog.=) b"),
      ("=", "name", "name", "boolean", "a OPERATOR(pg_catalog.=) b"),
      ("<", "bigint", "bigint", "boolean", "a OPERATOR(pg_catalog.<) b"),
      (">=", "bigint", "bigint", "boolean", "a OPERATOR(pg_catalog.>=) b"),
      ("+", "bigint", "bigint", "bigint", "a OPERATOR(pg_catalog.+) b"),
      ("-", "bigint", "bigint", "bigint", "a OPERATOR(pg_catalog.-) b"),
      ("*", "numeric", "numeric", "numeric", "a OPERATOR(pg_catalog.*) b"),
      ("||", "text", "text", "text", "a OPERATOR(pg_catalog.||) b"),
      // LIKE is `~~`; a search that matched everything would be this shadow returning true.
      ("~~", "text", "text", "boolean", "a OPERATOR(pg_catalog.~~) b"),
      // pg_trgm's similarity operator.
      ("%", "text", "text", "boolean", "true"),
    ]

  /// Functions of the catalog (and pg_trgm's), with the same arguments.
  private static let functions: [(name: String, arguments: [String], returns: String)] = [
    ("now", [], "timestamptz"), ("clock_timestamp", [], "timestamptz"),
    ("current_schema", [], "name"), ("lower", ["text"], "text"),
    ("set_config", ["text", "text", "boolean"], "text"), ("format", ["text", "text"], "text"),
    ("quote_ident", ["text"], "text"), ("hashtext", ["text"], "integer"),
    ("pg_advisory_xact_lock", ["bigint"], "void"), ("like_escape", ["text", "text"], "text"),
    ("extract", ["text", "timestamptz"], "numeric"), ("coalesce", ["bigint", "bigint"], "bigint"),
    ("similarity", ["text", "text"], "real"),
  ]

  /// Aggregates: each step records, then keeps the original's running value.
  private static let aggregates:
    [(signature: String, step: String, state: String, result: String)] =
      [
        ("count(*)", "state bigint", "bigint", "state OPERATOR(pg_catalog.+) 1"),
        ("max(integer)", "state integer, value integer", "integer", "GREATEST(state, value)"),
        ("min(text)", "state text, value text", "text", "LEAST(state, value)"),
      ]

  private var shadowsSQL: String {
    let schema = name
    var sql = """
      CREATE SCHEMA \(schema) AUTHORIZATION \(schema);
      SET ROLE \(schema);
      GRANT USAGE ON SCHEMA \(schema) TO PUBLIC;
      CREATE TABLE \(schema).ran (shadow text NOT NULL);
      GRANT INSERT ON \(schema).ran TO PUBLIC;
      CREATE FUNCTION \(schema).record(what text) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO \(schema).ran VALUES (what);
      EXCEPTION WHEN read_only_sql_transaction THEN
        RAISE EXCEPTION 'the shadow % ran in a read-only transaction', what;
      END $$;

      """
    for (index, shadow) in Self.operators.enumerated() {
      let signature = "\(shadow.symbol)(\(shadow.left), \(shadow.right))"
      sql += """
        CREATE FUNCTION \(schema).operator_\(index)(a \(shadow.left), b \(shadow.right))
        RETURNS \(shadow.returns) LANGUAGE plpgsql AS $$
        BEGIN PERFORM \(schema).record('\(signature)'); RETURN \(shadow.result); END $$;
        CREATE OPERATOR \(schema).\(shadow.symbol) (LEFTARG = \(shadow.left),
          RIGHTARG = \(shadow.right), FUNCTION = \(schema).operator_\(index));

        """
    }
    for shadow in Self.functions {
      let signature = "\(shadow.name)(\(shadow.arguments.joined(separator: ", ")))"
      let parameters = shadow.arguments.indices.map { "$\($0 + 1)" }.joined(separator: ", ")
      let original = "pg_catalog.\(shadow.name)(\(parameters))"
      // `coalesce` is SQL's own syntax: no function of the catalog stands behind it.
      let result =
        shadow.name == "coalesce" ? "$1" : shadow.name == "similarity" ? "1" : original
      let body = shadow.returns == "void" ? "PERFORM \(result);" : "RETURN \(result);"
      sql += """
        CREATE FUNCTION \(schema)."\(shadow.name)"(\(shadow.arguments.joined(separator: ", ")))
        RETURNS \(shadow.returns) LANGUAGE plpgsql AS $$
        BEGIN PERFORM \(schema).record('\(signature)'); \(body) END $$;

        """
    }
    for (index, shadow) in Self.aggregates.enumerated() {
      let name = String(shadow.signature.prefix { $0 != "(" })
      let arguments = shadow.signature.drop { $0 != "(" }
      sql += """
        CREATE FUNCTION \(schema).step_\(index)(\(shadow.step)) RETURNS \(shadow.state)
        LANGUAGE plpgsql AS $$
        BEGIN PERFORM \(schema).record('\(shadow.signature)'); RETURN \(shadow.result); END $$;
        CREATE AGGREGATE \(schema).\(name)\(arguments) (SFUNC = \(schema).step_\(index),
          STYPE = \(shadow.state)\(name == "count" ? ", INITCOND = '0'" : ""));

        """
    }
    return sql + "RESET ROLE;"
  }
}
