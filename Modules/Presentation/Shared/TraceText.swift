import ShopDomain

/// A value that says itself in one short line of the trace. The trace looks for it when it
/// describes a value, and falls back to the value's own description: no Store and no feature
/// asks for it, and only values whose own description reads badly (a page, a cart) conform:
/// the Domain's in `TraceText+ShopValues.swift`, a page, a list and the Store's own in this file.
public protocol TraceDescribable {
  var traceDescription: String { get }
}

/// A hop as `--trace` words it, every value in one short line: what the trace prints, and what
/// tests compare.
public enum TracedHop: Equatable, Sendable {
  case intent(store: String, intent: String)
  case useCase(UseCaseID)
  case outcome(useCase: UseCaseID, succeeded: Bool, summary: String)
  /// The properties of the state that changed, each as `name: new value`.
  case stateChanged(store: String, changes: [String])
  case screenEvent(store: String, event: String)
  case routeChanged(from: [String], to: [String])

  public init(_ hop: Hop) {
    switch hop {
    case .intent(let store, let intent):
      self = .intent(store: String(describing: store), intent: TraceText.describe(intent))
    case .useCase(let useCase):
      self = .useCase(useCase)
    case .outcome(let useCase, .success(let value)):
      self = .outcome(useCase: useCase, succeeded: true, summary: TraceText.describe(value))
    case .outcome(let useCase, .failure(let error)):
      // A refusal in the shop's words, as the state shows it, not Swift's spelling of the case.
      let refusal: Any = (error as? any ShownAsFailure)?.failure ?? error
      self = .outcome(useCase: useCase, succeeded: false, summary: TraceText.describe(refusal))
    case .stateChanged(let store, let old, let new):
      self = .stateChanged(
        store: String(describing: store), changes: TraceText.changes(from: old, to: new))
    case .screenEvent(let store, let event):
      self = .screenEvent(store: String(describing: store), event: TraceText.describe(event))
    case .routeChanged(let old, let new):
      self = .routeChanged(from: old.map(\.description), to: new.map(\.description))
    }
  }
}

/// One short line for any value in the trace: its own `traceDescription` when it has one,
/// otherwise its standard description, cut to fit. Every value a hop carries goes through it (an
/// intent, an outcome, a state, an event; a route is its own `description`, a use case its
/// name), cut to `limit`. A text a case or a struct holds is shown as a message shows what was
/// typed (`TypedText.shown`), so what a person typed is echoed at most as its start, and never a
/// password; a value that describes itself (`traceDescription`, or a `description` of its own)
/// chooses what it shows, and shows typed text the same way (`ProductQuery`'s words) and data
/// as it is (`Product`'s name).
enum TraceText {
  /// How many characters of a value a trace line shows (and at most four bytes each).
  static let limit = 70

  static func describe(_ value: Any) -> String {
    let text = (value as? any TraceDescribable)?.traceDescription ?? plain(value)
    return TypedText.start(of: text, length: limit, bytes: 4 * limit)
  }

  /// A value as a person reads it: an optional as its value or `nil`, and a case with values as
  /// its name and each value so, as `add(sku: "DAI-001", for: gift)`, where Swift's own spelling
  /// would give `Optional(Module.Recipient.gift)` for an optional enum's case, module and all, and a struct with no
  /// description of its own field by field. Text inside either is quoted, as Swift quotes it, and
  /// a value inside either that describes itself for the trace is shown so, as a list a struct
  /// holds is counted (`Shelf(marks: 2 tally marks)`), never spelt element by element.
  private static func plain(_ value: Any, inCase: Bool = false) -> String {
    if let text = value as? String {
      let shown = TypedText.shown(text)
      return inCase ? String(reflecting: shown) : shown
    }
    if inCase, let described = value as? any TraceDescribable {
      return described.traceDescription
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      return mirror.children.first.map { plain($0.value, inCase: inCase) } ?? "nil"
    case .enum:
      guard let payload = mirror.children.first, let name = payload.label else {
        return String(describing: value)
      }
      let values = Mirror(reflecting: payload.value)
      guard values.displayStyle == .tuple else {
        return "\(name)(\(plain(payload.value, inCase: true)))"
      }
      let fields = values.children.map { field in
        let shown = plain(field.value, inCase: true)
        return field.label.map { $0.hasPrefix(".") ? shown : "\($0): \(shown)" } ?? shown
      }
      return "\(name)(\(fields.joined(separator: ", ")))"
    case .struct where !(value is any CustomStringConvertible):
      // Field by field, as Swift spells a struct, so a text a field holds is shown as above.
      let fields = mirror.children.map { "\($0.label ?? "_"): \(plain($0.value, inCase: true))" }
      return "\(type(of: value))(\(fields.joined(separator: ", ")))"
    default:
      return String(describing: value)
    }
  }

