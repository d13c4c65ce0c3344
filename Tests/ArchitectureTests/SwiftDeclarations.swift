/// What the package's Swift files declare, read from the source text in one walk: the members
/// of each type, enough to tell whether a guide's `Type.member` names something real, and the
/// parameters of each function, initializer and enum case, enough to judge a guide's call.
///
/// Comments and string literals are blanked out first, so a brace or a keyword inside one counts
/// for nothing. Each open brace then knows whether it opens a type's body (a `struct`, `class`,
/// `enum`, `protocol`, `actor` or `extension`): a word directly inside one is a member, so a
/// `case` of a `switch` inside a method is not.
struct SwiftDeclarations {
  /// One parameter of a declaration: its label as a caller writes it (`_` for none), and what
  /// lets a call leave it out or repeat it.
  struct Parameter {
    let label: String
    var hasDefault = false
    var isVariadic = false
    var isClosure = false
  }

  /// The members of each type by its simple name; extensions add to the type they extend.
  private(set) var members: [String: Set<String>] = [:]
  /// `typealias CartStore = Store<CartFeature>` reads as CartStore → Store.
  private(set) var aliases: [String: String] = [:]
  /// The parameter lists each type declares under each name (`init` for an initializer; a free
  /// function's type is ""), from its body and its extensions.
  private(set) var parameters: [String: [String: [[Parameter]]]] = [:]
  /// The same lists by name alone, for a call whose receiver a guide does not name (`.add(…)`).
  private(set) var parametersByName: [String: [[Parameter]]] = [:]

  /// Members every type has without declaring them, or that conformances synthesise.
  static let implicit: Set = ["init", "allCases", "rawValue", "self"]

  init(sources: [String]) {
    for source in sources { read(source) }
  }

  /// Whether `type` (or what it aliases) is declared here at all.
  func declares(_ type: String) -> Bool {
    members[aliases[type] ?? type] != nil
  }

  /// Whether `type` declares `member`, in its body or an extension.
  func has(_ member: String, in type: String) -> Bool {
    Self.implicit.contains(member) || members[aliases[type] ?? type]?.contains(member) == true
  }

  private static let typeKeywords: Set = [
    "struct", "class", "enum", "protocol", "actor", "extension",
  ]
  private static let memberKeywords: Set = [
    "func", "var", "let", "case", "typealias", "associatedtype", "struct", "class", "enum",
    "protocol", "actor",
  ]

  /// Adds what the Swift `source` declares: the package's files, or a guide's own blocks.
  mutating func read(_ source: String) {
    let code = StringLiteral.code(of: source)
    // For each open brace, the type whose body it opens ("" outside any), or nil for any other.
    var owners: [String?] = [""]
    var pending: String?
    var index = code.startIndex
    while index < code.endIndex {
      let character = code[index]
      if character == "{" { owners.append(pending) }
      if character == "{" || character == ";" { pending = nil }
      if character == "}", owners.count > 1 { owners.removeLast() }
      guard character.isLetter || character == "_" else {
        index = code.index(after: index)
        continue
      }
      let end = Self.wordEnd(from: index, in: code)
      let word = String(code[index..<end])
      let isMember = index == code.startIndex || code[code.index(before: index)] != "."
      if Self.typeKeywords.contains(word) {
        pending = Self.typeName(after: end, in: code) ?? pending
      }
      if isMember, let owner = owners[owners.count - 1] {
        read(word, at: end, in: code, owner: owner)
      }
      index = end
    }
  }

  /// Records what the keyword `word`, ending at `end` in `owner`'s body, declares.
  private mutating func read(_ word: String, at end: String.Index, in code: String, owner: String) {
    if word == "typealias", let (name, target) = Self.alias(after: end, in: code) {
      aliases[name] = target
    }
    // `case a, b(String), c` declares each name, with its parameters.
    let declared =
      ["func", "init", "case"].contains(word) ? Self.declared(word, after: end, in: code) : []
    for (name, list) in declared {
      parameters[owner, default: [:]][name, default: []].append(list)
      parametersByName[name, default: []].append(list)
    }
    guard !owner.isEmpty, Self.memberKeywords.contains(word) else { return }
    let start = Self.skipping(" ", from: end, in: code)
    let name = code[start..<Self.wordEnd(from: start, in: code)]
    if !name.isEmpty { members[owner, default: []].insert(String(name)) }
    if word == "case" { members[owner, default: []].formUnion(declared.map(\.0)) }
  }

  /// `typealias CartStore = Store<CartFeature>` as ("CartStore", "Store").
  private static func alias(after start: String.Index, in code: String) -> (String, String)? {
    let nameStart = skipping(" ", from: start, in: code)
    let nameEnd = wordEnd(from: nameStart, in: code)
    let equals = skipping(" ", from: nameEnd, in: code)
    guard equals < code.endIndex, code[equals] == "=" else { return nil }
    let targetStart = skipping(" ", from: code.index(after: equals), in: code)
    let target = code[targetStart..<wordEnd(from: targetStart, in: code)]
    return (String(code[nameStart..<nameEnd]), String(target))
  }
}
