import ShopPresentation
import Testing

@testable import ShopCLI

/// A question the session asks before a step, answered on its own: what each answer does is the
/// question's, not the session loop's. Each kind of answer is tested on a question made up here,
/// so a step the shop's own questions gain (the session's tests walk those) changes nothing here.
@MainActor
@Suite("The session's questions")
struct ScreenQuestionTests {
  /// A question before a step that cannot be taken back, made up here: each time it takes the
  /// step is kept in `taken`.
  private func confirming(_ taken: Answers) -> Screen.Question {
    Screen.Question(
      text: "Empty the bin? Type `confirm` to empty it.", declined: "The bin was kept.",
      answers: .confirm {
        taken.lines.append("confirm")
        return .said("The bin was emptied.")
      })
  }

  /// What a reply says, or `nil` when it asks another question.
  private static func sentence(_ reply: Screen.Reply) -> String? {
    guard case .said(let sentence) = reply else { return nil }
    return sentence
  }

  @Test("`confirm` takes the step, and says so")
  func confirmed() async {
    let taken = Answers()
    #expect(await Self.sentence(confirming(taken).reply(to: " confirm ")) == "The bin was emptied.")
    #expect(taken.lines == ["confirm"])
  }

  @Test(
    "any other answer declines and takes nothing, the session's own words included",
    arguments: ["yes", "confirm now", "back", "quit", "exit", ""])
  func declined(line: String) async {
    let taken = Answers()
    #expect(await Self.sentence(confirming(taken).reply(to: line)) == "The bin was kept.")
    #expect(taken.lines.isEmpty)
  }

  /// A refund's two ways, made up here, as a choice a question may ask for.
  private enum Refund: String, CaseIterable {
    case card, credit
  }

  /// A question for a value, made up here: where a refund goes, one of `Refund`'s names, each
  /// answer it takes kept in `taken`.
  private func refunding(_ taken: Answers) -> Screen.Question {
    Screen.Question.choice(
      "Refund to `card` or `credit`?", declined: "Nothing was refunded.", wording: .session
    ) { (refund: Refund) in
      taken.lines.append(refund.rawValue)
      return .said("Refunded.")
    }
  }

  @MainActor
  final class Answers {
    var lines: [String] = []
  }

  @Test("a value the question lets through is taken, and the step says what it did")
  func valueTaken() async {
    let taken = Answers()
    let said = await Self.sentence(refunding(taken).reply(to: " credit "))
    #expect(said == "Refunded.")
    #expect(taken.lines == ["credit"])
  }

  @Test("a value it refuses is said and asked again, and the question asked again takes a value")
  func valueAskedAgain() async throws {
    let taken = Answers()
    guard case .ask(let again) = await refunding(taken).reply(to: "cash") else {
      Issue.record("a refused value was not asked again")
      return
    }
    #expect(again.text == "The answer is card or credit, not \"cash\". Type another, or `back`.")
    #expect(taken.lines.isEmpty)
    #expect(await Self.sentence(again.reply(to: "card")) == "Refunded.")
    #expect(taken.lines == ["card"])
  }

  @Test(
    "a choice takes only one of its names, alone on the line", arguments: ["card now", "Card", ""])
  func choiceRefused(line: String) async {
    let taken = Answers()
    guard case .ask = await refunding(taken).reply(to: line) else {
      Issue.record("\(line) was not asked again")
      return
    }
    #expect(taken.lines.isEmpty)
  }

  @Test(
    "the session's own words leave a question for a value, taking nothing",
    arguments: ["back", " quit", "exit "])
  func valueDeclined(line: String) async {
    let taken = Answers()
    #expect(await Self.sentence(refunding(taken).reply(to: line)) == "Nothing was refunded.")
    #expect(taken.lines.isEmpty)
  }

  @Test("a refusal that quotes what was typed is asked again as it will be read")
  func refusalShownAsRead() async {
    let question = Screen.Question(
      text: "Refund to `card` or `credit`?", declined: "Nothing was refunded.",
      answers: .value(refusal: { "\($0) is not `card` or `credit`." }, taken: { _ in .said(nil) }))
    guard case .ask(let again) = await question.reply(to: "\u{1B}[2Jcash") else {
      Issue.record("a refused value was not asked again")
      return
    }
    #expect(!again.text.unicodeScalars.contains("\u{1B}"), "\(again.text)")
    #expect(again.text.hasSuffix("[2Jcash is not `card` or `credit`."))
  }
}
