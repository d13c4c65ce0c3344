/// Why a catalog feed could not be read at all (as opposed to single records being rejected).
public enum FeedError: Error, Equatable, Sendable {
  /// There is no feed at this location.
  case missing(String)
  /// The feed exists but is not a catalog: not JSON, or not shaped like one.
  case malformed(String)
}
