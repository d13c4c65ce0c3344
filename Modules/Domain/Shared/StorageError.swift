/// A repository could not read or write what it stores: the disk, the file or the database
/// refused. Ports throw it so use cases never see a storage library's own errors.
public struct StorageError: Error, Equatable, Sendable {
  /// What kind of trouble it is, which decides what the person can do about it.
  public enum Problem: Equatable, Sendable {
    /// Another program holds the database; waiting and trying again helps.
    case busy
    /// The disk, or the server's, has no room left.
    case full
    /// What is stored is damaged: a corrupt file, or a row that breaks a rule.
    case damaged
    /// This user may not read or write the database.
    case denied
    /// The server cannot be reached, or the connection was lost.
    case unreachable
    /// The front end could not keep the token that names its session (a folder it may not
    /// write, say): nothing was stored, and the database is not at fault.
    case tokenNotKept
    /// Anything else.
    case failed
  }

  /// What went wrong, in a sentence a person can act on.
  public let reason: String
  public let problem: Problem

  public init(reason: String, problem: Problem = .failed) {
    self.reason = reason
    self.problem = problem
  }
}

extension StorageError {
  /// A stored record that breaks a rule of Domain, so the file or database was damaged (edited
  /// by hand, say): "order O-1 in the database is invalid (total)". Every adapter says it the
  /// same way, naming the record and the field.
  public init(damaged record: String, field: String) {
    self.init(reason: "\(record) in the database is invalid (\(field))", problem: .damaged)
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
