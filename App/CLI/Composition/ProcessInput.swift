/// Hardening: what the process was given, its arguments and the environment variables the shop
/// reads, as text; or the refusal of the first one that is not UTF-8.
///
/// Swift's `CommandLine.arguments` and `String(cString:)` repair bytes that are not UTF-8 into
/// U+FFFD, so `--db $'caf\xe9.sqlite'` (Latin-1) would become `caf\u{FFFD}.sqlite`: another file,
/// made and filled, while the person's own seems to have lost their orders. The shop refuses
/// such a value (64) rather than carry its bytes: every name and path it reads travels as a
/// String, to SQLite, to messages and into the token file's name, and bytes through all of that
/// would be a second kind of text for a rare case that no message could even show. A refusal
/// loses nothing; the person renames the file or retypes the value. UTF-8 is used byte for
/// byte: a String keeps its bytes, composed or not, and hands exactly them to the C calls.
import ShopDomain
import ShopPresentation

/// The arguments and environment variables of one run of `shop`, as text.
public struct ProcessInput: Sendable {
  /// The arguments after the program's name.
  public let arguments: [String]
  /// The variables of `EnvironmentVariables.names` that are set.
  public let environment: [String: String]
  /// Why the run is refused: an argument or a variable that is not UTF-8, named by position
  /// or name, never repeated.
  let refusal: Refusal?

  /// The arguments and variables as bytes, the program's name left out.
  init(arguments: [[UInt8]], environment: [String: [UInt8]]) {
    var texts: [String] = []
    var refusal: Refusal?
    for (index, bytes) in arguments.enumerated() {
      if let text = String(validating: bytes, as: UTF8.self) {
        texts.append(text)
      } else if refusal == nil {
        refusal = Self.refusal(of: Self.argument(index, after: texts.last, bytes: bytes))
      }
    }
    var values: [String: String] = [:]
    for name in EnvironmentVariables.names {
      guard let bytes = environment[name] else { continue }
      if let text = String(validating: bytes, as: UTF8.self) {
        values[name] = text
      } else if refusal == nil {
        refusal = Self.refusal(of: name)
      }
    }
    self.arguments = texts
    self.environment = values
    self.refusal = refusal
  }

  /// This process's arguments and the variables the shop reads, by their bytes.
  public static func current() -> ProcessInput {
    let arguments = (1..<Int(CommandLine.argc)).map { index in
      CommandLine.unsafeArgv[index].map { Self.bytes($0) } ?? []
    }
    return ProcessInput(arguments: arguments, environment: EnvironmentVariables.bytes())
  }

  /// The bytes of a C string, without its terminating zero.
  static func bytes(_ string: UnsafePointer<CChar>) -> [UInt8] {
    var bytes: [UInt8] = []
    var next = string
    while next.pointee != 0 {
      bytes.append(UInt8(bitPattern: next.pointee))
      next += 1
    }
    return bytes
  }

  /// An argument as a sentence names it: its position, and the option it belongs to when that
  /// can be told (`--db=…`, or the argument before it), so the person knows which to retype. An
  /// option is named without its value, which may hold a password (`--db=postgresql://…`).
  private static func argument(_ index: Int, after previous: String?, bytes: [UInt8]) -> String {
    let position = "Argument \(index + 1)"
    if bytes.first == UInt8(ascii: "-"), let equals = bytes.firstIndex(of: UInt8(ascii: "=")),
      let option = String(validating: bytes[..<equals], as: UTF8.self)
    {
      return "\(position) (\(TypedText.shown(option, length: 30))=…)"
    }
    guard let previous, previous.hasPrefix("-") else { return position }
    let option = previous.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    let named = option.count > 1 ? "\(option[0])=…" : previous
    return "\(position), after \(TypedText.shown(named, length: 30)),"
  }

  private static func refusal(of what: String) -> Refusal {
    Refusal(
      message:
        "\(what) is not valid UTF-8, and the shop reads names and paths only as UTF-8, so nothing was opened or made; give it as UTF-8 (rename a file whose name is not).",
      kind: .usage)
  }
}

extension ShopApp {
  /// Runs `shop` on what the process was given, refusing first an argument or a variable that
  /// is not UTF-8, and returns the exit code.
  public static func run(_ input: ProcessInput) async -> Int32 {
    guard let refusal = input.refusal else {
      return await run(arguments: input.arguments, environment: input.environment)
    }
    let console = Console.standard()
    Output.report(
      refusal.message, kind: refusal.kind, json: input.arguments.contains("--json"), on: console)
    let json = input.arguments.contains("--json")
    return Output.exitCode(after: refusal.exitCode, json: json, on: console).rawValue
  }
}
