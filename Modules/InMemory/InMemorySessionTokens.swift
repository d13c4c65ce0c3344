import ShopDomain
import Synchronization

/// A front end's session token kept in memory, for tests, scenarios and previews: they touch no
/// file. Each instance is one terminal; two of them over one `InMemoryShop` are two visitors.
public final class InMemorySessionTokens: SessionTokenKeeper, SessionTokenSource {
  private let kept: Mutex<SessionToken?>

  /// A terminal holding `token`, or none yet.
  public init(holding token: SessionToken? = nil) {
    kept = Mutex(token)
  }

  public func token() -> SessionToken? {
    kept.withLock { $0 }
  }

  @discardableResult
  public func keep(_ token: SessionToken) -> SessionToken {
    kept.withLock { kept in
      if let kept { return kept }
      kept = token
      return token
    }
  }

  /// Memory can always keep one.
  public func checkCanKeep() {}

  /// A new random token: a test never needs to know its value, only that two differ.
  public func newToken() -> SessionToken {
    SessionToken(bytes: (0..<SessionToken.byteCount).map { _ in UInt8.random(in: .min ... .max) })
  }
}
