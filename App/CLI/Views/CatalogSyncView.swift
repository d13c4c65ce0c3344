import ShopPresentation

/// The sync report as text: a pure function of its view state.
enum CatalogSyncView {
  static func render(_ state: CatalogSyncViewState) -> String {
    if let error = state.error { return error.message }
    var lines = [state.summary ?? ""]
    if !state.rejected.isEmpty {
      lines.append("Rejected records:")
      for rejection in state.rejected {
        let sku = rejection.sku.map { " (\($0))" } ?? ""
        lines.append("  record \(rejection.record)\(sku): \(rejection.field) \(rejection.reason)")
      }
    }
    return lines.joined(separator: "\n")
  }
}
