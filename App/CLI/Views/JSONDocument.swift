import ShopDomain
import ShopPresentation

/// What `--json` prints: data, not display. One document per command, made from the Domain
/// values a Store's state holds by pure functions, the way the text views are made from view
/// states. Money is integer minor units with its currency (the display text beside it), times are
/// ISO 8601 in UTC, and every key is always present (`null` where there is nothing). The shapes
/// are written down in `docs/json/shop.schema.json`, and a test holds every command to them.
enum JSONDocument {
  /// An amount: `{"minor_units": 249, "currency": "EUR", "display": "€2.49"}`.
  struct Amount: Encodable, Equatable {
    let minorUnits: Int
    let currency: String
    let display: String

    init(_ money: Money) {
      minorUnits = money.minorUnits
      currency = money.currency.code
      display = PriceText.format(money)
    }
  }

  /// An optional value that is written as `null` rather than left out.
  struct Nullable<Value: Encodable & Equatable>: Encodable, Equatable {
    let value: Value?

    init(_ value: Value?) {
      self.value = value
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      if let value { try container.encode(value) } else { try container.encodeNil() }
    }
  }

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

  struct OrderDocument: Encodable, Equatable {
    let id: String
    let customer: String
    let status: String
    let placedAt: String
    let lines: [Line]
    let subtotal: Amount
    let promotionCode: Nullable<String>
    let discount: Amount
    let shipping: Amount
    let total: Amount

    init(_ order: Order) {
      id = order.id.value
      customer = order.customer.value
      status = order.status.rawValue
      placedAt = DateText.iso8601(order.placedAt)
      lines = order.lines.map {
        Line(
          sku: $0.sku.value, name: $0.name, unitPrice: Amount($0.unitPrice),
          quantity: $0.quantity, total: Amount($0.total))
      }
      subtotal = Amount(order.subtotal)
      promotionCode = Nullable(order.promotionCode?.value)
      discount = Amount(order.discount)
      shipping = Amount(order.shipping)
      total = Amount(order.total)
    }
  }

  /// Printed by `checkout`, `order` and `order cancel`.
  struct OneOrder: Encodable, Equatable {
    let order: OrderDocument

    init(_ order: Order) {
      self.order = OrderDocument(order)
    }
  }

  /// Printed by `orders`: a page of the customer's orders.
  struct Orders: Encodable, Equatable {
    let orders: [OrderDocument]
    let nextCursor: Nullable<String>

    init(_ page: Page<Order, OrderID>) {
      orders = page.items.map(OrderDocument.init)
      nextCursor = Nullable(page.nextCursor?.value)
    }
  }

  /// Printed by `whoami`, `sign-in` and `sign-out`: who is signed in now.
  struct Account: Encodable, Equatable {
    let customer: Nullable<String>
    let signedInAt: Nullable<String>

    init(_ session: Session?) {
      customer = Nullable(session?.customer.value)
      signedInAt = Nullable(session.map { DateText.iso8601($0.startedAt) })
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

  /// What a failed command writes to standard error with `--json`, instead of a sentence.
  struct Error: Encodable, Equatable {
    struct Detail: Encodable, Equatable {
      let kind: String
      let message: String
      let suggestion: Nullable<String>
      /// The option whose typed value was refused, without its dashes (`limit`, `after`), when
      /// the sentence alone would not say which.
      let field: Nullable<String>
    }

    let error: Detail

    init(kind: String, message: String, suggestion: String?, field: String?) {
      error = Detail(
        kind: kind, message: message, suggestion: Nullable(suggestion), field: Nullable(field))
    }
  }
}
