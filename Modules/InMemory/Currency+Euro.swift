import ShopDomain

extension Currency {
  /// The currency of the canned data.
  public static var euro: Currency {
    do {
      return try Currency(code: "EUR")
    } catch {
      preconditionFailure("EUR is a valid currency code")
    }
  }
}
