import Foundation
import ShopDomain

/// The catalog feed as a JSON file: the one bundled with the app, or one named on the command
/// line. Decoding is the boundary where outside data becomes Domain values: a broken record is
/// rejected with its number and field, a file that is not a catalog fails the whole read.
public struct JSONCatalogFeed: CatalogFeed {
  /// Where the feed is found, looked up only when it is read: finding the app's resource bundle
  /// costs more than a whole one-shot command that never needs it.
  private let file: @Sendable () -> URL?
  private let name: String

  /// The feed in `path`.
  public init(path: String) {
    file = { URL(fileURLWithPath: path) }
    name = path
  }

  /// The catalog that ships inside the app, used to fill a new database.
  public static var bundled: JSONCatalogFeed {
    JSONCatalogFeed(
      file: { Bundle.module.url(forResource: "catalog", withExtension: "json") },
      name: "the bundled catalog")
  }

  private init(file: @escaping @Sendable () -> URL?, name: String) {
    self.file = file
    self.name = name
  }

  public func read() async throws(FeedError) -> CatalogFeedBatch {
    guard let file = file(), FileManager.default.fileExists(atPath: file.path) else {
      throw .missing(name)
    }
    let bytes: Data
    do {
      bytes = try Data(contentsOf: file)
    } catch {
      throw .missing(name)
    }
    return try Self.decode(bytes, name: name)
  }

  /// Decodes a feed's bytes; separate from reading so tests can feed it any bytes.
  static func decode(_ bytes: Data, name: String) throws(FeedError) -> CatalogFeedBatch {
    let document = try CatalogDocument(bytes, name: name)
    var entries: [FeedEntry] = []
    var promotions: [PromotionEntry] = []
    var rejections: [FeedRejection] = []
    for (offset, element) in document.products.enumerated() {
      switch FeedRecord<ProductRecord>.outcome(of: element, section: .products, record: offset + 1)
      {
      case .accepted(let product): entries.append(FeedEntry(record: offset + 1, product: product))
      case .rejected(let rejection): rejections.append(rejection)
      }
    }
    for (offset, element) in document.promotions.enumerated() {
      switch FeedRecord<PromotionRecord>.outcome(
        of: element, section: .promotions, record: offset + 1)
      {
      case .accepted(let promotion):
        promotions.append(PromotionEntry(record: offset + 1, promotion: promotion))
      case .rejected(let rejection): rejections.append(rejection)
      }
    }
    return CatalogFeedBatch(entries: entries, promotions: promotions, rejections: rejections)
  }
}
