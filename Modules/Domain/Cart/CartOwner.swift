/// Whose cart it is: the guest's, before anyone signs in, or a customer's.
public enum CartOwner: Hashable, Sendable {
  case guest
  case customer(Email)

  /// Whose cart a change goes to: the signed-in customer's, else the guest's.
  public static func current(for session: Session?) -> CartOwner {
    session.map { .customer($0.customer) } ?? .guest
  }
}
