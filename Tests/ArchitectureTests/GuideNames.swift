import Foundation

/// What the package declares, read from its sources, and the judgement of whether a name a guide
/// uses is one of them: a type, a `Type.member` chain, a file or a folder.
struct GuideNames {
  /// Toolchain modules and types the guides name, which no file of this package declares.
  static let toolchainNames: Set = [
    "Foundation", "Observation", "Testing", "Synchronization", "FoundationEssentials", "Glibc",
    "Darwin", "Sendable", "Hashable", "Equatable", "Identifiable", "Data", "Shop", "Store",
    "Observable", "ObservationRegistrar", "String", "Character", "CommandLine", "FileManager",
    "Bundle", "DateFormatter", "Mutex", "NonisolatedNonsendingByDefault", "Int", "Bool", "Never",
    "Task", "MainActor", "Error", "Mirror", "AsyncStream",
  ]

  /// Every name declared in the package's Swift files, and the names of its targets.
  let declaredNames: Set<String>
  /// Every file and folder of the package, relative to its root, hidden ones left out.
  let paths: [String]
  /// The members each type declares, for `Type.member` chains, and the parameters of each of
  /// its functions, for the labels of a call.
  let declarations: SwiftDeclarations

  init() throws {
    let files = ["Modules", "App", "Tests"].flatMap { SourceFiles.swiftFiles(under: $0) }
    let sources = files.map(\.text)
    let manifest = try String(
      contentsOf: PackageManifest.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    declaredNames = Self.names(declaredIn: sources + [manifest])
    paths = Self.packagePaths()
    declarations = SwiftDeclarations(sources: sources)
  }

  /// Names of the libraries the guide compares Shop with, which Shop rightly does not declare.
  static let comparedNames: Set = ["StoreOf", "Reducer", "TestStore"]

  /// Why a code span names nothing real, or `nil` when all it names is real; `alsoDeclared`
  /// holds the names the guide's own Swift blocks declare.
  func problem(withSpan span: String, alsoDeclared: Set<String> = []) -> String? {
    // A comment, a URL, an escaped string or a shell variable is text, not a name.
    let text = [".build", "//", "://", "\\u{", "$", "~"]
    if text.contains(where: { span.hasPrefix($0) || ($0 != "//" && span.contains($0)) }) {
      return nil
    }
    if span.firstMatch(of: /^[A-Z][A-Za-z0-9]*\+[A-Za-z]+$/) != nil {
      return fileExists(span + ".swift") ? nil : "names a file that does not exist"
    }
    // A toolchain's command line (`swift format lint … Package.swift Modules`): each `.swift` or
    // capitalised word is a file or folder, a placeholder (`FILE`) or a test
    // (`--filter WrittenCommandTests`); its lowercase words are the tool's own.
    if span.hasPrefix("swift ") {
      for word in span.split(separator: " ").map(String.init) {
        if word.allSatisfy({ $0.isUppercase }) || fileExists(word) { continue }
        if word.hasSuffix(".swift") { return "names \(word), a file that does not exist" }
        if let problem = problem(withCode: word, alsoDeclared: alsoDeclared) { return problem }
      }
      return nil
    }
    let isPath =
      !span.contains(" ")
      && (span.contains("/") || span.hasSuffix(".swift") || span.hasSuffix(".md"))
    guard isPath else {
      return problem(withCode: span, alsoDeclared: Self.comparedNames.union(alsoDeclared))
    }
    return fileExists(span) ? nil : "names a file that does not exist"
  }

  /// Why Swift code, a span or a block, names a type or member nothing declares, or `nil`.
  /// `alsoDeclared` holds the names the code declares itself and those of frameworks it shows.
  func problem(withCode code: String, alsoDeclared: Set<String>) -> String? {
    for chain in Self.typeChains(in: code) {
      let type = chain[0]
      if alsoDeclared.contains(type) || Self.toolchainNames.contains(type) { continue }
      guard declaredNames.contains(type) else {
        return "names \(type), which this package does not declare"
      }
      if let member = missingMember(in: chain) {
        return "names \(member), which this package does not declare"
      }
    }
    return nil
  }

  /// The names a piece of Swift declares itself: its types, properties, functions and cases.
  static func names(declaredIn sources: [String]) -> Set<String> {
    var names: Set<String> = []
    for text in sources {
      for match in text.matches(
        of:
          /(?:struct|class|enum|protocol|actor|typealias|case|let|var|func)\s+([A-Za-z_][A-Za-z0-9_]*)/
      ) {
        names.insert(String(match.output.1))
      }
      for match in text.matches(of: /name: "([A-Za-z]+)"/) { names.insert(String(match.output.1)) }
    }
    return names
  }

  /// Each `Type.member.member` chain of `code` whose head is a type's name: capitalised, with a
  /// small letter, not itself a member (`.Type`). Quoted text is left out, for it is data; a word
  /// in capitals is SQL or a placeholder (`CHECK`, `SKU`), and `PQ…` is libpq's C API.
  static func typeChains(in code: String) -> [[String]] {
    // Strings and comments are words, not names; nor is a template of one, such as
    // `SQL<Entity>Repository`, a placeholder in angle brackets glued to a word.
    let unquoted = code.replacing(/"[^"]*"/, with: "\"\"").replacing(
      /\/\/.*$/.anchorsMatchLineEndings(), with: ""
    ).replacing(/[A-Za-z0-9_]*<[A-Z][A-Za-z0-9]*>[A-Za-z0-9_]+/, with: "")
    let chain = /(?:^|[^A-Za-z0-9_.@#>\-])([A-Z][A-Za-z0-9_]*)((?:\.[A-Za-z_][A-Za-z0-9_]*)*)/
    return unquoted.matches(of: chain.anchorsMatchLineEndings())
      .compactMap { match -> [String]? in
        let head = String(match.output.1)
        guard head.contains(where: \.isLowercase), !head.hasPrefix("PQ"), !head.contains("_") else {
          return nil
        }
        return [head] + match.output.2.split(separator: ".").map(String.init)
      }
  }

  /// The first `Type.member` pair of a chain such as `StoreFactory.Ports.products` whose member
  /// the type does not declare, as `Type.member`.
  private func missingMember(in chain: [String]) -> String? {
    for (type, member) in zip(chain, chain.dropFirst()) {
      guard type.first?.isUppercase == true, declarations.declares(type) else { continue }
      if !declarations.has(member, in: type) { return "\(type).\(member)" }
    }
    return nil
  }

  /// A path relative to the root, or the end of one: `Cart/` is a feature folder of a layer,
  /// `Cart.swift` a file somewhere in the package. A template, `Modules/Data/<Feature>/…`, must
  /// fit at least one path, as the wishlist's files fit the recipe's.
  private func fileExists(_ name: String) -> Bool {
    let trimmed = name.hasSuffix("/") ? String(name.dropLast()) : name
    if trimmed.contains("<") || trimmed.contains("…") {
      let pattern = Self.pattern(ofTemplate: trimmed)
      return paths.contains { $0.wholeMatch(of: pattern) != nil }
    }
    let full = PackageManifest.root.appendingPathComponent(trimmed).path
    if FileManager.default.fileExists(atPath: full) { return true }
    return paths.contains { $0 == trimmed || $0.hasSuffix("/" + trimmed) }
  }

  /// `Tests/<Feature>/…Tests.swift` as a pattern: `<Feature>` one name, `…` anything.
  private static func pattern(ofTemplate template: String) -> Regex<AnyRegexOutput> {
    var pattern = "(?:.*/)?"
    var rest = Substring(template)
    while let first = rest.first {
      if first == "<", let close = rest.firstIndex(of: ">") {
        pattern += "[A-Za-z]+"
        rest = rest[rest.index(after: close)...]
        continue
      }
      pattern += first == "…" ? ".*" : NSRegularExpression.escapedPattern(for: String(first))
      rest = rest.dropFirst()
    }
    return (try? Regex(pattern)) ?? Regex(verbatim: template)
  }

  private static func packagePaths() -> [String] {
    let root = PackageManifest.root
    guard
      let enumerator = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    else { return [] }
    return enumerator.compactMap { ($0 as? URL)?.path }.map {
      String($0.dropFirst(root.path.count + 1))
    }
  }
}
