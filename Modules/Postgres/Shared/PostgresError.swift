import ShopDomain

/// A failure reported by the server or by libpq: the five-character SQLSTATE when the server sent
/// one, and the message. Stays inside this module: `SQLDatabase` asks the driver to word it as a
/// Domain `StorageError` (`PostgresDatabase.storageError`).
struct PostgresError: Error, Equatable, CustomStringConvertible {
  /// Such as `40001` (serialization failure) or `23505` (unique violation); `nil` when the
  /// failure happened in the client (the connection was lost, say).
  let sqlState: String?
  let message: String

  /// A row whose values break the Domain's rules: data a read cannot trust, reported with the
  /// sentence that says which row and why (SQLSTATE `XX001`, data corrupted).
  static func invalidRow(_ message: String) -> PostgresError {
    PostgresError(sqlState: "XX001", message: message)
  }

  /// The server gave up one transaction to let another go on: a deadlock, or a conflict a
  /// serializable transaction cannot hide. Running the whole transaction again is the cure.
  var isTransient: Bool { sqlState == "40001" || sqlState == "40P01" }
  /// The connection is gone or never worked: class 08, a server shutting down (57P), or a
  /// failure libpq reported without a server's code.
  var isConnectionFailure: Bool {
    guard let sqlState else { return true }
    return sqlState.hasPrefix("08") || sqlState.hasPrefix("57P")
  }
  var isInvalidRow: Bool { sqlState == "XX001" }

  /// The kind of trouble, by the SQLSTATE's class, for the person's next step.
  var problem: StorageError.Problem {
    guard let sqlState else { return .unreachable }
    if sqlState == "42501" || sqlState.hasPrefix("28") { return .denied }
    // Class 53 is the server short of something: disk (53100) is freed by a person; memory and
    // connections (53200, 53300, 53400) come back as others finish, so the advice is to wait.
    if sqlState == "53100" { return .full }
    if sqlState.hasPrefix("53") { return .busy }
    if sqlState.hasPrefix("XX") { return .damaged }
    if isTransient || sqlState.hasPrefix("55P03") { return .busy }
    if isConnectionFailure { return .unreachable }
    return .failed
  }

  /// The Domain's error for this failure, worded here once for every PostgreSQL repository. The
  /// server's message is repeated as a line is (`TypedText.shownLine`): a server may send any.
  var storageError: StorageError {
    if isTransient {
      return StorageError(reason: "the database is busy with another program", problem: .busy)
    }
    let said = TypedText.shownLine(message)
    if isConnectionFailure {
      return StorageError(
        reason: "the connection to the PostgreSQL server failed (\(said))", problem: .unreachable)
    }
    // A damaged row already says which row and why.
    if isInvalidRow { return StorageError(reason: said, problem: .damaged) }
    return StorageError(reason: "the database failed: \(said)", problem: problem)
  }

  var description: String { "\(message) (SQLSTATE \(sqlState ?? "none"))" }
}

extension PostgresError {
  /// libpq's message as one line: its first line says what failed, and any that follow (a hint
  /// such as "Is the server running…?") go in parentheses after it. The server's labels
  /// (`FATAL:`, `DETAIL:`, `HINT:`) are taken off, and its `CONTEXT:` and `LINE` lines, which
  /// quote SQL, are left out.
  static func sentence(_ message: UnsafeMutablePointer<CChar>?) -> String {
    sentence(message.map { String(cString: $0) } ?? "unknown error")
  }

  static func sentence(_ text: String) -> String {
    let lines = text.split(whereSeparator: \.isNewline)
      .map { unlabelled($0.drop(while: \.isWhitespace)) }
      .compactMap { $0 }
      .filter { !$0.isEmpty }
    guard let first = lines.first else { return "unknown error" }
    let hint = lines.dropFirst().joined(separator: " ")
    guard let initial = hint.first else { return first }
    // "Is the server running" reads on as "is the server running"; an acronym stays as it is.
    let second = hint.dropFirst().first
    let lowered = second?.isLowercase == true ? initial.lowercased() : String(initial)
    return first + " (" + lowered + hint.dropFirst() + ")"
  }

  /// A line of libpq's message without the server's labels, or `nil` for a line to leave out.
  private static func unlabelled(_ line: Substring) -> String? {
    if line.hasPrefix("CONTEXT:") || line.hasPrefix("LINE ") || line.hasPrefix("^") { return nil }
    var text = String(line)
    for label in ["FATAL:", "PANIC:", "ERROR:", "WARNING:", "NOTICE:", "DETAIL:", "HINT:"] {
      text = text.replacing(label + "  ", with: "").replacing(label + " ", with: "")
    }
    return text
  }
}
