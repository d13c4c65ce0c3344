/// Hardening: one of the process's output streams, written with `write(2)` and never trapping.
/// Writing can fail after a command has already changed the database (a full disk, a closed
/// descriptor, a reader that went away), so a failure must not crash: the stream keeps the first
/// error, writes nothing more after it, and the app turns it into its exit code once the command is
/// done.
import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

final class StandardStream: Sendable {
  let descriptor: Int32
  /// Whether the descriptor was closed when the process began: nothing is written, and the
  /// first attempt fails with `EBADF`.
  private let wasClosed: Bool
  /// What the stream has come to, behind a lock held across each write, so two lines never
  /// interleave.
  private let state: Mutex<State>

  private struct State {
    /// The `errno` of the first write that failed; `nil` while every write has succeeded.
    var error: Int32?
    /// How many columns a line left open at the end covers (a progress line), or 0.
    var openLine = 0
  }

  /// A stream on `descriptor`; `failure` marks it as failed from the start.
  init(descriptor: Int32, failure: Int32? = nil, wasClosed: Bool = false) {
    self.descriptor = descriptor
    self.wasClosed = wasClosed
    self.state = Mutex(State(error: failure))
  }

  /// The error that stopped the stream, if one did.
  var failure: Int32? { state.withLock { $0.error } }

  func write(_ text: String) {
    write(text, leavingOpen: 0)
  }

  /// Writes `text`, whose end is a line left open `width` columns wide (a progress line, which
  /// the next one writes over from a carriage return). Any other text written while it is open
  /// wipes it first, so a trace or an error never shares its row.
  func write(_ text: String, leavingOpen width: Int) {
    state.withLock { state in
      guard state.error == nil else { return }
      guard !wasClosed else {
        state.error = EBADF
        return
      }
      let wipe =
        state.openLine > 0 && !text.hasPrefix("\r")
        ? "\r" + String(repeating: " ", count: state.openLine) + "\r" : ""
      state.error = Self.writeAll(Array((wipe + text).utf8), to: descriptor)
      state.openLine = width
    }
  }

  /// Writes every byte, going on after a partial write or an interrupted call; the `errno` of
  /// the failure that stopped it, or `nil`.
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    bytes.withUnsafeBytes { buffer in
      guard let start = buffer.baseAddress else { return nil }
      var offset = 0
      while offset < buffer.count {
        let written = systemWrite(descriptor, start + offset, buffer.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0 && errno == EINTR {
          continue
        } else {
          // A write of 0 bytes to a regular file or pipe means no progress can be made.
          return written < 0 ? errno : EIO
        }
      }
      return nil
    }
  }
}

/// `write(2)` itself, named apart from the stream's own `write(_:)`, which hides it inside the
/// class.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

extension StandardStream {
  /// Readies the process's standard streams before anything else runs, and returns the standard
  /// output and error streams.
  ///
  /// SIGPIPE is ignored, so a write to a pipe whose reader has gone fails with `EPIPE` and the
  /// command ends with its own exit code instead of being killed half-way. A standard descriptor
  /// that was closed is reopened on /dev/null: otherwise the next file opened (a feed, the
  /// database's journal) would get its number, and output meant for the terminal would be written
  /// into it. Closed standard output is still reported as failed, since the results went nowhere.
  static func prepareStandardStreams() -> (output: StandardStream, errors: StandardStream) {
    signal(SIGPIPE, SIG_IGN)
    var closed: Set<Int32> = []
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
    where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      closed.insert(descriptor)
      let null = open("/dev/null", O_RDWR)
      if null >= 0 && null != descriptor {
        dup2(null, descriptor)
        close(null)
      }
    }
    return (
      StandardStream(
        descriptor: STDOUT_FILENO, failure: closed.contains(STDOUT_FILENO) ? EBADF : nil,
        wasClosed: closed.contains(STDOUT_FILENO)),
      // Closed standard error fails only when something is written to it: most runs say nothing
      // there, and those should not fail for it.
      StandardStream(descriptor: STDERR_FILENO, wasClosed: closed.contains(STDERR_FILENO))
    )
  }
}
