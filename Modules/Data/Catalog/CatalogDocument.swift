import Foundation
import ShopDomain

/// The whole catalog feed file, `{ "products": [ … ], "promotions": [ … ] }`, parsed as plain
/// JSON: the lists' elements are left as they are, to be decoded one by one.
struct CatalogDocument {
  let products: [Any]
  /// May be left out of a feed.
  let promotions: [Any]

  init(_ bytes: Data, name: String) throws(FeedError) {
    let malformed = FeedError.malformed(
      "\(name) is not a catalog feed: expected JSON with a \"products\" array")
    guard let object = try? JSONSerialization.jsonObject(with: bytes),
      let document = object as? [String: Any],
      let products = document["products"] as? [Any]
    else { throw malformed }
    guard document["promotions"] == nil || document["promotions"] is [Any] else { throw malformed }
    self.products = products
    self.promotions = document["promotions"] as? [Any] ?? []
  }
}
