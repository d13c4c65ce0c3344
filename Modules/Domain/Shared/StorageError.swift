/// A repository could not read or write what it stores: the disk, the file or the database
/// refused. Ports throw it so use cases never see a storage library's own errors.
public struct StorageError: Error, Equatable, Sendable {
  /// What went wrong, in a sentence a person can act on.
  public let reason: String

  public init(reason: String) {
    self.reason = reason
  }
}

extension StorageError {
  /// A stored record that breaks a rule of Domain, so the file or database was damaged (edited
  /// by hand, say): "order O-1 in the database is invalid (total)". Every adapter says it the
  /// same way, naming the record and the field.
  public init(damaged record: String, field: String) {
    self.init(reason: "\(record) in the database is invalid (\(field))")
  }
}

/// A repository's answer for a use case: a failure of the storage becomes the use case's own
/// error (each has a `storage` case), so a use case throws one type that says what failed in its
/// own terms.
func fromRepository<Value, Failure: Error>(
  _ call: @autoclosure () async throws(StorageError) -> Value,
  failingAs failure: (StorageError) -> Failure
) async throws(Failure) -> Value {
  do {
    return try await call()
  } catch {
    throw failure(error)
  }
}
