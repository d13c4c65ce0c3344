import ShopDomain

// How the shop's own values read in the trace, where their standard description reads badly:
// module names, every field, or a type's name that says a page's items wrong. A new value needs
// nothing here unless its trace line reads badly; what a person typed goes through `TypedText`.

extension ListPromotions.Offer: TraceCountable {
  public static var traceName: String { "promotion" }
}

extension Product: TraceDescribable {
  public var traceDescription: String { "\(sku) \(name)" }
}

extension CartQuote: TraceDescribable {
  public var traceDescription: String {
    "\(lines.count) \(lines.count == 1 ? "line" : "lines"), total \(PriceText.format(total))"
  }
}

// A review is traced as its quote: the customer is the session's, which `whoami` shows.
extension CheckoutReview: TraceDescribable {
  public var traceDescription: String { quote.traceDescription }
}

extension Order: TraceDescribable {
  public var traceDescription: String {
    "order \(id), \(status.rawValue), total \(PriceText.format(total))"
  }
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
  /// (`ShopDomain.SearchTerms(…)`) into the trace. Its words and category are typed text.
  public var traceDescription: String {
    let words = terms.words.map { TypedText.shown($0.description) }
    var parts = words.isEmpty ? [] : ["words " + words.joined(separator: " ")]
    if let category { parts.append("category \(TypedText.shown(category.description))") }
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
