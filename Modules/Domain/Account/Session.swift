/// A signed-in customer. Signing in starts one; signing out ends it; it survives between runs
/// of the app until then.
public struct Session: Hashable, Sendable {
  public let customer: Email
  public let startedAt: Timestamp

  public init(customer: Email, startedAt: Timestamp) {
    self.customer = customer
    self.startedAt = startedAt
  }
}

extension Session {
  /// A session from the plain fields storage keeps: a valid email and a start in
  /// `Timestamp.calendarRange`. Either broken means the database was damaged, which is a storage
  /// failure saying which. Both storage adapters read the session back through here.
  public static func fromStoredFields(customer: String, startedAtMillisecondsSince1970: Int64)
    throws(StorageError) -> Session
  {
    guard let email = Email.stored(customer) else {
      throw StorageError(reason: "the stored session has an invalid email \"\(customer)\"")
    }
    guard let startedAt = Timestamp(calendarMillisecondsSince1970: startedAtMillisecondsSince1970)
    else { throw StorageError(damaged: "the session", field: "startedAt") }
    return Session(customer: email, startedAt: startedAt)
  }
}

/// The port that keeps the current session between runs of the app.
public protocol SessionRepository: Sendable {
  /// The signed-in customer's session, or `nil` when nobody is signed in.
  func current() async throws(StorageError) -> Session?

  /// Signs in, in one transaction: moves the guest's cart into the customer's with `merge`,
  /// empties the guest's, and starts `session` in place of any current one. `merge` gets both
  /// carts and the stock of the guest's products as they are inside that transaction, so a cart
  /// changed by another process at the same moment is never lost; nothing is written unless all
  /// of it is. Returns what `merge` was given.
  func start(_ session: Session, movingGuestCart merge: @Sendable (GuestCartMove) -> Cart)
    async throws(StorageError) -> GuestCartMove

  /// Ends the current session, if there is one.
  func end() async throws(StorageError)
}

extension SessionRepository {
  /// Who is signed in, for the use cases that serve only a customer (orders, the wishlist,
  /// checkout): nobody signed in is their `notSignedIn`, a storage failure their `storage`.
  func customer<Failure: Error>(
    orElse notSignedIn: Failure, failingAs storage: (StorageError) -> Failure
  ) async throws(Failure) -> Email {
    let session = try await fromRepository(await current(), failingAs: storage)
    guard let session else { throw notSignedIn }
    return session.customer
  }
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

  /// The guest's products whose whole quantity did not fit in the merged cart.
  public var cappedSKUs: [SKU] {
    let merged = merged
    return guest.lines.filter { line in
      merged.quantity(of: line.sku) < customer.quantity(of: line.sku) + line.quantity
    }.map(\.sku)
  }
}
