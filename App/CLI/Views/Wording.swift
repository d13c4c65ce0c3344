import ShopDomain
import ShopPresentation

/// The words of every failure and suggestion Presentation hands over, in one place, for both of
/// `shop`'s front ends: one-shot commands, typed after `shop` in a shell, and the interactive
/// session, where the same commands are typed at its prompt without `shop`. Presentation hands
/// over what went wrong and what the person can do next as data (`Failure`, `Suggestion`); here
/// they become the commands to type, so a new suggestion is worded once for each front end, and
/// the compiler finds every `switch` that must learn it. What the App says of itself (a database
/// path refused, a screen's own hint, help's last line) is worded where it is said.
struct Wording: Sendable {
  /// Where the person types commands.
  enum FrontEnd: Sendable {
    /// A shell: every command starts with `shop`, and help is `shop --help`.
    case oneShot
    /// The interactive session's prompt: commands without `shop`, and `help`.
    case session
  }

  /// The database a storage failure is about, and how the person chose it.
  struct Database: Sendable {
    /// The file's path, shortened, or "the PostgreSQL database shop on localhost".
    let name: String
    let source: DatabaseLocation.Source
    let isPostgres: Bool

    /// Which database, and how to choose another: "The database is /x/shop.sqlite, from --db;
    /// pass another path with --db." The session's prompt takes no `--db`, so there the advice
    /// is for the next start.
    func sentence(in frontEnd: FrontEnd) -> String {
      let advice = isPostgres ? source.urlAdvice : source.advice
      let end = frontEnd == .session ? " as shop starts." : "."
      return "The database is \(name), \(source.origin); " + advice + end
    }
  }

  let frontEnd: FrontEnd
  /// The database this run uses, named in every storage failure; `nil` on canned data.
  var database: Database? = nil

  static let oneShot = Wording(frontEnd: .oneShot)
  static let session = Wording(frontEnd: .session)

  /// A command as the person types it here, in backticks, written from its spec
  /// (`CommandSpec.written`): `shop cart add SKU` in a shell, with every option the spec
  /// requires; `cart add SKU` in the session, which asks for a required option instead.
  func command(_ command: CommandName, _ arguments: [String]? = nil, options: [String] = [])
    -> String
  {
    typed(
      command.spec.written(
        arguments: arguments, adding: options, requiredAsked: frontEnd == .session))
  }

  /// Words as the person types them here, in backticks: after `shop` in a shell, alone in the
  /// session.
  func typed(_ words: String) -> String {
    switch frontEnd {
    case .oneShot: "`shop \(words)`"
    case .session: "`\(words)`"
    }
  }

  /// The step a suggestion names, as one sentence with the command that takes it.
  func sentence(_ suggestion: Suggestion) -> String {
    switch suggestion {
    case .signIn: "Sign in with \(command(.signIn))."
    case .searchCatalog:
      "Search the catalog with \(command(.products, options: ["--search TEXT"]))."
    case .syncCatalog: "Fill the catalog with \(command(.catalogSync))."
    case .viewCart: "See the cart with \(command(.cart))."
    case .addToCart: "Add a product with \(command(.cartAdd))."
    case .removeFromCart(let sku): "Remove it with \(command(.cartRemove, [sku]))."
    case .removePromotion:
      "Take the code off with \(command(.cartRemovePromo)), or try another code."
    case .checkOut: "Place an order with \(command(.checkout))."
    case .confirmAgain:
      switch frontEnd {
      case .oneShot:
        "See the cart with \(command(.cart)), then place it with \(command(.checkout))."
      case .session: "Look at it again below, and type `confirm` to order it as it is now."
      }
    case .viewOrders: "See your orders with \(command(.orders))."
    case .viewWishlist: "See your wishlist with \(command(.wishlist))."
    case .saveForLater: "Save a product with \(command(.wishlistAdd))."
    case .tryAgain: "Wait a moment and try again."
    case .freeSpace: "Free some disk space, then try again."
    case .restoreDatabase: "Restore a copy of the database."
    case .checkAccess: "Check that you may read and write the database."
    case .checkTokenFolder: Self.tokenFolderAdvice(on: .current)
    }
  }

