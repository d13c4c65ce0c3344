import ShopDomain
import Testing

/// `WishlistRepository`, held to one contract on SQLite and in memory.
@Suite("WishlistRepository contract")
struct WishlistRepositoryContractTests {
  private func signedUp(_ kind: StorageKind) async throws -> Repositories {
    let repositories = try kind.make()
    for email in [try Fixtures.ada, try Fixtures.grace] {
      _ = try await repositories.authenticator.authenticate(
        email, at: Timestamp(millisecondsSince1970: 0))
    }
    return repositories
  }

  @Test("a customer who saved nothing has an empty wishlist", arguments: StorageKind.allCases)
  func emptyByDefault(kind: StorageKind) async throws {
    #expect(try await signedUp(kind).wishlists.wishlist(for: Fixtures.ada) == Wishlist())
  }

  @Test(
    "a saved wishlist comes back in order, and replacing it replaces it",
    arguments: StorageKind.allCases)
  func roundTrip(kind: StorageKind) async throws {
    let wishlists = try await signedUp(kind).wishlists
    let first = Wishlist(skus: [try SKU("B-2"), try SKU("A-1")])
    try await wishlists.save(first, for: Fixtures.ada)
    #expect(try await wishlists.wishlist(for: Fixtures.ada) == first)
    let second = Wishlist(skus: [try SKU("A-1")])
    try await wishlists.save(second, for: Fixtures.ada)
    #expect(try await wishlists.wishlist(for: Fixtures.ada) == second)
  }

  @Test("customers' wishlists are separate", arguments: StorageKind.allCases)
  func separate(kind: StorageKind) async throws {
    let wishlists = try await signedUp(kind).wishlists
    try await wishlists.save(Wishlist(skus: [try SKU("A-1")]), for: Fixtures.ada)
    #expect(try await wishlists.wishlist(for: Fixtures.grace).isEmpty)
  }
}
