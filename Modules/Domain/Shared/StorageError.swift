/// A repository could not read or write what it stores: the disk, the file or the database
/// refused. Ports throw it so use cases never see a storage library's own errors.
public struct StorageError: Error, Equatable, Sendable {
  /// What went wrong, in a sentence a person can act on.
  public let reason: String

  public init(reason: String) {
    self.reason = reason
  }
}
