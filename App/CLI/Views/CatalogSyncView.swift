import ShopPresentation

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The sync screen as text: its progress while the sync runs, and then its report, each a
/// pure function of the view state.
enum CatalogSyncView {
  static func render(_ state: CatalogSyncViewState) -> String {
    TerminalText.visible(text(state))
  }

  /// Sends `intent` to `store` with this view observing it, as a SwiftUI view would: each change
  /// of the state is rendered after it happens (changes made in one go drawn once, a state equal
  /// to the last drawn not again), each step of a running sync as its progress on `line` (a sync ends with no progress, which wipes the line). Returns the state
  /// the sync settled on, for its report.
  @MainActor
  static func send(
    _ intent: CatalogSyncStore.Intent, to store: CatalogSyncStore,
    showingProgressOn line: ProgressLine
  ) async -> CatalogSyncViewState {
    await ObservingRenderer.observe(CatalogSyncViewState(store.state)) {
      await store.send(intent)
    } render: { state in
      line.show(state.progress)
    }
  }

  private static func text(_ state: CatalogSyncViewState) -> String {
    // A feed refused entire still has its report: the reasons are what the person must fix.
    if let error = state.error, state.rejected.isEmpty { return error.message }
    var lines = [state.summary ?? ""]
    if state.promotionsAdded + state.promotionsUpdated > 0 {
      lines.append(
        "Promotions: \(state.promotionsAdded) added, \(state.promotionsUpdated) updated.")
    }
    if !state.rejected.isEmpty {
      lines.append("Rejected records:")
      for rejection in state.rejected {
        // A record without a usable SKU says nothing rather than an empty "()".
        let sku =
          rejection.sku.flatMap {
            $0.allSatisfy(\.isWhitespace) ? nil : " (\($0))"
          } ?? ""
        let kind = rejection.section == "products" ? "record" : "promotion record"
        lines.append("  \(kind) \(rejection.record)\(sku): \(rejection.field) \(rejection.reason)")
      }
    }
    return lines.joined(separator: "\n")
  }
}
