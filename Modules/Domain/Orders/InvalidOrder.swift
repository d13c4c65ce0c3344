/// Why an order, or a line of one, could not be made: the field whose value breaks a rule of
/// `Order` or `OrderLine`, each rule said once, in their initializers. The raw value is the
/// field's name, which a damaged stored order is reported by (`Order.fromStoredFields`).
///
/// Every amount is 0 to `Order.maximumAmountMinorUnits`, so no later sum of them overflows.
public enum InvalidOrder: String, Error, CaseIterable, Sendable {
  /// An order has at least one line.
  case lines
  /// A line's name is one a product may have: trimmed, no control character, something to see.
  case name
  /// A line's quantity is one a cart line may hold (`CartLine.quantityRange`).
  case quantity
  /// A line's unit price is one a product may have (`OrderLine.unitPriceRange`).
  case unitPrice
  /// Every amount and every unit price is in the subtotal's currency.
  case currency
  /// The subtotal is the sum of the lines' totals.
  case subtotal
  /// The discount is at most the subtotal, as a promotion's is, and nothing without a code.
  case discount
  /// Shipping is an amount like the others.
  case shipping
  /// The total is subtotal − discount + shipping.
  case total
  /// The moment it was placed is in `Timestamp.calendarRange`: a date people can read.
  case placedAt
}