  /// How to give the terminal a folder for its session token, as the platform places it: macOS
  /// reads no XDG variable, so advice to set one there would change nothing.
  static func tokenFolderAdvice(on platform: TokenFolder.Platform) -> String {
    switch platform {
    case .xdg: "Set XDG_STATE_HOME, or HOME, to an existing folder of yours that you may write."
    case .macOS: "Set HOME to an existing folder of yours that you may write."
    }
  }

  /// A failure as printed: the option that holds a refused value, what went wrong, and the step
  /// that helps.
  func sentence(_ failure: Failure) -> String {
    var text = failure.message
    if let field = failure.field { text = "\(option(for: field)): \(text)" }
    text = sentence(text, then: failure.suggestion)
    guard failure.kind == .storage, failure.isAboutDatabase, let database else { return text }
    return text + " " + database.sentence(in: frontEnd)
  }

  /// A failure as data output says it: its message, and for a storage failure which database.
  func message(_ failure: Failure) -> String {
    guard failure.kind == .storage, failure.isAboutDatabase, let database else {
      return failure.message
    }
    return failure.message + " " + database.sentence(in: frontEnd)
  }

  /// A screen as printed: the sentence of its failure when it has one, else its own `text`;
  /// either way with any control characters from data made visible.
  func screen(failure: Failure?, text: () -> String) -> String {
    TerminalText.visible(failure.map { sentence($0) } ?? text())
  }

  /// What a screen of the session that asks for a value says when the value typed was refused:
  /// the refusal, as a command says it but for the option it names (the value was typed at the
  /// question, not into an option), and that the screen asks again.
  func askingAgain(after failure: Failure) -> String {
    let answer = Failure(
      kind: failure.kind, message: failure.message, suggestion: failure.suggestion)
    return askingAgain(saying: sentence(answer))
  }

  /// A refusal's sentence, and that the question is asked again.
  func askingAgain(saying sentence: String) -> String {
    sentence + " Type another, or `back`."
  }

  /// What a session's question for one of `names` says of a line that is none of them, before
  /// asking again.
  func askingAgain(typed line: String, for names: [String]) -> String {
    let message = "The answer is \(Self.either(names)), not \(TypedText.quoted(line))."
    return askingAgain(after: Failure(kind: .invalidInput, message: message))
  }

  /// Names as a person reads a choice of them: "low, normal or high".
  static func either(_ names: [String]) -> String {
    guard let last = names.last, names.count > 1 else { return names.joined() }
    return names.dropLast().joined(separator: ", ") + " or " + last
  }

  /// A sentence followed by its suggestion, if any: an empty screen and what fills it.
  func sentence(_ text: String, then suggestion: Suggestion?) -> String {
    guard let suggestion else { return text }
    return text + " " + sentence(suggestion)
  }

  /// The option a refused value was typed into: the field's raw value, the option's name without
  /// its dashes (`CommandLineTests.everyField` holds every field to an option).
  /// The same in both front ends, whose commands take the same options.
  func option(for field: Failure.Field) -> String { "--" + field.rawValue }

  /// Where to find every command.
  var commandsAdvice: String {
    switch frontEnd {
    case .oneShot: "Run `shop --help` for the commands."
    case .session: "Type `help` for the commands."
    }
  }

  /// Where to find every option.
  var optionsAdvice: String {
    switch frontEnd {
    case .oneShot: "Run `shop --help` for the options."
    case .session: "Type `help` for the options."
    }
  }

  /// The usage line under a usage error, from how a command is written after `shop`, broken as
  /// `--help` breaks it. A line that named no command gets the general usage on the command
  /// line, and none in the session, whose advice already points at `help`.
  func usage(_ synopsis: CommandSpec.Synopsis?) -> String? {
    switch (frontEnd, synopsis) {
    case (_, let synopsis?): synopsis.usage(in: self).joined(separator: "\n")
    case (.oneShot, nil): "Usage: shop [COMMAND] [OPTIONS]"
    case (.session, nil): nil
    }
  }
}

extension Failure {
  /// The failure in the words of one front end.
  func sentence(in wording: Wording) -> String {
    wording.sentence(self)
  }

  /// Whether choosing another database is a way out: not when the terminal could not keep its
  /// session token, which no database would change.
  fileprivate var isAboutDatabase: Bool { suggestion != .checkTokenFolder }
}
