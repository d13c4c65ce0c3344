import ShopDomain

extension Database {
  /// Every storage port on this database, all sharing its one connection: the one place the
  /// SQLite adapter is assembled, for the app and the contract tests alike.
  public var storage: Storage {
    Storage(
      products: SQLiteProductRepository(database: self),
      promotions: SQLitePromotionRepository(database: self),
      catalogImporter: SQLiteCatalogImporter(database: self),
      carts: SQLiteCartRepository(database: self),
      orders: SQLiteOrderRepository(database: self),
      sessions: SQLiteSessionRepository(database: self),
      wishlists: SQLiteWishlistRepository(database: self),
      authenticator: LocalAuthenticator(database: self))
  }
}
