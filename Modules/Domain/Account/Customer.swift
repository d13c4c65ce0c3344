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

/// A customer's email address, the one thing that identifies a customer in this shop.
///
/// Normalised when made (surrounding spaces removed, lowercased, composed to Unicode's NFC), so
/// `Ada@Example.com ` and `ada@example.com` are the same customer, and so are two spellings of
/// `josé@example.com` that look alike but differ in bytes. Validated by a deliberately plain rule: one `@`, a
/// local part, and a domain of dot-separated labels of letters, digits and hyphens.
public struct Email: Hashable, Sendable, CustomStringConvertible {
  public let value: String

  public init(_ raw: String) throws(AccountError) {
    let trimmed = raw.trimmingWhitespace
    // Most stored addresses are already lowercase ASCII; only others need Unicode lowercasing.
    let isLowercaseASCII = trimmed.utf8.allSatisfy {
      $0 < 0x80 && !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0)
    }
    let address = isLowercaseASCII ? trimmed : trimmed.lowercased().composed
    let parts = address.split(separator: "@", omittingEmptySubsequences: false)
    guard address.utf8.count <= 254, parts.count == 2, Self.isLocalPart(parts[0]),
      Self.isDomain(parts[1])
    else { throw .invalidEmail(raw) }
    value = address
  }

  public var description: String { value }

  private static func isLocalPart(_ part: Substring) -> Bool {
    (1...64).contains(part.utf8.count) && !part.hasPrefix(".") && !part.hasSuffix(".")
      && part.allSatisfy { $0.isLetter || $0.isNumber || "._%+-'".contains($0) }
  }

  private static func isDomain(_ part: Substring) -> Bool {
    let labels = part.split(separator: ".", omittingEmptySubsequences: false)
    return labels.count >= 2
      && labels.allSatisfy { label in
        (1...63).contains(label.utf8.count) && !label.hasPrefix("-") && !label.hasSuffix("-")
          && label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
      }
  }
}

/// Why an account operation was refused.
public enum AccountError: Error, Equatable, Sendable {
  /// Not an email address.
  case invalidEmail(String)
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
