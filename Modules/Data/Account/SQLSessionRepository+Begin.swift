/// Hardening: the bookkeeping of session tokens, which keeps the database from growing with every
/// terminal that ever came and went, and carries a database from before tokens over: when a
/// token was last used is recorded. Not part of the lesson of a cart change;
/// `SQLSessionRepository` says what a session is.
import ShopDomain

extension SQLSessionRepository {
  /// Records `token`, met by this database for the first time, inside the write that met it:
  /// its row, and with it the shop forgets tokens unused for `Session.unusedLifetimeMilliseconds`
  /// (their guest carts too) and hands the guest cart kept from before tokens, if any, to this
  /// one: no separate job is needed for either. Two processes of one new terminal may both get
  /// here; the second waits on the first's row, then holds it.
  ///
  /// "Now" is the database's clock (`SQLDialect.nowMilliseconds`), not the terminal's: the
  /// terminals sharing a server may disagree, and one whose clock ran a month ahead would
  /// otherwise forget everyone else's sessions.
  static func begin(_ token: SessionToken, in connection: SQLConnection) throws {
    try forgetUnused(in: connection)
    try connection.run(
      """
      INSERT INTO sessions (token, last_used_at) VALUES (?1, \(connection.dialect.nowMilliseconds))
      ON CONFLICT (token) DO UPDATE SET last_used_at = excluded.last_used_at
      """, [.text(token.value)])
    try claimGuestCartBeforeTokens(for: CartOwner.guest(token).key, in: connection)
  }

  /// Marks `token` used now, so the lifetime counts from its last use, not its first: a guest
  /// who keeps changing a cart keeps it. At most once a day, so nearly every change writes
  /// nothing here: the row is found by its key and left as it is.
  static func noteUse(of token: SessionToken, in connection: SQLConnection) throws {
    let now = connection.dialect.nowMilliseconds
    try connection.run(
      "UPDATE sessions SET last_used_at = \(now) WHERE token = ?1 AND last_used_at < \(now) - ?2",
      [.text(token.value), .integer(Self.useStampInterval)])
  }

  /// Marks `token` used by a change kept outside the cart, in a write of its own, by the same
  /// rule as a cart's change (`SessionRepository.noteUse`). The database's clock, not `now`.
  public func noteUse(of token: SessionToken, at now: Timestamp) async throws(StorageError) {
    try database.write { connection in try Self.noteUse(of: token, in: connection) }
  }

  /// How stale a token's last use may be before a change marks it again: a day, small beside
  /// the thirty a token is kept.
  static let useStampInterval: Int64 = 24 * 60 * 60 * 1000

  /// Forgets the tokens unused too long, and their guest carts (whose lines go with them).
  private static func forgetUnused(in connection: SQLConnection) throws {
    let cutoff = "\(connection.dialect.nowMilliseconds) - ?1"
    let lifetime = SQLValue.integer(Session.unusedLifetimeMilliseconds)
    try connection.run(
      """
      DELETE FROM carts WHERE owner IN
        (SELECT 'guest:' || token FROM sessions WHERE last_used_at < \(cutoff))
      """, [lifetime])
    try connection.run("DELETE FROM sessions WHERE last_used_at < \(cutoff)", [lifetime])
  }

  /// The cart of before tokens, held first so two new tokens at once do not both take it.
  private static func claimGuestCartBeforeTokens(
    for owner: String, in connection: SQLConnection
  ) throws {
    let before = SQLValue.text(guestCartBeforeTokens)
    let forUpdate = connection.dialect.forUpdate
    guard try connection.exists("SELECT 1 FROM carts WHERE owner = ?1" + forUpdate, [before])
    else { return }
    try connection.run(
      "INSERT INTO carts (owner, promotion_code) SELECT ?1, promotion_code FROM carts WHERE owner = ?2",
      [.text(owner), before])
    try connection.run("UPDATE cart_lines SET owner = ?1 WHERE owner = ?2", [.text(owner), before])
    try connection.run("DELETE FROM carts WHERE owner = ?1", [before])
  }

  /// The owner of the one guest cart a database kept before sessions had tokens (SQLite's
  /// migration 8, PostgreSQL's 7).
  private static let guestCartBeforeTokens = "guest"
}
