import ShopPresentation

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Prints a screen's view state as text or, with `--json`, the command's document (made from the
/// Store's state) as JSON with stable snake_case keys,
/// and turns its error, if any, into a sentence on standard error and the documented exit code.
/// JSON carries a failure's suggestion as its code (`"suggestion": "sign_in"`); the text worded
/// for the shell goes to standard error.
/// Text carries data and typed input, so it is made safe for a terminal before it is printed.
struct Output {
  let console: Console
  let json: Bool
  /// The shell's words, naming this run's database in a storage failure.
  var wording: Wording = .oneShot

  /// Shows what a command produced: with `--json`, `document` (data, `JSONDocument`); else the
  /// view state as text. A failure shows nothing on standard output (a refusal never prints a
  /// state it did not load) and is said on standard error: one sentence, or one JSON object.
  /// `alsoOnFailure` shows what was loaded even with a failure: a sync whose every record was
  /// refused has a report to read.
  func show<ViewState, Document: Encodable>(
    _ state: ViewState, error: Failure?, json document: @autoclosure () -> Document?,
    alsoOnFailure: Bool = false, text: (ViewState) -> String
  ) -> ExitCode {
    if error != nil, alsoOnFailure {
      print(state, document(), text: text)
    }
    if let error { return report(error) }
    print(state, document(), text: text)
    return .success
  }

  /// Says `failure` on standard error in this output's words, naming its database, and gives
  /// its exit code. JSON gets the plain message and the suggestion as a code; a person, the
  /// worded sentence.
  func report(_ failure: Failure) -> ExitCode {
    Self.report(
      json ? wording.message(failure) : failure.sentence(in: wording), kind: .failure(failure.kind),
      suggestion: failure.suggestion?.code, field: failure.field?.rawValue, json: json, on: console)
    return Self.exitCode(for: failure.kind)
  }

  private func print<ViewState, Document: Encodable>(
    _ state: ViewState, _ document: Document?, text: (ViewState) -> String
  ) {
    if json {
      guard let document else { return }
      console.line(Self.encode(document))
    } else {
      console.line(TerminalText.visible(text(state)))
    }
  }

  /// Says a failure on standard error: the sentence, or with `--json` one object,
  /// `{"error": {"field": …, "kind": …, "message": …, "suggestion": …}}`, so standard output
  /// stays valid JSON or empty.
  static func report(
    _ message: String, kind: ErrorKind, suggestion: String? = nil, field: String? = nil, json: Bool,
    on console: Console
  ) {
    guard json else { return console.errorLine(message) }
    let error = JSONDocument.Error(
      kind: kind.rawValue, message: message, suggestion: suggestion, field: field)
    console.errorLine(encode(error, compact: true))
  }

  static func exitCode(for kind: Failure.Kind) -> ExitCode {
    ErrorKind.failure(kind).exitCode
  }

  /// The exit code of a run whose command ended with `code`, given what became of its output.
  /// Output that could not be written makes a successful run fail as `ErrorKind.output` (the
  /// command's effect stands; only its report was lost), said like any other error, if standard
  /// error still works; one that failed too ends the same way with nothing said. A command that failed keeps its own code and its one error object; in
  /// text, a sentence says the output was lost too.
  static func exitCode(after code: ExitCode, json: Bool, on console: Console) -> ExitCode {
    if let reason = console.outputFailure {
      if code == .success {
        let message = "The command was carried out, but its output could not be written: \(reason)."
        report(message, kind: .output, json: json, on: console)
      } else if !json {
        console.errorLine("The output could not be written: \(reason).")
      }
    }
    guard console.failed, code == .success else { return code }
    return ErrorKind.output.exitCode
  }

  static func encode<Value: Encodable>(_ value: Value, compact: Bool = false) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting =
      compact
      ? [.sortedKeys, .withoutEscapingSlashes]
      : [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.keyEncodingStrategy = .convertToSnakeCase
    guard let data = try? encoder.encode(value) else { return "{}" }
    return escapingControls(String(decoding: data, as: UTF8.self))
  }

  /// JSON with DEL, the C1 controls and every character the terminal shows by a stand-in
  /// (`TerminalText.isEscaped`) written as `\u` escapes too. The encoder escapes only the C0
  /// controls, and JSON read on a terminal must not act on the others either. They can stand
  /// only inside strings (keys are the app's own), where `\u0085` means the same character. JSON
  /// escapes are UTF-16: a character beyond U+FFFF (a tag, most variation selectors) is written
  /// as its two surrogates, `\udb40\udc41` for U+E0041.
  private static func escapingControls(_ json: String) -> String {
    guard json.unicodeScalars.contains(where: TerminalText.isEscaped) else { return json }
    var result = String.UnicodeScalarView()
    for scalar in json.unicodeScalars {
      guard TerminalText.isEscaped(scalar) else {
        result.append(scalar)
        continue
      }
      for unit in Character(scalar).utf16 {
        let hex = String(unit, radix: 16)
        result.append(
          contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
      }
    }
    return String(result)
  }
}
