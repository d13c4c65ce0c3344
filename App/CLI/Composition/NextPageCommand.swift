import ShopPresentation

/// The command that shows the page after this one: the same listing, continued. In a shell it is
/// `shop products …`, `shop promotions …` or `shop orders …`; the session types the same words
/// without `shop`.
struct NextPageCommand {
  /// The command's words after `shop`, with every option that shaped this page; not `--db` or
  /// `--scenario`, which chose the store, not the page (a database's URL may hold a password, and
  /// `SHOP_DB` or `SHOP_SCENARIO` keeps a whole run of lines on one store).
  private let words: [String]

  /// `command`'s words, the options that shaped this page (first the argument that names whose
  /// list it is, for a list that takes one), and `--after`: any list continued (`shop orders`, a
  /// customer's list with no option of its own, is this alone).
  init(_ command: CommandName, shapedBy options: [String] = [], after: String) {
    words = command.spec.words + options + Self.option("--after", after)
  }

  /// `shop products`, the same search continued after `after`.
  init(search: CatalogSearch, after: String) {
    var options: [String] = []
    if !search.text.isEmpty { options += Self.option("--search", search.text) }
    if let category = search.category, !category.isEmpty {
      options += Self.option("--category", category)
    }
    if search.sort != .name { options += ["--sort", search.sort.rawValue] }
    if let limit = search.limit { options += ["--limit", "\(limit)"] }
    self.init(.products, shapedBy: options, after: after)
  }

  /// `shop promotions`, the same page size continued after the code `after`.
  init(listing: PromotionListing, after: String) {
    self.init(
      .promotions, shapedBy: listing.limit.map { ["--limit", "\($0)"] } ?? [], after: after)
  }

  /// The line to type in a shell.
  var text: String {
    (["shop"] + words).joined(separator: " ")
  }

  /// The line as `wording`'s front end types it: in the session, without `shop`, in backticks.
  func text(in wording: Wording) -> String {
    switch wording.frontEnd {
    case .oneShot: text
    case .session: wording.typed(words.joined(separator: " "))
    }
  }

  /// The line under a page of `shown` items: the command for the next page, when there is one
  /// (`nextPage`, already in the front end's words), or the end of the list.
  static func line(under shown: Int, nextPage: String?) -> String {
    "\(shown) shown. " + (nextPage.map { "Next page: \($0)" } ?? "End of the list.")
  }

  /// An option and its value as the line writes them: apart, or joined by `=` when the value
  /// starts as an option does (`--search=-x`), which the parser would otherwise read as one.
  private static func option(_ name: String, _ value: String) -> [String] {
    GlobalScan.isOption(value) ? [name + "=" + quoted(value)] : [name, quoted(value)]
  }

  /// Quotes a value for a POSIX shell when it holds anything but plain word characters: a search's
  /// words, or a category's name (a cursor, a SKU, code or order id, never needs it).
  private static func quoted(_ value: String) -> String {
    let plain = value.allSatisfy { $0.isLetter || $0.isNumber || "-_.".contains($0) }
    let escaped = value.split(separator: "'", omittingEmptySubsequences: false)
      .joined(separator: "'\\''")
    return plain ? value : "'" + escaped + "'"
  }
}
