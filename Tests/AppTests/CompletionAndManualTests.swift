import Foundation
import Testing

@testable import ShopCLI

/// Completion scripts and the manual are generated from the command specs: the bash script
/// completes in a real bash, and the manual `shop help --manual` prints is one roff reads cleanly.
@Suite("Completion and the manual")
struct CompletionAndManualTests {
  let shop = ShopProcess()

  @Test(
    "each shell's script completes commands, subcommands, options and their values",
    arguments: CompletingShell.installed,
    [
      ("shop ca", CompletionAndManualTests.commandWords(startingWith: "ca")),
      ("shop products --so", ["--sort"]),
      ("shop cart a", ["add"]), ("shop products --sort ", ["name", "price"]),
      ("shop cart add DAI-001 --q", ["--quantity"]),
      ("shop --json ca", CompletionAndManualTests.commandWords(startingWith: "ca")),
      ("shop completion b", ["bash"]), ("shop products --category Da", ["Dairy"]),
      ("shop completion --j", ["--json"]),
    ])
  func completes(shell: CompletingShell, example: (line: String, expected: [String])) throws {
    let (line, expected) = example
    let result = try shop.run(["completion", shell.name])
    #expect(result.status == 0)
    #expect(
      try shell.offered(for: line, script: result.stdout, in: shop).sorted() == expected.sorted())
  }

  /// The first words of the specs' commands that start with `prefix`, each once: what a Tab after
  /// it offers, so a new command that starts so needs no edit above.
  static func commandWords(startingWith prefix: String) -> [String] {
    Array(Set(CommandName.all.map { $0.words[0] }.filter { $0.hasPrefix(prefix) }))
  }

  /// Every option of the specs, and every choice's cases, so an option a command gains needs no
  /// example above.
  @Test(
    "each shell's script offers every option of every command, no other's, and a choice's cases",
    arguments: CompletingShell.installed)
  func everyOption(shell: CompletingShell) throws {
    let script = try shop.run(["completion", shell.name]).stdout
    let globals = CommandSpec.globalOptions.map(\.name) + ["--help"]
    for spec in CommandName.all {
      let typed = (["shop"] + spec.words + spec.arguments.map(CommandLines.sample(for:)))
        .joined(separator: " ")
      let offered = Set(try shell.offered(for: typed + " --", script: script, in: shop))
      let missing = spec.options.map(\.name).filter { !offered.contains($0) }
      #expect(missing.isEmpty, "`\(typed) --` does not offer \(missing)")
      // Another command's option would be refused after this one (64).
      let foreign = offered.subtracting(spec.options.map(\.name) + globals)
      #expect(foreign.isEmpty, "`\(typed) --` offers \(foreign.sorted())")
      for option in spec.options {
        let cases = option.value?.split(separator: "|").map(String.init) ?? []
        guard cases.count > 1 else { continue }
        let line = "\(typed) \(option.name) "
        #expect(
          try shell.offered(for: line, script: script, in: shop).sorted() == cases.sorted(),
          "`\(line)`")
      }
    }
  }

  /// A list whose word starts a longer command, made up here as no command of the shop's has
  /// options and a subcommand yet: its options belong to it alone.
  @Test(
    "a command's options are not offered after a longer command that starts with its words",
    arguments: CompletingShell.installed)
  func longerCommand(shell: CompletingShell) throws {
    let specs = [
      CommandSpec(
        words: ["addresses"], options: [.init(name: "--after", value: "LABEL", help: "After")],
        summary: "List your addresses."),
      CommandSpec(words: ["addresses", "add"], arguments: ["LABEL"], summary: "Save an address."),
    ]
    let kind = try #require(CompletionScript.Shell(rawValue: shell.name))
    let script = CompletionScript.script(for: kind, commands: specs)
    #expect(
      try shell.offered(for: "shop addresses --", script: script, in: shop).contains("--after"))
    let longer = try shell.offered(for: "shop addresses add home --", script: script, in: shop)
    #expect(!longer.contains("--after"), "\(longer)")
  }

  @Test(
    "every command of --help is offered after `shop `",
    arguments: CompletingShell.installed)
  func everyCommand(shell: CompletingShell) throws {
    let script = try shop.run(["completion", shell.name]).stdout
    let offered = Set(try shell.offered(for: "shop ", script: script, in: shop))
    #expect(offered.isSuperset(of: Set(CommandName.all.map { $0.words[0] })))
  }

  @Test("zsh and fish scripts are printed; another shell is a usage error")
  func otherShells() throws {
    #expect(try shop.run(["completion", "zsh"]).stdout.hasPrefix("#compdef shop"))
    let fish = try shop.run(["completion", "fish"])
    #expect(fish.stdout.contains("complete -c shop -n __fish_use_subcommand -a products"))
    #expect(try shop.run(["completion", "tcsh"]).status == 64)
  }

  @Test("the manual `shop help --manual` prints is what the specs make, and roff reads it cleanly")
  func manual() throws {
    let printed = try shop.run(["help", "--manual"])
    #expect(printed.status == 0)
    #expect(printed.stdout == ManPage.render())
    let groff = try Groff.read(page: printed.stdout, in: shop)
    #expect(groff.status == 0)
    #expect(groff.warnings.isEmpty, "\(groff.warnings)")
  }
}

/// groff reading a manual page with every warning on, as `man` would format it.
enum Groff {
  /// groff reading `page`, a manual made in a test, written into `shop`'s folder first.
  static func read(page: String, in shop: ShopProcess) throws -> (status: Int32, warnings: String) {
    let path = shop.path("shop.1")
    try Data(page.utf8).write(to: URL(fileURLWithPath: path))
    return try read(path)
  }

  static func read(_ path: String) throws -> (status: Int32, warnings: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["groff", "-man", "-Tutf8", "-ww", "-z", path]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let warnings = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, warnings)
  }
}

/// The package's folder, found from this file's path.
enum PackageRoot {
  static func file(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(name).path
  }

  /// The text of the package's file `name`, such as the README the tests hold to the code.
  static func text(_ name: String) throws -> String {
    try String(contentsOfFile: file(name), encoding: .utf8)
  }
}
