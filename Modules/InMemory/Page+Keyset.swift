import ShopDomain

extension Page {
  /// A keyset page of values held in memory, read as the databases read theirs: `items` in
  /// `order`, only those that `follow` the cursor (all of them on a first page), one past `size`.
  init(
    keysetOf items: some Sequence<Item>, in order: (Item, Item) -> Bool,
    following follows: ((Item) -> Bool)?, size: PageSize, cursor: (Item) -> Cursor
  ) {
    var sorted = items.sorted(by: order)
    if let follows { sorted.removeAll { !follows($0) } }
    self.init(readingOnePast: Array(sorted.prefix(size.value + 1)), size: size, cursor: cursor)
  }
}
