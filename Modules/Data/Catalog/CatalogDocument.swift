/// The whole catalog feed file: `{ "products": [ … ], "promotions": [ … ] }`. Its records are
/// decoded one by one; `promotions` may be left out.
struct CatalogDocument: Decodable {
  let products: [FeedRecord<ProductRecord>]
  let promotions: [FeedRecord<PromotionRecord>]?
}
