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
import ShopPresentation

/// The sync report as text: a pure function of its view state.
enum CatalogSyncView {
  static func render(_ state: CatalogSyncViewState) -> String {
    TerminalText.visible(text(state))
  }

  private static func text(_ state: CatalogSyncViewState) -> String {
    if let error = state.error { return error.message }
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
