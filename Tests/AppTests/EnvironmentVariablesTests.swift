import Foundation
import ShopCLI
import Testing

/// `main` hands the composition root only the environment variables named in
/// `EnvironmentVariables`: a variable the code looks up but the list forgets would silently never
/// be set, so the list is held to the names the code reads.
@Suite("The environment variables the shop reads")
struct EnvironmentVariablesTests {
  /// The shop's own sources: the composition root and `main` (the benchmark is another program).
  static let sources = ["App/CLI", "App/Main"].map {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent($0)
  }

  @Test("the names collected are exactly the names the code looks up, and nothing else reads more")
  func namesMatchTheCode() throws {
    let lookup = try Regex(#"(?:environment\[|getenv\()"([A-Z_]+)"[\])]"#)
    var looked: Set<String> = []
    for (file, text) in try Self.files() {
      for match in text.matches(of: lookup) {
        if let name = match.output[1].substring { looked.insert(String(name)) }
      }
      #expect(!text.contains("processInfo.environment"), "\(file) reads the whole environment")
    }
    #expect(looked == Set(EnvironmentVariables.names))
  }

  /// Every Swift file under `sources`, with its text.
  private static func files() throws -> [(String, String)] {
    var files: [(String, String)] = []
    for folder in sources {
      let names = FileManager.default.enumerator(atPath: folder.path)
      while let name = names?.nextObject() as? String {
        guard name.hasSuffix(".swift") else { continue }
        let url = folder.appendingPathComponent(name)
        files.append((name, try String(contentsOf: url, encoding: .utf8)))
      }
    }
    return files
  }

  @Test("what is collected is this process's environment, cut to those names")
  func currentIsTheEnvironmentCut() {
    let expected = ProcessInfo.processInfo.environment.filter {
      EnvironmentVariables.names.contains($0.key)
    }
    #expect(EnvironmentVariables.current() == expected)
  }
}
