import Foundation
import ShopCLI
import Testing

/// `main` hands the composition root only the environment variables named in
/// `EnvironmentVariables`: a variable the code looks up but the list forgets would silently never
/// be set, so the list is held to the names the code reads.
@Suite("The environment variables the shop reads")
struct EnvironmentVariablesTests {
  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("App/CLI")

  @Test("the names collected are exactly the names the code looks up")
  func namesMatchTheCode() throws {
    let lookup = try Regex(#"environment\["([A-Z_]+)"\]"#)
    var looked: Set<String> = []
    let files = FileManager.default.enumerator(atPath: Self.sources.path)
    while let file = files?.nextObject() as? String {
      guard file.hasSuffix(".swift") else { continue }
      let text = try String(
        contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
      for match in text.matches(of: lookup) {
        if let name = match.output[1].substring { looked.insert(String(name)) }
      }
    }
    #expect(looked == Set(EnvironmentVariables.names))
  }

  @Test("what is collected is this process's environment, cut to those names")
  func currentIsTheEnvironmentCut() {
    let expected = ProcessInfo.processInfo.environment.filter {
      EnvironmentVariables.names.contains($0.key)
    }
    #expect(EnvironmentVariables.current() == expected)
  }
}
