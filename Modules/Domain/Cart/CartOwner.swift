/// Whose cart it is: the guest's, before anyone signs in, or a customer's.
public enum CartOwner: Hashable, Sendable {
  case guest
  case customer(Email)
}
