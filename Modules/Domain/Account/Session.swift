/// A signed-in customer, at one front end: signing in starts a session under that front end's
/// `SessionToken`; signing out ends that session only. It survives between runs until then.
public struct Session: Hashable, Sendable {
  public let customer: Email
  public let startedAt: Timestamp

  /// How long the storage keeps a token's session and guest cart that nobody used: a token
  /// unused for 30 days is most likely gone with its terminal. Each change kept under it and each
  /// sign-in use it; the storage forgets older ones whenever it meets a new token.
  public static let unusedLifetimeMilliseconds: Int64 = 30 * 24 * 60 * 60 * 1000

  /// The session, refused as `outsideCalendar` when `startedAt` is outside
  /// `Timestamp.calendarRange`.
  public init(customer: Email, startedAt: Timestamp) throws(AccountError) {
    guard Timestamp.calendarRange.contains(startedAt) else { throw .outsideCalendar(startedAt) }
    self.customer = customer
    self.startedAt = startedAt
  }
}

extension Session {
  /// A session from the plain fields storage keeps. A stored row can be edited by hand, so a
  /// read trusts none of it: the email must be one (`Email.stored`), and the start is held to
  /// `init`'s rule (in `Timestamp.calendarRange`). Either broken means the database was damaged,
  /// which is a storage failure saying which (the email, quoted, or `startedAt`). The SQL adapter,
  /// on either database, reads a session back through here (the double keeps `Session` values).
  public static func fromStoredFields(customer: String, startedAtMillisecondsSince1970: Int64)
    throws(StorageError) -> Session
  {
    guard let email = Email.stored(customer) else {
      throw StorageError(
        damaged: "the session of \(TypedText.quoted(customer))", field: "customer")
    }
    do throws(AccountError) {
      return try Session(
        customer: email,
        startedAt: Timestamp(millisecondsSince1970: startedAtMillisecondsSince1970))
    } catch {
      throw StorageError(damaged: "the session", field: "startedAt")
    }
  }
}

/// The port that keeps sessions between runs of the app, each under the token of the front end
/// that started it.
public protocol SessionRepository: Sendable {
  /// The customer signed in under `token`, or `nil` when nobody is (or the token is unknown).
  func current(_ token: SessionToken) async throws(StorageError) -> Session?

  /// Signs in under `token`, in one transaction: when the guest cart holds anything
  /// (`GuestCartMove.hasAnythingToMove`), moves it into the customer's with `merge` and empties
  /// the guest's; and starts `session` in place of the token's
  /// current one. `merge` gets both carts and the stock of the guest's products as they are
  /// inside that transaction, so a cart changed by another process at the same moment is never
  /// lost; nothing is written unless all of it is. Returns what `merge` was given. A token the
  /// storage did not know begins here: it is added, and tokens unused for
  /// `Session.unusedLifetimeMilliseconds` are forgotten (by the server's clock, on a server many
  /// terminals share).
  func start(
    _ session: Session, for token: SessionToken,
    movingGuestCart merge: @Sendable (GuestCartMove) -> Cart
  ) async throws(StorageError) -> GuestCartMove

  /// Ends the session under `token`, if there is one; every other token's stays.
  func end(_ token: SessionToken) async throws(StorageError)

  /// Marks `token` used at `now`, so its
  /// `Session.unusedLifetimeMilliseconds` count from this use: a change a signed-in customer keeps
  /// outside the cart (to their wishlist, say, or an order placed) marks it here, as a cart's
  /// change marks it inside its own write. A token the storage does not know stays unknown.
  /// `now` is the terminal's time, which the in-memory double keeps; a database ignores it and
  /// stamps its own clock's (`SQLDialect.nowMilliseconds`), so terminals sharing a server, whose
  /// clocks may disagree, agree on when a session was last used.
  func noteUse(of token: SessionToken, at now: Timestamp) async throws(StorageError)
}

/// The two carts a sign-in brings together, as stored when it happens, with the stock of each
/// product in the guest's cart (0 for a product the catalog no longer has).
public struct GuestCartMove: Hashable, Sendable {
  public let guest: Cart
  public let customer: Cart
  public let stock: [SKU: Int]

  public init(guest: Cart, customer: Cart, stock: [SKU: Int]) {
    self.guest = guest
    self.customer = customer
    self.stock = stock
  }

  /// The customer's cart with the guest's lines added, quantities capped by the cart rules.
  public var merged: Cart { customer.merging(guest, stock: stock) }

  /// Whether the guest's cart holds anything to bring in: a line, or only a promotion code,
  /// which the customer's cart keeps unless it has its own. Each storage moves the cart, and
  /// empties the guest's, exactly when this says so.
  public var hasAnythingToMove: Bool { !guest.keepsNothing }

  /// The guest's promotion code, when the customer's cart keeps a code of its own instead: a
  /// cart holds one code, and the customer's was there first.
  public var unkeptCode: PromotionCode? {
    guard let code = guest.promotionCode, merged.promotionCode != code else { return nil }
    return code
  }

  /// The guest's products whose whole quantity did not fit in the merged cart.
  public var cappedSKUs: [SKU] {
    let merged = merged
    return guest.lines.filter { line in
      merged.quantity(of: line.sku) < customer.quantity(of: line.sku) + line.quantity
    }.map(\.sku)
  }
}

extension Cart {
  /// This cart with `guest`'s lines added in, as at sign-in: quantities add, then each line is
  /// capped by the cart's rules (at most 10, at most `stock[sku]`); a line with nothing left
  /// to add, or one product past `maximumLines`, is dropped (`cappedSKUs` names it). The
  /// customer's promotion code wins over the guest's.
  public func merging(_ guest: Cart, stock: [SKU: Int]) -> Cart {
    var merged = self
    for line in guest.lines {
      // `capped` is above 0 and within both quantity limits by construction: only a new line
      // past `maximumLines` is refused below, and then left out.
      let available = stock[line.sku] ?? 0
      let wanted = merged.quantity(of: line.sku) + line.quantity
      let capped = min(wanted, Self.maximumQuantity, available)
      guard capped > merged.quantity(of: line.sku) else { continue }
      try? merged.set(line.sku, quantity: capped, stock: available)
    }
    merged.promotionCode = promotionCode ?? guest.promotionCode
    return merged
  }
}
