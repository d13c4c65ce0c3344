import ShopDomain

/// One element of the feed's `products` array, decoded on its own so that a record with a
/// missing key or a wrong type is rejected by itself instead of failing the whole feed.
struct FeedRecord: Decodable {
  /// Only the SKU, read leniently, so a rejection can still say which product it was.
  private struct SKUOnly: Decodable {
    let sku: String?

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      sku = try? container.decodeIfPresent(String.self, forKey: .sku)
    }

    enum CodingKeys: String, CodingKey { case sku }
  }

  /// What became of one record.
  enum Outcome {
    case accepted(FeedEntry)
    case rejected(FeedRejection)
  }

  let decoded: Result<ProductRecord, DecodingError>
  let sku: String?

  init(from decoder: any Decoder) throws {
    sku = (try? SKUOnly(from: decoder))?.sku
    do {
      decoded = .success(try ProductRecord(from: decoder))
    } catch let error as DecodingError {
      decoded = .failure(error)
    }
  }

  /// The valid product, or the rejection that names the record (counted from 1) and the field.
  func outcome(record: Int) -> Outcome {
    switch decoded {
    case .failure(let error):
      let (field, reason) = Self.describe(error)
      return .rejected(FeedRejection(record: record, sku: sku, field: field, reason: reason))
    case .success(let productRecord):
      do throws(ProductError) {
        return .accepted(FeedEntry(record: record, product: try productRecord.product()))
      } catch {
        return .rejected(
          FeedRejection(record: record, sku: sku, field: error.field, reason: error.reason))
      }
    }
  }

  /// The dotted path of the field at fault, and what was wrong with it.
  private static func describe(_ error: DecodingError) -> (field: String, reason: String) {
    switch error {
    case .keyNotFound(let key, let context):
      return (path(context.codingPath + [key]), "is missing")
    case .typeMismatch(let type, let context):
      return (path(context.codingPath), "should be \(name(of: type))")
    case .valueNotFound(let type, let context):
      return (path(context.codingPath), "is null; it should be \(name(of: type))")
    case .dataCorrupted(let context):
      return (path(context.codingPath), "is not readable: \(context.debugDescription)")
    @unknown default:
      return ("record", "is not a product")
    }
  }

  /// The path inside the record, without the `products` array and position in front of it.
  private static func path(_ keys: [any CodingKey]) -> String {
    let inRecord =
      keys.lastIndex { $0.intValue != nil }.map { keys[keys.index(after: $0)...] } ?? keys[...]
    let names = inRecord.map(\.stringValue)
    return names.isEmpty ? "record" : names.joined(separator: ".")
  }

  private static func name(of type: Any.Type) -> String {
    switch type {
    case is Int.Type: "a whole number"
    case is String.Type: "text"
    default: "an object"
    }
  }
}
