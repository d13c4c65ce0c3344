import ShopDomain

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The catalog feed as a JSON file: the one bundled with the app, or one named on the command
/// line. Reading is the boundary where outside data becomes Domain values: the file is streamed
/// (`FeedScanner`), each record decoded on its own, a broken record rejected with its number and
/// field, and a file that is not a catalog fails the whole read.
public struct JSONCatalogFeed: CatalogFeed {
  /// Where the feed's bytes come from.
  private enum Origin: Sendable {
    /// A file named on the command line.
    case file(String)
    /// Bytes in memory: the catalog compiled into the app, or a test's feed.
    case bytes([UInt8])
  }

  private let origin: Origin
  /// What messages call the feed: its path, or "the bundled catalog".
  private let name: String

  /// The feed in `path`.
  public init(path: String) {
    origin = .file(path)
    name = path
  }

  /// The catalog that ships inside the app, used to fill a new database. It is compiled into
  /// the binary (`embedInCode` in the manifest): no resource bundle to find at run time, and no
  /// `Bundle`, which would link all of Foundation. A value, made once: a command reads it when
  /// its catalog is empty, and `catalog sync` without `--feed` on any catalog.
  public static let bundled = JSONCatalogFeed(
    bytes: PackageResources.catalog_json, name: "the bundled catalog")

  /// A feed of these bytes, named `name` in messages.
  init(bytes: [UInt8], name: String) {
    origin = .bytes(bytes)
    self.name = name
  }

  /// Reads the feed; each record's position is in bytes of the feed, out of its size.
  public func read(_ receive: (FeedItem, FeedPosition) throws(CatalogError) -> Void)
    throws(CatalogError)
  {
    switch origin {
    case .bytes(let bytes):
      try read(ByteSource(bytes: bytes), receive)
    case .file(let path):
      let file: FileBytes
      do {
        file = try ByteSource.file(at: path)
      } catch {
        throw .feed(error.isMissing ? .missing(name) : .unreadable(name, reason: error.reason))
      }
      // The source holds the open file until the read is done.
      try read(file.source, receive)
    }
  }

  private func read(
    _ source: ByteSource, _ receive: (FeedItem, FeedPosition) throws(CatalogError) -> Void
  ) throws(CatalogError) {
    let size = source.size
    var scanner = FeedScanner(source)
    var records = RecordCounts()
    let decoder = JSONDecoder()
    do {
      try scanner.scan { section, bytes, offset in
        try receive(
          records.item(section, bytes, decoder: decoder), FeedPosition(read: offset, size: size))
      }
    } catch let error as CatalogError {
      throw error
    } catch let error as FeedScanner.Malformed {
      throw .feed(.malformed(name, detail: error.detail))
    } catch let error as ByteSource.Unreadable {
      throw .feed(.unreadable(name, reason: error.reason))
    } catch {
      throw .feed(.malformed(name, detail: "it could not be read as JSON"))
    }
  }

  /// Numbers the records of each section from 1 and turns each into a feed item.
  private struct RecordCounts {
    var products = 0
    var promotions = 0

    mutating func item(_ section: FeedScanner.Section, _ bytes: [UInt8], decoder: JSONDecoder)
      -> FeedItem
    {
      switch section {
      case .products:
        products += 1
        return FeedRecord<ProductRecord>.item(
          of: bytes, section: .products, record: products, decoder: decoder,
          accepted: FeedItem.product)
      case .promotions:
        promotions += 1
        return FeedRecord<PromotionRecord>.item(
          of: bytes, section: .promotions, record: promotions, decoder: decoder,
          accepted: FeedItem.promotion)
      }
    }
  }
}
