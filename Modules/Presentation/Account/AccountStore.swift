import Observation
import ShopDomain

/// The account screen's Store: signs in and out, and says who is signed in. It reports
/// `signedIn` and `signedOut`; what happens next (back to checkout, or home) is not its call.
@MainActor
@Observable
public final class AccountStore {
  public private(set) var state: AccountState

  private let signIn: SignIn
  private let signOut: SignOut
  private let currentSession: CurrentSession
  private let observer: FlowObserver
  @ObservationIgnored private var events: ScreenEvents<AccountEvent>

  public init(
    state: AccountState = AccountState(),
    signIn: SignIn,
    signOut: SignOut,
    currentSession: CurrentSession,
    observer: FlowObserver = .none,
    events: @escaping EventSink<AccountEvent> = { _ in }
  ) {
    self.state = state
    self.signIn = signIn
    self.signOut = signOut
    self.currentSession = currentSession
    self.observer = observer
    self.events = ScreenEvents(listener: events)
  }

  /// The one way in: reports the intent, handles it, then reports what changed in the state and
  /// the screen events it raised, in that order.
  public func send(_ intent: AccountIntent) async {
    let before = state
    observer.intent(Self.self, intent)
    await handle(intent)
    observer.stateChanged(in: Self.self, from: before, to: state)
    events.deliver(from: Self.self, through: observer)
  }

  private func handle(_ intent: AccountIntent) async {
    state.lastSignIn = nil
    state.signedOut = nil
    switch intent {
    case .load: await load()
    case .signIn(let typed): await signIn(typed)
    case .signOut: await signOutNow()
    }
  }

  private func load() async {
    state.session = .loading
    do throws(AccountError) {
      state.session = .loaded(
        try await observer.call(CurrentSession.self) { () async throws(AccountError) in
          try await currentSession()
        })
    } catch {
      state.session = .failed(Failure(error))
    }
  }

  private func signIn(_ typed: String) async {
    let email: Email
    do throws(AccountError) {
      email = try Email(typed)
    } catch {
      state.session = .failed(Failure(error))
      return
    }
    state.session = .loading
    do throws(AccountError) {
      let outcome = try await observer.call(SignIn.self) { () async throws(AccountError) in
        try await signIn(email)
      }
      state.session = .loaded(outcome.session)
      state.lastSignIn = outcome
      events.raise(.signedIn)
    } catch {
      state.session = .failed(Failure(error))
    }
  }

  private func signOutNow() async {
    state.session = .loading
    do throws(AccountError) {
      state.signedOut = try await observer.call(SignOut.self) { () async throws(AccountError) in
        try await signOut()
      }
      state.session = .loaded(nil)
      events.raise(.signedOut)
    } catch {
      state.session = .failed(Failure(error))
    }
  }

}
