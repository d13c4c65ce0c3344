import CLibPQ

/// Hardening: while it connects, libpq writes some warnings straight to standard error (a
/// password file that others may read) and prints a server's notices before the shop's own
/// receiver is installed. Either would land before the shop's one sentence, and break a `--json`
/// error into more than one object. So connecting and reconnecting run with standard error
/// pointed at /dev/null; whatever went wrong comes back in the connection's status and message,
/// which the shop words itself.
///
/// Standard error is the process's, so this is safe only where nothing else writes to it at the
/// same moment: a connection is made before a command runs, and again only inside
/// `PostgresDatabase`'s lock, never while the terminal is being written.
func withStandardErrorQuiet<Result>(_ body: () -> Result) -> Result {
  guard let null = fopen("/dev/null", "w") else { return body() }
  defer { fclose(null) }
  let saved = dup(STDERR_FILENO)
  guard saved >= 0, dup2(fileno(null), STDERR_FILENO) >= 0 else {
    if saved >= 0 { close(saved) }
    return body()
  }
  defer {
    dup2(saved, STDERR_FILENO)
    close(saved)
  }
  return body()
}
