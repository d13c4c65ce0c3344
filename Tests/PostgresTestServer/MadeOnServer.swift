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

/// A role of its own on the test server, other than the server's: a tenant of the shop's
/// database, or the role a shop signs in as. Roles belong to the whole server: each is dropped,
/// with what it owns, when the test process exits.
public struct ScratchRole: Sendable {
  public let name: String
  /// The password every scratch role signs in with, on a server that asks for one.
  public static let password = "scratch-password"

  /// Makes the role, one that may sign in when `login` says so.
  public init(login: Bool = false) throws {
    name = "shop_role_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    let rights = login ? "LOGIN PASSWORD '\(Self.password)'" : "NOLOGIN"
    try TestServer.execute("CREATE ROLE \(name) \(rights)")
    MadeOnServer.add(role: name)
  }

  /// The server's URL signing in as this role, with any other parameters set.
  public func url(setting parameters: [String: String] = [:]) throws -> String {
    try TestServer.url(
      setting: parameters.merging(["user": name, "password": Self.password]) { $1 })
  }
}

/// The databases and roles this test process made, dropped when it exits: the databases first,
/// then what each role owns in the server's database, then the roles.
private enum MadeOnServer {
  private static let names = Mutex<(databases: [String], roles: [String])>(([], []))

  static func add(database: String? = nil, role: String? = nil) {
    names.withLock { names in
      if names.databases.isEmpty && names.roles.isEmpty { atexit { MadeOnServer.dropAll() } }
      names.databases += database.map { [$0] } ?? []
      names.roles += role.map { [$0] } ?? []
    }
  }

  private static func dropAll() {
    let (databases, roles) = names.withLock { $0 }
    for database in databases {
      try? TestServer.execute("DROP DATABASE IF EXISTS \(database) WITH (FORCE)")
    }
    for role in roles {
      try? TestServer.execute(
        "SET client_min_messages = warning; DROP OWNED BY \(role) CASCADE; DROP ROLE \(role)")
    }
  }
}
