import Foundation
import ShopDomain
import ShopInMemory

@testable import ShopData

extension JSONCatalogFeed {
  /// Reads a whole feed of these bytes, for tests that look at every record at once.
  static func decode(_ bytes: Data, name: String) throws(CatalogError) -> CatalogFeedBatch {
    try CatalogFeedBatch(reading: JSONCatalogFeed(bytes: [UInt8](bytes), name: name))
  }

  /// Reads the whole feed.
  func readAll() throws(CatalogError) -> CatalogFeedBatch {
    try CatalogFeedBatch(reading: self)
  }
}
