/// The whole catalog feed file: `{ "products": [ … ] }`. Its records are decoded one by one.
struct CatalogDocument: Decodable {
  let products: [FeedRecord]
}
