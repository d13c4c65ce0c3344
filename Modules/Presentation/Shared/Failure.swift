import ShopDomain

/// Something went wrong, said for the person using the app as data: which kind of problem it is
/// (so a front end can choose a colour or an exit code), one sentence that says what went wrong,
/// the option whose typed value was refused, if one was, and what the person can do next. The
/// sentence names no command, option or button: each front end words the field and the
/// suggestion itself.
public struct Failure: Error, Equatable, Sendable {
  /// The kind of problem, which decides how a front end shows it (and the CLI's exit code).
  public enum Kind: String, Equatable, Sendable, CaseIterable {
    /// The thing asked for does not exist.
    case notFound = "not_found"
    /// A business rule said no.
    case refused
    /// A value typed in is not valid.
    case invalidInput = "invalid_input"
    /// A file to read is not in the expected format.
    case badData = "bad_data"
    /// A file to read is not there.
    case missingFile = "missing_file"
    /// Storage failed.
    case storage
  }

  /// A value the person typed that a rule refused, named after the property it was typed into
  /// (`CatalogSearch`, `PromotionListing`). The command line points at it by the option of the
  /// same name (`--limit`), a form by its field.
  public enum Field: String, Equatable, Sendable, CaseIterable {
    /// How many items a page shows.
    case limit
    /// The SKU or code a page continues after.
    case after
  }

  public let kind: Kind
  /// What went wrong, in words that fit every front end.
  public let message: String
  /// The option whose typed value was refused, when the failure is about one.
  public let field: Field?
  /// What the person can do next, when there is a step that helps.
  public let suggestion: Suggestion?

  public init(kind: Kind, message: String, field: Field? = nil, suggestion: Suggestion? = nil) {
    self.kind = kind
    self.message = message
    self.field = field
    self.suggestion = suggestion
  }

  /// A page asked to continue after an item its list does not have (`PageError.unknownCursor`),
  /// pointing at `after`: "There is no product AAA-000 to continue after; …".
  static func noItemToContinueAfter(_ item: String) -> Failure {
    Failure(
      kind: .notFound,
      message: "There is no \(item) to continue after; start again from the first page.",
      field: .after)
  }

  /// The clock reads a moment no customer, session or order keeps (`Timestamp.calendarRange`).
  static let clockOutsideCalendar =
    "The clock reads a time outside the years 1 to 9999, which the shop cannot keep."

  /// Text typed where a SKU belongs that is not one.
  public static func notASKU(_ typed: String) -> Failure {
    Failure(
      kind: .invalidInput,
      message:
        "\(TypedText.quoted(typed)) is not a SKU: use letters, digits and dashes, like DAI-001.")
  }
}

/// A Domain error Presentation has words for. Domain names the problem; its conformance, in the
/// feature that shows it, words it, so `Store.load` and `Store.change` can word any of them.
public protocol ShownAsFailure: Error {
  /// The error as a screen shows it: its kind, its sentence, and what the person can do next.
  var failure: Failure { get }
}

extension Failure {
  /// `error` as a screen shows it.
  public init(_ error: some ShownAsFailure) {
    self = error.failure
  }
}

extension CatalogError: ShownAsFailure {
  /// The sentence for each catalog error; Domain names the problem, Presentation words it.
  public var failure: Failure {
    switch self {
    case .productNotFound(let sku):
      Failure(
        kind: .notFound, message: "No product has SKU \(sku).", suggestion: .searchCatalog)
    case .noProductToContinueAfter(let sku):
      .noItemToContinueAfter("product \(sku)")
    case .noPromotionToContinueAfter(let code):
      .noItemToContinueAfter("promotion code \(code)")
    case .searchTooLong:
      Failure(
        kind: .invalidInput,
        message:
          "A search may have up to \(SearchTerms.maximumLength) characters and \(SearchTerms.maximumWords) words; shorten it."
      )
    case .feed(.missing(let name)):
      Failure(
        kind: .missingFile, message: "Cannot find the feed \(Self.path(name)). Check its path.")
    case .feed(.unreadable(let name, let reason)):
      Failure(kind: .missingFile, message: "Cannot read the feed \(Self.path(name)): \(reason).")
    case .feed(.malformed(let name, let detail)):
      Failure(
        kind: .badData,
        message: "\(Self.path(name)) is not a catalog feed: \(detail). Nothing was changed.")
    case .storage(let error):
      error.failure
    }
  }

  /// A feed's path as a message shows it: whole unless it is longer than any path a person keeps
  /// a feed at.
  private static func path(_ name: String) -> String {
    TypedText.shownLine(name)
  }
}

extension StorageError: ShownAsFailure {
  /// Storage failed: the reason, after words of Presentation's own. The reason is Data's text
  /// and may begin with a name or a path, so its letters are never changed (upper-casing the
  /// first one once turned `feeds/x.json` into `Feeds/x.json`).
  public var failure: Failure {
    Failure(kind: .storage, message: "Storage failed: \(reason).", suggestion: suggestion)
  }

  /// What the person can do about the problem, when waiting or a step helps. Whatever it is, the
  /// front end also names the database and how to choose another, on every storage failure but
  /// one whose suggestion is `checkTokenFolder`, which no database would change.
  private var suggestion: Suggestion? {
    switch problem {
    case .busy, .unreachable: .tryAgain
    case .full: .freeSpace
    case .damaged: .restoreDatabase
    case .denied: .checkAccess
    case .tokenNotKept: .checkTokenFolder
    case .failed: nil
    }
  }
}
