import Foundation
import Testing

@testable import ShopCLI

/// `--scenario` runs any command or session on canned data and touches no file; `preview` prints
/// one screen from it.
@Suite("Scenarios and previews")
struct ScenarioTests {
  let shop = ShopProcess()

  /// The commands that read no storage: the rest each fail under `failing-storage`.
  static let storageFree: Set<CommandName> = [.preview, .completion, .help]

  static let otherScenarios: [([String], Int32, String)] = [
    (["--scenario", "empty-catalog", "products"], 0, "The catalog is empty"),
    (["--scenario", "out-of-stock", "cart", "add", "DAI-001", "--json"], 1, "out of stock"),
    (["--scenario", "full-cart", "whoami"], 0, "ada@example.com"),
    (["--scenario", "ready-to-check-out"] + CommandLines.checkout, 0, "Order O-1 placed"),
    (["--scenario", "placed-order", "order", "O-1"], 0, "Order O-1 (placed)"),
    (["--scenario", "placed-order", "cart"], 0, "The cart is empty"),
    (["--scenario", "failing-storage", "product", "not a sku"], 65, "is not a SKU"),
  ]

  /// Every other command, as its spec types it, so one added is tried without anyone listing it.
  @Test("failing storage: every command that reaches the storage says so once, with 74")
  func failingStorage() throws {
    for command in CommandName.allCases where !Self.storageFree.contains(command) {
      let line = try CommandLines.line(command.spec)
      let result = try shop.run(["--scenario", "failing-storage"] + line)
      #expect(result.status == 74, "\(line)")
      #expect(result.stderr.split(separator: "\n").count == 1, "\(line)")
      // A database out of reach, as the scenario stands for, advises waiting.
      #expect(result.stderr.contains("Wait a moment and try again."), "\(line)")
    }
  }

  @Test("SHOP_SCENARIO works like --scenario, and no file is written anywhere")
  func touchesNoFile() throws {
    let environment = [
      "SHOP_SCENARIO": "full-cart", "HOME": shop.folder.path, "SHOP_DB": shop.databasePath,
    ]
    let result = try shop.run(CommandLines.checkout, environment: environment)
    #expect(result.status == 0)
    #expect(result.stdout.contains("Order O-1 placed"))
    let files = try FileManager.default.contentsOfDirectory(atPath: shop.folder.path)
    #expect(files.allSatisfy { $0.hasPrefix("std") })
  }

  @Test("the other scenarios", arguments: otherScenarios)
  func scenarios(arguments: [String], status: Int32, output: String) throws {
    let result = try shop.run(arguments)
    #expect(result.status == status)
    // A refusal's words are on standard error (as a JSON object with --json).
    #expect((result.stdout + result.stderr).contains(output))
  }

  @Test("an unknown scenario is a usage error")
  func unknownScenario() throws {
    let result = try shop.run(["--scenario", "busy-monday", "products"])
    result.expectFailure(64, saying: "failing-storage")
  }

  /// Each preview, by its name, and what its screen shows of the scenario.
  static let previews = [
    ("catalog", "Products, by name"), ("product", "Crème fraîche"),
    ("cart", "Promotion WELCOME10"), ("wishlist", "Saved for later"),
    ("checkout", "Review your order"), ("sign-in", "Sign in to continue"),
    ("confirmation", "Order O-1 placed"),
    ("orders", "O-1"), ("order", "Order O-1 (placed)"),
  ]

  @Test("every preview is printed here: a new screen's too")
  func everyPreviewListed() {
    #expect(Set(Self.previews.map(\.0)) == Set(PreviewScreen.allCases.map(\.rawValue)))
  }

  @Test("every screen has a preview", arguments: previews)
  func preview(screen: String, text: String) throws {
    let result = try shop.run(["preview", screen])
    #expect(result.status == 0)
    #expect(result.stdout.contains(text))
  }

  @Test("a preview with --trace traces its screen's Store, as a command does")
  func previewTraced() throws {
    let result = try shop.run(["--trace", "preview", "cart"])
    #expect(result.status == 0)
    #expect(result.stderr.contains("trace: intent    Store<CartFeature>.send(.load)"))
  }

  @Test("a preview of failing storage shows the error state")
  func previewFailing() throws {
    let result = try shop.run(["preview", "cart", "--scenario", "failing-storage"])
    #expect(result.status == 74)
    #expect(result.stdout.contains("unavailable"))
  }

  @Test("the README's list of scenarios names every scenario there is")
  func readmeListsEveryScenario() throws {
    let text = try PackageRoot.text("README.md")
    let list = try #require(text.components(separatedBy: "Scenarios (").dropFirst().first)
    let sentence = list.prefix { $0 != ";" }
    for scenario in Scenario.allCases {
      #expect(sentence.contains("`\(scenario.rawValue)`"), "README.md does not list \(scenario)")
    }
  }
}
