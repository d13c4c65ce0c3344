import ShopDomain

/// One implementation of each port, over one store.
struct Repositories {
  let products: any ProductRepository
  let promotions: any PromotionRepository
  let carts: any CartRepository
  let orders: any OrderRepository
  let sessions: any SessionRepository
  let authenticator: any Authenticator
  let wishlists: any WishlistRepository
  let catalogImporter: any CatalogImporter
}
