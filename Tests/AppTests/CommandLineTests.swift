import Foundation
import ShopPresentation
import Testing

@testable import ShopCLI

/// How the binary treats its command line: help, version, and usage errors with exit 64.
@Suite("The command line")
struct CommandLineTests {
  let shop = ShopProcess()

  @Test(
    "usage errors exit 64 with the problem and a usage line within 80 columns on stderr",
    arguments: [
      ["frobnicate"], ["products", "--colour", "red"], ["products", "--limit"],
      ["products", "--limit", "ten"],
      ["products", "--sort", "stock"], ["product"], ["product", "A-1", "B-2"], ["catalog"],
      ["--db"], ["cart", "add"], ["cart", "add", "DAI-001", "--quantity", "many"],
      ["cart", "set", "DAI-001"], ["cart", "promo"], ["cart", "remove-promo", "CODE"],
      ["order"],
      ["sign-in"], ["sign-out", "now"],
    ]
  )
  func usageErrors(arguments: [String]) throws {
    let result = try shop.run(arguments)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    // The problem, then the usage line, broken under 80 columns as `--help` breaks it.
    let lines = result.stderr.split(separator: "\n").dropFirst()
    #expect(lines.first?.hasPrefix("Usage: shop") == true)
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("       ") })
    #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
  }

  @Test(
    "--help works on every command and touches no database",
    arguments: [[]] + CommandName.all.map(\.words)
  )
  func help(command: [String]) throws {
    for flag in ["--help", "-h"] {
      let result = try shop.run(command + [flag])
      #expect(result.status == 0)
      #expect(result.stdout.contains("Usage: shop"))
    }
    #expect(!FileManager.default.fileExists(atPath: shop.databasePath))
  }

  @Test("shop help COMMAND prints that command's help")
  func helpCommand() throws {
    let result = try shop.run(["help", "catalog", "sync"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    // The whole line, as the spec writes it: a prefix would pass on any usage that starts so.
    #expect(lines.contains("Usage: " + CommandName.catalogSync.spec.usage))
    #expect(lines.first == CommandName.catalogSync.spec.summary)
  }

  /// A value of one of a fixed set, as a new option's may be: three choices, as none has yet.
  private enum Priority: String, CaseIterable { case low, normal, high }

  @Test("a value that is none of its choices is refused naming them all; one of them is read")
  func choice() throws {
    let spec = CommandName.products.spec
    let read: Priority = try CommandLineParser.choice("high", of: "--priority", spec: spec)
    #expect(read == .high)
    let error = try #require(throws: UsageError.self) {
      let _: Priority = try CommandLineParser.choice("urgent", of: "--priority", spec: spec)
    }
    #expect(error.message(.oneShot) == "--priority takes low, normal or high, not \"urgent\".")
  }

  /// Every choice the specs name, an option's or an argument's, is read into its enum, so a choice
  /// a command gains needs no usage error of its own above.
  @Test("every choice of every command refuses a name none of its cases has, naming them all")
  func everyChoice() throws {
    var lines: [(line: [String], cases: [String])] = []
    for spec in CommandName.all {
      for option in spec.options {
        let cases = option.value?.split(separator: "|").map(String.init) ?? []
        guard cases.count > 1 else { continue }
        let line = CommandLines.line(
          spec.words.joined(separator: " "), options: [option.name, "nosuch"])
        lines.append((line, cases))
      }
      // A choice may be an argument too (`completion bash|zsh|fish`).
      for (index, placeholder) in spec.arguments.enumerated() where !placeholder.hasPrefix("[") {
        let cases = placeholder.split(separator: "|").map(String.init)
        guard cases.count > 1 else { continue }
        var arguments = spec.arguments.map(CommandLines.sample(for:))
        arguments[index] = "nosuch"
        lines.append((CommandLines.completed(spec.words + arguments), cases))
      }
    }
    for (line, cases) in lines {
      let error = try #require(throws: UsageError.self, "\(line)") {
        _ = try CommandLineParser.parse(line, environment: [:])
      }
      let message = error.message(.oneShot)
      #expect(cases.allSatisfy(message.contains), "\(line): \(message)")
      #expect(error.kind == .usage)
    }
    #expect(lines.contains { $0.line.first == "completion" } && lines.count > 1)
  }

  /// A line is read whole or refused: of two values given to one option, which was meant is the
  /// person's to say, so neither is taken on the quiet.
  @Test("every option that takes a value, a command's or the run's, is refused when given twice")
  func givenTwice() throws {
    var lines: [[String]] = [
      ["--db", "a.sqlite", "--db=b.sqlite", "products"], ["--scenario", "x", "--scenario", "y"],
    ]
    for spec in CommandName.all {
      for option in spec.options {
        guard let value = option.value else { continue }
        let sample = CommandLines.sample(for: value)
        let twice = [option.name, sample, "\(option.name)=\(sample)"]
        lines.append(CommandLines.line(spec.words.joined(separator: " "), options: twice))
      }
    }
    for line in lines {
      let error = try #require(throws: UsageError.self, "\(line)") {
        _ = try CommandLineParser.parse(line, environment: [:])
      }
      #expect(error.message(.oneShot).contains("is given twice"), "\(line)")
    }
    #expect(lines.count > 10)
  }

  /// A refused value is said with the option it was typed into, named after its field, so a
  /// field a feature adds needs no wording of its own: this fails until a command takes it.
  @Test(
    "every field a refusal can name is an option some command takes",
    arguments: Failure.Field.allCases)
  func everyField(field: Failure.Field) {
    let option = Wording.oneShot.option(for: field)
    #expect(CommandName.all.contains { $0.options.contains { $0.name == option } }, "\(option)")
  }

  @Test("--version prints the version")
  func version() throws {
    let result = try shop.run(["--version"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("shop "))
  }
}
