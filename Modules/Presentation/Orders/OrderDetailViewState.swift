import ShopDomain

/// What the order screen shows (also the checkout confirmation): the lines at the prices of the
/// day, the totals, the status, and whether it can still be cancelled.
public struct OrderDetailViewState: Equatable, Sendable, Encodable {
  /// One line of the order, ready to print.
  public struct Line: Equatable, Sendable, Encodable {
    public let sku: String
    public let name: String
    public let quantity: Int
    public let unitPrice: String
    public let total: String
  }

  public let id: String?
  public let status: String?
  public let placedAt: String?
  public let lines: [Line]
  public let subtotal: String?
  public let promotionCode: String?
  public let discount: String?
  public let shipping: String?
  public let total: String?
  public let canCancel: Bool
  public let notice: String?
  public let isLoading: Bool
  public let error: Failure?

  public init(_ order: LoadState<Order>, notice: String? = nil) {
    let value = order.value
    id = value?.id.value
    status = value?.status.rawValue
    placedAt = value.map { DateText.format($0.placedAt) }
    lines =
      value?.lines.map {
        Line(
          sku: $0.sku.value, name: $0.name, quantity: $0.quantity,
          unitPrice: PriceText.format($0.unitPrice),
          total: PriceText.format($0.total))
      } ?? []
    subtotal = value.map { PriceText.format($0.subtotal) }
    promotionCode = value?.promotionCode?.value
    discount = value.flatMap { $0.discount.minorUnits == 0 ? nil : PriceText.format($0.discount) }
    shipping = value.map { $0.shipping.minorUnits == 0 ? "Free" : PriceText.format($0.shipping) }
    total = value.map { PriceText.format($0.total) }
    canCancel = value?.status.canMove(to: .cancelled) ?? false
    self.notice = notice
    isLoading = order == .loading
    error = order.failure
  }
}
