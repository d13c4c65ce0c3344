import ShopDomain

/// The account's Store, wired as `cart()` is in `StoreFactory.swift`: signing in and out.
extension StoreFactory {
  public func account(events: EventSink<AccountStore.Event>? = nil) -> AccountStore {
    let feature = AccountFeature(
      signIn: SignIn(authenticator: storage.authenticator, visitor: ports.visitor),
      signOut: SignOut(visitor: ports.visitor),
      currentSession: CurrentSession(visitor: ports.visitor))
    return Store(
      feature, state: AccountStore.State(), observer: observer,
      events: events ?? { [flow] in flow?.handle($0) })
  }
}
