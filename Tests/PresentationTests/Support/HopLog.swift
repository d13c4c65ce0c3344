import ShopPresentation

/// Records every hop the observer hook sees, in order and as the trace words it: the Stores and
/// the Flow of a test report to the same log.
@MainActor
final class HopLog {
  private(set) var hops: [TracedHop] = []

  var observer: FlowObserver {
    FlowObserver { [weak self] hop in self?.hops.append(TracedHop(hop)) }
  }
}
