import ShopDomain

/// A catalog feed that hands over what it was given, record by record, or fails.
public struct CannedCatalogFeed: CatalogFeed {
  private let items: [FeedItem]
  /// What the read fails with once every item was handed over, if anything.
  private let failure: FeedError?

  /// A feed of these items, in this order, that then fails with `failure` if one is given (a
  /// file found to be broken halfway through).
  public init(items: [FeedItem], thenFailing failure: FeedError? = nil) {
    self.items = items
    self.failure = failure
  }

  public init(failing error: FeedError) {
    self.init(items: [], thenFailing: error)
  }

  /// A feed of these products, promotions and rejections, each numbered from record 1.
  public init(products: [Product], promotions: [Promotion] = [], rejections: [FeedRejection] = []) {
    let products = products.enumerated().map {
      FeedItem.product($0.element, record: $0.offset + 1)
    }
    let promotions = promotions.enumerated().map {
      FeedItem.promotion($0.element, record: $0.offset + 1)
    }
    self.init(items: products + promotions + rejections.map(FeedItem.rejected))
  }

  /// Hands over each item with its position counted in items, as a list knows its length.
  public func read(_ receive: (FeedItem, FeedPosition) throws(CatalogError) -> Void)
    throws(CatalogError)
  {
    for (index, item) in items.enumerated() {
      try receive(item, FeedPosition(read: index + 1, size: items.count))
    }
    if let failure { throw .feed(failure) }
  }
}

/// Everything one read of a feed handed over, gathered, for tests that look at a whole feed.
public struct CatalogFeedBatch: Sendable {
  /// The valid products, each with the number of its record.
  public var entries: [(record: Int, product: Product)] = []
  public var promotions: [(record: Int, promotion: Promotion)] = []
  public var rejections: [FeedRejection] = []

  /// Reads `feed` to its end.
  public init(reading feed: any CatalogFeed) throws(CatalogError) {
    try feed.read { item in
      switch item {
      case .product(let product, let record): entries.append((record, product))
      case .promotion(let promotion, let record): promotions.append((record, promotion))
      case .rejected(let rejection): rejections.append(rejection)
      }
    }
  }
}
