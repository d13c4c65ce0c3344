import Testing

/// Every name a guide uses is real: each type, `Type.member` chain, file or folder in a code span
/// (generics, spaces and "…" included), and each one the Swift code blocks use that the block
/// does not declare itself; and each call in a code span takes the labels it is written with.
@Suite("The guide's names are the code's")
struct GuideNameTests {
  /// The names of Apple's frameworks the chapter on SwiftUI uses (SwiftUI, Security, Core
  /// Foundation) and Swift's own it needs, which no file of this package declares.
  static let appleNames: Set = [
    "App", "Scene", "WindowGroup", "View", "Text", "List", "ForEach", "Button", "Section",
    "NavigationStack", "NavigationLink", "LabeledContent", "Label", "Stepper", "HStack", "VStack",
    "Spacer", "ContentUnavailableView", "ProgressView", "Preview", "State", "Bindable",
    "Environment", "EnvironmentValues", "Entry", "Image", "Toolbar", "ToolbarItem", "Alert",
    "Group", "EmptyView", "Observable", "SwiftUI", "Binding", "ViewBuilder", "Form", "Security",
    "SecItemAdd", "SecItemCopyMatching", "SecItemDelete", "CFTypeRef", "CFDictionary", "URL",
    "Result", "Array",
    "Any", "Self", "UTF8",
  ]

  let guides: [GuideText]
  let names: GuideNames

  init() throws {
    guides = try GuideText.all()
    names = try GuideNames()
  }

  @Test("every type, member, file or folder named in backticks exists")
  func codeSpans() {
    recordProblems { guide, own in
      guide.codeSpans.compactMap { span in
        names.problem(withSpan: span, alsoDeclared: own).map { "`\(span)` \($0)" }
      }
    }
  }

  @Test("every Shop type and member a Swift code block uses is declared")
  func swiftBlocks() {
    recordProblems { guide, own in
      guide.swiftBlocks.compactMap { block in
        names.problem(withCode: block, alsoDeclared: own).map { "a Swift block \($0)" }
      }
    }
  }

  /// A block that imports is a file of its own, which sees only the modules it imports: a type
  /// another module declares would not compile there. A block with no import continues the
  /// file of the one before.
  @Test("a Swift block that imports modules imports the module of each Shop type it names")
  func swiftBlockImports() throws {
    let modules = try PackageManifest.load().targets.filter {
      $0.kind == "regular" && $0.path.hasPrefix("Modules/")
    }
    var moduleOf: [String: String] = [:]
    let declaration =
      /^(?:public )?(?:final )?(?:struct|class|enum|protocol|actor|typealias) ([A-Za-z_][A-Za-z0-9_]*)/
    for module in modules {
      for file in SourceFiles.swiftFiles(under: module.path) {
        for match in file.text.matches(of: declaration.anchorsMatchLineEndings()) {
          moduleOf[String(match.output.1)] = module.name
        }
      }
    }
    for guide in guides {
      for block in guide.swiftBlocks {
        let imports = block.matches(of: /^import (\w+)/.anchorsMatchLineEndings())
        let imported = Set(imports.map { String($0.output.1) })
        guard !imported.isEmpty else { continue }
        for type in Set(GuideNames.typeChains(in: block).map(\.[0])).sorted() {
          guard let module = moduleOf[type], !imported.contains(module) else { continue }
          Issue.record("\(guide.file): a Swift block names \(type) but imports no \(module)")
        }
      }
    }
  }

  /// A call keeps its labels as its declaration changes: a walk that writes
  /// `.add(sku: "DAI-001", quantity: 1)` goes red when the case gains a value with no default.
  @Test("every call or selector named in backticks takes the labels its declaration has")
  func callLabels() {
    let package = CallLabels(names.declarations)
    for guide in guides {
      var labels = package
      for block in guide.swiftBlocks { labels.read(block) }
      for span in guide.codeSpans {
        guard let problem = labels.problem(withSpan: span) else { continue }
        Issue.record("\(guide.file): `\(span)` \(problem)")
      }
    }
  }

