import ShopDomain
import ShopPresentation
import Testing

/// Each catalog error becomes a kind a front end can act on and one sentence for the person.
@Suite("Failure")
struct FailureTests {
  @Test("a product not found is notFound, naming the SKU, and suggests searching the catalog")
  func notFound() throws {
    let failure = Failure(CatalogError.productNotFound(try SKU("dai-9")))
    #expect(failure.kind == .notFound)
    #expect(failure.message == "No product has SKU DAI-9.")
    #expect(failure.suggestion == .searchCatalog)
  }

  @Test("a missing feed is a missing file, naming it")
  func missingFeed() {
    let failure = Failure(CatalogError.feed(.missing("feed.json")))
    #expect(
      failure
        == Failure(
          kind: .missingFile, message: "Cannot find the feed feed.json. Check its path."))
  }

  @Test("a malformed feed is bad data; its path is kept as written and nothing changed")
  func malformedFeed() {
    let failure = Failure(
      CatalogError.feed(.malformed("feeds/Mixed Case.json", detail: "it is not JSON")))
    #expect(
      failure
        == Failure(
          kind: .badData,
          message:
            "feeds/Mixed Case.json is not a catalog feed: it is not JSON. Nothing was changed."
        ))
  }

  @Test("a storage error is storage, its reason made a sentence")
  func storage() {
    let failure = Failure(CatalogError.storage(StorageError(reason: "the disk is full")))
    #expect(failure == Failure(kind: .storage, message: "Storage failed: the disk is full."))
    #expect(Failure(StorageError(reason: "the disk is full")) == failure)
  }

  @Test("a storage reason keeps its letters as they are, a path first among them")
  func storageReasonCase() {
    let failure = Failure(StorageError(reason: "feeds/x.json could not be written"))
    #expect(failure.message == "Storage failed: feeds/x.json could not be written.")
  }

  @Test(
    "each kind has the name scripts read",
    arguments: [
      (Failure.Kind.notFound, "not_found"), (.refused, "refused"), (.invalidInput, "invalid_input"),
      (.badData, "bad_data"), (.missingFile, "missing_file"), (.storage, "storage"),
    ])
  func kindNames(kind: Failure.Kind, name: String) {
    #expect(kind.rawValue == name)
  }
}
