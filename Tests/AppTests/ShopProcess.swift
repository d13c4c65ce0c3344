import Foundation

/// The built `shop` binary, run as a person or a script would run it: arguments, environment,
/// standard input in; exit code, standard output and standard error out.
struct ShopProcess {
  struct Result {
    let status: Int32
    let stdout: String
    let stderr: String
    /// Whether the process exited by itself rather than being killed by a signal (a trap, an
    /// unhandled SIGPIPE): `status` is then the signal's number, not an exit code.
    var exitedNormally = true

    /// Standard output parsed as JSON, for `--json` runs.
    /// Standard error parsed as the one JSON error object of a failed `--json` run.
    func errorJSON() throws -> [String: Any] {
      let object = try JSONSerialization.jsonObject(with: Data(stderr.utf8))
      guard let dictionary = object as? [String: Any] else { throw RunError.notAnObject(stderr) }
      return dictionary
    }

    func json() throws -> [String: Any] {
      let object = try JSONSerialization.jsonObject(with: Data(stdout.utf8))
      guard let dictionary = object as? [String: Any] else { throw RunError.notAnObject(stdout) }
      return dictionary
    }
  }

  enum RunError: Error {
    case binaryNotFound(String)
    case notAnObject(String)
  }

  /// A folder of its own for each test: the database, feeds and HOME live there.
  let folder: URL
  /// What `SHOP_DB` names: a PostgreSQL URL given to `init(database:)`, else the folder's file.
  let databasePath: String

  /// A test's folder, with its SQLite database in it, or `database` (a PostgreSQL URL) instead.
  init(database: String? = nil) throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "shop-app-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    databasePath = database ?? folder.appendingPathComponent("shop.sqlite").path
  }

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  func remove() {
    try? FileManager.default.removeItem(at: folder)
  }

  /// Runs `shop` with `arguments`; by default on this test's own database through `SHOP_DB`.
  func run(_ arguments: [String], environment extra: [String: String]? = nil, stdin: String = "")
    throws -> Result
  {
    let process = Process()
    process.executableURL = try Self.binary()
    process.arguments = arguments
    process.environment = extra ?? ["SHOP_DB": databasePath, "HOME": folder.path]
    return try capture(process, stdin: stdin)
  }

  /// Starts a `shop` for each line of arguments at once, on this test's database, and waits for
  /// them all: their exit codes, in order.
  func runTogether(_ commands: [[String]]) throws -> [Int32] {
    let processes = try commands.map { arguments in
      let process = Process()
      process.executableURL = try Self.binary()
      process.arguments = arguments
      process.environment = ["SHOP_DB": databasePath, "HOME": folder.path]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      return process
    }
    for process in processes { try process.run() }
    for process in processes { process.waitUntilExit() }
    return processes.map(\.terminationStatus)
  }

  /// Runs `shop` as a user who may not write the test's files: as `nobody` through `setpriv`
  /// when the tests run as root (root writes any file), else as this user.
  func runUnprivileged(_ arguments: [String]) throws -> Result {
    guard getuid() == 0 else { return try run(arguments) }
    let line =
      (["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", try Self.binary().path]
      + arguments)
      .map { "'" + $0 + "'" }.joined(separator: " ")
    return try runShell(line)
  }

  /// Runs `shop` on this test's database with standard output, standard error or both sent to
  /// the given files instead of being captured: /dev/full, a pipe nobody reads. What goes to a
  /// given file is not in the result.
  func run(
    _ arguments: [String], stdin: String = "", stdout: FileHandle? = nil,
    stderr: FileHandle? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = try Self.binary()
    process.arguments = arguments
    process.environment = ["SHOP_DB": databasePath, "HOME": folder.path]
    return try capture(process, stdin: stdin, stdout: stdout, stderr: stderr)
  }

  /// Runs a shell command line with the built `shop` first on PATH, on this test's database.
  func runShell(_ line: String) throws -> Result {
    let bin = try Self.binary().deletingLastPathComponent().path
    let path = bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", line]
    process.environment = ["PATH": path, "SHOP_DB": databasePath, "HOME": folder.path]
    process.currentDirectoryURL = folder
    return try capture(process, stdin: "")
  }

  /// Runs `process` to its end with `stdin` as its input, and returns what it printed. Output
  /// goes through files, not pipes, so a chatty process never blocks on a full pipe.
  private func capture(
    _ process: Process, stdin: String, stdout: FileHandle? = nil, stderr: FileHandle? = nil
  ) throws -> Result {
    let input = folder.appendingPathComponent("stdin-\(UUID().uuidString)")
    let output = folder.appendingPathComponent("stdout-\(UUID().uuidString)")
    let errors = folder.appendingPathComponent("stderr-\(UUID().uuidString)")
    try Data(stdin.utf8).write(to: input)
    try Data().write(to: output)
    try Data().write(to: errors)
    process.standardInput = try FileHandle(forReadingFrom: input)
    process.standardOutput = try stdout ?? FileHandle(forWritingTo: output)
    process.standardError = try stderr ?? FileHandle(forWritingTo: errors)
    try process.run()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      stdout: try String(contentsOf: output, encoding: .utf8),
      stderr: try String(contentsOf: errors, encoding: .utf8),
      exitedNormally: process.terminationReason == .exit
    )
  }

  /// The `shop` built next to this test bundle (SwiftPM puts every product in one folder).
  static func binary() throws -> URL {
    let candidates = [
      Bundle.main.executableURL?.deletingLastPathComponent(),
      Bundle.main.bundleURL.deletingLastPathComponent(),
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
    ]
    for folder in candidates.compactMap({ $0 }) {
      let binary = folder.appendingPathComponent("shop")
      if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
    }
    throw RunError.binaryNotFound("no shop binary beside \(CommandLine.arguments[0])")
  }
}
