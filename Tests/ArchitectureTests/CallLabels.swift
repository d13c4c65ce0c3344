/// The argument labels of every function, initializer and enum case the package declares, and the
/// judgement of whether a call or selector a guide writes (`Cart.add(_:quantity:)`,
/// `.add(sku: "DAI-001", quantity: 1)`) fits one of them. A name's type is not checked, only that
/// some declaration of that name takes those labels: a parameter gained without a default, or
/// a label renamed, leaves a guide's call fitting none. A selector is read as a call is, for the
/// guides leave out what a call may (a defaulted parameter, a trailing closure).
struct CallLabels {
  /// One parameter of a declaration: its label as a caller writes it (`_` for none), and what
  /// lets a call leave it out or repeat it.
  struct Parameter: Equatable {
    let label: String
    let hasDefault: Bool
    let isVariadic: Bool
    var isClosure = false
  }

  /// The parameter lists declared under each name (`init` for an initializer), with those a
  /// conformance makes (`init(rawValue:)`).
  private(set) var declarations: [String: [[Parameter]]] = [
    "init": [[Parameter(label: "rawValue", hasDefault: false, isVariadic: false)]]
  ]

  init(sources: [String]) {
    let declaration =
      /(?:^|[^.A-Za-z0-9_])(?:(func|case)\s+([A-Za-z_][A-Za-z0-9_]*)|(init)[?!]?)\s*(?:<(?:[^<>\n]|<[^<>\n]*>)*>)?\(/
    for source in sources {
      let text = String(SwiftDeclarations.code(of: Array(source)))
      for match in text.matches(of: declaration.anchorsMatchLineEndings()) {
        let name = String(match.output.2 ?? match.output.3 ?? "")
        let isCase = match.output.1 == "case"
        let inside = Self.parenthesised(text[match.range.upperBound...])
        declarations[name, default: []].append(
          Self.arguments(of: inside).map { Self.parameter($0, isCase: isCase) })
      }
    }
  }

  /// Why a call in `span` fits no declaration of its name, or `nil` when each does (or names
  /// something the package does not declare, which `GuideNames` judges).
  func problem(withSpan span: String) -> String? {
    // A member called after a dot (`Type.name(`, `.name(`), or a span that is one selector.
    let call = /(^|\.)([a-z][A-Za-z0-9_]*|init)\(/
    for match in span.matches(of: call) {
      let name = String(match.output.2)
      let inside = Self.parenthesised(span[match.range.upperBound...])
      let isSelector = inside.wholeMatch(of: /(?:[A-Za-z_][A-Za-z0-9_]*:)+/) != nil
      guard match.output.1 == "." || isSelector, let written = Self.labels(written: inside),
        let lists = declarations[name]
      else { continue }
      if !lists.contains(where: { Self.accepts($0, written[...]) }) {
        let labels = written.map { "\($0):" }.joined()
        return "calls \(name)(\(labels)), which no declaration of \(name) takes"
      }
    }
    return nil
  }

  /// Whether a call with `labels` fits `parameters`: in order, a defaulted one left out, a
  /// variadic one taking its label's argument and any unlabelled ones after it.
  private static func accepts(_ parameters: [Parameter], _ labels: ArraySlice<String>) -> Bool {
    guard let parameter = parameters.first else { return labels.isEmpty }
    let rest = Array(parameters.dropFirst())
    let trailingClosure = parameter.isClosure && rest.isEmpty
    if parameter.hasDefault || parameter.isVariadic || trailingClosure, accepts(rest, labels) {
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

  /// The labels of a written call's arguments (`_` for an unlabelled one), or `nil` for what
  /// stands for arguments left unsaid (`…`).
  private static func labels(written inside: Substring) -> [String]? {
    let arguments = Self.arguments(of: inside)
    if arguments.contains(where: { $0.filter { !$0.isWhitespace } == "…" }) { return nil }
    return arguments.flatMap { argument in
      // A selector's labels (`quantity:stock:`), alone or after a written argument.
      if argument.wholeMatch(of: /\s*(?:[A-Za-z_][A-Za-z0-9_]*:)+\s*/) != nil {
        return argument.split(separator: ":").map { String($0.filter { !$0.isWhitespace }) }
      }
      let label = argument.firstMatch(of: /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*:/)
      return [label.map { String($0.output.1) } ?? "_"]
    }
  }

  /// One declared parameter: `_ sku: String`, `quantity: Int = 1`, `String...`, or a case's
  /// unlabelled `CartStore.Intent`.
  private static func parameter(_ text: Substring, isCase: Bool) -> Parameter {
    guard let colon = topLevel(":", in: text).first else {
      return Parameter(label: "_", hasDefault: false, isVariadic: text.hasSuffix("..."))
    }
    let names = text[..<colon].split(whereSeparator: \.isWhitespace)
    let label = isCase && names.isEmpty ? "_" : String(names.first ?? "_")
    let type = text[text.index(after: colon)...]
    let equals = topLevel("=", in: type).first
    let bare = type[..<(equals ?? type.endIndex)]
    return Parameter(
      label: label, hasDefault: equals != nil,
      isVariadic: bare.split(whereSeparator: \.isWhitespace).last?.hasSuffix("...") == true,
      isClosure: bare.contains("->"))
  }

  /// What stands inside the parentheses that open just before `rest`, to the one that closes them.
  private static func parenthesised(_ rest: Substring) -> Substring {
    var depth = 1
    for index in rest.indices {
      if rest[index] == "(" { depth += 1 }
      if rest[index] == ")" { depth -= 1 }
      if depth == 0 { return rest[..<index] }
    }
    return rest
  }

  /// `inside` split at its commas that no bracket holds; nothing for an empty list.
  private static func arguments(of inside: Substring) -> [Substring] {
    var parts: [Substring] = []
    var start = inside.startIndex
    for comma in topLevel(",", in: inside) {
      parts.append(inside[start..<comma])
      start = inside.index(after: comma)
    }
    parts.append(inside[start...])
    let trimmed = parts.map { $0.drop(while: \.isWhitespace) }
    return trimmed.count == 1 && trimmed[0].allSatisfy(\.isWhitespace) ? [] : trimmed
  }

  /// Where `character` stands in `text` outside any bracket (a `->` closes none).
  private static func topLevel(_ character: Character, in text: Substring) -> [String.Index] {
    var depth = 0
    var found: [String.Index] = []
    for index in text.indices {
      switch text[index] {
      case "(", "[", "{", "<": depth += 1
      case ")", "]", "}": depth -= 1
      case ">" where index == text.startIndex || text[text.index(before: index)] != "-":
        depth -= 1
      case character where depth == 0: found.append(index)
      default: break
      }
    }
    return found
  }
}
