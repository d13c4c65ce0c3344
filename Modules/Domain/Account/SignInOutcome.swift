/// What signing in did: who is signed in, and what happened to the guest's cart.
public struct SignInOutcome: Hashable, Sendable {
  public let session: Session
  /// Lines of the guest cart added to the customer's cart.
  public let mergedLines: Int
  /// SKUs whose merged quantity was cut to fit the cart rules.
  public let cappedSKUs: [SKU]

  public init(session: Session, mergedLines: Int, cappedSKUs: [SKU]) {
    self.session = session
    self.mergedLines = mergedLines
    self.cappedSKUs = cappedSKUs
  }
}
