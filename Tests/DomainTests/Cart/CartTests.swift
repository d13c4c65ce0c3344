import ShopDomain
import Testing

/// The cart's rules, on the value itself: merging, the 1…10 range, stock, and 0 removes.
@Suite("Cart rules")
struct CartTests {
  let creme: SKU
  let rice: SKU

  init() throws {
    creme = try SKU("DAI-001")
    rice = try SKU("PAN-003")
  }

  @Test("adding the same SKU again adds to its line instead of making a second one")
  func addMerges() throws {
    var cart = Cart()
    try cart.add(creme, quantity: 2, stock: 40)
    try cart.add(rice, quantity: 1, stock: 30)
    try cart.add(creme, quantity: 3, stock: 40)
    #expect(
      try cart.lines == [CartLine(sku: creme, quantity: 5), CartLine(sku: rice, quantity: 1)])
  }

  @Test(
    "a line holds at most 10: more at once is no valid quantity, more bit by bit is the limit")
  func lineLimit() throws {
    var cart = Cart()
    #expect(throws: CartError.invalidQuantity(11)) {
      try cart.add(creme, quantity: 11, stock: 40)
    }
    #expect(throws: CartError.invalidQuantity(11)) {
      try cart.set(creme, quantity: 11, stock: 40)
    }
    try cart.add(creme, quantity: 10, stock: 40)
    #expect(throws: CartError.lineLimit(creme, requested: 11)) {
      try cart.add(creme, quantity: 1, stock: 40)
    }
    #expect(cart.quantity(of: creme) == 10)
  }

  /// `count` SKUs no sample product has, `AAA-001` on.
  private static func skus(_ count: Int) throws -> [SKU] {
    try (1...count).map { try SKU("AAA-" + String(1000 + $0).dropFirst()) }
  }

  @Test("a cart holds at most 50 products: the next is refused, a product held still changes")
  func productLimit() throws {
    var cart = Cart()
    for sku in try Self.skus(Cart.maximumLines) { try cart.add(sku, quantity: 1, stock: 5) }
    #expect(throws: CartError.productLimit(creme)) { try cart.add(creme, quantity: 1, stock: 40) }
    #expect(throws: CartError.productLimit(creme)) { try cart.set(creme, quantity: 1, stock: 40) }
    let first = try #require(cart.lines.first?.sku)
    try cart.add(first, quantity: 2, stock: 5)
    #expect(cart.lines.count == Cart.maximumLines && cart.quantity(of: first) == 3)
    let lines = try Self.skus(Cart.maximumLines + 1).map { try CartLine(sku: $0, quantity: 1) }
    #expect(throws: CartError.productLimit(lines[Cart.maximumLines].sku)) {
      try Cart(lines: lines)
    }
  }

  @Test("a sign-in's merge takes the guest's products up to the limit and names the rest")
  func mergeKeepsTheLimit() throws {
    let skus = try Self.skus(Cart.maximumLines + 2)
    let customer = try Cart(
      lines: skus.prefix(Cart.maximumLines - 1).map { try CartLine(sku: $0, quantity: 1) })
    let guest = try Cart(lines: skus.suffix(3).map { try CartLine(sku: $0, quantity: 1) })
    let stock = Dictionary(uniqueKeysWithValues: skus.map { ($0, 5) })
    let move = GuestCartMove(guest: guest, customer: customer, stock: stock)
    #expect(move.merged.lines.count == Cart.maximumLines)
    #expect(move.cappedSKUs == Array(skus.suffix(2)))
  }

  @Test("a line never holds more than the stock")
  func stockLimit() throws {
    var cart = Cart()
    try cart.add(creme, quantity: 3, stock: 4)
    #expect(throws: CartError.notEnoughStock(creme, requested: 5, available: 4)) {
      try cart.add(creme, quantity: 2, stock: 4)
    }
    #expect(throws: CartError.notEnoughStock(rice, requested: 1, available: 0)) {
      try cart.add(rice, quantity: 1, stock: 0)
    }
    #expect(try cart.lines == [CartLine(sku: creme, quantity: 3)])
  }

  @Test("adding less than 1 is refused", arguments: [0, -1, Int.min])
  func addNonPositive(quantity: Int) {
    var cart = Cart()
    #expect(throws: CartError.invalidQuantity(quantity)) {
      try cart.add(creme, quantity: quantity, stock: 40)
    }
  }

  @Test("setting replaces the quantity; setting 0 removes the line")
  func setQuantity() throws {
    var cart = Cart()
    try cart.add(creme, quantity: 2, stock: 40)
    try cart.set(creme, quantity: 7, stock: 40)
    #expect(cart.quantity(of: creme) == 7)
    try cart.set(creme, quantity: 0, stock: 40)
    #expect(cart.isEmpty)
    #expect(throws: CartError.invalidQuantity(-1)) { try cart.set(creme, quantity: -1, stock: 40) }
  }

  @Test("removing a SKU that is not in the cart is refused")
  func removeMissing() {
    var cart = Cart()
    #expect(throws: CartError.notInCart(creme)) { try cart.remove(creme) }
  }

  @Test(
    "merging a guest cart adds quantities, capped at 10 and at stock, and keeps the customer's code first"
  )
  func merging() throws {
    var customer = Cart()
    try customer.add(creme, quantity: 8, stock: 40)
    customer.promotionCode = try PromotionCode("WELCOME10")
    var guest = Cart()
    try guest.add(creme, quantity: 5, stock: 40)
    try guest.add(rice, quantity: 4, stock: 30)
    guest.promotionCode = try PromotionCode("FIVEOFF")
    let merged = customer.merging(guest, stock: [creme: 40, rice: 3])
    #expect(
      try merged.lines == [CartLine(sku: creme, quantity: 10), CartLine(sku: rice, quantity: 3)])
    #expect(merged.promotionCode == customer.promotionCode)
  }

  @Test("merging drops a guest line whose product is out of stock")
  func mergingOutOfStock() throws {
    var guest = Cart()
    try guest.add(rice, quantity: 2, stock: 30)
    #expect(Cart().merging(guest, stock: [rice: 0]).isEmpty)
  }

  @Test(
    "a line is made with 1 to 10 units, as a cart may hold",
    arguments: [0, -1, Cart.maximumQuantity + 1, Int.min, Int.max])
  func lineQuantity(quantity: Int) throws {
    #expect(throws: CartError.invalidQuantity(quantity)) {
      try CartLine(sku: creme, quantity: quantity)
    }
    #expect(try CartLine(sku: creme, quantity: Cart.maximumQuantity).quantity == 10)
  }

  @Test("a cart is made with one line per SKU, in the order given")
  func oneLinePerSKU() throws {
    let lines = [try CartLine(sku: creme, quantity: 2), try CartLine(sku: rice, quantity: 1)]
    #expect(throws: CartError.repeatedLine(creme)) {
      try Cart(lines: lines + [CartLine(sku: creme, quantity: 1)])
    }
    #expect(try Cart(lines: lines).lines == lines)
  }

  @Test("a cart keeps something while it holds a line or a code, and is empty without lines")
  func keepsNothing() throws {
    let line = try CartLine(sku: creme, quantity: 1)
    let code = try PromotionCode("WELCOME10")
    #expect(Cart().keepsNothing)
    #expect(try Cart(lines: [line]).keepsNothing == false)
    let codeOnly = try Cart(lines: [], promotionCode: code)
    #expect(codeOnly.keepsNothing == false)
    #expect(codeOnly.isEmpty)
  }
}
