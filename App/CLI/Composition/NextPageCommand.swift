import ShopPresentation

/// The `shop products` line that shows the page after this one: the same search, continued.
struct NextPageCommand {
  let search: CatalogSearch
  let after: String

  var text: String {
    var words = ["shop", "products"]
    if !search.text.isEmpty { words += ["--search", Self.quoted(search.text)] }
    if let category = search.category, !category.isEmpty {
      words += ["--category", Self.quoted(category)]
    }
    if search.sort != .name { words += ["--sort", search.sort.rawValue] }
    if let limit = search.limit { words += ["--limit", "\(limit)"] }
    words += ["--after", after]
    return words.joined(separator: " ")
  }

  /// Quotes a value for a POSIX shell when it holds anything but plain word characters.
  private static func quoted(_ value: String) -> String {
    let plain = value.allSatisfy { $0.isLetter || $0.isNumber || "-_.".contains($0) }
    let escaped = value.split(separator: "'", omittingEmptySubsequences: false)
      .joined(separator: "'\\''")
    return plain ? value : "'" + escaped + "'"
  }
}
