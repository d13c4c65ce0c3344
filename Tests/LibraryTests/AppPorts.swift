import ShopData
import ShopDomain
import ShopInMemory
import ShopPresentation

extension StoreFactory.Ports {
  /// An app's ports on this device: the shop's SQLite file at `path`, the session token where
  /// `tokens` keeps it (the keychain, on iOS), and the shop's policies.
  static func onDevice(database path: String, tokens: any SessionTokenKeeper)
    throws(DatabaseError) -> Self
  {
    Self(
      storage: try SQLiteDatabase(path: path).storage, sessionTokens: tokens,
      newSessionTokens: RandomSessionTokens(), clock: SystemClock(),
      orderIDs: RandomOrderIDSource(), policies: .standard)
  }

  /// A preview's ports: the in-memory shop, with its sample catalog and its one terminal.
  static func preview(_ shop: InMemoryShop) -> Self {
    Self(
      storage: shop.storage, sessionTokens: shop.terminal, newSessionTokens: shop.terminal,
      clock: shop.clock, orderIDs: shop.orderIDs, policies: shop.policies)
  }
}
