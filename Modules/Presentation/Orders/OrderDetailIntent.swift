/// What a person can ask of the order screen. Ids are as typed; the Store checks them.
public enum OrderDetailIntent: Equatable, Sendable {
  case show(id: String)
  case cancel(id: String)
}
