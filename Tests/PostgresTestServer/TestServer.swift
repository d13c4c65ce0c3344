import CLibPQ
import Foundation
import Synchronization

/// The PostgreSQL server the tests run against, named by `SHOP_TEST_POSTGRES` (a
/// `postgresql://` URL; `scripts/postgres-server start` makes a throwaway one). Each test gets a
/// schema of its own on it, so tests run in parallel without seeing each other's rows.
///
/// Without the variable, the contract suites leave PostgreSQL out and one test says so, and each
/// suite of PostgreSQL alone is skipped, saying how to run it; with
/// `SHOP_TEST_POSTGRES_REQUIRED=1` (as CI sets it) they run anyway, and fail.
public enum TestServer {
  /// The server's URL, when the environment names one.
  public static var url: String? {
    ProcessInfo.processInfo.environment["SHOP_TEST_POSTGRES"].flatMap { $0.isEmpty ? nil : $0 }
  }

  /// Whether the PostgreSQL tests must run, failing when there is no server.
  public static var isRequired: Bool {
    ProcessInfo.processInfo.environment["SHOP_TEST_POSTGRES_REQUIRED"] == "1"
  }

  /// Whether the PostgreSQL tests run: a server is named, or CI requires them.
  public static var runs: Bool { url != nil || isRequired }

  /// Why the PostgreSQL tests did not run, and how to run them.
  public static let skipNote =
    "SHOP_TEST_POSTGRES is not set; run them with `SHOP_TEST_POSTGRES=postgresql://… swift test` (`scripts/postgres-server start` makes a server)"

  /// Why a test could not use the server: none is named, or it refused what was asked.
  public enum Failure: Error, CustomStringConvertible {
    case notConfigured
    case server(String)

    public var description: String {
      switch self {
      case .notConfigured:
        "SHOP_TEST_POSTGRES_REQUIRED=1 but SHOP_TEST_POSTGRES is not set: the PostgreSQL tests cannot run."
      case .server(let message): "The test server in SHOP_TEST_POSTGRES failed: \(message)"
      }
    }
  }

  /// Runs SQL that takes no parameters on the server (or on the database `target` names), on a
  /// connection of its own.
  public static func execute(on target: String? = nil, _ sql: String) throws(Failure) {
    _ = try integers(on: target, sql)
  }

  /// The first column of each row the SQL returns, as whole numbers (none for a command).
  public static func integers(on target: String? = nil, _ sql: String) throws(Failure) -> [Int] {
    try texts(on: target, sql).compactMap { Int($0) }
  }

  /// The first column of each row the SQL returns, as text (none for a command).
  public static func texts(on target: String? = nil, _ sql: String) throws(Failure) -> [String] {
    guard let url = target ?? url else { throw .notConfigured }
    let connection = PQconnectdb(url)
    defer { PQfinish(connection) }
    guard PQstatus(connection) == CONNECTION_OK else {
      throw .server(String(cString: PQerrorMessage(connection)))
    }
    let result = PQexec(connection, sql)
    defer { PQclear(result) }
    let status = PQresultStatus(result)
    guard status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK else {
      throw .server(String(cString: PQerrorMessage(connection)))
    }
    return (0..<PQntuples(result)).compactMap { row in
      PQgetvalue(result, row, 0).map { String(cString: $0) }
    }
  }

  /// The server's URL with some connection parameters set (`dbname`, `user`, `password`,
  /// `options`, …), however `SHOP_TEST_POSTGRES` spells it: libpq reads the parameters it gives,
  /// and each, with the ones set here instead of its own, goes into the query of a
  /// `postgresql://` URL, where libpq takes any parameter.
  public static func url(setting parameters: [String: String]) throws(Failure) -> String {
    guard let url else { throw .notConfigured }
    var message: UnsafeMutablePointer<CChar>?
    guard let options = PQconninfoParse(url, &message) else {
      defer { PQfreemem(message) }
      throw .server(message.map { String(cString: $0) } ?? "SHOP_TEST_POSTGRES cannot be read")
    }
    defer { PQconninfoFree(options) }
    var given: [(String, String)] = []
    var option = options
    while let keyword = option.pointee.keyword.map({ String(cString: $0) }) {
      if let value = option.pointee.val, parameters[keyword] == nil {
        given.append((keyword, String(cString: value)))
      }
      option += 1
    }
    let set = parameters.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    return "postgresql://?"
      + (given + set).map { "\($0)=\(percentEncoded($1))" }.joined(separator: "&")
  }

  /// `text` with every byte but ASCII letters, digits and `-._~` written as `%XX`.
  private static func percentEncoded(_ text: String) -> String {
    let plain = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)
    return text.utf8.map { byte in
      plain.contains(byte) ? String(UnicodeScalar(byte)) : "%" + String(format: "%02X", byte)
    }.joined()
  }
}

/// A schema of its own for one test: `url` connects with it as `search_path`, so the shop makes
/// its tables there. Every schema a test process made is dropped when the process exits.
public struct ScratchSchema: Sendable {
  public let name: String
  public let url: String

  public init() throws {
    guard let base = TestServer.url else { throw TestServer.Failure.notConfigured }
    name = "shop_test_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    url = base + (base.contains("?") ? "&" : "?") + "options=-csearch_path%3D" + name
    // The name is made here of letters and digits: nothing from outside reaches this SQL.
    try TestServer.execute("CREATE SCHEMA \(name)")
    Self.made.withLock { names in
      if names.isEmpty { atexit { ScratchSchema.dropAll() } }
      names.append(name)
    }
  }

  private static let made = Mutex<[String]>([])

  /// Each schema in a transaction of its own: statements sent together are otherwise one
  /// transaction, which holds a lock on every object of every schema until it ends, and a few
  /// hundred schemas ran the server out of lock slots, failing the statements of tests running
  /// beside it ("out of shared memory").
  private static func dropAll() {
    let names = made.withLock { $0 }
    guard !names.isEmpty else { return }
    try? TestServer.execute(
      "SET client_min_messages = warning;"
        + names.map { "BEGIN; DROP SCHEMA IF EXISTS \($0) CASCADE; COMMIT;" }.joined())
  }
}
