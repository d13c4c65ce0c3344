/// Someone who shops here, known by email since their first sign-in.
public struct Customer: Hashable, Sendable {
  public let email: Email
  /// When they first signed in: a moment in `Timestamp.calendarRange`, a date people can read.
  public let since: Timestamp

  /// The customer, refused as `outsideCalendar` when `since` is outside `Timestamp.calendarRange`.
  public init(email: Email, since: Timestamp) throws(AccountError) {
    guard Timestamp.calendarRange.contains(since) else { throw .outsideCalendar(since) }
    self.email = email
    self.since = since
  }
}

extension Customer {
  /// The customer `email` as storage keeps them, first signed in at `createdAt` milliseconds. A
  /// stored row can be edited by hand, so a read trusts none of it: the time is held to
  /// `init`'s rule (in `Timestamp.calendarRange`), and a time outside it means the database was
  /// damaged, which is a storage failure naming the customer and `createdAt`. The email was
  /// checked by its type before it came here. The SQL adapter, on either database, reads a
  /// customer back through here (the double keeps `Customer` values).
  public static func fromStoredFields(email: Email, createdAtMillisecondsSince1970 createdAt: Int64)
    throws(StorageError) -> Customer
  {
    do throws(AccountError) {
      return try Customer(email: email, since: Timestamp(millisecondsSince1970: createdAt))
    } catch {
      throw StorageError(damaged: "customer \(email)", field: "createdAt")
    }
  }
}

/// Why an account operation was refused.
public enum AccountError: Error, Equatable, Sendable {
  /// Not an email address.
  case invalidEmail(String)
  /// An email address that could look like another customer's.
  case ambiguousEmail(String, EmailAmbiguity)
  /// The authenticator refused the customer.
  case refused(String)
  /// A customer or a session was to start at this moment, outside `Timestamp.calendarRange`:
  /// the clock reads a date no one could be shown.
  case outsideCalendar(Timestamp)
  case storage(StorageError)
}

/// The port that decides who a person is. A bank would check a password or a passkey here; this
/// local app's implementation accepts any valid email and says so. Either way, Domain only learns
/// the `Customer` that came out, or why not.
public protocol Authenticator: Sendable {
  /// The customer with this email, created on first sign-in.
  func authenticate(_ email: Email, at now: Timestamp) async throws(AccountError) -> Customer
}
