/// The name of one front end's session: a random token the shop makes the first time a person
/// at that front end signs in or changes a cart (`Visitor` says when). The front end keeps it
/// (a terminal in a file, an app in its keychain, a web shop in a cookie) and the storage keeps
/// the session and guest cart under it, so two front ends on one database (two people's
/// terminals) are two visitors.
///
/// It is not a password: who may sign in as whom is still the `Authenticator`'s to decide. But
/// whoever holds it is that session, so it is never shown: its `description` hides the value.
public struct SessionToken: Hashable, Sendable, CustomStringConvertible, CustomReflectable {
  /// The token as it is kept: 64 lowercase hexadecimal digits (256 random bits).
  public let value: String

  /// How many random bytes a token is made of: 128 bits would do against guessing, and twice
  /// that costs nothing.
  public static let byteCount = 32

  /// A token read back from where it was kept; `nil` unless it has the shape the shop makes.
  public init?(_ value: String) {
    let isHexDigit = { (unit: UInt8) in (48...57).contains(unit) || (97...102).contains(unit) }
    guard value.utf8.count == 2 * Self.byteCount, value.utf8.allSatisfy(isHexDigit) else {
      return nil
    }
    self.value = value
  }

  /// A token of `bytes`, which the caller drew from a secure random source.
  public init(bytes: [UInt8]) {
    precondition(
      bytes.count == Self.byteCount, "a session token is made of \(Self.byteCount) bytes")
    let digits = Array("0123456789abcdef".utf8)
    var hex: [UInt8] = []
    for byte in bytes {
      hex.append(digits[Int(byte >> 4)])
      hex.append(digits[Int(byte & 0x0F)])
    }
    value = String(decoding: hex, as: UTF8.self)
  }

  /// Never the value: a token in a log, a trace or an error message would hand the session over.
  public var description: String { "SessionToken(hidden)" }

  /// `dump` and the debugger's `po` show no value either (its raw view of the fields still
  /// would: a token is kept from messages, not from a person debugging their own process).
  public var customMirror: Mirror { Mirror(self, children: [:]) }
}

/// The port that makes new session tokens, from the system's secure random source: the app's
/// `RandomSessionTokens` and the doubles' alike (the standard library's default generator).
public protocol SessionTokenSource: Sendable {
  func newToken() -> SessionToken
}

/// The port where a front end keeps its session token between runs. Use cases reach the token
/// only through it, so none of them knows whether it is a file, a keychain or memory.
public protocol SessionTokenKeeper: Sendable {
  /// The token kept, or `nil` when there is none (or none that can be read: that is signed out).
  func token() async -> SessionToken?
  /// Keeps `token` if no token is kept, and returns the token kept: another's, when another
  /// process of the same front end kept one first (two commands run at once on a first use), so
  /// both go on under one token. Fails, saying why, when nothing can be kept.
  func keep(_ token: SessionToken) async throws(StorageError) -> SessionToken
  /// Fails, saying why, when no token could be kept here (a terminal with no home folder for
  /// its file, or a folder it may not trust). A change asks first when no token is kept yet: one
  /// made under a token nobody could name again would be reported as done, then forgotten.
  func checkCanKeep() async throws(StorageError)
}
