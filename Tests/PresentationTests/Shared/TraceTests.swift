import ShopDomain
import Testing

@testable import ShopPresentation

/// A Store asks nothing of the values it carries for the trace's sake: a use case may return a
/// value no one conformed to anything, and the trace still words it, by its own description.
@MainActor
@Suite("The trace words any value")
struct TraceTests {
  /// A value of the test's own: no conformance but what a screen's state needs.
  fileprivate struct Tally: Equatable, Sendable {
    var count: Int
  }

  fileprivate struct CountUp {
    func callAsFunction() async throws(CatalogError) -> Tally { Tally(count: 3) }
  }

  @Test("a use case's plain value, loaded, called or changed, is traced by its own description")
  func plainValue() async {
    let log = HopLog()
    let loading = Store(TallyFeature(), state: TallyFeature.State(), observer: log.observer)
    await loading.send(.load)
    await loading.send(.call)
    #expect(
      log.hops == [
        .intent(store: "Store<TallyFeature>", intent: "load"),
        .useCase(UseCaseID(CountUp.self)),
        .outcome(useCase: UseCaseID(CountUp.self), succeeded: true, summary: "Tally(count: 3)"),
        .stateChanged(store: "Store<TallyFeature>", changes: ["tally: loaded(Tally(count: 3))"]),
        .intent(store: "Store<TallyFeature>", intent: "call"),
        .useCase(UseCaseID(CountUp.self)),
        .outcome(useCase: UseCaseID(CountUp.self), succeeded: true, summary: "Tally(count: 3)"),
        .stateChanged(store: "Store<TallyFeature>", changes: ["called: 3"]),
      ])

    let changing = Store(EditTallyFeature(), state: EditState(), observer: log.observer)
    await changing.send(())
    #expect(
      log.hops.last
        == .stateChanged(
          store: "Store<EditTallyFeature>", changes: ["value: Tally(count: 3)", "notice: 3"]))
  }

  @Test("a page of any value is traced as its count, named by its type, and where it goes on")
  func anyPage() {
    let useCase = UseCaseID(CountUp.self)
    let page = Page(items: [Tally(count: 1), Tally(count: 2)], nextCursor: 2)
    #expect(
      TracedHop(.outcome(useCase: useCase, .success(page)))
        == .outcome(useCase: useCase, succeeded: true, summary: "2 tallies, next after 2"))
    let marks = Page(items: [TallyMark(), TallyMark()], nextCursor: Int?.none)
    #expect(
      TracedHop(.outcome(useCase: useCase, .success(marks)))
        == .outcome(useCase: useCase, succeeded: true, summary: "2 tally marks"))
    let one = Page(items: [TallyMark()], nextCursor: Int?.none)
    #expect(
      TracedHop(.outcome(useCase: useCase, .success(one)))
        == .outcome(useCase: useCase, succeeded: true, summary: "1 tally mark"))
  }

  @Test("a list read whole is counted as a page is, its items named by their type")
  func anyList() {
    #expect([TallyMark(), TallyMark()].traceDescription == "2 tally marks")
    #expect([Tally(count: 1)].traceDescription == "1 tally")
    #expect([Teller(), Teller()].traceDescription == "2 people")
  }

  @Test("a list a value holds, as a list kept whole holds its entries, is counted inside it too")
  func listInsideAValue() {
    #expect(
      TraceText.describe(Shelf(marks: [TallyMark(), TallyMark()])) == "Shelf(marks: 2 tally marks)")
    #expect(
      TraceText.describe(Shelving.loaded(Shelf(marks: [TallyMark()])))
        == "loaded(Shelf(marks: 1 tally mark))")
  }

  /// A value that holds a list, as a customer's list kept whole holds its entries.
  private struct Shelf { let marks: [TallyMark] }
  /// An outcome that carries it.
  private enum Shelving { case loaded(Shelf) }

  @Test(
    "a page's items are made plural as English writes them, or as their type says",
    arguments: [
      (TraceText.plural(of: "saved search"), "saved searches"),
      (TraceText.plural(of: "tax"), "taxes"), (TraceText.plural(of: "wish"), "wishes"),
      (TraceText.plural(of: "delivery"), "deliveries"), (TraceText.plural(of: "day"), "days"),
      (TraceText.plural(of: "order"), "orders"),
      (Page(items: [Teller(), Teller()], nextCursor: Int?.none).traceDescription, "2 people"),
      (Page(items: [Teller()], nextCursor: Int?.none).traceDescription, "1 person"),
    ])
  func plurals(made: String, expected: String) {
    #expect(made == expected)
  }

  /// A type whose trace name English makes plural its own way.
  private struct Teller: Equatable, TraceCountable {
    static let traceName = "person"
    static let tracePluralName = "people"
  }

  /// A type whose name is two words, as a page of a new list may hold.
  private struct TallyMark: Equatable {}

  /// What a person typed is echoed at most as a short prefix, on every kind of hop: an intent or
  /// an event carries the typed text as it came.
  @Test("a long typed value is cut to a prefix in every hop that carries it")
  func longValueCut() {
    let typed = String(repeating: "A", count: 500)
    let useCase = UseCaseID(CountUp.self)
    let hops: [TracedHop] = [
      TracedHop(.intent(store: TallyFeature.self, intent: Typed.add(sku: typed))),
      TracedHop(.screenEvent(store: TallyFeature.self, event: Typed.add(sku: typed))),
      TracedHop(.outcome(useCase: useCase, .success(typed))),
      TracedHop(
        .stateChanged(store: TallyFeature.self, from: Typed.add(sku: ""), to: Typed.add(sku: typed))
      ),
    ]
    for hop in hops {
      let words = TracePrinterText.words(of: hop)
      #expect(words.contains("AAAA"), "\(hop)")
      #expect(!words.contains(String(repeating: "A", count: TraceText.limit)), "\(hop)")
    }
  }

  /// A database's URL may be pasted wherever a value is typed; the trace shows it as every
  /// message does, its password hidden, in a case or a struct's field (a list is its count), and
  /// a line of one character holding thousands of scalars is bounded in bytes.
  @Test("a password typed into any value is hidden in the trace, and a line is bounded in bytes")
  func passwordsHidden() {
    let url = "postgresql://ada:s3cret@db.example/shop"
    let values: [Any] = [
      Typed.add(sku: url), url, Search(text: url, after: nil),
      Search(text: "x", after: "host=db password=s3cret"),
    ]
    for value in values {
      let line = TraceText.describe(value)
      #expect(!line.contains("s3cret") && line.contains("***"), "\(line)")
    }
    #expect(!TraceText.describe([url]).contains("s3cret"))
    #expect(
      TraceText.describe(Search(text: "ada@example.com", after: nil))
        == #"Search(text: "ada@example.com", after: nil)"#)
    let marked = "a" + String(repeating: "\u{301}", count: 10_000)
    #expect(TraceText.describe(Typed.add(sku: marked)).utf8.count <= 4 * TraceText.limit + 3)
  }

  @Test("a case's values are traced as a person reads them: a choice by name, nil as nil")
  func caseValues() {
    #expect(
      TraceText.describe(Chosen.add(sku: "DAI-001", quantity: 2, for: .gift))
        == #"add(sku: "DAI-001", quantity: 2, for: gift)"#)
    #expect(
      TraceText.describe(Chosen.add(sku: "DAI-001", quantity: 1, for: nil))
        == #"add(sku: "DAI-001", quantity: 1, for: nil)"#)
    #expect(TraceText.describe(Chosen.remove("DAI-001")) == #"remove("DAI-001")"#)
    #expect(TraceText.describe(Chosen.Recipient.gift) == "gift")
  }

  @Test("an optional outcome is traced as what it holds, or nil")
  func optionalOutcome() {
    let useCase = UseCaseID(CountUp.self)
    let some: Tally? = Tally(count: 1)
    let none: Tally? = nil
    #expect(
      TracedHop(.outcome(useCase: useCase, .success(some as Any)))
        == .outcome(useCase: useCase, succeeded: true, summary: "Tally(count: 1)"))
    #expect(
      TracedHop(.outcome(useCase: useCase, .success(none as Any)))
        == .outcome(useCase: useCase, succeeded: true, summary: "nil"))
  }
}

