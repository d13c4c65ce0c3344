import ShopDomain

/// A value that knows how to say itself in one short line of the trace, and, when it is about
/// one thing with an identifier (an order), which one: listeners that keep data rather than
/// text (a count of orders placed) read `subject`, never the trace line.
public protocol TraceDescribable {
  var traceDescription: String { get }
  /// The identifier of what the value is about, if it is about one thing.
  var subject: String? { get }
}

extension TraceDescribable {
  public var subject: String? { nil }
}

/// What changed between two values of a Store's state, property by property, as text for the
/// trace. Reads the properties with `Mirror`, so a new state property is traced without anyone
/// remembering to add it.
enum StateChange {
  static func between<State>(_ old: State, _ new: State) -> [String] {
    let before = Mirror(reflecting: old).children.map { String(describing: $0.value) }
    return Mirror(reflecting: new).children.enumerated().compactMap { index, child in
      guard let label = child.label else { return nil }
      guard index >= before.count || before[index] != String(describing: child.value) else {
        return nil
      }
      return "\(label): \(TraceText.describe(child.value))"
    }
  }
}

/// One short line for any value in the trace: its own `traceDescription` when it has one,
/// otherwise its standard description, cut to fit.
enum TraceText {
  static let limit = 70

  static func describe(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      guard let wrapped = mirror.children.first?.value else { return "nil" }
      return describe(wrapped)
    }
    let text = (value as? any TraceDescribable)?.traceDescription ?? String(describing: value)
    return text.count > limit ? String(text.prefix(limit - 1)) + "…" : text
  }

  /// What a refusal is about, by its identifier: the promotion code a cart refused.
  static func subject(of error: any Error) -> String? {
    switch error {
    case let error as CartError:
      guard case .promotion(let problem) = error else { return nil }
      return subject(of: problem)
    case let error as PromotionError:
      switch error {
      case .invalidCode(let typed): return typed
      case .invalidTerms(let code), .unknown(let code), .expired(let code, _),
        .belowMinimum(let code, _, _), .currencyMismatch(let code):
        return code.value
      case .storage: return nil
      }
    default:
      return nil
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

/// What a page lists, as the trace counts it: "3 products".
public protocol TraceCountable {
  /// The name of many of them.
  static var tracePlural: String { get }
}

extension Page: TraceDescribable where Item: TraceCountable {
  public var traceDescription: String {
    "\(items.count) \(Item.tracePlural)" + (nextCursor.map { ", next after \($0)" } ?? "")
  }
}

extension Product: TraceCountable {
  public static var tracePlural: String { "products" }
}

extension ListPromotions.Offer: TraceCountable {
  public static var tracePlural: String { "promotions" }
}

extension Order: TraceCountable {
  public static var tracePlural: String { "orders" }
}

extension Product: TraceDescribable {
  public var traceDescription: String { "\(sku) \(name)" }
}

extension CartQuote: TraceDescribable {
  public var traceDescription: String {
    "\(lines.count) \(lines.count == 1 ? "line" : "lines"), total \(PriceText.format(total))"
  }
}

extension Order: TraceDescribable {
  public var traceDescription: String {
    "order \(id), \(status.rawValue), total \(PriceText.format(total))"
  }

  public var subject: String? { id.value }
}

extension Session: TraceDescribable {
  public var traceDescription: String { "signed in as \(customer)" }
}

extension SignInOutcome: TraceDescribable {
  public var traceDescription: String { "signed in as \(session.customer)" }
}

extension SyncReport: TraceDescribable {
  public var traceDescription: String {
    "\(saved.added) added, \(saved.updated) updated, \(rejections.count) rejected"
  }
}

extension ProductQuery: TraceDescribable {
  /// The query's set parts in plain words; Swift's own description would print module names
  /// (`ShopDomain.SearchTerms(…)`) into the trace.
  public var traceDescription: String {
    var parts =
      terms.isEmpty ? [] : ["words " + terms.words.map(\.description).joined(separator: " ")]
    if let category { parts.append("category \(category)") }
    parts.append("by \(sort.rawValue)")
    parts.append("\(size.value) a page")
    if let after { parts.append("after \(after)") }
    return parts.joined(separator: ", ")
  }
}

extension PromotionQuery: TraceDescribable {
  public var traceDescription: String {
    "\(size.value) a page" + (after.map { ", after \($0)" } ?? "")
  }
}

/// An optional outcome (the session, when there may be none) says what it holds, or `nil`.
extension Optional: TraceDescribable where Wrapped: TraceDescribable {
  public var traceDescription: String { self?.traceDescription ?? "nil" }
  public var subject: String? { self?.subject }
}

extension Array: TraceDescribable {
  /// A list says how long it is; its items are in the state change that follows.
  public var traceDescription: String { "\(count) \(count == 1 ? "item" : "items")" }
}
