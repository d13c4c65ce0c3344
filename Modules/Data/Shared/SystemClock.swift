import ShopDomain

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The clock of the machine, as Domain's `Clock` port.
public struct SystemClock: Clock {
  public init() {}

  public func now() -> Timestamp {
    Timestamp(millisecondsSince1970: Int64((Date().timeIntervalSince1970 * 1_000).rounded(.down)))
  }
}
