import ShopDomain

extension SQLDatabase {
  /// Every storage port on this database, all sharing its one connection: the one place a SQL
  /// database is assembled, whichever it is, for the app and the contract tests alike.
  public var storage: Storage {
    Storage(
      products: SQLProductRepository(database: self),
      promotions: SQLPromotionRepository(database: self),
      catalogImporter: SQLCatalogImporter(database: self),
      carts: SQLCartRepository(database: self),
      orders: SQLOrderRepository(database: self),
      sessions: SQLSessionRepository(database: self),
      wishlists: SQLWishlistRepository(database: self),
      authenticator: LocalAuthenticator(database: self))
  }
}

extension SQLDatabaseDriver {
  /// Every storage port on this driver's database.
  public var storage: Storage { SQLDatabase(self).storage }
}
