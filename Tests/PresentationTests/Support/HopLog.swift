import ShopPresentation

/// Records every hop the observer hook sees, in order: the Stores and the Flow of a test report
/// to the same log.
@MainActor
final class HopLog {
  private(set) var hops: [Hop] = []

  var observer: FlowObserver {
    FlowObserver { [weak self] hop in self?.hops.append(hop) }
  }
}
