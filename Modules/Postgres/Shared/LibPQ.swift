import CLibPQ

/// libpq's functions, found in the library when the first PostgreSQL database is opened rather
/// than linked into `shop`. libpq needs some twenty-five other libraries (OpenSSL, Kerberos,
/// LDAP, …): linked, the dynamic loader maps and resolves every one of them at each start, and
/// `shop product SKU` on a SQLite file took twice as long. Loaded on first use, they cost only
/// the runs that talk to a server.
///
/// Each function is cast to the type the header declares for it (`LibPQTests` holds the
/// two together). Call them as libpq's own: `pq.exec(connection, sql)` is `PQexec`.
public struct LibPQ: Sendable {
  public typealias Connection = OpaquePointer
  public typealias QueryResult = OpaquePointer
  public typealias CString = UnsafePointer<CChar>
  public typealias CStrings = UnsafePointer<CString?>

  public let connectdb: @Sendable @convention(c) (CString?) -> Connection?
  public let connectdbParams: @Sendable @convention(c) (CStrings?, CStrings?, Int32) -> Connection?
  public let status: @Sendable @convention(c) (Connection?) -> ConnStatusType
  public let finish: @Sendable @convention(c) (Connection?) -> Void
  public let reset: @Sendable @convention(c) (Connection?) -> Void
  public let errorMessage: @Sendable @convention(c) (Connection?) -> UnsafeMutablePointer<CChar>?
  public let setNoticeProcessor:
    @Sendable @convention(c) (Connection?, PQnoticeProcessor?, UnsafeMutableRawPointer?) ->
      PQnoticeProcessor?
  public let host: @Sendable @convention(c) (Connection?) -> UnsafeMutablePointer<CChar>?
  public let port: @Sendable @convention(c) (Connection?) -> UnsafeMutablePointer<CChar>?
  public let db: @Sendable @convention(c) (Connection?) -> UnsafeMutablePointer<CChar>?
  public let exec: @Sendable @convention(c) (Connection?, CString?) -> QueryResult?
  public let prepare:
    @Sendable @convention(c) (Connection?, CString?, CString?, Int32, UnsafePointer<Oid>?) ->
      QueryResult?
  public let execPrepared:
    @Sendable @convention(c) (
      Connection?, CString?, Int32, CStrings?, UnsafePointer<Int32>?, UnsafePointer<Int32>?, Int32
    ) -> QueryResult?
  public let resultStatus: @Sendable @convention(c) (QueryResult?) -> ExecStatusType
  public let resultErrorField:
    @Sendable @convention(c) (QueryResult?, Int32) -> UnsafeMutablePointer<CChar>?
  public let ntuples: @Sendable @convention(c) (QueryResult?) -> Int32
  public let getvalue:
    @Sendable @convention(c) (QueryResult?, Int32, Int32) -> UnsafeMutablePointer<CChar>?
  public let getisnull: @Sendable @convention(c) (QueryResult?, Int32, Int32) -> Int32
  public let fname: @Sendable @convention(c) (QueryResult?, Int32) -> UnsafeMutablePointer<CChar>?
  public let cmdTuples: @Sendable @convention(c) (QueryResult?) -> UnsafeMutablePointer<CChar>?
  public let cmdStatus: @Sendable @convention(c) (QueryResult?) -> UnsafeMutablePointer<CChar>?
  public let clear: @Sendable @convention(c) (QueryResult?) -> Void

  /// The library, loaded by the first call; every later call gets the same functions, or the
  /// same error. It stays loaded until the process exits.
  public static func load() throws(LoadError) -> LibPQ {
    try loaded.get()
  }

  private static let loaded = Result { () throws(LoadError) in try LibPQ(opening: names) }

  /// Where the dynamic loader looks, in order. On macOS by full paths alone (Homebrew's keg-only
  /// libpq and its links, then Postgres.app): a bare name is searched in the current folder too,
  /// where another user could leave a library of their own.
  #if os(macOS)
    static let names = [
      "/opt/homebrew/opt/libpq/lib/libpq.5.dylib", "/usr/local/opt/libpq/lib/libpq.5.dylib",
      "/opt/homebrew/lib/libpq.5.dylib", "/usr/local/lib/libpq.5.dylib",
      "/Applications/Postgres.app/Contents/Versions/latest/lib/libpq.5.dylib",
    ]
  #else
    static let names = ["libpq.so.5"]
  #endif

  /// Opens the first of `names` the loader finds and looks up every function in it.
  init(opening names: [String]) throws(LoadError) {
    guard let handle = names.lazy.compactMap({ dlopen($0, RTLD_NOW | RTLD_LOCAL) }).first else {
      throw .notInstalled(library: names.first ?? "libpq")
    }
    func function<Function>(_ name: String) throws(LoadError) -> Function {
      guard let address = dlsym(handle, name) else { throw .tooOld(missing: name) }
      return unsafeBitCast(address, to: Function.self)
    }
    connectdb = try function("PQconnectdb")
    connectdbParams = try function("PQconnectdbParams")
    status = try function("PQstatus")
    finish = try function("PQfinish")
    reset = try function("PQreset")
    errorMessage = try function("PQerrorMessage")
    setNoticeProcessor = try function("PQsetNoticeProcessor")
    host = try function("PQhost")
    port = try function("PQport")
    db = try function("PQdb")
    exec = try function("PQexec")
    prepare = try function("PQprepare")
    execPrepared = try function("PQexecPrepared")
    resultStatus = try function("PQresultStatus")
    resultErrorField = try function("PQresultErrorField")
    ntuples = try function("PQntuples")
    getvalue = try function("PQgetvalue")
    getisnull = try function("PQgetisnull")
    fname = try function("PQfname")
    cmdTuples = try function("PQcmdTuples")
    cmdStatus = try function("PQcmdStatus")
    clear = try function("PQclear")
  }

  /// Why libpq could not be loaded.
  public enum LoadError: Error, Equatable, Sendable {
    /// The loader found no library by any of the names.
    case notInstalled(library: String)
    /// The library lacks a function the shop calls: a client older than PostgreSQL 9.0's.
    case tooOld(missing: String)

    /// One sentence that says what is missing and how to install it.
    public var message: String {
      switch self {
      case .notInstalled(let library):
        "PostgreSQL's client library (\(library)) is not installed: \(Self.installation)."
      case .tooOld(let function):
        "PostgreSQL's client library is too old (it has no \(function)): \(Self.installation)."
      }
    }

    #if os(macOS)
      private static let installation = "brew install libpq"
    #else
      private static let installation = "apt install libpq5"
    #endif
  }
}

extension LibPQ {
  /// Lends `strings` to C as libpq takes a list of them, NUL-terminated (`nil` stays a null
  /// pointer), all in one buffer that lives while `body` runs.
  public static func withCStrings(
    _ strings: [String?], _ body: ([UnsafePointer<CChar>?]) -> OpaquePointer?
  ) -> OpaquePointer? {
    var buffer: [CChar] = []
    var offsets: [Int?] = []
    for string in strings {
      guard let string else {
        offsets.append(nil)
        continue
      }
      offsets.append(buffer.count)
      buffer.append(contentsOf: string.utf8CString)
    }
    return buffer.withUnsafeBufferPointer { storage in
      let pointers = offsets.map { offset -> UnsafePointer<CChar>? in
        guard let offset, let base = storage.baseAddress else { return nil }
        return base + offset
      }
      return body(pointers)
    }
  }
}
