import ShopDomain

/// Something went wrong, said for the person using the app: which kind of problem it is (so a
/// front end can choose a colour or an exit code) and one sentence that says what to do.
public struct Failure: Error, Equatable, Sendable, Encodable {
  /// The kind of problem, which decides how a front end shows it (and the CLI's exit code).
  public enum Kind: String, Equatable, Sendable, Encodable {
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

  public let kind: Kind
  public let message: String

  public init(kind: Kind, message: String) {
    self.kind = kind
    self.message = message
  }

  /// The sentence for each catalog error; Domain names the problem, Presentation words it.
  public init(_ error: CatalogError) {
    switch error {
    case .productNotFound(let sku):
      self.init(
        kind: .notFound,
        message: "No product has SKU \(sku). Search the catalog with `shop products --search`.")
    case .searchTooLong:
      self.init(
        kind: .invalidInput,
        message:
          "A search may have up to \(SearchTerms.maximumLength) characters and \(SearchTerms.maximumWords) words; shorten it."
      )
    case .feed(.missing(let name)):
      self.init(kind: .missingFile, message: "Cannot find the feed \(name). Check its path.")
    case .feed(.unreadable(let name, let reason)):
      self.init(kind: .missingFile, message: "Cannot read the feed \(name): \(reason).")
    case .feed(.malformed(let name, let detail)):
      self.init(
        kind: .badData, message: "\(name) is not a catalog feed: \(detail). Nothing was changed.")
    case .storage(let error):
      self.init(error)
    }
  }

  /// Storage failed: the reason, after words of Presentation's own. The reason is Data's text
  /// and may begin with a name or a path, so its letters are never changed (upper-casing the
  /// first one once turned `feeds/x.json` into `Feeds/x.json`).
  public init(_ error: StorageError) {
    self.init(kind: .storage, message: "Storage failed: \(error.reason).")
  }
}
