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
