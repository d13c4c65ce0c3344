import Testing

@testable import ShopCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A line left open on standard error (a sync's progress) never shares its row with a line
/// written meanwhile (a trace line, an error): the open line is wiped first.
@Suite("Standard stream")
struct StandardStreamTests {
  @Test(
    "a line written while a progress line is open wipes it first; the progress line's own rewrite does not"
  )
  func openLineWiped() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer { close(ends[0]) }
    let stream = StandardStream(descriptor: ends[1])
    stream.write("\rSyncing 10%", leavingOpen: 11)
    stream.write("\rSyncing 42%", leavingOpen: 11)
    stream.write("trace: outcome\n")
    stream.write("done\n")
    close(ends[1])

    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 256)
    while case let count = read(ends[0], &buffer, buffer.count), count > 0 {
      bytes += buffer[..<count]
    }
    let wipe = "\r" + String(repeating: " ", count: 11) + "\r"
    #expect(
      String(decoding: bytes, as: UTF8.self)
        == "\rSyncing 10%\rSyncing 42%" + wipe + "trace: outcome\ndone\n")
  }

  @Test(
    "a progress line of wide characters is wiped by the columns it covers, not by its characters"
  )
  @MainActor func wideProgressWiped() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer { close(ends[0]) }
    let stream = StandardStream(descriptor: ends[1])
    let progress = ProgressLine(errors: stream, isShown: true)
    progress.show("同期 42%")
    progress.show("ok")
    progress.show(nil)
    close(ends[1])

    // "同期 42%" covers 8 columns: two wide characters, a space and three narrow ones.
    #expect(
      Self.text(from: ends[0])
        == "\r同期 42%" + "\rok" + String(repeating: " ", count: 6) + "\rok"
        + "\r" + String(repeating: " ", count: 2) + "\r")
  }

  /// Everything written to the pipe whose reading end is `descriptor`, once its writing end is
  /// closed.
  private static func text(from descriptor: Int32) -> String {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 256)
    while case let count = read(descriptor, &buffer, buffer.count), count > 0 {
      bytes += buffer[..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
