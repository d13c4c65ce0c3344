import ShopDomain

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One element of a feed's list, decoded on its own so that a record with a missing key, a wrong
/// type or a number that is not whole is rejected by itself instead of failing the whole feed.
enum FeedRecord<Record: FeedRecordConvertible> {
  /// The feed item of the record in `bytes`: its valid value, as `accepted` makes it an item, or
  /// the rejection that names the section, the record (counted from 1), its SKU or code when it
  /// was read (not for a record too large, or naming a key twice, which is not decoded), and the
  /// field.
  static func item(
    of bytes: [UInt8], section: FeedRejection.Section, record: Int, decoder: JSONDecoder,
    accepted: (Record.Value, Int) -> FeedItem
  ) -> FeedItem {
    guard bytes.count <= FeedScanner.maximumRecordBytes else {
      return .rejected(
        FeedRejection(
          section: section, record: record, sku: nil, field: "record",
          reason:
            "is larger than \(FeedScanner.maximumRecordBytes >> 20) MiB, the most a record may hold"
        ))
    }
    if let key = DuplicateKey.first(in: bytes) {
      return .rejected(
        FeedRejection(
          section: section, record: record, sku: nil, field: key,
          reason: "appears twice in the record; give each field once"))
    }
    let data = Data(bytes)
    let decoded: Record
    do {
      decoded = try decoder.decode(Record.self, from: data)
    } catch {
      let fields = try? decoder.decode([String: FeedValue].self, from: data)
      let failure = describe(error, fields: fields)
      return .rejected(
        FeedRejection(
          section: section, record: record, sku: fields?[Record.identifierKey]?.text,
          field: failure.field, reason: failure.reason))
    }
    do throws(FeedFieldError) {
      return accepted(try decoded.value(), record)
    } catch {
      return .rejected(
        FeedRejection(
          section: section, record: record, sku: decoded.identifier, field: error.field,
          reason: error.reason))
    }
  }

  /// The dotted path of the field at fault, and what was wrong with it. A number that does not
  /// fit a whole-number field makes the decoder give up without a path; the field is then found
  /// by looking for it.
  private static func describe(_ error: any Error, fields: [String: FeedValue]?) -> FeedFieldError {
    guard let fields else {
      return FeedFieldError(
        field: "record",
        reason: "is not a JSON object the shop can read (a number out of range, or not an object)")
    }
    guard let error = error as? DecodingError else {
      return FeedFieldError(field: "record", reason: "is not readable")
    }
    switch error {
    case .keyNotFound(let key, let context):
      return FeedFieldError(field: path(context.codingPath + [key]), reason: "is missing")
    case .typeMismatch(let type, let context):
      return FeedFieldError(field: path(context.codingPath), reason: "should be \(name(of: type))")
    case .valueNotFound(let type, let context):
      return FeedFieldError(
        field: path(context.codingPath), reason: "is null; it should be \(name(of: type))")
    case .dataCorrupted(let context):
      if let wrong = notWholeNumber(in: fields) { return wrong }
      return FeedFieldError(field: path(context.codingPath), reason: "is not readable")
    @unknown default:
      return FeedFieldError(field: "record", reason: "is not readable")
    }
  }

  /// The first field, nested ones as `price.amount_minor`, holding a number that is not a whole
  /// number in the range of `Int`, and which of the two it is.
  private static func notWholeNumber(in fields: [String: FeedValue], prefix: String = "")
    -> FeedFieldError?
  {
    for key in fields.keys.sorted() {
      let path = prefix + key
      switch fields[key] {
      case .object(let nested)?:
        if let found = notWholeNumber(in: nested, prefix: path + ".") { return found }
      case .number(let value)? where value.rounded() != value:
        return FeedFieldError(field: path, reason: "should be a whole number")
      case .number(let value)? where value >= 9.2e18 || value <= -9.2e18:
        return FeedFieldError(
          field: path, reason: "is too \(value > 0 ? "large" : "small") to hold")
      default:
        continue
      }
    }
    return nil
  }

  /// The path inside the record.
  private static func path(_ keys: [any CodingKey]) -> String {
    let names = keys.map(\.stringValue)
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

/// A JSON value as far as diagnosing a rejected record needs it.
enum FeedValue: Decodable {
  case text(String)
  case number(Double)
  case object([String: FeedValue])
  case other

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let text = try? container.decode(String.self) {
      self = .text(text)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let object = try? container.decode([String: FeedValue].self) {
      self = .object(object)
    } else {
      self = .other
    }
  }

  var text: String? {
    guard case .text(let text) = self else { return nil }
    return text
  }
}
