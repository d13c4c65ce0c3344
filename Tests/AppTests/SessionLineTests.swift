import Foundation
import Testing

@testable import ShopCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A line typed to the session is bounded in bytes: one longer than `LineReader.maximumBytes`
/// is refused in one sentence and skipped to its end, the lines after it are read as typed, and
/// the session's memory does not grow with it.
@Suite("The session's lines")
struct SessionLineTests {
  let shop = ShopProcess()

  /// The lines `LineReader` reads from a file holding `bytes`.
  private func lines(of bytes: [UInt8]) throws -> [LineReader.Line] {
    let path = shop.path("input-\(UUID().uuidString)")
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let descriptor = open(path, O_RDONLY)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    var reader = LineReader(descriptor: descriptor)
    var lines: [LineReader.Line] = []
    while let line = reader.next() { lines.append(line) }
    return lines
  }

  @Test("lines are read as typed: CRLF, empty lines, a last line without its break")
  func ordinaryLines() throws {
    #expect(try lines(of: []) == [])
    let text = "cart\r\n\nproducts --search 'crème'\nquit"
    #expect(
      try lines(of: Array(text.utf8))
        == ["cart", "", "products --search 'crème'", "quit"].map { .typed(Array($0.utf8)) })
    // Bytes that are not UTF-8 come back as they were, for the session to refuse.
    #expect(try lines(of: [0x63, 0xE9, 0x0A]) == [.typed([0x63, 0xE9])])
  }

  @Test("a line of the most bytes a line holds is read; one byte more, and any more, is skipped")
  func longLines() throws {
    let most = LineReader.maximumBytes
    for length in [most - 1, most, most + 1, 4 * most, 3_000_000] {
      let long = [UInt8](repeating: UInt8(ascii: "A"), count: length)
      let read = try lines(of: Array("cart\n".utf8) + long + Array("\nwhoami\n".utf8))
      let middle: LineReader.Line =
        length <= most ? .typed(long) : .tooLong(start: Array(long.prefix(most)))
      #expect(read.count == 3, "\(length)")
      #expect(read.first == .typed(Array("cart".utf8)), "\(length)")
      #expect(read.dropFirst().first == middle, "\(length)")
      #expect(read.last == .typed(Array("whoami".utf8)), "\(length)")
    }
  }

  @Test("the session refuses a line too long in one sentence and goes on with the next")
  func sessionGoesOn() throws {
    let long = "cart add " + String(repeating: "A", count: 100_000)
    let result = try shop.session(typing: ["cart", long, "whoami", "quit"])
    #expect(result.status == 0)
    let refusals = result.stdout.split(separator: "\n").filter { $0.contains("a line may hold") }
    #expect(refusals.count == 1)
    #expect(result.stdout.contains("> whoami"))
    #expect(result.stdout.count < 20_000, "the long line was echoed whole")
  }

  @Test(
    "a 32 MB line costs the session no more memory than a short one",
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status")))
  func memoryStaysFlat() throws {
    let short = try peakMemory(typing: Array("cart add DAI-001".utf8))
    let long = try peakMemory(
      typing: Array("cart add ".utf8) + [UInt8](repeating: UInt8(ascii: "A"), count: 32 << 20))
    #expect(
      long < short + 8_192, "\(long) KiB with the long line, \(short) KiB with a short one")
  }

  /// The most memory a session on canned data held, in KiB, once it has read `line` and the line
  /// after it: the kernel's high-water mark of the process (`VmHWM`), read while it waits for
  /// more input, so it counts that process alone.
  private func peakMemory(typing line: [UInt8]) throws -> Int {
    let session = try SessionConversation(on: shop, arguments: ["--scenario", "sample"])
    defer { _ = try? session.quit() }
    // The session reads as this writes; its screens are small enough to wait in the pipe.
    try session.type(bytes: line + [UInt8(ascii: "\n")])
    try session.type("whoami", thenWaitFor: "")
    try #require(
      session.transcript.contains("> whoami"), "the session ended before it read every line")
    let status = try String(
      contentsOfFile: "/proc/\(session.processIdentifier)/status", encoding: .utf8)
    let peak = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
    return try #require(peak?.split(separator: " ").dropFirst().first.flatMap { Int($0) })
  }
}
