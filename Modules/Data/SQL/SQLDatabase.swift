import ShopDomain

/// What every repository of this module runs its SQL on, whichever database it is: a read, a
/// read that sees one moment, and a write that is all or nothing, each handing its work a
/// connection. The repositories are written once, against it; what differs between databases
/// (the C library, placeholders, locks, the search index, the schema, the errors) stays with
/// each database's driver: SQLite's `SQLiteDatabase`, PostgreSQL's `PostgresDatabase`.
/// A struct over the driver, so that `SQLConnection.rows` is compiled for each caller's rows.
public struct SQLDatabase: Sendable {
  let driver: any SQLDatabaseDriver

  public init(_ driver: any SQLDatabaseDriver) {
    self.driver = driver
  }

  /// Runs `body` outside any transaction: each statement sees what was committed when it runs.
  /// A read of several statements that must agree with each other is a `snapshot`.
  func read<Result: Sendable>(_ body: @Sendable (SQLConnection) throws -> Result)
    throws(StorageError) -> Result
  {
    try worded { try driver.read { connection in try body(SQLConnection(connection)) } }
  }

  /// Runs `body` in one read-only transaction: every statement sees the same committed moment,
  /// so a write between two of them (a cart's code, then its lines) is never half seen.
  func snapshot<Result: Sendable>(_ body: @Sendable (SQLConnection) throws -> Result)
    throws(StorageError) -> Result
  {
    try worded { try driver.snapshot { connection in try body(SQLConnection(connection)) } }
  }

  /// Runs `body` in one write transaction: all of it is written, or none of it. A `Refusal`
  /// that `body` throws (out of stock at the moment of writing, say) rolls everything back and
  /// comes out as it was thrown; any other failure comes out as `storage` words it in the same
  /// type, so the caller handles one error. A database that may give a transaction up to let
  /// another go on runs `body` again, unless `retrying` is false (a body that reads a feed as it
  /// goes cannot run twice).
  func write<Result: Sendable, Refusal: Error>(
    refusing _: Refusal.Type, storage: (StorageError) -> Refusal, retrying: Bool = true,
    _ body: @Sendable (SQLConnection) throws -> Result
  ) throws(Refusal) -> Result {
    do {
      return try driver.write(retrying: retrying) { connection in
        try body(SQLConnection(connection))
      }
    } catch let refusal as Refusal {
      throw refusal
    } catch {
      throw storage(storageError(error))
    }
  }

  /// A write that no business rule refuses: a failure is a `StorageError`.
  @discardableResult
  func write<Result: Sendable>(_ body: @Sendable (SQLConnection) throws -> Result)
    throws(StorageError) -> Result
  {
    try write(refusing: StorageError.self, storage: { $0 }, body)
  }

  /// Runs `work`, its failure worded as a `StorageError`.
  func worded<Result>(_ work: () throws -> Result) throws(StorageError) -> Result {
    do {
      return try work()
    } catch {
      throw storageError(error)
    }
  }

  /// What a failure means to the shop, in one sentence: a `StorageError` (a damaged row, say)
  /// as it is, the database's own as its driver words it.
  private func storageError(_ error: any Error) -> StorageError {
    if let error = error as? StorageError { return error }
    return driver.storageError(error)
      ?? StorageError(reason: "the database failed in an unexpected way")
  }
}

/// What a database's driver implements: units of work that hand its own connection to a body
/// (`SQLDatabase` says what each promises), what its failures mean, and its search index
/// (`SQLSearchIndex`).
public protocol SQLDatabaseDriver: SQLSearchIndex {
  func read<Result: Sendable>(_ body: @Sendable (any SQLConnectionDriver) throws -> Result) throws
    -> Result
  func snapshot<Result: Sendable>(_ body: @Sendable (any SQLConnectionDriver) throws -> Result)
    throws -> Result
  func write<Result: Sendable>(
    retrying: Bool, _ body: @Sendable (any SQLConnectionDriver) throws -> Result
  ) throws -> Result

  /// What a failure this database reported means to the shop, in one sentence; `nil` for any
  /// other error.
  func storageError(_ error: any Error) -> StorageError?
}
