/// Hardening: what an invocation is checked for before anything is opened, created or built: a
/// feed that cannot be read, standard input that is a folder. Each is refused in one sentence
/// with its exit code, and nothing is touched.
import ShopDomain

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension ShopApp {
  /// Refuses an invocation whose input cannot be used, before anything is opened.
  static func check(_ invocation: Invocation) throws(Refusal) {
    if case .catalogSync(let feed?, _) = invocation.command { try FeedFile.check(feed) }
    if invocation.command == .session { try checkSessionInput() }
  }

  /// A session reads its lines from standard input; a folder there cannot be read, and would
  /// otherwise look like a session that ended before its first line.
  private static func checkSessionInput() throws(Refusal) {
    guard PathKind(descriptor: STDIN_FILENO) == .folder else { return }
    throw Refusal(
      message:
        "Standard input is a folder, not a file of commands; give the session a file, or run it in a terminal.",
      kind: .missingFile)
  }
}
