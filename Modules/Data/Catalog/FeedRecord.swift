import ShopDomain

/// One element of a feed's list, decoded on its own so that a record with a missing key or a
/// wrong type is rejected by itself instead of failing the whole feed.
struct FeedRecord<Record: FeedRecordConvertible>: Decodable {
  /// What became of one record.
  enum Outcome {
    case accepted(Record.Value)
    case rejected(FeedRejection)
  }

  let decoded: Result<Record, DecodingError>
  /// The record's name (SKU or code), read leniently so a rejection can say which it was.
  let identifier: String?

  init(from decoder: any Decoder) throws {
    let container = try? decoder.container(keyedBy: AnyKey.self)
    identifier = try? container?.decodeIfPresent(String.self, forKey: AnyKey(Record.identifierKey))
    do {
      decoded = .success(try Record(from: decoder))
    } catch let error as DecodingError {
      decoded = .failure(error)
    }
  }

  /// The valid value, or the rejection that names the section, the record (counted from 1) and
  /// the field.
  func outcome(section: FeedRejection.Section, record: Int) -> Outcome {
    do throws(FeedFieldError) {
      switch decoded {
      case .success(let record): return .accepted(try record.value())
      case .failure(let error): throw Self.describe(error)
      }
    } catch {
      return .rejected(
        FeedRejection(
          section: section, record: record, sku: identifier, field: error.field,
          reason: error.reason))
    }
  }

  /// The dotted path of the field at fault, and what was wrong with it.
  private static func describe(_ error: DecodingError) -> FeedFieldError {
    switch error {
    case .keyNotFound(let key, let context):
      FeedFieldError(field: path(context.codingPath + [key]), reason: "is missing")
    case .typeMismatch(let type, let context):
      FeedFieldError(field: path(context.codingPath), reason: "should be \(name(of: type))")
    case .valueNotFound(let type, let context):
      FeedFieldError(
        field: path(context.codingPath), reason: "is null; it should be \(name(of: type))")
    case .dataCorrupted(let context):
      FeedFieldError(
        field: path(context.codingPath), reason: "is not readable: \(context.debugDescription)")
    @unknown default:
      FeedFieldError(field: "record", reason: "is not readable")
    }
  }

  /// The path inside the record, without the list and position in front of it.
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

/// A coding key made from any string, to peek at one field of a record.
struct AnyKey: CodingKey {
  let stringValue: String
  var intValue: Int? { nil }

  init(_ string: String) {
    stringValue = string
  }

  init?(stringValue: String) {
    self.stringValue = stringValue
  }

  init?(intValue: Int) {
    nil
  }
}
