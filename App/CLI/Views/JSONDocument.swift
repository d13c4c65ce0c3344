import ShopDomain
import ShopPresentation

/// What `--json` prints: data, not display. One document per command, made from the Domain
/// values a Store's state holds by pure functions, the way the text views are made from view
/// states. Money is integer minor units with its currency (the display text beside it), times are
/// ISO 8601 in UTC, and every key is always present (`null` where there is nothing). The shapes
/// are written down in `docs/json/shop.schema.json`, and a test holds every command to them.
/// The shared shapes are here; each feature's documents in `JSONDocument+<Feature>.swift`.
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

  /// Printed by `whoami`, `sign-in` and `sign-out`: who is signed in now.
  struct Account: Encodable, Equatable {
    let customer: Nullable<String>
    let signedInAt: Nullable<String>

    init(_ session: Session?) {
      customer = Nullable(session?.customer.value)
      signedInAt = Nullable(session.map { DateText.iso8601($0.startedAt) })
    }
  }

  /// What a failed command writes to standard error with `--json`, instead of a sentence.
  struct Error: Encodable, Equatable {
    struct Detail: Encodable, Equatable {
      let kind: String
      let message: String
      let suggestion: Nullable<String>
      /// The value typed that was refused (`limit`, `after`), when one was.
      let field: Nullable<String>
    }

    let error: Detail

    init(kind: String, message: String, suggestion: String?, field: String?) {
      error = Detail(
        kind: kind, message: message, suggestion: Nullable(suggestion), field: Nullable(field))
    }
  }
}
