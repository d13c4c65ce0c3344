import Foundation

/// An interactive session driven one line at a time while it runs, for a test that changes the
/// shop from outside between two lines: another terminal, a catalog sync. Each line is typed
/// only once the session has printed what the test waits for, read as it comes through a pipe.
/// A session that prints something else instead would leave the test waiting for ever, so a
/// wait gives up after `patience` with nothing new printed, and the test's expectations fail.
final class SessionConversation {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  /// How long a wait lasts with nothing printed before it gives up: far longer than any screen
  /// takes, only so that a session that never prints the words fails the test instead of hanging.
  private let patience: Int32 = 20_000
  /// Everything the session printed on standard output so far.
  private(set) var transcript = ""

  /// A test that stopped half-way leaves no session behind waiting for its input.
  deinit {
    if process.isRunning { process.terminate() }
  }

  /// The session's process, running until `quit`.
  var processIdentifier: Int32 { process.processIdentifier }

  /// Starts `shop` with no command, or only global `arguments` (`--scenario`), on `shop`'s
  /// database and HOME.
  init(on shop: ShopProcess, arguments: [String] = []) throws {
    process.executableURL = try ShopProcess.binary()
    process.arguments = arguments
    process.environment = ["SHOP_DB": shop.databasePath, "HOME": shop.folder.path]
    process.currentDirectoryURL = shop.folder
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
  }

  /// Types `bytes` as they are, with no end of line and no wait: a line that need not be text.
  func type(bytes: [UInt8]) throws {
    try input.fileHandleForWriting.write(contentsOf: bytes)
  }

  /// Types `line`, then waits until the session has printed `words` in answer to it (or has
  /// ended); returns that answer.
  @discardableResult
  func type(_ line: String, thenWaitFor words: String) throws -> String {
    try input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
    // A session reading a script echoes each line it reads after "> ".
    let echo = "> \(line)\n"
    var printed = ""
    func answer() -> Substring? { printed.range(of: echo).map { printed[$0.upperBound...] } }
    while answer()?.contains(words) != true, let more = read() {
      printed += more
    }
    transcript += printed
    return String(answer() ?? printed[...])
  }

  /// Types `quit`, and returns the session's exit status once it has ended.
  func quit() throws -> Int32 {
    try input.fileHandleForWriting.write(contentsOf: Data("quit\n".utf8))
    try input.fileHandleForWriting.close()
    while read() != nil {}
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// What the session prints next; `nil` once it has ended, or has printed nothing for `patience`
  /// milliseconds.
  private func read() -> String? {
    var ready = pollfd(
      fd: output.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
    guard poll(&ready, 1, patience) == 1 else { return nil }
    let data = output.fileHandleForReading.availableData
    return data.isEmpty ? nil : String(decoding: data, as: UTF8.self)
  }
}
