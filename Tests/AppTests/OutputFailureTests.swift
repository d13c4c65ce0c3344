import Foundation
import ShopData
import ShopInMemory
import Testing

/// Output that cannot be written never crashes `shop`: with standard output on a full device,
/// closed, or a pipe whose reader has gone, every command still does what it was asked (a
/// change is saved), then exits 74, and not by a signal. A reader that went away (as with
/// `| head -1`) is not remarked on; other failures get one sentence on standard error.
@Suite("Output that cannot be written")
struct OutputFailureTests {
  let shop = ShopProcess()

  /// Where standard output goes, and what standard error should then hold.
  enum Failure: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case fullDevice = "stdout on /dev/full"
    case closed = "stdout closed"
    case readerGone = "stdout a pipe nobody reads"

    var testDescription: String { rawValue }
  }

  /// A command, what it needs done first, and how to see that it took effect.
  struct Case: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    var stdin = ""
    /// The state the command starts from, if not a new shop's.
    var state: (@Sendable (ShopStates) async throws -> Void)? = nil
    /// Whether the command's effect is in the database afterwards; reads have none to check.
    var tookEffect: @Sendable (ShopProcess) throws -> Bool = { _ in true }

    var testDescription: String { (["shop"] + arguments).joined(separator: " ") }
  }

  static let cases: [Case] = [
    Case(arguments: ["products", "--limit", "50"]),
    Case(arguments: ["product", "DAI-001"]),
    Case(arguments: ["--json", "products", "--search", "creme"]),
    Case(arguments: ["--help"]),
    Case(
      arguments: CommandLines.line("cart add", "DAI-001"), tookEffect: { try cartLines($0) == 1 }),
    Case(
      arguments: ["--json", "cart", "set", "PAN-002", "3"],
      state: { try await $0.guestWithCart([("PAN-002", 1)]) },
      tookEffect: { try cartLines($0) == 1 }),
    Case(
      arguments: CommandLines.signIn("ada@example.com"),
      tookEffect: { try $0.run(["whoami"]).stdout.contains("ada@example.com") }),
    Case(
      arguments: CommandLines.checkout, state: { try await $0.readyToCheckOut() },
      tookEffect: { try orderCount($0) == 1 }),
    // A session whose output fails stops reading: it does not act on lines whose results
    // nobody would see, so the script's cart add never happens.
    Case(
      arguments: [], stdin: "cart add BEV-001\nquit\n", tookEffect: { try cartLines($0) == 0 }),
  ]

  @Test(
    "each command, with each kind of failed output, keeps its effect and exits 74",
    arguments: Failure.allCases, cases)
  func failedOutput(failure: Failure, command: Case) async throws {
    if let state = command.state { try await shop.arrange(state) }
    let result = try run(command, on: shop, failing: failure)
    #expect(result.exitedNormally, "killed by signal \(result.status): \(result.stderr)")
    #expect(result.status == 74, "exited \(result.status): \(result.stderr)")
    switch failure {
    case .readerGone:
      #expect(result.stderr.isEmpty, "said \(result.stderr)")
    case .fullDevice, .closed:
      #expect(result.stderr.split(separator: "\n").count == 1, "said \(result.stderr)")
      #expect(result.stderr.contains("could not be written"))
      if command.arguments.contains("--json") {
        let error = try result.errorJSON()["error"] as? [String: Any]
        #expect(error?["kind"] as? String == "output", "said \(result.stderr)")
      }
    }
    #expect(try command.tookEffect(shop))
    #expect(try SQLiteDatabase(path: shop.databasePath).isIntact())
  }

  @Test("a trace to a full standard error keeps the command's effect and exits 74")
  func failedErrorOutput() throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let result = try shop.run(["--trace"] + CommandLines.line("cart add", "DAI-001"), stderr: full)
    #expect(result.exitedNormally)
    #expect(result.status == 74)
    #expect(result.stdout.contains("Added 1"))
    #expect(try Self.cartLines(shop) == 1)
  }

  @Test("a command that failed and lost its output too keeps its code and its one error object")
  func failedAndLost() throws {
    let feed = shop.path("refused.json")
    let record =
      #"{"sku": "X-1", "name": "Thing", "description": "", "category": "C", "price": {"amount_minor": 100, "currency": "USD"}, "stock": 3}"#
    try Data(#"{"products": [\#(record)]}"#.utf8).write(to: URL(fileURLWithPath: feed))
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let sync = CommandLines.line("catalog sync", options: ["--feed", feed])
    let result = try shop.run(["--json"] + sync, stdout: full)
    #expect(result.status == 65, "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    #expect((try result.errorJSON()["error"] as? [String: Any])?["kind"] as? String == "bad_data")
  }

  @Test("a closed standard error is no failure when nothing is said there")
  func closedQuietErrors() throws {
    let result = try shop.runShell("exec shop cart add DAI-001 2>&-")
    #expect(result.status == 0)
    #expect(result.stdout.contains("Added 1"))
  }

  private func run(_ command: Case, on shop: ShopProcess, failing failure: Failure) throws
    -> ShopProcess.Result
  {
    switch failure {
    case .fullDevice:
      let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
      return try shop.run(command.arguments, stdin: command.stdin, stdout: full)
    case .readerGone:
      let pipe = Pipe()
      try pipe.fileHandleForReading.close()
      return try shop.run(
        command.arguments, stdin: command.stdin, stdout: pipe.fileHandleForWriting)
    case .closed:
      let input = shop.path("stdin-closed")
      try Data(command.stdin.utf8).write(to: URL(fileURLWithPath: input))
      let words = command.arguments.map { "'" + $0 + "'" }.joined(separator: " ")
      return try shop.runShell("exec shop \(words) <'\(input)' >&-")
    }
  }

  private static func cartLines(_ shop: ShopProcess) throws -> Int {
    try (shop.run(["--json", "cart"]).json()["lines"] as? [Any])?.count ?? -1
  }

  private static func orderCount(_ shop: ShopProcess) throws -> Int {
    try (shop.run(["--json", "orders"]).json()["orders"] as? [Any])?.count ?? -1
  }
}
