import ShopDomain

/// Sessions, one row of `sessions` per token a front end holds: the customer signed in under it
/// (NULL while signed out) and when it was last used (as it began or signed in, and by a change
/// kept under it at most once a day: `noteUse`). Here, what every cart change runs: the session read and
/// held inside its write. Signing in and out, which moves the guest cart in the same transaction
/// as the session, is in `SQLSessionRepository+SignIn.swift`.
public struct SQLSessionRepository: SessionRepository {
  let database: SQLDatabase

  public init(database: SQLDatabase) {
    self.database = database
  }

  /// The session under `token`, read alone or inside a write that holds it (`hold`).
  static func current(_ token: SessionToken, in connection: SQLConnection) throws -> Session? {
    let rows = try connection.rows(
      "SELECT email, started_at FROM sessions WHERE token = ?1 AND email IS NOT NULL",
      [.text(token.value)]
    ) { row in (try row.text(0), try row.int(1)) }
    guard let (email, startedAt) = rows.first else { return nil }
    return try Session.fromStoredFields(
      customer: email, startedAtMillisecondsSince1970: Int64(startedAt))
  }

  /// Holds `token`'s session until the write ends: a cart change and a sign-in of one terminal
  /// queue on it (a sign-out's one `UPDATE` holds the row as it writes). It writes too: a token
  /// the database meets for the first time begins here (`begin`: its row, and tokens unused for
  /// 30 days forgotten); one it knows is marked used (`noteUse`).
  static func hold(_ token: SessionToken, in connection: SQLConnection) throws {
    let forUpdate = connection.dialect.forUpdate
    let held = try connection.exists(
      "SELECT 1 FROM sessions WHERE token = ?1" + forUpdate, [.text(token.value)])
    try held ? noteUse(of: token, in: connection) : begin(token, in: connection)
  }

  /// Holds `customer`'s row until the write ends: every change of their cart and their wishlist,
  /// from any terminal, and every order of theirs placed (a cancellation holds its order's row)
  /// queue on it where writers do not already exclude each other
  /// (PostgreSQL), while different people never wait for each other.
  static func hold(_ customer: Email, in connection: SQLConnection) throws {
    _ = try connection.exists(
      "SELECT 1 FROM customers WHERE email = ?1" + connection.dialect.forUpdate,
      [.text(customer.value)])
  }
}
