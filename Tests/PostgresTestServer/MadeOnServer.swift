import Foundation
import Synchronization

/// A database of its own on the test server, for what a schema cannot hold: a setting of the
/// database, or `pg_trgm` somewhere the test chooses (the extension exists once per database).
/// Dropped when the test process exits, as scratch schemas are.
public struct ScratchDatabase: Sendable {
  public let name: String
  /// The server's URL, naming this database.
  public let url: String

  public init() throws {
    name = "shop_db_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    url = try TestServer.url(setting: ["dbname": name])
    // The name is made here of letters, digits and underscores: nothing from outside.
    try TestServer.execute("CREATE DATABASE \(name)")
    MadeOnServer.add(database: name)
  }
}

/// The databases this test process made, dropped when it exits.
private enum MadeOnServer {
  private static let databases = Mutex<[String]>([])

  static func add(database: String) {
    databases.withLock { names in
      if names.isEmpty { atexit { MadeOnServer.dropAll() } }
      names.append(database)
    }
  }

  private static func dropAll() {
    for database in databases.withLock({ $0 }) {
      try? TestServer.execute("DROP DATABASE IF EXISTS \(database) WITH (FORCE)")
    }
  }
}
