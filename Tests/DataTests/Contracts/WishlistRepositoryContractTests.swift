import ShopDomain
import ShopInMemory
import Testing

/// `WishlistRepository`, held to one contract on SQLite, PostgreSQL and in memory.
@Suite("WishlistRepository contract")
struct WishlistRepositoryContractTests {
  /// The state the wishlist's tests start from, `ShopStates.savedForLater`, is what its name
  /// says on every storage: a feature's builder is held here, in its own contract suite.
  @Test(
    "a customer's saved products: on their wishlist, in the order saved",
    arguments: StorageKind.allCases)
  func savedForLater(kind: StorageKind) async throws {
    let (repositories, states, _) = try await kind.withCatalog()
    try await states.signedIn()
    let saved = try await states.savedForLater(["PAN-001", "DAI-002"])
    #expect(saved.map(\.sku.value) == ["PAN-001", "DAI-002"])
    let stored = try await repositories.wishlists.wishlist(for: Email(ShopStates.ada))
    #expect(stored.skus.map(\.value) == ["PAN-001", "DAI-002"])
  }

  @Test("a customer who saved nothing has an empty wishlist", arguments: StorageKind.allCases)
  func emptyByDefault(kind: StorageKind) async throws {
    #expect(try await kind.signedUp().wishlists.wishlist(for: Fixtures.ada) == Wishlist())
  }

  @Test(
    "a changed wishlist comes back in order, and replacing it replaces it",
    arguments: StorageKind.allCases)
  func roundTrip(kind: StorageKind) async throws {
    let wishlists = try await kind.signedUp().wishlists
    let first = try Wishlist(skus: [try SKU("B-2"), try SKU("A-1")])
    _ = try await wishlists.update(for: Fixtures.ada) { $0 = first }
    #expect(try await wishlists.wishlist(for: Fixtures.ada) == first)
    let second = try Wishlist(skus: [try SKU("A-1")])
    _ = try await wishlists.update(for: Fixtures.ada) { $0 = second }
    #expect(try await wishlists.wishlist(for: Fixtures.ada) == second)
  }

  @Test("customers' wishlists are separate", arguments: StorageKind.allCases)
  func separate(kind: StorageKind) async throws {
    let wishlists = try await kind.signedUp().wishlists
    let saved = try SKU("A-1")
    _ = try await wishlists.update(for: Fixtures.ada) { wishlist throws(WishlistError) in
      try wishlist.save(saved)
    }
    #expect(try await wishlists.wishlist(for: Fixtures.grace).isEmpty)
  }

  @Test(
    "a change that throws saves nothing, and the wishlist stays as it was",
    arguments: StorageKind.allCases)
  func refusedChange(kind: StorageKind) async throws {
    let wishlists = try await kind.signedUp().wishlists
    let sku = try SKU("A-1")
    _ = try await wishlists.update(for: Fixtures.ada) { wishlist throws(WishlistError) in
      try wishlist.save(sku)
    }
    await #expect(throws: WishlistError.alreadySaved(sku)) {
      try await wishlists.update(for: Fixtures.ada) { wishlist throws(WishlistError) in
        try wishlist.remove(sku)
        try wishlist.save(sku)
        try wishlist.save(sku)
      }
    }
    #expect(try await wishlists.wishlist(for: Fixtures.ada) == Wishlist(skus: [sku]))
  }

  @Test(
    "twenty saves at once to one wishlist, from two processes, all land: no change is lost",
    arguments: StorageKind.allCases)
  func concurrentSaves(kind: StorageKind) async throws {
    let file = TemporaryFile("wishlists.sqlite")
    let skus = try (1...20).map { try SKU("W-\($0)") }
    let save: @Sendable (Storage, Int) async throws -> Void = { storage, index in
      _ = try await storage.wishlists.update(for: Fixtures.ada) { wishlist throws(WishlistError) in
        try wishlist.save(skus[index])
      }
    }
    let first = try await kind.writesAtOnce(
      skus.count, file: file, arranging: { try await $0.signUp(Fixtures.ada) }, save)
    #expect(Set(try await first.wishlists.wishlist(for: Fixtures.ada).skus) == Set(skus))
  }
}
