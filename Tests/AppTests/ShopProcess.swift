import Foundation
import Testing

/// The built `shop` binary, run as a person or a script would run it: arguments, environment,
/// standard input in; exit code, standard output and standard error out.
///
/// Each one has a folder of its own for the database, feeds and HOME, removed with it. A suite
/// holds one as `let shop = ShopProcess()`: Swift Testing makes a new suite instance for every
/// test, and every case of a parameterised test, and lets it go when that test ends, so each
/// test starts on a new database and leaves nothing behind.
final class ShopProcess: Sendable {
  struct Result {
    let status: Int32
    let stdout: String
    let stderr: String
    /// Whether the process exited by itself rather than being killed by a signal (a trap, an
    /// unhandled SIGPIPE): `status` is then the signal's number, not an exit code.
    var exitedNormally = true

    /// Expects the run to have failed with exit `status` and a message on standard error that
    /// says `words`: the one sentence a refusal or a failure prints.
    func expectFailure(
      _ status: Int32, saying words: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
      #expect(self.status == status, "\(stderr)", sourceLocation: sourceLocation)
      #expect(stderr.contains(words), "\(stderr)", sourceLocation: sourceLocation)
    }

    /// Standard output parsed as JSON, for `--json` runs.
    func json() throws -> [String: Any] {
      try Self.object(stdout)
    }

    /// Standard error parsed as the one JSON error object of a failed `--json` run.
    func errorJSON() throws -> [String: Any] {
      try Self.object(stderr)
    }

    private static func object(_ text: String) throws -> [String: Any] {
      let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
      guard let dictionary = object as? [String: Any] else { throw RunError.notAnObject(text) }
      return dictionary
    }
  }

  enum RunError: Error {
    case binaryNotFound(String)
    case notAnObject(String)
    /// `posix_spawn` failed, with this error number.
    case notStarted(Int32)
  }

  let folder: URL
  /// What `SHOP_DB` names: a PostgreSQL URL given to `init(database:)`, else the folder's file.
  let databasePath: String

  /// A folder of its own for each test, removed with it: the database (unless `database`, a
  /// PostgreSQL URL, names another), feeds and HOME live there.
  init(database: String? = nil) {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "shop-app-tests-\(UUID().uuidString)")
    databasePath = database ?? folder.appendingPathComponent("shop.sqlite").path
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      Issue.record(error, "The test's folder could not be made.")
    }
  }

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  /// What every `shop` this test starts runs in, unless it is given another: this test's
  /// database, and its folder as HOME, so its state (the session token) is kept there too.
  var environment: [String: String] { ["SHOP_DB": databasePath, "HOME": folder.path] }

  /// Runs each command in turn on this test's database and expects each to succeed, naming the
  /// command and what it printed on standard error when one does not.
  func expectSuccess(
    _ commands: [String]..., sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    for command in commands {
      let result = try run(command)
      #expect(result.status == 0, "\(command): \(result.stderr)", sourceLocation: sourceLocation)
    }
  }

  /// Runs the interactive session, standard input not a terminal, typing `lines` one after
  /// another. `arguments` say what data it runs on: the `sample` scenario's unless they name
  /// another.
  func session(_ arguments: [String] = ["--scenario", "sample"], typing lines: [String]) throws
    -> Result
  {
    try run(arguments, stdin: lines.map { $0 + "\n" }.joined())
  }

  /// Runs `shop` with `arguments`; by default on this test's own database through `SHOP_DB`.
  /// Standard output, standard error or both may go to the given files instead of being
  /// captured (/dev/full, a pipe nobody reads); what goes to a given file is not in the result.
  /// `folder` is the working folder, the test's own by default. A run still going after
  /// `deadline` is killed, for a test of something that must not wait forever; its result then
  /// says it did not exit by itself.
  func run(
    _ arguments: [String], environment: [String: String]? = nil, stdin: String = "",
    stdout: FileHandle? = nil, stderr: FileHandle? = nil, in folder: String? = nil,
    deadline: Duration? = nil
  ) throws -> Result {
    let process = try shop(arguments, environment: environment)
    process.currentDirectoryURL = URL(fileURLWithPath: folder ?? self.folder.path)
    return try capture(process, stdin: stdin, stdout: stdout, stderr: stderr, deadline: deadline)
  }

  /// Starts a `shop` for each line of arguments at once, by default on this test's database, and
  /// waits for them all: their exit codes, in order.
  func runTogether(_ commands: [[String]], environment: [String: String]? = nil) throws -> [Int32] {
    let processes = try commands.map { arguments in
      let process = try shop(arguments, environment: environment)
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

  /// Runs a shell command line with the built `shop` first on PATH, on this test's database.
  func runShell(_ line: String) throws -> Result {
    let bin = try Self.binary().deletingLastPathComponent().path
    let path = bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", line]
    process.environment = environment.merging(["PATH": path]) { $1 }
    process.currentDirectoryURL = folder
    return try capture(process, stdin: "")
  }

  /// The built `shop`, not started yet, with `arguments`, in `environment` or else on this
  /// test's database and HOME.
  private func shop(_ arguments: [String], environment: [String: String]?) throws -> Process {
    let process = Process()
    process.executableURL = try Self.binary()
    process.arguments = arguments
    process.environment = environment ?? self.environment
    return process
  }

  /// Runs `process` to its end with `stdin` as its input, and returns what it printed. Output
  /// goes through files, not pipes, so a chatty process never blocks on a full pipe.
  private func capture(
    _ process: Process, stdin: String, stdout: FileHandle? = nil, stderr: FileHandle? = nil,
    deadline: Duration? = nil
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
    let ended = DispatchSemaphore(value: 0)
    if deadline != nil { process.terminationHandler = { _ in ended.signal() } }
    try process.run()
    if let deadline {
      let (seconds, attoseconds) = deadline.components
      let wait = Double(seconds) + Double(attoseconds) / 1e18
      if ended.wait(timeout: .now() + wait) == .timedOut {
        kill(process.processIdentifier, SIGKILL)
      }
    }
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
