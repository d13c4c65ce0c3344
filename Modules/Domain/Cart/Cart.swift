/// The products a shopper means to buy, and the promotion code they entered.
///
/// The rules live here, in a value: adding a SKU that is already in the cart adds to its line;
/// a line holds 1 to 10 units and never more than the shelf has, told at each change; a cart
/// holds at most 50 products; setting a quantity of 0 removes the line. Each change is checked
/// before anything is stored.
public struct Cart: Hashable, Sendable {
  /// The most units of one product a cart may hold.
  public static let maximumQuantity = 10
  /// The most products (lines) a cart may hold: a cart is read, priced and shown whole.
  public static let maximumLines = 50

  /// In the order they were first added, one line per SKU.
  public private(set) var lines: [CartLine]
  public var promotionCode: PromotionCode?

  /// An empty cart, with the code entered, if any.
  public init(promotionCode: PromotionCode? = nil) {
    lines = []
    self.promotionCode = promotionCode
  }

  /// A cart of `lines`, in the order they were first added. Each line holds a quantity a line
  /// may (`CartLine` checks it); a SKU in two lines is refused as `repeatedLine`, since adding a
  /// product the cart holds adds to its line; lines past `maximumLines`, as `productLimit`.
  public init(lines: [CartLine], promotionCode: PromotionCode? = nil) throws(CartError) {
    var skus = Set<SKU>()
    for line in lines where !skus.insert(line.sku).inserted { throw .repeatedLine(line.sku) }
    if lines.count > Self.maximumLines { throw .productLimit(lines[Self.maximumLines].sku) }
    self.lines = lines
    self.promotionCode = promotionCode
  }

  public var isEmpty: Bool { lines.isEmpty }

  /// No line and nothing chosen for it: storage keeps no row of such a cart, and a sign-in has
  /// nothing of it to bring in. A field the cart gains is one more test here.
  public var keepsNothing: Bool { lines.isEmpty && promotionCode == nil }

  public func quantity(of sku: SKU) -> Int {
    lines.first { $0.sku == sku }?.quantity ?? 0
  }

  /// Adds `quantity` units to the line of `sku`, or makes the line. A quantity no line could
  /// hold (below 1, above `maximumQuantity`) is an invalid value; one that would take the line
  /// past the limit is refused by the limit.
  public mutating func add(_ sku: SKU, quantity: Int, stock: Int) throws(CartError) {
    guard CartLine.quantityRange.contains(quantity) else { throw .invalidQuantity(quantity) }
    let total = self.quantity(of: sku) + quantity
    guard total <= Self.maximumQuantity else { throw .lineLimit(sku, requested: total) }
    try set(sku, quantity: total, stock: stock)
  }

  /// Makes the line of `sku` hold exactly `quantity` units; 0 removes it.
  public mutating func set(_ sku: SKU, quantity: Int, stock: Int) throws(CartError) {
    guard quantity != 0 else { return try remove(sku) }
    let line = try CartLine(sku: sku, quantity: quantity)
    guard quantity <= stock else {
      throw .notEnoughStock(sku, requested: quantity, available: stock)
    }
    if let index = lines.firstIndex(where: { $0.sku == sku }) {
      lines[index] = line
    } else {
      guard lines.count < Self.maximumLines else { throw .productLimit(sku) }
      lines.append(line)
    }
  }

  /// Takes the line of `sku` out of the cart.
  public mutating func remove(_ sku: SKU) throws(CartError) {
    guard let index = lines.firstIndex(where: { $0.sku == sku }) else { throw .notInCart(sku) }
    lines.remove(at: index)
  }
}

/// One product in a cart and how many of it: 1 to `Cart.maximumQuantity`.
public struct CartLine: Hashable, Sendable {
  /// The quantities a line may hold.
  public static let quantityRange = 1...Cart.maximumQuantity

  public let sku: SKU
  public let quantity: Int

  /// The line, refused as `invalidQuantity` when `quantity` is outside `quantityRange`.
  public init(sku: SKU, quantity: Int) throws(CartError) {
    guard Self.quantityRange.contains(quantity) else { throw .invalidQuantity(quantity) }
    self.sku = sku
    self.quantity = quantity
  }
}

