import Foundation
import ShopPresentation

/// Prints a screen's view state as text or, with `--json`, as JSON with stable snake_case keys,
/// and turns its error, if any, into a sentence on standard error and the documented exit code.
struct Output {
  let console: Console
  let json: Bool

  func show<ViewState: Encodable>(_ state: ViewState, error: Failure?, text: (ViewState) -> String)
    -> ExitCode
  {
    if json {
      console.line(Self.encode(state))
    } else if error == nil {
      console.line(text(state))
    }
    guard let error else { return .success }
    console.errorLine(error.message)
    return Self.exitCode(for: error.kind)
  }

  static func exitCode(for kind: Failure.Kind) -> ExitCode {
    switch kind {
    case .notFound, .refused: .refused
    case .invalidInput, .badData: .badData
    case .missingFile: .noInput
    case .storage: .ioError
    }
  }

  static func encode<Value: Encodable>(_ value: Value) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.keyEncodingStrategy = .convertToSnakeCase
    guard let data = try? encoder.encode(value) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
