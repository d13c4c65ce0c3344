/// How many units of a product the shelf has, for the cart rules that cap quantities by stock.
enum StockLevel {
  static func of(_ sku: SKU, in products: any ProductRepository) async throws(CartError) -> Int {
    let product: Product?
    do {
      product = try await products.product(sku)
    } catch {
      throw .storage(error)
    }
    guard let product else { throw .productNotFound(sku) }
    return product.stock
  }
}