  /// What changed between two values of a Store's state, property by property. Reads the
  /// properties with `Mirror`, so a new state property is traced without anyone remembering to
  /// add it.
  static func changes(from old: Any, to new: Any) -> [String] {
    let before = Mirror(reflecting: old).children.map { String(describing: $0.value) }
    return Mirror(reflecting: new).children.enumerated().compactMap { index, child in
      guard let label = child.label else { return nil }
      guard index >= before.count || before[index] != String(describing: child.value) else {
        return nil
      }
      return "\(label): \(describe(child.value))"
    }
  }
}

extension LoadState: TraceDescribable {
  public var traceDescription: String {
    switch self {
    case .idle: "idle"
    case .loading: "loading"
    case .loaded(let value): "loaded(\(TraceText.describe(value)))"
    case .failed(let failure): "failed(\(failure.kind.rawValue): \(failure.message))"
    }
  }
}

extension Failure: TraceDescribable {
  public var traceDescription: String { "\(kind.rawValue): \(message)" }
}

/// What a page lists, as the trace counts it, where its type's name says it wrong: "3
/// promotions", not "3 offers". Any other type is named by the words of its name, made plural
/// as English writes it (a *StockAlert* would be "1 stock alert", "2 stock alerts"; a
/// *SavedSearch* "2 saved searches", a *Delivery* "2 deliveries").
public protocol TraceCountable {
  /// The name of one of them.
  static var traceName: String { get }
  /// The name of more than one: `traceName` made plural by English's rule, unless a name that
  /// breaks it (a *person*) says its own.
  static var tracePluralName: String { get }
}

extension TraceCountable {
  public static var tracePluralName: String { TraceText.plural(of: traceName) }
}

extension TraceText {
  /// More than one of `name`, by English's regular rule: "es" after a final s, x, z, ch or sh
  /// ("searches"), "ies" for a "y" after a consonant ("deliveries"), else "s".
  static func plural(of name: String) -> String {
    if ["s", "x", "z", "ch", "sh"].contains(where: name.hasSuffix) { return name + "es" }
    let beforeLast = name.dropLast().last
    if name.hasSuffix("y"), let beforeLast, !"aeiou".contains(beforeLast) {
      return name.dropLast() + "ies"
    }
    return name + "s"
  }
}

extension Page: TraceDescribable {
  /// "3 orders, next after O-1": any page, its items named by their type, so a new list is
  /// traced with nothing written for it.
  public var traceDescription: String {
    TraceText.count(items.count, of: Item.self) + (nextCursor.map { ", next after \($0)" } ?? "")
  }
}

extension TraceText {
  /// "3 orders", "1 tally mark": a count named by the words of its items' type, or as the type
  /// says (`TraceCountable`).
  static func count(_ count: Int, of type: Any.Type) -> String {
    let countable = type as? any TraceCountable.Type
    let name = countable?.traceName ?? words(of: type)
    return "\(count) " + (count == 1 ? name : countable?.tracePluralName ?? plural(of: name))
  }

  /// The words of a type's name, lowercased: "tally mark".
  private static func words(of type: Any.Type) -> String {
    var words = ""
    for character in "\(type)" {
      if character.isUppercase, !words.isEmpty { words += " " }
      words += character.lowercased()
    }
    return words
  }
}

extension Array: TraceDescribable {
  /// A list read whole says how long it is, as a page does, in an outcome and in a state alike:
  /// a trace line names what changed, and `shop` itself prints the items.
  public var traceDescription: String { TraceText.count(count, of: Element.self) }
}
