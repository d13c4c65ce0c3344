import ShopDomain
import ShopPresentation

/// The catalog's documents: its products, categories and promotions, and what a sync did.
extension JSONDocument {
  struct ProductDocument: Encodable, Equatable {
    let sku: String
    let name: String
    let description: String
    let category: String
    let price: Amount
    let stock: Int

    init(_ product: Product) {
      sku = product.sku.value
      name = product.name
      description = product.description
      category = product.category.name
      price = Amount(product.price)
      stock = product.stock
    }
  }

  /// Printed by `products`: a page of the catalog.
  struct Products: Encodable, Equatable {
    let products: [ProductDocument]
    let nextCursor: Nullable<String>

    init(_ page: Page<Product, SKU>) {
      products = page.items.map(ProductDocument.init)
      nextCursor = Nullable(page.nextCursor?.value)
    }
  }

  /// Printed by `product`.
  struct OneProduct: Encodable, Equatable {
    let product: ProductDocument

    init(_ product: Product) {
      self.product = ProductDocument(product)
    }
  }

  struct Rejection: Encodable, Equatable {
    let section: String
    let record: Int
    let sku: Nullable<String>
    let field: String
    let reason: String
  }

  /// Printed by `catalog sync`: what the sync added, updated, left and refused.
  struct Sync: Encodable, Equatable {
    let added: Int
    let updated: Int
    let unchanged: Int
    let promotionsAdded: Int
    let promotionsUpdated: Int
    let promotionsUnchanged: Int
    let rejectedCount: Int
    let rejected: [Rejection]

    init(_ report: SyncReport) {
      added = report.saved.added
      updated = report.saved.updated
      unchanged = report.saved.unchanged
      promotionsAdded = report.promotions.added
      promotionsUpdated = report.promotions.updated
      promotionsUnchanged = report.promotions.unchanged
      rejectedCount = report.rejectedCount
      rejected = report.rejections.map {
        Rejection(
          section: $0.section.rawValue, record: $0.record, sku: Nullable($0.sku), field: $0.field,
          reason: $0.reason)
      }
    }
  }

  /// Printed by `categories`.
  struct Categories: Encodable, Equatable {
    let categories: [String]

    init(_ categories: [ProductCategory]) {
      self.categories = categories.map(\.name)
    }
  }

  /// Printed by `promotions`: a page of the promotion codes.
  struct Promotions: Encodable, Equatable {
    struct Promotion: Encodable, Equatable {
      let code: String
      let percentOff: Nullable<Int>
      let amountOff: Nullable<Amount>
      let minimumSubtotal: Amount
      let expiresAt: String
      let expired: Bool
    }

    let promotions: [Promotion]
    let nextCursor: Nullable<String>

    init(_ page: Page<ListPromotions.Offer, PromotionCode>) {
      nextCursor = Nullable(page.nextCursor?.value)
      promotions = page.items.map { offer in
        let promotion = offer.promotion
        let (percent, amount): (Int?, Money?) =
          switch promotion.discount {
          case .percent(let percent): (percent, nil)
          case .fixed(let amount): (nil, amount)
          }
        return Promotion(
          code: promotion.code.value, percentOff: Nullable(percent),
          amountOff: Nullable(amount.map(Amount.init)),
          minimumSubtotal: Amount(promotion.minimumSubtotal),
          expiresAt: DateText.iso8601(promotion.expiresAt), expired: offer.isExpired)
      }
    }
  }
}
