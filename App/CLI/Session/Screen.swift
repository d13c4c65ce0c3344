import ShopPresentation

/// One screen as the session shows it: its text, its numbered choices, and what choosing one
/// does (an intent sent to the Store that drew the screen, or a route opened), which may leave a
/// sentence to show, such as "Added 1 × Crème fraîche." or why it was refused.
@MainActor
struct Screen {
  let route: Route
  let text: String
  let failure: Failure?
  /// Labels of the numbered choices, numbered from 1.
  let choices: [String]
  /// Whether the text already shows the numbers (a numbered list of products or orders).
  let choicesInText: Bool
  let choose: (Int) async -> String?
  /// The catalog search that shows the next page, on a catalog screen that has one.
  let nextPage: CatalogSearch?

  init(
    route: Route,
    text: String,
    failure: Failure? = nil,
    choices: [String] = [],
    choicesInText: Bool = false,
    nextPage: CatalogSearch? = nil,
    choose: @escaping (Int) async -> String? = { _ in nil }
  ) {
    self.route = route
    self.text = text
    self.failure = failure
    self.choices = choices
    self.choicesInText = choicesInText
    self.nextPage = nextPage
    self.choose = choose
  }

  /// The numbered list of choices to print under the text, when the text does not show them.
  var choiceLines: [String] {
    guard !choicesInText else { return [] }
    return choices.enumerated().map { index, choice in "  \(index + 1)) \(choice)" }
  }
}
