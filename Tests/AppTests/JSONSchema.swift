import Foundation

/// The part of JSON Schema the shop's documents use, checked by hand: `type` (one or a list,
/// `null` included), `properties` with `required` and `additionalProperties: false`, `items`,
/// `enum`, `anyOf`, and `$ref` to `#/$defs/NAME`. A test reads a command's output and lists every place
/// where it breaks its schema, as a path such as `products[3].price.minor_units`.
struct JSONSchema {
  let root: [String: Any]

  init(root: [String: Any]) {
    self.root = root
  }

  init(file: String) throws {
    let object = try JSONSerialization.jsonObject(
      with: Data(contentsOf: URL(fileURLWithPath: file)))
    self.init(root: object as? [String: Any] ?? [:])
  }

  /// The keywords this check reads, and the annotations it may pass over.
  static let keywords: Set = [
    "$ref", "anyOf", "type", "enum", "properties", "required", "additionalProperties", "items",
    "$defs", "$id", "$schema", "title", "description",
  ]

  /// Where the schema uses a keyword this check does not read, each as a path such as
  /// `#/$defs/review/properties/stars/minimum`: a range or a pattern written in the schema
  /// would otherwise hold the output to nothing, in silence.
  func unreadKeywords() -> [String] {
    Self.unread(in: root, at: "#")
  }

  private static func unread(in node: [String: Any], at path: String) -> [String] {
    var found = node.keys.filter { !keywords.contains($0) }.sorted().map { "\(path)/\($0)" }
    for (key, value) in node {
      switch (key, value) {
      case ("properties", let children as [String: Any]), ("$defs", let children as [String: Any]):
        for (name, child) in children {
          guard let child = child as? [String: Any] else { continue }
          found += unread(in: child, at: "\(path)/\(key)/\(name)")
        }
      case ("items", let child as [String: Any]):
        found += unread(in: child, at: "\(path)/items")
      case ("anyOf", let children as [[String: Any]]):
        for (index, child) in children.enumerated() {
          found += unread(in: child, at: "\(path)/anyOf/\(index)")
        }
      default:
        break
      }
    }
    return found
  }

  /// The schema of the document called `name` in `$defs`.
  func definition(_ name: String) -> [String: Any]? {
    (root["$defs"] as? [String: Any])?[name] as? [String: Any]
  }

  /// Every problem with `value` against `schema`, each naming where it is.
  func problems(_ value: Any, against schema: [String: Any], at path: String = "$") -> [String] {
    if let reference = schema["$ref"] as? String {
      let name = String(reference.split(separator: "/").last ?? "")
      guard let target = definition(name) else { return ["\(path): no definition \(reference)"] }
      return problems(value, against: target, at: path)
    }
    if let options = schema["anyOf"] as? [[String: Any]] {
      let matches = options.contains { problems(value, against: $0, at: path).isEmpty }
      return matches ? [] : ["\(path): matches none of its \(options.count) allowed shapes"]
    }
    var found: [String] = []
    let types = (schema["type"] as? [String]) ?? (schema["type"] as? String).map { [$0] } ?? []
    if !types.isEmpty, !types.contains(where: { Self.value(value, isOfType: $0) }) {
      return [
        "\(path): expected \(types.joined(separator: " or ")), found \(Self.typeName(of: value))"
      ]
    }
    if let choices = schema["enum"] as? [Any],
      !choices.contains(where: { "\($0)" == "\(value)" })
    {
      found.append("\(path): \(value) is not one of \(choices)")
    }
    if let object = value as? [String: Any], let properties = schema["properties"] as? [String: Any]
    {
      for key in (schema["required"] as? [String]) ?? [] where object[key] == nil {
        found.append("\(path): missing key \(key)")
      }
      if schema["additionalProperties"] as? Bool == false {
        for key in object.keys.sorted() where properties[key] == nil {
          found.append("\(path): unexpected key \(key)")
        }
      }
      for (key, property) in properties {
        guard let child = object[key], let property = property as? [String: Any] else { continue }
        found += problems(child, against: property, at: "\(path).\(key)")
      }
    }
    if let array = value as? [Any], let items = schema["items"] as? [String: Any] {
      for (index, element) in array.enumerated() {
        found += problems(element, against: items, at: "\(path)[\(index)]")
      }
    }
    return found
  }

  private static func value(_ value: Any, isOfType type: String) -> Bool {
    switch type {
    case "null": return value is NSNull
    case "object": return value is [String: Any]
    case "array": return value is [Any]
    case "string": return value is String
    case "boolean": return isBoolean(value)
    case "integer":
      guard let number = value as? NSNumber, !isBoolean(value) else { return false }
      return number.doubleValue.rounded() == number.doubleValue
    case "number": return value is NSNumber && !isBoolean(value)
    default: return false
    }
  }

  /// JSON's `true` and `false` come back as numbers whose C type is `char`; numbers never do.
  private static func isBoolean(_ value: Any) -> Bool {
    guard let number = value as? NSNumber else { return false }
    return String(cString: number.objCType) == "c"
  }

  private static func typeName(of value: Any) -> String {
    ["null", "boolean", "integer", "number", "string", "array", "object"].first {
      Self.value(value, isOfType: $0)
    } ?? "something else"
  }
}
