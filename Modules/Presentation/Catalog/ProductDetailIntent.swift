/// What a person can ask of the product screen.
public enum ProductDetailIntent: Equatable, Sendable {
  /// Show the product with this SKU, as typed.
  case show(sku: String)
}
