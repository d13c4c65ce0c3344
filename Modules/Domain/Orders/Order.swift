/// A placed order: what was bought, at which prices, for whom, and where it is in its life.
///
/// An order is valid or it does not exist: its initializer checks every rule of its lines and
/// amounts (`InvalidOrder` lists them), and the status only moves through `move(to:)`, which
/// enforces the status machine: an illegal move is a typed error, never a silent change.
public struct Order: Hashable, Sendable {
  /// The most any amount of an order may be, in minor units: 10^15, what a million lines at the
  /// highest price and quantity a cart allows would cost, far beyond any cart a person fills, and
  /// far enough below `Int.max` that adding or subtracting an order's amounts cannot overflow.
  public static let maximumAmountMinorUnits = 1_000_000_000_000_000

  public let id: OrderID
  public let customer: Email
  /// At least one; each valid by `OrderLine`'s rules.
  public let lines: [OrderLine]
  /// The sum of the lines' totals.
  public let subtotal: Money
  public let promotionCode: PromotionCode?
  /// At most the subtotal; nothing without a promotion code.
  public let discount: Money
  public let shipping: Money
  /// Always `subtotal - discount + shipping`.
  public let total: Money
  public let placedAt: Timestamp
  public private(set) var status: OrderStatus

  /// The order, refused as `InvalidOrder` naming the first field that breaks a rule: the time,
  /// the lines, each amount's currency and range, then the sums they make.
  public init(
    id: OrderID,
    customer: Email,
    lines: [OrderLine],
    subtotal: Money,
    promotionCode: PromotionCode?,
    discount: Money,
    shipping: Money,
    total: Money,
    placedAt: Timestamp,
    status: OrderStatus
  ) throws(InvalidOrder) {
    guard Timestamp.calendarRange.contains(placedAt) else { throw .placedAt }
    guard !lines.isEmpty else { throw .lines }
    let currency = subtotal.currency
    try Self.check(subtotal, as: .subtotal, in: currency)
    try Self.check(discount, as: .discount, in: currency)
    try Self.check(shipping, as: .shipping, in: currency)
    try Self.check(total, as: .total, in: currency)
    var linesTotal = 0
    for line in lines {
      guard line.unitPrice.currency == currency else { throw .currency }
      // At most 10^9 a line: no array of lines is long enough to overflow the sum.
      linesTotal += line.unitPrice.minorUnits * line.quantity
    }
    guard linesTotal == subtotal.minorUnits else { throw .subtotal }
    guard discount.minorUnits <= subtotal.minorUnits,
      promotionCode != nil || discount.minorUnits == 0
    else { throw .discount }
    guard total.minorUnits == subtotal.minorUnits - discount.minorUnits + shipping.minorUnits
    else { throw .total }
    self.id = id
    self.customer = customer
    self.lines = lines
    self.subtotal = subtotal
    self.promotionCode = promotionCode
    self.discount = discount
    self.shipping = shipping
    self.total = total
    self.placedAt = placedAt
    self.status = status
  }

  /// Refuses `amount` in another currency than the order's, or outside 0 to the maximum.
  private static func check(_ amount: Money, as field: InvalidOrder, in currency: Currency)
    throws(InvalidOrder)
  {
    guard amount.currency == currency else { throw .currency }
    guard (0...maximumAmountMinorUnits).contains(amount.minorUnits) else { throw field }
  }

  /// An order placed now from a priced cart, refused as `InvalidOrder` when the cart would make
  /// one that breaks a rule (a clock outside the years 1 to 9999, say).
  public init(id: OrderID, customer: Email, quote: CartQuote, placedAt: Timestamp)
    throws(InvalidOrder)
  {
    try self.init(
      id: id,
      customer: customer,
      lines: quote.lines.map { line throws(InvalidOrder) in
        try OrderLine(
          sku: line.product.sku, name: line.product.name, unitPrice: line.product.price,
          quantity: line.quantity)
      },
      subtotal: quote.subtotal,
      promotionCode: quote.promotionProblem == nil ? quote.promotionCode : nil,
      discount: quote.discount,
      shipping: quote.shipping,
      total: quote.total,
      placedAt: placedAt,
      status: .placed
    )
  }

