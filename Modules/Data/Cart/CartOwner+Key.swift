import ShopDomain

extension CartOwner {
  /// The `owner` column's value: the customer's email, or `guest`, which no email can be.
  var key: String {
    switch self {
    case .guest: "guest"
    case .customer(let email): email.value
    }
  }
}
