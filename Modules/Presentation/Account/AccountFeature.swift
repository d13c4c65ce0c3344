import ShopDomain

/// The account's Store: `Store` running `AccountFeature`.
public typealias AccountStore = Store<AccountFeature>

/// The account: signs in and out, and says who is signed in (the session's sign-in screen only
/// asks for an address, and `sign-in`, `sign-out` and `whoami` run it). It reports
/// `signedIn` and `signedOut`; what happens next (back to checkout, or home) is not its call.
public struct AccountFeature: Feature {
  /// What a person can ask of the account screen.
  public enum Intent: Equatable, Sendable {
    /// Show who is signed in.
    case load
    case signIn(email: String)
    case signOut
  }

  /// Everything the account screen knows: the session, and what the last sign-in did.
  public struct State: Equatable, Sendable {
    public var session: LoadState<Session?> = .idle
    public var lastSignIn: SignInOutcome?
    /// Set by a sign-out that ended a session.
    public var signedOut: Session?
  }

  /// What the account screen reports to whoever decides the next screen.
  public enum Event: Equatable, Sendable {
    case signedIn
    case signedOut
  }

  let signIn: SignIn
  let signOut: SignOut
  let currentSession: CurrentSession

  public func handle(_ intent: Intent, in store: AccountStore) async {
    store.state.lastSignIn = nil
    store.state.signedOut = nil
    switch intent {
    case .load:
      await store.load(
        currentSession, { useCase throws(AccountError) in try await useCase() },
        into: \.session)
    case .signIn(let typed):
      await signIn(typed, in: store)
    case .signOut:
      store.state.session = .loading
      do throws(AccountError) {
        let ended = try await store.call(signOut) { useCase throws(AccountError) in
          try await useCase()
        }
        // The session and what ended it change together, so no view sees one without the other.
        store.state = State(session: .loaded(nil), signedOut: ended)
        store.raise(.signedOut)
      } catch {
        store.state.session = .failed(Failure(error))
      }
    }
  }

  private func signIn(_ typed: String, in store: AccountStore) async {
    let email: Email
    do throws(AccountError) {
      email = try Email(typed)
    } catch {
      store.state.session = .failed(Failure(error))
      return
    }
    store.state.session = .loading
    do throws(AccountError) {
      let outcome = try await store.call(signIn) { useCase throws(AccountError) in
        try await useCase(email)
      }
      store.state = State(session: .loaded(outcome.session), lastSignIn: outcome)
      store.raise(.signedIn)
    } catch {
      store.state.session = .failed(Failure(error))
    }
  }
}

/// What the account screen shows: who is signed in, and a sentence about what just happened.
public struct AccountViewState: Equatable, Sendable {
  /// The signed-in email, or `nil` for a guest.
  public let signedInAs: String?
  public let message: String?
  /// What to do next: signing in, when nobody is.
  public let suggestion: Suggestion?
  public let isLoading: Bool
  public let error: Failure?

  public init(_ state: AccountStore.State) {
    let session = state.session.value ?? nil
    signedInAs = session?.customer.value
    let said = Self.message(state, session: session)
    message = said?.text
    suggestion = said?.suggestion
    isLoading = state.session == .loading
    error = state.session.failure
  }

  private static func message(_ state: AccountStore.State, session: Session?) -> (
    text: String, suggestion: Suggestion?
  )? {
    if let outcome = state.lastSignIn {
      return ("Signed in as \(outcome.session.customer)." + mergeNote(outcome), nil)
    }
    if let ended = state.signedOut {
      return ("Signed out \(ended.customer). Your cart is kept for next time.", nil)
    }
    guard case .loaded = state.session else { return nil }
    guard let session else { return ("Not signed in.", .signIn) }
    return ("Signed in as \(session.customer) since \(DateText.format(session.startedAt)).", nil)
  }

  private static func mergeNote(_ outcome: SignInOutcome) -> String {
    var note = ""
    if outcome.mergedLines > 0 {
      let lines = outcome.mergedLines == 1 ? "1 line" : "\(outcome.mergedLines) lines"
      note += " \(lines) of your guest cart moved into your cart."
    }
    if !outcome.cappedSKUs.isEmpty {
      note +=
        " Capped by the cart rules: \(outcome.cappedSKUs.map(\.value).joined(separator: ", "))."
    }
    if let code = outcome.unkeptCode {
      note += " Your cart keeps its own promotion code, so \(code) was not applied."
    }
    return note
  }
}

extension AccountError: ShownAsFailure {
  /// The sentence for each account refusal.
  public var failure: Failure {
    switch self {
    case .invalidEmail(let raw):
      Failure(
        kind: .invalidInput,
        message: "\(TypedText.quoted(raw)) is not an email address, like ada@example.com.")
    case .ambiguousEmail(let raw, let ambiguity):
      Failure(
        kind: .invalidInput,
        message:
          "\(TypedText.quoted(raw)) could be mistaken for another address: \(ambiguity.reason).")
    case .refused(let reason):
      Failure(kind: .refused, message: "Sign-in refused: \(reason).")
    case .outsideCalendar:
      Failure(kind: .refused, message: Failure.clockOutsideCalendar)
    case .storage(let storage):
      storage.failure
    }
  }
}

extension EmailAmbiguity {
  /// What is wrong with the address, and how to type it.
  var reason: String {
    switch self {
    case .invisibleCharacter:
      "it holds an invisible character (a zero-width or direction mark); type it again plainly"
    case .domainNotASCII:
      "write its domain in ASCII letters, as its xn-- form if it has accents"
    case .compatibilityCharacter:
      "it holds a character that stands for others (a ligature, a styled or circled letter); type the plain letters"
    }
  }
}

/// The account's Store, wired as `cart()` is in `StoreFactory.swift`.
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