/// An intent or event that carries what a person typed.
private enum Typed {
  case add(sku: String)
}

/// A state's value that holds what a person typed in its fields.
private struct Search {
  var text: String
  var after: String?
}

/// An intent whose value is a choice the feature may be given or not, as an intent gains one.
private enum Chosen {
  enum Recipient { case oneself, gift }
  case add(sku: String, quantity: Int, for: Recipient?)
  case remove(String)
}

/// Every piece of text a traced hop carries, joined: what a front end may print of it.
private enum TracePrinterText {
  static func words(of hop: TracedHop) -> String {
    switch hop {
    case .intent(let store, let intent): store + intent
    case .useCase: ""
    case .outcome(_, _, let summary): summary
    case .stateChanged(let store, let changes): store + changes.joined()
    case .screenEvent(let store, let event): store + event
    case .routeChanged(let from, let to): (from + to).joined()
    }
  }
}

/// Loads a tally, or calls for one and keeps its count.
@MainActor
private struct TallyFeature: Feature {
  enum Intent: Sendable {
    case load
    case call
  }

  struct State: Equatable, Sendable {
    var tally: LoadState<TraceTests.Tally> = .idle
    var called: Int?
  }

  func handle(_ intent: Intent, in store: Store<Self>) async {
    let countUp = TraceTests.CountUp()
    switch intent {
    case .load:
      await store.load(
        countUp, { useCase throws(CatalogError) in try await useCase() }, into: \.tally)
    case .call:
      store.state.called = try? await store.call(countUp) { useCase throws(CatalogError) in
        try await useCase()
      }.count
    }
  }
}

/// Changes a tally kept on show.
@MainActor
private struct EditTallyFeature: Feature {
  typealias State = EditState<TraceTests.Tally>

  func handle(_ intent: Void, in store: Store<Self>) async {
    await store.change(TraceTests.CountUp()) { useCase throws(CatalogError) in
      try await useCase()
    } notice: {
      "\($0.count)"
    }
  }
}
