import ShopDomain

extension Failure {
  /// The sentence for each account refusal.
  public init(_ error: AccountError) {
    switch error {
    case .invalidEmail(let raw):
      self.init(
        kind: .invalidInput, message: "\"\(raw)\" is not an email address, like ada@example.com.")
    case .notSignedIn:
      self.init(kind: .refused, message: "Nobody is signed in.", suggestion: .signIn)
    case .refused(let reason):
      self.init(kind: .refused, message: "Sign-in refused: \(reason).")
    case .storage(let storage):
      self.init(storage)
    }
  }
}
