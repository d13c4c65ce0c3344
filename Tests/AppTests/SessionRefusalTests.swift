import Foundation
import Testing

/// A value the session refuses is refused in the words a one-shot command uses for it: both
/// front ends word a failure through `Wording`, so the same mistake reads the same at the prompt
/// and in a shell.
@Suite("The session's refusals of typed values")
struct SessionRefusalTests {
  let shop = ShopProcess()

  @Test(
    "a typed value the session refuses reads as the one-shot command's refusal",
    arguments: [
      ["product", "???"], ["order", "???"], ["order", "cancel", "???"], ["cart", "add", "???"],
      ["wishlist", "add", "???"],
    ].map { CommandLines.completed($0) })
  func sameWords(command: [String]) throws {
    let oneShot = try shop.run(["--scenario", "ready-to-check-out"] + command)
    #expect(oneShot.status == 65)
    let refusal = try #require(oneShot.stderr.split(separator: "\n").first)
    let line = command.joined(separator: " ")
    let session = try shop.session(["--scenario", "ready-to-check-out"], typing: [line])
    let said = session.stdout.components(separatedBy: "> \(line)\n").last ?? ""
    #expect(said.split(separator: "\n").first == refusal)
  }

  @Test(
    "an option of a whole run typed at the prompt is refused naming it, and the line does nothing",
    arguments: [
      ["cart", "add", "DAI-001", "--json"], ["--db", "other.sqlite", "cart", "add", "DAI-001"],
      ["cart", "add", "DAI-001", "--trace"], ["--scenario", "sample", "cart", "add", "DAI-001"],
    ])
  func wholeRunOption(line: [String]) throws {
    let typed = line.joined(separator: " ")
    let session = try shop.session(["--scenario", "sample"], typing: [typed, "cart"])
    let option = try #require(line.first { $0.hasPrefix("--") })
    #expect(session.stdout.contains("> \(typed)\n\(option) applies to a whole run of shop"))
    #expect(session.stdout.contains("The cart is empty."))
    #expect(!FileManager.default.fileExists(atPath: shop.path("other.sqlite")))
  }
}
