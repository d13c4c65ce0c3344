import ShopDomain
import Synchronization

/// A clock that says what it is told, so a test decides when "now" is (before or after a
/// promotion expires, say). A class with a lock because `Clock.now()` is synchronous and the
/// clock is shared by every use case of a test.
public final class SettableClock: Clock {
  private let current: Mutex<Timestamp>

  public init(_ now: Timestamp = Timestamp(millisecondsSince1970: 1_795_000_000_000)) {
    current = Mutex(now)
  }

  public func now() -> Timestamp {
    current.withLock { $0 }
  }

  public func set(_ now: Timestamp) {
    current.withLock { $0 = now }
  }
}
