/// Hardening: while it connects, libpq writes some warnings straight to standard error (a
/// password file that others may read) and prints the server's notices before the shop can
/// install its own receiver. Either would land before the shop's one sentence, and break a
/// `--json` error into more than one object. So opening a PostgreSQL database runs with
/// standard error pointed at /dev/null; whatever went wrong comes back in the error, which the
/// shop words itself.
///
/// Standard error belongs to the process, which is why this lives in the composition root and
/// not in the adapter: a database is opened once, before any command runs, when nothing else
/// writes to the terminal. A library must never do this, since its caller's other threads
/// might be writing at the same moment. (libpq looks for the password file only when it first
/// connects, so reconnecting later prints nothing.)
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

enum QuietStandardError {
  static func during<Result, Failure: Error>(_ body: () throws(Failure) -> Result)
    throws(Failure) -> Result
  {
    let null = open("/dev/null", O_WRONLY)
    let saved = dup(STDERR_FILENO)
    defer {
      if saved >= 0 {
        dup2(saved, STDERR_FILENO)
        close(saved)
      }
      if null >= 0 { close(null) }
    }
    if null >= 0, saved >= 0 { dup2(null, STDERR_FILENO) }
    return try body()
  }
}
