/// The orders a catalog page can be read in. Ties break by SKU, so every order is total and a
/// page boundary is never ambiguous.
public enum ProductSort: String, CaseIterable, Sendable {
  /// By name, ignoring case and accents.
  case name
  /// Cheapest first.
  case price
}
