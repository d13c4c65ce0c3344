import ShopDomain

/// Session tokens of 256 bits from the system's secure random source (`getrandom` on Linux,
/// `arc4random` on Apple platforms, through `SystemRandomNumberGenerator`): nobody can guess
/// another terminal's token.
public struct RandomSessionTokens: SessionTokenSource {
  public init() {}

  public func newToken() -> SessionToken {
    var random = SystemRandomNumberGenerator()
    return SessionToken(
      bytes: (0..<SessionToken.byteCount).map { _ in UInt8.random(in: .min ... .max, using: &random)
      })
  }
}
