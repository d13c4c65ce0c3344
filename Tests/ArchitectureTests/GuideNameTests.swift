import Testing

/// Every name a guide uses is real: each type, `Type.member` chain, file or folder in a code span
/// (generics, spaces and "…" included), and each one the Swift code blocks use that the block
/// does not declare itself.
@Suite("The guide's names are the code's")
struct GuideNameTests {
  /// SwiftUI's names, which the chapter on SwiftUI uses and no Linux toolchain declares.
  static let swiftUINames: Set = [
    "App", "Scene", "WindowGroup", "View", "Text", "List", "ForEach", "Button", "Section",
    "NavigationStack", "NavigationLink", "LabeledContent", "Label", "Stepper", "HStack", "VStack",
    "Spacer", "ContentUnavailableView", "ProgressView", "Preview", "State", "Bindable",
    "Environment", "EnvironmentValues", "Entry", "Image", "Toolbar", "ToolbarItem", "Alert",
    "Group", "EmptyView", "Observable", "SwiftUI", "Binding",
  ]

  let guides: [GuideText]
  let names: GuideNames

  init() throws {
    guides = try GuideText.all()
    names = try GuideNames()
  }

  @Test("every type, member, file or folder named in backticks exists")
  func codeSpans() {
    for guide in guides {
      for span in guide.codeSpans {
        if let problem = names.problem(withSpan: span) {
          Issue.record("\(guide.file): `\(span)` \(problem)")
        }
      }
    }
  }

  @Test("every Shop type and member a Swift code block uses is declared")
  func swiftBlocks() {
    for guide in guides {
      for block in guide.swiftBlocks {
        let own = GuideNames.names(declaredIn: [block]).union(Self.swiftUINames)
        if let problem = names.problem(withCode: block, alsoDeclared: own) {
          Issue.record("\(guide.file): a Swift block \(problem)")
        }
      }
    }
  }

  @Test("a span with generics, spaces or an ellipsis is read, not skipped")
  func widenedSpans() {
    #expect(names.problem(withSpan: "Store<CartFeature>") == nil)
    #expect(names.problem(withSpan: "Store<CartFeaturez>") != nil)
    #expect(names.problem(withSpan: "Cart.merging(…) then Cart.notAMember") != nil)
    #expect(names.problem(withSpan: "SELECT … FOR UPDATE") == nil)
    #expect(names.problem(withSpan: "shop search \"Dark Roast\"") == nil)
    #expect(names.problem(withSpan: "Modules/Data/<Feature>/SQL<Feature>Repository.swift") == nil)
    #expect(names.problem(withSpan: "Modules/Data/<Feature>/Gone<Feature>.swift") != nil)
    #expect(names.problem(withSpan: "SQLSessionRepository+Begin") == nil)
    #expect(names.problem(withSpan: "Cart+Gone") != nil)
    #expect(names.problem(withCode: "let x = Cart.merging", alsoDeclared: []) == nil)
    #expect(
      names.problem(withCode: "struct Screen { let cart = Cartz() }", alsoDeclared: ["Screen"])
        != nil)
  }
}
