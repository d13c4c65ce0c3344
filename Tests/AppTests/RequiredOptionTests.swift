import Foundation
import Testing

@testable import ShopCLI

/// An option a command cannot run without, marked `required` in its spec: usage writes it
/// without brackets, help, the manual and the shells that show descriptions mark it, and the
/// parser refuses a line that leaves it out (64, `usage`), in the words of where it was typed.
/// These build a spec of their own that needs one, so the rule is held whether or not any
/// command of `shop` has a required option.
@Suite("Required options")
struct RequiredOptionTests {
  static let checkout = CommandSpec(
    words: ["checkout"],
    options: [
      .init(name: "--delivery", value: "SLOT", help: "The delivery slot to book", required: true),
      .init(name: "--note", value: "TEXT", help: "A note for the courier"),
    ],
    summary: "Place an order for the cart.")

  private var spec: CommandSpec { Self.checkout }

  @Test("usage writes a required option without brackets, and help marks it")
  func usageAndHelp() {
    #expect(spec.synopsis.description == "checkout --delivery SLOT [--note TEXT]")
    let lines = spec.help(in: .oneShot).split(separator: "\n").map(String.init)
    #expect(lines.contains("Usage: shop checkout --delivery SLOT [--note TEXT]"))
    #expect(lines.contains("  --delivery SLOT     The delivery slot to book (required)"))
    #expect(lines.contains("  --note TEXT         A note for the courier"))
  }

  @Test(
    "a usage line keeps 80 columns, broken before an option, never between it and its value",
    arguments: [true, false])
  func usageFitsEightyColumns(required: Bool) {
    let names = ["--delivery", "--payment", "--address", "--billing", "--courier", "--gift"]
    let spec = CommandSpec(
      words: ["checkout"],
      options: names.map {
        .init(name: $0, value: "WHEN_AND_WHERE", help: "What it is", required: required)
      },
      summary: "Place an order for the cart.")

    let usage = spec.synopsis.usage(in: .oneShot)
    #expect(usage.allSatisfy { $0.count <= 80 }, "\(usage.filter { $0.count > 80 })")
    #expect(usage.count > 1)
    #expect(usage.dropFirst().allSatisfy { $0.hasPrefix(required ? "       --" : "       [--") })
    let rejoined = usage.map { $0.split(separator: " ").joined(separator: " ") }
    #expect(rejoined.joined(separator: " ") == "Usage: " + spec.usage)
  }

  @Test("a usage line breaks before a long argument too, such as a choice of many names")
  func longArgumentFitsEightyColumns() throws {
    let days = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
    let spec = CommandSpec(
      words: ["delivery", "day", "set"], arguments: [days.joined(separator: "|")],
      summary: "Keep the day deliveries come.")

    let usage = spec.synopsis.usage(in: .oneShot)
    #expect(usage.allSatisfy { $0.count <= 80 }, "\(usage.filter { $0.count > 80 })")
    #expect(usage == ["Usage: shop delivery day set", "       " + days.joined(separator: "|")])

    // A usage error prints the same line, broken the same way, under its sentence.
    let error = try #require(throws: UsageError.self) { try ParsedOptions([], spec: spec) }
    let printed = error.text(in: .oneShot).split(separator: "\n").map(String.init)
    #expect(Array(printed.dropFirst()) == usage)
  }

  @Test("the mark goes after an option's help, or under it where it would pass 80 columns")
  func markFitsEightyColumns() {
    let long = String(repeating: "slot ", count: 11) + "end"
    let option = CommandSpec.Option(name: "--delivery", value: "SLOT", help: long, required: true)

    let lines = option.helpLine.split(separator: "\n")
    #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
    #expect(lines.map { $0.trimmingCharacters(in: .whitespaces) }.last == "(required)")
  }

