import Foundation
import ShopDomain

/// One element of a feed's list, decoded on its own so that a record with a missing key, a wrong
/// type or a number that is not whole is rejected by itself instead of failing the whole feed.
/// The feed is parsed once as plain JSON; each record is then decoded into its DTO alone.
enum FeedRecord<Record: FeedRecordConvertible> {
  /// What became of one record.
  enum Outcome {
    case accepted(Record.Value)
    case rejected(FeedRejection)
  }

  /// The valid value of `element`, or the rejection that names the section, the record (counted
  /// from 1), its SKU or code when it has one, and the field.
  static func outcome(of element: Any, section: FeedRejection.Section, record: Int) -> Outcome {
    let fields = element as? [String: Any]
    let identifier = fields?[Record.identifierKey] as? String
    do throws(FeedFieldError) {
      return .accepted(try decode(element, fields: fields).value())
    } catch {
      return .rejected(
        FeedRejection(
          section: section, record: record, sku: identifier, field: error.field,
          reason: error.reason))
    }
  }

  private static func decode(_ element: Any, fields: [String: Any]?) throws(FeedFieldError)
    -> Record
  {
    guard let fields else { throw FeedFieldError(field: "record", reason: "is not an object") }
    do {
      let bytes = try JSONSerialization.data(withJSONObject: fields)
      return try JSONDecoder().decode(Record.self, from: bytes)
    } catch let error as DecodingError {
      throw describe(error, fields: fields)
    } catch {
      throw FeedFieldError(field: "record", reason: "is not readable")
    }
  }

  /// The dotted path of the field at fault, and what was wrong with it. A number that does not
  /// fit a whole-number field makes the decoder give up without a path; the field is then found
  /// by looking for it.
  private static func describe(_ error: DecodingError, fields: [String: Any]) -> FeedFieldError {
    if case .dataCorrupted(let context) = error, context.codingPath.isEmpty,
      let field = notWholeNumber(in: fields)
    {
      return FeedFieldError(field: field, reason: "should be a whole number")
    }
    return describe(error)
  }

  /// The first field, nested ones as `price.amount_minor`, holding a number that is not a whole
  /// number in the range of `Int`.
  private static func notWholeNumber(in fields: [String: Any], prefix: String = "") -> String? {
    for key in fields.keys.sorted() {
      let path = prefix + key
      if let nested = fields[key] as? [String: Any],
        let found = notWholeNumber(in: nested, prefix: path + ".")
      {
        return found
      }
      guard let number = fields[key] as? NSNumber, !(fields[key] is Bool), !(fields[key] is String)
      else { continue }
      let value = number.doubleValue
      if value.rounded() != value || value >= 9.2e18 || value <= -9.2e18 { return path }
    }
    return nil
  }

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
