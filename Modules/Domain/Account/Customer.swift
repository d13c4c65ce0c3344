/// Someone who shops here, known by email since their first sign-in.
public struct Customer: Hashable, Sendable {
  public let email: Email
  /// When they first signed in.
  public let since: Timestamp

  public init(email: Email, since: Timestamp) {
    self.email = email
    self.since = since
  }
}

extension Customer {
  /// The customer `email` as storage keeps them, first signed in at `createdAt` milliseconds. A
  /// time outside `Timestamp.calendarRange` means the database was damaged, which is a storage
  /// failure naming the customer. Both storage adapters read a customer back through here.
  public static func fromStoredFields(email: Email, createdAtMillisecondsSince1970 createdAt: Int64)
    throws(StorageError) -> Customer
  {
    guard let since = Timestamp(calendarMillisecondsSince1970: createdAt) else {
      throw StorageError(damaged: "customer \(email)", field: "createdAt")
    }
    return Customer(email: email, since: since)
  }
}

/// Why an account operation was refused.
public enum AccountError: Error, Equatable, Sendable {
  /// Not an email address.
  case invalidEmail(String)
  /// An email address that could look like another customer's.
  case ambiguousEmail(String, EmailAmbiguity)
  /// The operation needs a signed-in customer and nobody is signed in.
  case notSignedIn
  /// The authenticator refused the customer.
  case refused(String)
  case storage(StorageError)
}

/// The port that decides who a person is. A bank would check a password or a passkey here; this
/// local app's implementation accepts any valid email and says so. Either way, Domain only learns
/// the `Customer` that came out, or why not.
public protocol Authenticator: Sendable {
  /// The customer with this email, created on first sign-in.
  func authenticate(_ email: Email, at now: Timestamp) async throws(AccountError) -> Customer
}