  @Test("a call is judged by its type's declarations, defaults, variadics and trailing closures")
  func callLabelRules() {
    let labels = CallLabels(
      SwiftDeclarations(sources: [
        """
        struct T {
          init(stored: String) {}
          func f(_ a: Int, b: Int = 0, _ c: Int..., body: () -> Void) {}
          func h(_ a: Int) { switch a { case g(x): break } }
        }
        enum E { case x(Int), y(l: Int)
          case z(m: Int = 1) }
        """,
        "struct U { func k(b: Int) {} }",
      ]))
    let fitting = [
      "T.f(_:)", "T.f(_:b:_:_:)", "T(stored:)", "E.y(l:)", "E.x(1)", ".z()", "T.f(\"a,b)\")",
      "u.k(b: 1)", "T.f(…)",
    ]
    for span in fitting { #expect(labels.problem(withSpan: span) == nil, "\(span)") }
    let fittingNone = ["T.f(b:)", "T.init(code:)", "E.y(m:)", "E.z(l: 2)", ".k(c: 1)", ".f()"]
    for span in fittingNone { #expect(labels.problem(withSpan: span) != nil, "\(span)") }
    #expect(labels.problem(withSpan: ".g(y:)") == nil, "a switch's pattern declares nothing")
  }

  @Test("what a comment or a string literal holds declares nothing")
  func blankedDeclarations() {
    let declarations = SwiftDeclarations(sources: [
      #"""
      struct T {
        let a = "func inString() {"
        let b = #"case inRaw \(x) }"#
        /* var inBlock /* nested } */ func stillBlock() */
        // func inLine() {
        let c = """
          func inMultiline() { "\(T.d)" }
          """
        func real() {}
      }
      """#
    ])
    #expect(declarations.has("real", in: "T"))
    for name in ["inString", "inRaw", "inBlock", "stillBlock", "inLine", "inMultiline"] {
      #expect(!declarations.has(name, in: "T"), "\(name)")
    }
  }

  /// Records, guide by guide, what `problems` finds there, given the names its blocks declare.
  private func recordProblems(_ problems: (GuideText, Set<String>) -> [String]) {
    for guide in guides {
      for problem in problems(guide, Self.ownNames(of: guide)) {
        Issue.record("\(guide.file): \(problem)")
      }
    }
  }

  /// The names a guide's own Swift blocks declare (one chapter's blocks build one app, each
  /// naming the others' types), and Apple's.
  static func ownNames(of guide: GuideText) -> Set<String> {
    GuideNames.names(declaredIn: guide.swiftBlocks).union(appleNames)
  }

  @Test("a span with generics, spaces or an ellipsis is read, not skipped")
  func widenedSpans() {
    #expect(names.problem(withSpan: "Store<CartFeature>") == nil)
    #expect(names.problem(withSpan: "Store<CartFeaturez>") != nil)
    #expect(names.problem(withSpan: "Cart.merging(…) then Cart.notAMember") != nil)
    #expect(names.problem(withSpan: "SELECT … FOR UPDATE") == nil)
    #expect(names.problem(withSpan: "shop search \"Dark Roast\"") == nil)
    #expect(names.problem(withSpan: "swift format lint --strict Package.swift Modules") == nil)
    #expect(names.problem(withSpan: "swift format lint --strict Gone.swift") != nil)
    #expect(names.problem(withSpan: "swift test --filter GoneTests") != nil)
    #expect(names.problem(withSpan: "Modules/Data/<Feature>/SQL<Feature>Repository.swift") == nil)
    #expect(names.problem(withSpan: "Modules/Data/<Feature>/Gone<Feature>.swift") != nil)
    #expect(names.problem(withSpan: "SQLSessionRepository+Begin") == nil)
    #expect(names.problem(withSpan: "Cart+Gone") != nil)
    #expect(names.problem(withCode: "let x = Cart.merging", alsoDeclared: []) == nil)
    #expect(names.problem(withCode: "/// The cart. An order.", alsoDeclared: []) == nil)
    #expect(names.problem(withSpan: "StoreFactory.Ports.onDevice") == nil)
    #expect(names.problem(withSpan: "StoreFactory.Ports.offDevice") != nil)
    #expect(
      names.problem(withCode: "struct Screen { let cart = Cartz() }", alsoDeclared: ["Screen"])
        != nil)
  }
}
