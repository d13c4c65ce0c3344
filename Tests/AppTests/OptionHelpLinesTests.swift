import Foundation
import Testing

@testable import ShopCLI

/// An option's help may take more than one line, and may start a line with a character a
/// shell or roff reads as its own; every text made from the specs (`--help`, `shop.1`, each
/// shell's completion) must still be well formed for every option. Walks `shop`'s own specs and
/// three more, one whose required option has a two-line help, one whose help passes 80 columns,
/// and one whose name and placeholder pass the help's column, with help beyond ASCII, since no
/// command of `shop` has any of them.
@Suite("Option help in every text made from the specs")
struct OptionHelpLinesTests {
  static let twoLines = CommandSpec(
    words: ["order", "cancel"], arguments: ["ID"],
    options: [
      .init(
        name: "--reason", value: "TEXT",
        help:
          "Why the order is cancelled, in the customer's words,\n'late' or 'damaged' for example",
        required: true)
    ],
    summary: "Cancel an order that has not shipped.")

  /// Help too long for one line of `--help`, which is broken at spaces: a cursor naming a
  /// longer noun than any of `shop`'s, and a required option's help of one long line.
  static let longLines = CommandSpec(
    words: ["reviews"], arguments: ["SKU"],
    options: [
      .after("EMAIL", naming: "reviewer's email address"),
      .init(
        name: "--comment", value: "TEXT",
        help: "A few words on the product, up to two hundred characters, with no control character",
        required: true),
    ],
    summary: "List a product's reviews.")

  /// A required choice whose name and placeholder pass the column help starts at, with help
  /// beyond ASCII (a price in euros), as a checkout that asks for a delivery speed would have.
  static let wideChoice = CommandSpec(
    words: ["checkout"],
    options: [
      .init(
        name: "--delivery", value: "standard|express|collect",
        help: "How soon it comes: express costs €4.90 more, collect nothing", required: true)
    ],
    summary: "Place an order for the cart.")

  static let specs = CommandName.all + [twoLines, longLines, wideChoice]

  private var options: [CommandSpec.Option] {
    Self.specs.flatMap(\.options) + CommandSpec.globalOptions
  }

  @Test("the fish script is one `complete` command a line, each on one line")
  func fishLines() {
    let script = CompletionScript.script(for: .fish, commands: Self.specs)
    let lines = script.split(separator: "\n").map(String.init)
    let body = lines.drop { $0 != "end" }.dropFirst()
    let stray = body.filter { !$0.hasPrefix("complete -c shop ") }
    #expect(stray.isEmpty, "\(stray)")
    for option in options {
      let named = body.filter { $0.contains(" -l \(option.name.dropFirst(2))") }
      #expect(!named.isEmpty, "\(option.name)")
    }
  }

  @Test("bash and zsh scripts name every option, on lines the shell reads")
  func bashAndZshLines() {
    for shell in [CompletionScript.Shell.bash, .zsh] {
      let script = CompletionScript.script(for: shell, commands: Self.specs)
      for option in options { #expect(script.contains(option.name), "\(shell) \(option.name)") }
      for option in options where option.help.contains("\n") {
        for line in option.help.split(separator: "\n") {
          #expect(!script.contains(line), "\(shell) copies help text: \(line)")
        }
      }
    }
  }

  @Test("--help keeps every option's text under it, the mark after its last line")
  func help() {
    for spec in Self.specs {
      let lines = spec.help(in: .oneShot).split(separator: "\n").map(String.init)
      #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
      for option in spec.options {
        let written = option.helpLine.split(separator: "\n").map(String.init)
        #expect(written.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: 22)) })
        #expect(written.last?.hasSuffix(option.required ? "(required)" : "") == true)
      }
    }
  }

  @Test("the manual starts no text line with a control character, and roff reads it cleanly")
  func manual() throws {
    let page = ManPage.render(commands: Self.specs)
    let requests = [".TH", ".SH", ".TP", ".B", ".I", ".RS", ".RE"]
    let controls = page.split(separator: "\n").filter { $0.hasPrefix(".") || $0.hasPrefix("'") }
    let stray = controls.filter { line in
      !requests.contains { line == $0 || line.hasPrefix($0 + " ") }
    }
    #expect(stray.isEmpty, "\(stray)")
    let groff = try Groff.read(page: page, in: ShopProcess())
    #expect(groff.status == 0)
    #expect(groff.warnings.isEmpty, "\(groff.warnings)")
  }

  @Test(
    "a shell that shows descriptions shows a two-line help on one line, marked",
    arguments: CompletingShell.installed.filter(\.describes))
  func described(shell: CompletingShell) throws {
    let shop = ShopProcess()
    let kind = try #require(CompletionScript.Shell(rawValue: shell.name))
    let script = CompletionScript.script(for: kind, commands: [Self.twoLines])
    let described = try shell.descriptions(
      for: "shop order cancel O-1 --", script: script, in: shop)
    let reason = try #require(described["--reason"], "\(described)")
    #expect(reason.hasSuffix("(required)"), "\(described)")
    #expect(!reason.contains("\n"))
  }
}
