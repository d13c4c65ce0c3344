import ShopData
import ShopDomain
import ShopPresentation

/// Analytics as a decorator of the observer hook: it watches the hops every Store already
/// reports and keeps the few worth counting (a sign-in, an order placed or cancelled, a refused
/// promotion). No Store and no use case knows it exists; the composition root chains it after
/// the other observers and writes what it kept when a command is done.
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
    FlowObserver(interest: .outcomes) { [weak self] hop in self?.observe(hop) }
  }

  /// Writes what was recorded. Analytics never fail a command: if storage refuses, the entries
  /// are dropped, and the command's own outcome stands.
  func flush() async {
    let entries = pending
    pending = []
    try? await log(entries)
  }

  private func observe(_ hop: Hop) {
    guard case .outcome(let useCase, let succeeded, _, let subject) = hop,
      let name = Self.entryName(useCase: useCase, succeeded: succeeded)
    else { return }
    pending.append(
      AnalyticsEntry(
        name: name, detail: subject ?? "", recordedAt: clock.now().millisecondsSince1970))
  }

  /// Which outcomes are counted, and under which name. Matched on the use cases' types, so a
  /// renamed use case is a compile error here.
  private static func entryName(useCase: UseCaseID, succeeded: Bool) -> String? {
    switch (useCase, succeeded) {
    case (UseCaseID(SignIn.self), true): "signed_in"
    case (UseCaseID(PlaceOrder.self), true): "order_placed"
    case (UseCaseID(CancelOrder.self), true): "order_cancelled"
    case (UseCaseID(ApplyPromotion.self), false): "promotion_refused"
    default: nil
    }
  }
}
