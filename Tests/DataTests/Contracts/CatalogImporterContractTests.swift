import ShopDomain
import ShopInMemory
import Testing

/// `CatalogImporter`, held to one contract on every implementation: an import stores its
/// products and promotions together, says what each save changed, and stores nothing when its
/// body throws.
@Suite("CatalogImporter contract")
struct CatalogImporterContractTests {
  /// Saves the sample catalog through `importer`, counting what each save changed.
  private func importSample(_ importer: any CatalogImporter) async throws(CatalogError)
    -> SyncReport
  {
    try await importer.importCatalog { writer throws(CatalogError) in
      var products = SaveSummary()
      var promotions = SaveSummary()
      do throws(StorageError) {
        for product in SampleCatalog.products { products.count(try writer.save(product)) }
        for promotion in SampleCatalog.promotions { promotions.count(try writer.save(promotion)) }
      } catch {
        throw .storage(error)
      }
      return SyncReport(saved: products, promotions: promotions, rejections: [])
    }
  }

  @Test(
    "an import stores products and promotions, and a second one finds them unchanged",
    arguments: StorageKind.allCases)
  func importTwice(kind: StorageKind) async throws {
    let repositories = try kind.make()
    let first = try await importSample(repositories.catalogImporter)
    #expect(first.saved == SaveSummary(added: SampleCatalog.products.count))
    #expect(first.promotions == SaveSummary(added: SampleCatalog.promotions.count))
    let again = try await importSample(repositories.catalogImporter)
    #expect(again.saved == SaveSummary(unchanged: SampleCatalog.products.count))
    #expect(try await repositories.products.product(SampleCatalog.products[0].sku) != nil)
    #expect(try await repositories.promotions.all().count == SampleCatalog.promotions.count)
  }

  @Test("an import whose body throws stores nothing of it", arguments: StorageKind.allCases)
  func refusedImport(kind: StorageKind) async throws {
    let repositories = try kind.make()
    let failure = CatalogError.feed(.malformed("feed.json", detail: "cut short"))
    await #expect(throws: failure) {
      try await repositories.catalogImporter.importCatalog { writer throws(CatalogError) in
        do throws(StorageError) {
          _ = try writer.save(SampleCatalog.products[0])
          _ = try writer.save(SampleCatalog.promotions[0])
        } catch {
          throw .storage(error)
        }
        throw failure
      }
    }
    #expect(try await repositories.products.product(SampleCatalog.products[0].sku) == nil)
    #expect(try await repositories.promotions.all().isEmpty)
  }
}