  /// Moves the order to `next`, or throws when the status machine does not allow it.
  public mutating func move(to next: OrderStatus) throws(OrderError) {
    guard status.canMove(to: next) else { throw .illegalTransition(id, from: status, to: next) }
    status = next
  }
}

/// One product of an order, as it was when the order was placed: its name and unit price are
/// kept, so a later price change does not rewrite history.
public struct OrderLine: Hashable, Sendable {
  /// The unit prices a line may hold: a product's, so that its total cannot overflow.
  public static let unitPriceRange = 0...Product.maximumPriceMinorUnits

  public let sku: SKU
  public let name: String
  public let unitPrice: Money
  public let quantity: Int

  /// The line, refused as `InvalidOrder.name` for a name no product may have (it is the
  /// product's, copied), as `unitPrice` outside `unitPriceRange` and as `quantity` outside
  /// `CartLine.quantityRange`.
  public init(sku: SKU, name: String, unitPrice: Money, quantity: Int) throws(InvalidOrder) {
    guard name.isShownAsItIs else { throw .name }
    guard Self.unitPriceRange.contains(unitPrice.minorUnits) else { throw .unitPrice }
    guard CartLine.quantityRange.contains(quantity) else { throw .quantity }
    self.sku = sku
    self.name = name
    self.unitPrice = unitPrice
    self.quantity = quantity
  }

  public var total: Money { unitPrice.multiplied(by: quantity) }
}

/// Where an order is in its life: placed → shipped → delivered, or cancelled before it ships.
public enum OrderStatus: String, CaseIterable, Hashable, Sendable {
  case placed
  case shipped
  case delivered
  case cancelled

  /// Whether the machine allows the move from this status to `next`.
  public func canMove(to next: OrderStatus) -> Bool {
    switch (self, next) {
    case (.placed, .shipped), (.shipped, .delivered), (.placed, .cancelled): true
    default: false
    }
  }
}

/// The identifier of a placed order, such as `O-7F3A9C2E`: printed on the confirmation and typed
/// back to see or cancel it. Uppercase letters, digits and dashes, 1 to 32 of them.
public struct OrderID: Hashable, Sendable, CustomStringConvertible {
  /// How many characters an order id has.
  public static let lengthRange = 1...32

  public let value: String

  public init(_ raw: String) throws(OrderError) {
    guard let id = raw.asCode(length: Self.lengthRange, allowingDashes: true) else {
      throw .invalidID(raw)
    }
    value = id
  }

  public var description: String { value }
}

/// Why an order operation was refused.
public enum OrderError: Error, Equatable, Sendable {
  /// Not a well-formed order id.
  case invalidID(String)
  /// No order of the signed-in customer has this id.
  case notFound(OrderID)
  /// A page was to continue after this id, which no order of the signed-in customer has.
  case noOrderToContinueAfter(OrderID)
  /// The status machine does not allow this move (cancelling a shipped order, say).
  case illegalTransition(OrderID, from: OrderStatus, to: OrderStatus)
  /// Orders belong to customers: nobody is signed in.
  case notSignedIn
  case storage(StorageError)
}

extension Order {
  /// Whether `cart` is the cart this order was made from: the same lines, each with its quantity,
  /// and the same promotion code. A store checks it as it writes the order, so a line another
  /// terminal added after the checkout's review is never emptied away unordered.
  public func isMade(from cart: Cart) -> Bool {
    // What an order keeps of a line (`LineChoice`), not the whole line: a field a cart line
    // gains that the order does not keep must not make every cart holding it look changed.
    let inCart = cart.lines.map(\.choice).sorted { $0.sku < $1.sku }
    let ordered = lines.map(\.choice).sorted { $0.sku < $1.sku }
    return cart.promotionCode == promotionCode && inCart == ordered
  }

  /// Whether `promotion`, the one stored under the order's code (`nil` when none is), takes off
  /// exactly the order's discount at the moment the order is placed. A store checks it as it
  /// writes the order, as it checks `isMade(from:)`, so a promotion that lapsed or changed its
  /// terms after the review refuses the order instead of charging a total nobody saw.
  public func keepsDiscount(of promotion: Promotion?) -> Bool {
    guard let code = promotionCode else { return discount.minorUnits == 0 }
    guard let promotion, promotion.code == code else { return false }
    return (try? promotion.discount(on: subtotal, at: placedAt)) == discount
  }
}
