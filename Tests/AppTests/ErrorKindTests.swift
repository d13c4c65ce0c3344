import Foundation
import Testing

@testable import ShopCLI

/// One table, `ErrorKind`, gives every error its JSON kind and its exit code. Each kind is walked
/// here through the built `shop`: the exit code and the JSON kind of a real error agree with the
/// table, and an error says itself on standard error alone, in text and in JSON, the JSON held to
/// the schema's `error`.
@Suite("Error kinds and exit codes")
struct ErrorKindTests {
  let shop = ShopProcess()

  /// The README's table and its sentence on kinds are the user's copy of `ExitCode` and
  /// `ErrorKind`; written by hand, they are held to the code here.
  @Test("the README lists every exit code there is, and each JSON kind with its code")
  func readmeTables() throws {
    let text = try PackageRoot.text("README.md")
    let codes = text.split(separator: "\n").compactMap { line -> Int32? in
      guard line.hasPrefix("| `"), let code = line.dropFirst(3).split(separator: "`").first
      else { return nil }
      return Int32(code)
    }
    #expect(codes == [ExitCode.success.rawValue] + ExitCode.documented.map(\.rawValue))
    let sentence = try #require(
      text.components(separatedBy: "one table for both").dropFirst().first?
        .components(separatedBy: ".\n").first)
    for kind in ErrorKind.allCases {
      let said = sentence.split(separator: ";").first { $0.contains("`\(kind.rawValue)`") }
      let code = said?.split(separator: " ").last.flatMap { Int32($0) }
      #expect(
        code == kind.exitCode.rawValue,
        "README.md gives \(kind.rawValue) \(String(describing: code))")
    }
  }

  /// Command lines that end in each kind of error, at least one for every kind, written as typed
  /// and completed with what their specs require (`CommandLines.completed`), so an option a
  /// command comes to require does not turn an example into a usage error.
  private func examples() throws -> [(arguments: [String], kind: ErrorKind)] {
    let notACatalog = shop.path("not-a-catalog.json")
    try Data(#"{"items": []}"#.utf8).write(to: URL(fileURLWithPath: notACatalog))
    let typed: [(arguments: [String], kind: ErrorKind)] = [
      (["products", "--limit", "ten"], .usage), (["nosuch"], .usage),
      (["products", "--limit", "99999999999999999999"], .invalidInput),
      (["cart", "add", "DAI-001", "--quantity", "99999999999999999999"], .invalidInput),
      (["cart", "set", "DAI-001", "-99999999999999999999"], .invalidInput),
      (["order", "!!"], .invalidInput), (["products", "--limit", "0"], .invalidInput),
      (["product", "ZZZ-999"], .notFound), (["cart", "promo", "NOPE12"], .notFound),
      (["cart", "remove", "DAI-001"], .notFound),
      (CommandLines.checkout, .refused), (["orders"], .refused),
      (CommandLines.line("catalog sync", options: ["--feed", notACatalog]), .badData),
      (
        CommandLines.line("catalog sync", options: ["--feed", shop.path("nowhere.json")]),
        .missingFile
      ),
      (["--db", "/dev/null", "products"], .storage),
      // Run with standard output on /dev/full (`run(_:)`).
      (["products", "--limit", "1"], .output),
    ]
    return typed.map { (CommandLines.completed($0.arguments), $0.kind) }
  }

  @Test("every kind in the table has a real error that shows it")
  func everyKindIsWalked() throws {
    let walked = Set(try examples().map(\.kind))
    #expect(walked == Set(ErrorKind.allCases))
  }

  @Test("every kind has a name of its own")
  func namesAreDistinct() {
    #expect(Set(ErrorKind.allCases.map(\.rawValue)).count == ErrorKind.allCases.count)
  }

  @Test("each error's exit code and JSON kind are the table's, and stdout stays empty")
  func codesAndKindsAgree() throws {
    let schema = try JSONSchema(file: PackageRoot.file("docs/json/shop.schema.json"))
    let definition = try #require(schema.definition("error"))
    for (arguments, kind) in try examples() {
      let text = try run(arguments, as: kind)
      #expect(text.status == kind.exitCode.rawValue, "\(arguments): \(text.stderr)")
      #expect(text.stdout.isEmpty, "\(arguments) printed on standard output: \(text.stdout)")
      #expect(!text.stderr.isEmpty, "\(arguments)")

      let json = try run(["--json"] + arguments, as: kind)
      #expect(json.status == kind.exitCode.rawValue, "\(arguments): \(json.stderr)")
      #expect(json.stdout.isEmpty, "\(arguments) printed on standard output: \(json.stdout)")
      let object = try json.errorJSON()
      let error = object["error"] as? [String: Any]
      #expect(error?["kind"] as? String == kind.rawValue, "\(arguments): \(json.stderr)")
      #expect(schema.problems(object, against: definition) == [], "\(arguments)")
    }
  }

  /// Runs an example; the `output` kind's with standard output on a full device.
  private func run(_ arguments: [String], as kind: ErrorKind) throws -> ShopProcess.Result {
    guard kind == .output else { return try shop.run(arguments) }
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    return try shop.run(arguments, stdout: full)
  }
}
