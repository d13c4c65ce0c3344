import ShopPresentation

/// One screen as the session shows it: its text, its numbered choices, and what choosing one
/// does (an intent sent to a Store, most often the one that drew the screen, or a route opened),
/// which may leave a sentence to show, such as "Added 1 × Crème fraîche." or why it was refused,
/// or a question to answer before anything changes.
@MainActor
struct Screen {
  /// What a line of input did, for the session to print: a sentence (or nothing), or a question
  /// that must be answered before anything changes; or a command line to run as if it were
  /// typed, for a choice that must ask what its command asks.
  enum Reply {
    case said(String?)
    /// A step its Store refused for a value typed for an option (`Failure.field`), said in red:
    /// when a question had just asked for that option, the session asks for it again instead.
    case refused(Failure, said: String)
    case ask(Question)
    case run([String])

    /// A refusal said in `sentence`: `refused` when it names the option it refused, so a
    /// question that asked for that option asks again; otherwise only said.
    static func refusal(_ failure: Failure, said sentence: String) -> Reply {
      failure.field == nil ? .said(sentence) : .refused(failure, said: sentence)
    }

    /// This reply to the line `answered` completed: a question it asks next (a confirmation)
    /// remembers `answered`, so a value the step is refused for after it is asked for again.
    func following(_ answered: Question?) -> Reply {
      guard case .ask(var next) = self, let answered else { return self }
      next.earlier = [answered] + answered.earlier
      return .ask(next)
    }
  }

  /// A question asked before a step: before one that cannot be taken back (cancelling an
  /// order), `confirm` takes it; for a value the step needs, the line typed is the answer. `quit`
  /// or the end of input leaves everything as it was. (Checkout's review is a screen of its own,
  /// not a question.) The question decides what its answers do and may ask again, so a new
  /// question changes nothing in the session's loop.
  struct Question {
    /// What a question takes for an answer.
    enum Answers {
      /// `confirm` takes the step, and says what it did or why it was refused; any other answer
      /// declines.
      case confirm(() async -> Reply)
      /// A value typed as the answer (one of a few names, a line of text): `refusal` says why a
      /// line, as typed, will not do (worded by one of `Wording`'s `askingAgain`), and the question
      /// is asked again in that sentence; a line it lets through (`nil`) is handed to `taken`,
      /// which may ask the next question. The session's own `back`, `quit` and `exit` decline
      /// (after `back` the screen is drawn again; `quit` and `exit` end the session at once).
      case value(refusal: (String) -> String?, taken: (String) async -> Reply)
    }

    let text: String
    /// What is said when the answer declines.
    let declined: String
    let answers: Answers
    /// The option whose value the answer gives (`--note`), for a question that asks for one.
    var option: String?
    /// The questions whose answers led to this one, nearest first: a confirmation asked after
    /// the answer that completed its line. A refusal of a value one of them asked for, met
    /// after this one, asks that one again.
    var earlier: [Question] = []

    /// A question answered by one of `Choice`'s names, the line's one word: any other line is
    /// refused, naming them, and asked again; `taken` takes the step with the choice.
    static func choice<Choice: CaseIterable & RawRepresentable<String>>(
      _ text: String, declined: String, wording: Wording,
      taken: @escaping (Choice) async -> Reply
    ) -> Question {
      let chosen = { (line: String) -> Choice? in
        let words = TypedLine.words(line)
        return words.count == 1 ? Choice(rawValue: words[0]) : nil
      }
      let names = Choice.allCases.map(\.rawValue)
      return Question(
        text: text, declined: declined,
        answers: .value(
          refusal: { chosen($0) == nil ? wording.askingAgain(typed: $0, for: names) : nil },
          taken: { line in
            guard let choice = chosen(line) else { return .said(nil) }
            return await taken(choice)
          }))
    }

    /// Both texts are kept as they will be read (`TerminalText`): a refusal asked again may
    /// quote what was typed, and the session prints them as they are.
    init(text: String, declined: String, answers: Answers) {
      self.text = TerminalText.visible(text)
      self.declined = TerminalText.visible(declined)
      self.answers = answers
    }