  @Test("a line without a required option is a usage error naming it, in each front end's words")
  func missing() throws {
    for line in [[], ["--note", "ring twice"]] {
      let error = try #require(throws: UsageError.self) { try ParsedOptions(line, spec: spec) }
      #expect(error.kind == .usage)
      #expect(error.exitCode == .usage)
      #expect(error.kind.rawValue == "usage")
      #expect(
        error.text(in: .oneShot)
          == "`shop checkout` needs --delivery SLOT.\nUsage: shop checkout --delivery SLOT [--note TEXT]"
      )
      #expect(
        error.text(in: .session)
          == "`checkout` needs --delivery SLOT.\nUsage: checkout --delivery SLOT [--note TEXT]")
    }
  }

  @Test("every required option left out is named in the one sentence")
  func severalMissing() throws {
    let spec = CommandSpec(
      words: ["checkout"],
      options: [
        .init(name: "--delivery", value: "SLOT", help: "The slot", required: true),
        .init(name: "--agree", value: nil, help: "Accept the terms", required: true),
      ],
      summary: "Place an order.")
    let error = try #require(throws: UsageError.self) { try ParsedOptions([], spec: spec) }
    #expect(error.message(.oneShot) == "`shop checkout` needs --delivery SLOT and --agree.")
  }

  @Test("a line a test lists as typed gains what its command requires, and nothing else")
  func completed() {
    let specs = [spec, CommandName.cart.spec]
    #expect(
      CommandLines.completed(["checkout"], among: specs) == ["checkout", "--delivery", "SLOT"])
    #expect(
      CommandLines.completed(["checkout", "--note", "hi"], among: specs)
        == ["checkout", "--note", "hi", "--delivery", "SLOT"])
    for given in [["checkout", "--delivery", "now"], ["checkout", "--delivery=now"], ["cart"]] {
      #expect(CommandLines.completed(given, among: specs) == given)
    }
    #expect(CommandLines.completed(["nosuch"], among: specs) == ["nosuch"])
  }

  @Test("a line with the required option reads, and help is given without it")
  func given() throws {
    #expect(
      try ParsedOptions(["--delivery", "morning"], spec: spec).values["--delivery"] == "morning")
    #expect(try ParsedOptions(["--delivery=evening"], spec: spec).values["--delivery"] == "evening")
    #expect(throws: Never.self) { try ParsedOptions([], spec: spec, askingForHelp: true) }
  }

  /// A choice from a few names, as a required option's value.
  enum Slot: String, CaseIterable {
    case morning, evening
  }

  /// Each reader of a required option, on a line read past the parser's check (one asking for
  /// help) that lacks it: refused in the parser's own words.
  @Test("a required option's reader refuses a line without it as the parser does")
  func readersRefuseMissing() throws {
    let helpOnly = try ParsedOptions([], spec: spec, askingForHelp: true)
    let refusals = [
      try #require(throws: UsageError.self) {
        let _: Slot = try helpOnly.requiredChoice("--delivery", spec: spec)
      },
      try #require(throws: UsageError.self) { try helpOnly.requiredText("--delivery", spec: spec) },
      try #require(throws: UsageError.self) {
        try helpOnly.requiredNumber("--delivery", spec: spec)
      },
    ]
    for missing in refusals {
      #expect(missing.message(.oneShot) == "`shop checkout` needs --delivery SLOT.")
    }
  }

  @Test("a required choice is read as one of its cases")
  func requiredChoice() throws {
    let given = try ParsedOptions(["--delivery", "evening"], spec: spec)
    #expect(try given.requiredChoice("--delivery", spec: spec) == Slot.evening)
    let other = try ParsedOptions(["--delivery", "noon"], spec: spec, askingForHelp: true)
    let wrong = try #require(throws: UsageError.self) {
      let _: Slot = try other.requiredChoice("--delivery", spec: spec)
    }
    #expect(wrong.message(.oneShot).contains("morning"))
  }

  @Test("a required option's text is read as typed, and its number as any number is")
  func requiredTextAndNumber() throws {
    let text = try ParsedOptions(["--delivery", " after six "], spec: spec)
    #expect(try text.requiredText("--delivery", spec: spec) == " after six ")
    #expect(
      try ParsedOptions(["--delivery", "-3"], spec: spec).requiredNumber("--delivery", spec: spec)
        == -3)
    let refused = try #require(throws: UsageError.self) {
      try text.requiredNumber("--delivery", spec: spec)
    }
    #expect(refused.message(.oneShot) == "--delivery takes a whole number, not \" after six \".")
  }

  @Test("the manual writes it without brackets and marks it, and roff reads it without a warning")
  func manual() throws {
    let page = ManPage.render(commands: [spec])
    let lines = page.split(separator: "\n").map(String.init)
    #expect(lines.contains(#".B shop checkout \-\-delivery SLOT [\-\-note TEXT]"#))
    #expect(lines.contains("The delivery slot to book (required)"))
    #expect(lines.contains("A note for the courier"))
    let groff = try Groff.read(page: page, in: ShopProcess())
    #expect(groff.status == 0)
    #expect(groff.warnings.isEmpty, "\(groff.warnings)")
  }

  @Test(
    "completion offers it, and a shell that shows descriptions marks it",
    arguments: CompletingShell.installed)
  func completion(shell: CompletingShell) throws {
    let shop = ShopProcess()
    let kind = try #require(CompletionScript.Shell(rawValue: shell.name))
    let script = CompletionScript.script(for: kind, commands: [spec])

    let offered = try shell.offered(for: "shop checkout --", script: script, in: shop)
    #expect(Set(offered).isSuperset(of: ["--delivery", "--note"]))
    #expect(offered.filter { $0 == "--delivery" }.count == 1)
    guard shell.describes else { return }
    let described = try shell.descriptions(for: "shop checkout --", script: script, in: shop)
    #expect(described["--delivery"]?.hasSuffix("(required)") == true, "\(described)")
    #expect(described["--note"]?.contains("(required)") != true, "\(described)")
  }
}
