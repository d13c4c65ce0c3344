import ShopPresentation

/// `--trace`: every hop of the data flow, one line each on standard error, in the order they
/// happen, so a reader sees the one direction the data takes. `TracedHop` puts each hop's
/// values in words; this lays them out.
enum TracePrinter {
  static func observer(console: Console) -> FlowObserver {
    FlowObserver { hop in console.errorLine("trace: " + line(for: TracedHop(hop))) }
  }

  static func line(for hop: TracedHop) -> String {
    switch hop {
    case .intent(let store, let intent):
      "intent    \(store).send(.\(intent))"
    case .useCase(let name):
      "use case  \(name)"
    case .outcome(let useCase, let succeeded, let summary):
      "outcome   \(useCase) \(succeeded ? "succeeded" : "failed"): \(summary)"
    case .stateChanged(let store, let changes):
      "state     \(store): \(changes.joined(separator: "; "))"
    case .screenEvent(let store, let event):
      "event     \(store) reports .\(event)"
    case .routeChanged(let from, let to):
      "route     [\(from.joined(separator: ", "))] → [\(to.joined(separator: ", "))]"
    }
  }
}