extension Cart {
  /// One line of a cart as it is kept.
  public typealias LineFields = (sku: String, quantity: Int)

  /// A cart from the plain fields storage keeps, its lines in the order added. A row can be
  /// edited by hand, so each field goes through the same types and initializers a change does;
  /// one that breaks a rule is damage, a storage failure naming the line and field, the code, or
  /// (for more lines than `maximumLines`) the cart's lines.
  public static func fromStoredFields(lines: [LineFields], promotionCode: String?)
    throws(StorageError) -> Cart
  {
    func damaged(_ sku: String, _ field: String) -> StorageError {
      StorageError(damaged: "the cart line of \(TypedText.quoted(sku))", field: field)
    }
    let checkedLines = try lines.map { line throws(StorageError) in
      guard let sku = try? SKU(line.sku) else { throw damaged(line.sku, "sku") }
      guard let checked = try? CartLine(sku: sku, quantity: line.quantity) else {
        throw damaged(line.sku, "quantity")
      }
      return checked
    }
    var code: PromotionCode?
    if let promotionCode {
      guard let valid = try? PromotionCode(promotionCode) else {
        throw StorageError(
          damaged: "the cart's promotion code \(TypedText.quoted(promotionCode))",
          field: "promotionCode")
      }
      code = valid
    }
    do throws(CartError) {
      return try Cart(lines: checkedLines, promotionCode: code)
    } catch {
      // Each line passed its own checks above, so the cart refuses only a SKU in two lines or
      // more lines than a cart holds.
      if case .repeatedLine(let sku) = error { throw damaged(sku.value, "sku") }
      throw StorageError(damaged: "a cart", field: "lines")
    }
  }
}

/// Whose cart it is: a guest's, kept under the token of their front end until they sign in, or
/// a customer's.
public enum CartOwner: Hashable, Sendable {
  case guest(SessionToken)
  case customer(Email)

  /// Whose cart a change goes to: the signed-in customer's, else the guest's at `token`.
  public static func current(for session: Session?, token: SessionToken) -> CartOwner {
    session.map { .customer($0.customer) } ?? .guest(token)
  }
}

/// Why a cart change was refused. Each case is a rule of the cart, with what is needed to say it.
public enum CartError: Error, Equatable, Sendable {
  /// A quantity no line could hold was asked for: below 1 or above `Cart.maximumQuantity` to
  /// add or to make a line, below 0 or above it to set.
  case invalidQuantity(Int)
  /// A cart was to hold two lines of this SKU; it keeps one line per product.
  case repeatedLine(SKU)
  /// A line would hold more than `Cart.maximumQuantity`.
  case lineLimit(SKU, requested: Int)
  /// A line of this SKU would be one product more than `Cart.maximumLines`.
  case productLimit(SKU)
  /// A line would hold more than the shelf has.
  case notEnoughStock(SKU, requested: Int, available: Int)
  /// The SKU is not in the cart.
  case notInCart(SKU)
  /// The product is priced in another currency than the shop's.
  case mixedCurrencies(SKU)
  /// The catalog has no such product.
  case productNotFound(SKU)
  /// The promotion code was refused.
  case promotion(PromotionError)
  case storage(StorageError)
}

/// The port that keeps carts: each guest's, under their token, and each customer's.
public protocol CartRepository: Sendable {
  /// The owner's cart; an owner who never had one has an empty cart.
  func cart(for owner: CartOwner) async throws(StorageError) -> Cart
  /// Finds whose cart is current for `token` (`CartOwner.current(for:token:)`), reads it,
  /// applies `change` and saves the result, as one unit: no change is lost and no sign-in slips
  /// between; when `change` throws, nothing is saved. A token new to the storage begins here,
  /// dated by its clock (SQL's own; the double's `now`), a known one marked used (on a database
  /// at most once a day). Returns the cart.
  func updateCurrent(
    for token: SessionToken, at now: Timestamp,
    _ change: @Sendable (inout Cart) throws(CartError) -> Void
  ) async throws(CartError) -> Cart

  /// Replaces the carts of these owners, all or nothing: how the contract suites arrange a cart a
  /// use case could not make (the shop's own states are made by its use cases, `ShopStates`).
  func save(_ carts: [CartOwner: Cart]) async throws(StorageError)
}
