import ShopPresentation
import Testing

@testable import ShopCLI

/// At the session's prompt an option a command requires may be left out: the session asks for
/// it, and the answer completes the line. Held on a made-up command that needs a delivery slot
/// (one of two names) and an agreement, so the rule holds whether or not any command of `shop`
/// requires an option.
@MainActor
@Suite("The session asks for a required option")
struct MissingOptionQuestionTests {
  static let checkout = CommandSpec(
    words: ["checkout"],
    options: [
      .init(
        name: "--delivery", value: "morning|evening", help: "The delivery slot to book",
        required: true),
      .init(
        name: "--agree", value: "NAME", help: "Your name, to agree to the terms", required: true),
      .init(name: "--note", value: "TEXT", help: "A note for the courier"),
    ],
    summary: "Place an order for the cart.")

  /// The options a typed line left out, as the session is told them.
  private func missing(_ line: [String]) throws -> [CommandSpec.Option] {
    let error = try #require(throws: UsageError.self) {
      try Self.read(Array(line.dropFirst()))
    }
    return error.missing
  }

  /// The made-up command's reading, as the parser reads a line and `Command.read` its choice.
  private static func read(_ tokens: [String]) throws(UsageError) {
    let parsed = try ParsedOptions(tokens, spec: checkout)
    let _: Slot = try parsed.requiredChoice("--delivery", spec: checkout)
  }

  private enum Slot: String, CaseIterable { case morning, evening }

  /// The question the session asks for the first option `line` left out.
  private func question(for line: [String]) throws -> Screen.Question {
    let option = try #require(try missing(line).first)
    return .missing(option, from: line, wording: .session) { line throws(UsageError) in
      try Self.read(Array(line.dropFirst()))
    }
  }

  @Test("a line without them names each as data, in the order the spec lists them")
  func named() throws {
    #expect(try missing(["checkout"]).map(\.name) == ["--delivery", "--agree"])
    #expect(try missing(["checkout", "--delivery", "morning"]).map(\.name) == ["--agree"])
    let refused = try #require(throws: UsageError.self) { try Self.read(["--delivery", "noon"]) }
    #expect(refused.missing.isEmpty)
  }

  @Test("the question says what the option is for and how it is written")
  func asked() throws {
    #expect(
      try question(for: ["checkout"]).text
        == "The delivery slot to book (--delivery morning|evening): type it, or `back`.")
  }

  @Test("an answer completes the line, which runs as if typed, asking for what it still lacks")
  func completes() async throws {
    let reply = try await question(for: ["checkout", "--note", "hi"]).reply(to: " evening ")
    guard case .run(let line) = reply else {
      Issue.record("the answer did not run the line: \(reply)")
      return
    }
    #expect(line == ["checkout", "--note", "hi", "--delivery", "evening"])
    #expect(try missing(line).map(\.name) == ["--agree"])
  }

  @Test(
    "free text is the value as typed, but for the spaces around it",
    arguments: ["Ada  Lovelace", "O'Brien", "\"Ada\" at six"])
  func text(typed: String) async throws {
    let reply = try await question(for: ["checkout", "--delivery", "morning"]).reply(
      to: "  \(typed) ")
    guard case .run(let line) = reply else {
      Issue.record("the answer did not run the line: \(reply)")
      return
    }
    #expect(line.suffix(2) == ["--agree", typed])
  }

  @Test("an answer the command line refuses is said in its words and asked again")
  func askedAgain() async throws {
    guard case .ask(let again) = try await question(for: ["checkout"]).reply(to: "noon") else {
      Issue.record("a refused answer was not asked again")
      return
    }
    #expect(
      again.text
        == "--delivery takes morning or evening, not \"noon\". Type another, or `back`.")
    guard case .run = await again.reply(to: "morning") else {
      Issue.record("the question asked again did not take a good answer")
      return
    }
  }

  /// The question for `--limit`, the one option `Failure.Field` names that a made-up command
  /// may require, as a line of `products` that leaves it out is asked it.
  private static let askedForLimit = Screen.Question.missing(
    CommandSpec.Option(name: "--limit", value: "N", help: "How many to show", required: true),
    from: ["products"], wording: .session
  ) { _ in }

  /// The Store's refusal of the value given to `--limit`.
  private static let limitRefused = Failure(
    kind: .invalidInput, message: "A page shows 1 to 100 products, not 0.", field: .limit)

  @Test("a value its Store refuses, naming the option asked for, is asked for again")
  func askedAgainAfterTheStore() async throws {
    let asked = Self.askedForLimit
    let refused = Self.limitRefused
    let again = try #require(asked.again(after: refused, wording: .session))
    #expect(again.text == "A page shows 1 to 100 products, not 0. Type another, or `back`.")
    guard case .run(let line) = await again.reply(to: "20") else {
      Issue.record("the question asked again did not take a good answer")
      return
    }
    #expect(line == ["products", "--limit", "20"])
    // Another option's refusal, or one naming none, is said and not asked again.
    let other = Failure(kind: .notFound, message: "There is no product AAA-000.", field: .after)
    #expect(asked.again(after: other, wording: .session) == nil)
    #expect(asked.again(after: Failure(kind: .refused, message: "No."), wording: .session) == nil)
    #expect(try question(for: ["checkout"]).again(after: refused, wording: .session) == nil)
  }

  /// A step confirmed after the line is complete (a cancellation) is refused only after its
  /// confirmation; the question that asked for the value is asked again all the same.
  @Test("a value refused after a confirmation that followed its question is asked for again")
  func askedAgainAfterAConfirmation() async throws {
    let (asked, refused) = (Self.askedForLimit, Self.limitRefused)
    let confirming = Screen.Question(
      text: "Show them? Type `confirm`.", declined: "Nothing shown.",
      answers: .confirm { .refusal(refused, said: refused.message) })
    guard case .ask(let confirmation) = Screen.Reply.ask(confirming).following(asked) else {
      Issue.record("the confirmation was not asked")
      return
    }
    #expect(confirming.again(after: refused, wording: .session) == nil)
    let again = try #require(confirmation.again(after: refused, wording: .session))
    #expect(again.text == "A page shows 1 to 100 products, not 0. Type another, or `back`.")
    guard case .refused(let failure, _) = await confirmation.reply(to: "confirm") else {
      Issue.record("a refused confirmation was only said")
      return
    }
    #expect(failure == refused)
  }

  @Test("a refusal that names an option is one a question may ask again after; another is said")
  func refusalNamingAnOption() {
    let named = Failure(kind: .invalidInput, message: "Too many.", field: .limit)
    guard case .refused(let failure, let said) = Screen.Reply.refusal(named, said: "Too many.")
    else {
      Issue.record("a refusal naming --limit was only said")
      return
    }
    #expect(failure == named && said == "Too many.")
    let unnamed = Failure(kind: .refused, message: "No.")
    guard case .said("No.") = Screen.Reply.refusal(unnamed, said: "No.") else {
      Issue.record("a refusal naming no option was not said as it is")
      return
    }
  }

  @Test("the session's own words decline, and nothing runs", arguments: ["back", "quit", "exit"])
  func declined(line: String) async throws {
    let reply = try await question(for: ["checkout"]).reply(to: line)
    guard case .said(let sentence) = reply else {
      Issue.record("\(line) did not decline: \(reply)")
      return
    }
    #expect(sentence == "Nothing was done.")
  }

  @Test("the session writes a command without what it asks for; a shell's advice with it")
  func written() {
    #expect(Self.checkout.written(requiredAsked: true) == "checkout")
    #expect(
      Self.checkout.written()
        == "checkout --delivery morning|evening --agree NAME")
  }
}
