import Foundation
import ShopData
import ShopDomain
import ShopInMemory
import ShopPresentation

extension StoreFactory.Ports {
  /// An app's ports on this device: the shop's SQLite file at `path`, the session token where
  /// `tokens` keeps it (the keychain, on iOS), and the shop's policies. SQLite makes the file but
  /// not its folder, and an app's Application Support folder is not there until it is made.
  static func onDevice(database path: String, tokens: any SessionTokenKeeper)
    throws(DatabaseError) -> Self
  {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .cannotOpen(path: path, reason: "its folder cannot be made (\(error))")
    }
    return Self(
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

extension StoreFactory {
  /// An app's Stores at launch, once an empty catalog (a first launch's) is filled from the
  /// bundled feed, as the CLI fills one before a command on a database.
  static func launch(on ports: Ports, flow: AppFlow) async throws(CatalogError) -> StoreFactory {
    let stores = StoreFactory(ports: ports, flow: flow)
    try await stores.fillEmptyCatalog(from: JSONCatalogFeed.bundled)()
    return stores
  }
}
