import ShopDomain
import ShopInMemory
import Testing

/// Showing one product: found, not found, or the storage failed.
@Suite("ShowProduct")
struct ShowProductTests {
  let catalog = InMemoryProductRepository(SampleCatalog.products)

  @Test("a known SKU gives its product")
  func found() async throws {
    let product = try await ShowProduct(products: catalog)(SKU("dai-002"))
    #expect(product == SampleCatalog.products[1])
  }

  @Test("an unknown SKU is productNotFound, naming the SKU")
  func notFound() async throws {
    let sku = try SKU("NOPE-1")
    await #expect(throws: CatalogError.productNotFound(sku)) {
      try await ShowProduct(products: catalog)(sku)
    }
  }

  @Test("an empty catalog finds nothing")
  func emptyCatalog() async throws {
    let sku = try SKU("DAI-001")
    await #expect(throws: CatalogError.productNotFound(sku)) {
      try await ShowProduct(products: InMemoryProductRepository())(sku)
    }
  }

  @Test("a failing repository is a storage error, not productNotFound")
  func storage() async throws {
    let sku = try SKU("DAI-001")
    await #expect(throws: CatalogError.storage(FailingProductRepository.error)) {
      try await ShowProduct(products: FailingProductRepository())(sku)
    }
  }
}
