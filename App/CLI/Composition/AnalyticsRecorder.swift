import ShopData
import ShopDomain
import ShopPresentation

/// Analytics as a second observer chained to the hook: it watches the hops every Store already
/// reports and keeps the few worth counting (a sign-in, an order placed or cancelled, a
/// well-formed promotion code its rules refused: unknown, expired, below its minimum, terms it
/// cannot apply, another currency). A row names no customer, email or token: the event, an
/// order id or a code, and the time; an order id leads to its customer through `orders`, so the
/// log is as private as the database that holds it. No Store and no use case knows it exists; the composition root chains it after
/// the other observers and writes what it kept when a command is done (in the session, after
/// each line).
@MainActor
final class AnalyticsRecorder {
  private let clock: any Clock
  private let log: @Sendable ([AnalyticsEntry]) async throws(StorageError) -> Void
  private(set) var pending: [AnalyticsEntry] = []

  init(
    clock: any Clock, log: @escaping @Sendable ([AnalyticsEntry]) async throws(StorageError) -> Void
  ) {
    self.clock = clock
    self.log = log
  }

  /// The hook to chain after the others.
  var observer: FlowObserver {
    FlowObserver { [weak self] hop in self?.observe(hop) }
  }

  /// Writes what was recorded, if anything was. Analytics never fail a command: if storage
  /// refuses, the entries are dropped, and the command's own outcome stands.
  func flush() async {
    guard !pending.isEmpty else { return }
    let entries = pending
    pending = []
    try? await log(entries)
  }

  func observe(_ hop: Hop) {
    guard case .outcome(let useCase, let result) = hop,
      let (name, detail) = Self.entry(useCase: useCase, result: result)
    else { return }
    pending.append(
      AnalyticsEntry(name: name, detail: detail, recordedAt: clock.now().millisecondsSince1970))
  }

  /// Which outcomes are counted, under which name, and the identifier each keeps (the order,
  /// the promotion code refused): data, never the trace's words. A storage failure is no
  /// refusal: it is not counted, nor is a code not well formed, which the cart's Store refuses
  /// before the use case runs. Matched on the use cases'
  /// types, so a renamed use case is a compile error here; a use case that came to return
  /// something else than an `Order` would fail no build but stop being counted, which
  /// `SessionTests`' `analytics` catches.
  private static func entry(
    useCase: UseCaseID, result: Result<Any, any Error>
  ) -> (name: String, detail: String)? {
    switch (useCase, result) {
    case (UseCaseID(SignIn.self), .success): ("signed_in", "")
    case (UseCaseID(PlaceOrder.self), .success(let order as Order)):
      ("order_placed", order.id.value)
    case (UseCaseID(CancelOrder.self), .success(let order as Order)):
      ("order_cancelled", order.id.value)
    case (UseCaseID(ApplyPromotion.self), .failure(CartError.promotion(let problem))):
      problem.code.map { ("promotion_refused", $0) }
    default: nil
    }
  }
}
