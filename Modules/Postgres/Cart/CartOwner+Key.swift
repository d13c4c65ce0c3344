import ShopDomain

extension CartOwner {
  /// The `owner` column's value: the customer's email, or `guest:` and the guest's session token;
  /// neither can be the other, since a token holds no `@`.
  var key: String {
    switch self {
    case .guest(let token): "guest:" + token.value
    case .customer(let email): email.value
    }
  }
}
