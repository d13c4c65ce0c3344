import ShopDomain

/// The cart's and the wishlist's documents.
extension JSONDocument {
  /// A line of a cart, or of an order as placed.
  struct Line: Encodable, Equatable {
    let sku: String
    let name: String
    let unitPrice: Amount
    let quantity: Int
    let total: Amount
  }

  /// Printed by `cart` and each change of it.
  struct CartDocument: Encodable, Equatable {
    let lines: [Line]
    let subtotal: Amount
    let promotionCode: Nullable<String>
    let promotionApplies: Bool
    let discount: Amount
    let shipping: Amount
    let total: Amount

    init(_ quote: CartQuote) {
      lines = quote.lines.map {
        Line(
          sku: $0.product.sku.value, name: $0.product.name, unitPrice: Amount($0.product.price),
          quantity: $0.quantity, total: Amount($0.total))
      }
      subtotal = Amount(quote.subtotal)
      promotionCode = Nullable(quote.promotionCode?.value)
      promotionApplies = quote.promotionCode != nil && quote.promotionProblem == nil
      discount = Amount(quote.discount)
      shipping = Amount(quote.shipping)
      total = Amount(quote.total)
    }
  }

  /// Printed by `wishlist` and each change of it.
  struct Wishlist: Encodable, Equatable {
    let products: [ProductDocument]

    init(_ products: [Product]) {
      self.products = products.map(ProductDocument.init)
    }
  }
}
