/// How many units of a product the shelf has, for the cart rules that cap quantities by stock.
///
/// Read before a cart is changed, so every refusal comes before the save: an unknown product, or
/// one priced in another currency than the shop sells in (which no cart could total), changes
/// nothing.
enum StockLevel {
  static func of(_ sku: SKU, in products: any ProductRepository, sellingIn currency: Currency)
    async throws(CartError) -> Int
  {
    let product: Product?
    do {
      product = try await products.product(sku)
    } catch {
      throw .storage(error)
    }
    guard let product else { throw .productNotFound(sku) }
    guard product.price.currency == currency else { throw .mixedCurrencies(sku) }
    return product.stock
  }
}
