import Foundation

/// A path in the temporary folder for one test's file, a database or a feed. Nothing is there
/// until the test makes it; the file, and the files SQLite keeps beside a database, are removed
/// when the test lets go of this. A suite holds one as `let temporary = TemporaryFile(…)`: Swift
/// Testing makes a new suite instance for every test, and every case of a parameterised test,
/// and lets it go when that test ends.
final class TemporaryFile: Sendable {
  let path: String

  /// `name` says what the file is for, and ends as the file would: `"upgrade.sqlite"`.
  init(_ name: String) {
    path =
      FileManager.default.temporaryDirectory.appendingPathComponent(
        "shop-\(UUID().uuidString)-\(name)"
      ).path
  }

  deinit {
    for suffix in ["", "-wal", "-shm", "-journal"] {
      try? FileManager.default.removeItem(atPath: path + suffix)
    }
  }
}