    /// What answering with `line`, as it was typed, does.
    func reply(to line: String) async -> Reply {
      let words = TypedLine.words(line)
      switch answers {
      case .confirm(let confirmed):
        return words == ["confirm"] ? await confirmed() : .said(declined)
      case .value(let refusal, let taken):
        if [["back"], ["quit"], ["exit"]].contains(words) { return .said(declined) }
        guard let refused = refusal(line) else { return await taken(line) }
        return .ask(asking(refused))
      }
    }

    /// The same question asked again, after the Store refused the value it was given: only when
    /// the refusal names the option this question, or one asked before it, asked for (`nil`
    /// otherwise).
    func again(after failure: Failure, wording: Wording) -> Question? {
      guard let option, let field = failure.field, wording.option(for: field) == option else {
        return earlier.lazy.compactMap { $0.again(after: failure, wording: wording) }.first
      }
      return asking(wording.askingAgain(after: failure))
    }

    /// The same question, with `text` said in its place.
    private func asking(_ text: String) -> Question {
      var question = Question(text: text, declined: declined, answers: answers)
      question.option = option
      return question
    }
  }

  let route: Route
  let text: String
  let failure: Failure?
  /// Labels of the numbered choices, numbered from 1.
  let choices: [String]
  /// How many of the first choices the text already shows with their numbers (a numbered list
  /// of products or orders); the others are listed under the text.
  private(set) var listedInText: Int
  let choose: (Int) async -> Reply
  /// What a line typed on this screen that is not a command does, on a screen that takes one as
  /// its answer (the sign-in screen, an email address); elsewhere such a line is refused.
  let answer: (([String]) async -> Reply)?
  /// The catalog search that shows the next page, on a catalog screen that has one.
  let nextPage: CatalogSearch?

  init(
    route: Route,
    text: String,
    failure: Failure? = nil,
    choices: [String] = [],
    choicesInText: Bool = false,
    nextPage: CatalogSearch? = nil,
    answer: (([String]) async -> Reply)? = nil,
    choose: @escaping (Int) async -> Reply = { _ in .said(nil) }
  ) {
    self.route = route
    self.text = text
    self.failure = failure
    self.choices = choices
    self.listedInText = choicesInText ? choices.count : 0
    self.nextPage = nextPage
    self.answer = answer
    self.choose = choose
  }

  /// The numbered choices to print under the text: those the text does not show.
  var choiceLines: [String] {
    choices.enumerated().dropFirst(listedInText).map { index, choice in
      "  \(index + 1)) \(TerminalText.visible(choice))"
    }
  }

  /// This screen with one more choice after its own, "Sign in", for a screen shown while nobody
  /// is signed in: choosing it tells the Flow the person chose to sign in, and the Flow opens
  /// the sign-in screen that leads home.
  func offeringSignIn(through flow: AppFlow) -> Screen {
    let own = choices.count
    var screen = Screen(
      route: route, text: text, failure: failure, choices: choices + ["Sign in"],
      nextPage: nextPage, answer: answer,
      choose: { [choose] number in
        guard number > own else { return await choose(number) }
        flow.chooseSignIn()
        return .said(nil)
      })
    screen.listedInText = listedInText
    return screen
  }
}

extension Screen {
  /// Sends a change to its Store, as a typed command or a chosen action does, and returns the
  /// sentence it leaves: what it did ("Added 1 × Crème fraîche."), or why it was refused, in red
  /// where `style` has colour.
  static func sentence<F: Feature, View: ChangeView>(
    wording: Wording, after intent: F.Intent, on store: Store<F>, as view: (F.State) -> View,
    style: TextStyle = .plain
  ) async -> String? {
    switch await reply(wording: wording, after: intent, on: store, as: view, style: style) {
    case .said(let sentence): sentence
    case .refused(_, let sentence): sentence
    case .ask, .run: nil
    }
  }

  /// The same, as the reply to a typed line: a refusal that names the option it refused is
  /// `refused`, so a question that asked for that option asks again.
  static func reply<F: Feature, View: ChangeView>(
    wording: Wording, after intent: F.Intent, on store: Store<F>, as view: (F.State) -> View,
    style: TextStyle = .plain
  ) async -> Reply {
    let state = view(await store.settled(after: intent))
    guard let error = state.error else { return .said(state.notice.map(TerminalText.visible)) }
    return .refusal(error, said: style.red(error.sentence(in: wording)))
  }
}

/// A view state that tells what the last change did, or why it was refused.
protocol ChangeView: CommandView {
  var notice: String? { get }
}
