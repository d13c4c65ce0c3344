/// An amount as the feed writes it: `{"amount_minor": 249, "currency": "EUR"}`. A DTO.
struct MoneyRecord: Decodable, Equatable {
  let amountMinor: Int
  let currency: String

  enum CodingKeys: String, CodingKey {
    case amountMinor = "amount_minor"
    case currency
  }
}
