/// The judgement of whether a call or selector a guide writes in backticks
/// (`Cart.add(_:quantity:stock:)`, `StorageError(damaged:field:)`,
/// `.add(sku: "DAI-001", quantity: 1)`) fits a function, initializer or enum case of its name that
/// `SwiftDeclarations` read: a parameter gained without a default, or a label renamed, leaves the
/// guide's call fitting none. A selector is read as a call is, for the guides leave out what a
/// call may (a defaulted parameter, a trailing closure).
struct CallLabels {
  typealias Parameter = SwiftDeclarations.Parameter

  /// What the package declares, and what a guide's own Swift blocks add to it.
  private var declarations: SwiftDeclarations

  /// Names the standard library also gives its types (`.contains(where:)`): a call of one on a
  /// receiver the span does not name is not the package's to judge.
  static let standardNames: Set = [
    "contains", "first", "split", "map", "filter", "append", "starts", "firstIndex", "reduce",
    "sorted", "joined", "replacing", "min", "max", "drop", "prefix", "compactMap", "flatMap",
    "insert", "remove", "index",
  ]

  init(_ declarations: SwiftDeclarations) {
    self.declarations = declarations
  }

  /// Adds what the Swift `source` declares: a guide's own blocks, beside the package.
  mutating func read(_ source: String) {
    declarations.read(source)
  }

  /// Why a call in `span` fits no declaration of its name, or `nil` when each does or names
  /// what this cannot judge (a type or member the package does not declare, `GuideNames`'s).
  func problem(withSpan span: String) -> String? {
    // A string's commas and parentheses are its own: each literal is read as an empty one.
    let code = span.replacing(/"[^"]*"/, with: "\"\"")
    for open in code.indices where code[open] == "(" {
      guard let inside = SwiftDeclarations.parenthesised(code[code.index(after: open)...]),
        let (type, name) = Self.callee(before: open, in: code, inside: inside),
        let lists = candidates(type: type, name: name),
        let written = Self.labels(written: inside)
      else { continue }
      if !lists.contains(where: { Self.accepts($0, written[...]) }) {
        let labels = written.map { "\($0):" }.joined()
        let callee = type.map { "\($0).\(name)" } ?? name
        return "calls \(name)(\(labels)), which no declaration of \(callee) takes"
      }
    }
    return nil
  }

  /// The parameter lists a call may mean, or `nil` when the package declares none to judge by.
  private func candidates(type: String?, name: String) -> [[Parameter]]? {
    let byName = Self.standardNames.contains(name) ? nil : declarations.parametersByName[name]
    let lists = type.map { declarations.parameters[$0]?[name] } ?? byName
    guard let lists else { return nil }
    return name == "init" ? lists + [[Parameter(label: "rawValue")]] : lists
  }

  /// Who is called at the `(` at `open`: a type's member (`Order.move(`), an initializer
  /// (`StorageError(`, `Order.init(`), a member of what the span does not name (`.add(`,
  /// `cart.add(`), or a span that is one selector (`placed(_:)`).
  private static func callee(before open: String.Index, in code: String, inside: Substring)
    -> (type: String?, name: String)?
  {
    let name = identifier(endingAt: open, in: code)
    guard !name.isEmpty else { return nil }
    let nameStart = code.index(open, offsetBy: -name.count)
    guard nameStart > code.startIndex, code[code.index(before: nameStart)] == "." else {
      if name.first?.isUppercase == true { return (name, "init") }
      let isSelector = inside.wholeMatch(of: /(?:[A-Za-z_][A-Za-z0-9_]*:)*/) != nil
      return nameStart == code.startIndex && isSelector ? (nil, name) : nil
    }
    let receiver = identifier(endingAt: code.index(before: nameStart), in: code)
    return (receiver.first?.isUppercase == true ? receiver : nil, name)
  }

  /// The identifier that ends just before `end`, or "".
  private static func identifier(endingAt end: String.Index, in code: String) -> String {
    String(code[..<end].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
  }

  /// Whether a call with `labels` fits `parameters`: in order, a defaulted one left out, a
  /// variadic one taking its label's argument and any unlabelled ones after it, and a closure
  /// left out when only defaulted ones follow it (a trailing closure).
  private static func accepts(_ parameters: [Parameter], _ labels: ArraySlice<String>) -> Bool {
    guard let parameter = parameters.first else { return labels.isEmpty }
    let rest = Array(parameters.dropFirst())
    let trailing = parameter.isClosure && rest.allSatisfy(\.hasDefault)
    if parameter.hasDefault || parameter.isVariadic || trailing, accepts(rest, labels) {
      return true
    }
    guard labels.first == parameter.label else { return false }
    var taken = labels.dropFirst()
    if accepts(rest, taken) { return true }
    while parameter.isVariadic, taken.first == "_" {
      taken = taken.dropFirst()
      if accepts(rest, taken) { return true }
    }
    return false
  }

  /// The labels of a written call's arguments (`_` for an unlabelled one), or `nil` when a
  /// `…` stands for what is left unsaid (`Page(readingOnePast: …)`, `.add(…)`).
  private static func labels(written inside: Substring) -> [String]? {
    let arguments = SwiftDeclarations.arguments(of: inside)
    if arguments.contains(where: { $0.contains("…") }) { return nil }
    return arguments.flatMap { argument in
      // A selector's labels (`quantity:stock:`), alone or after a written argument.
      let bare = argument.filter { !$0.isWhitespace }
      if bare.wholeMatch(of: /(?:[A-Za-z_][A-Za-z0-9_]*:)+/) != nil {
        return bare.split(separator: ":").map(String.init)
      }
      let label = argument.firstMatch(of: /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*:/)
      return [label.map { String($0.output.1) } ?? "_"]
    }
  }
}
