import Foundation
import ShopPresentation
import Testing

@testable import ShopCLI

/// The same failure and the same empty screen, worded by each front end: a shell is told the
/// one-shot command (`shop sign-in EMAIL`), the session the line to type at its prompt
/// (`sign-in EMAIL`), and `--json` gets the suggestion and the refused field as data.
/// The commands advice names, written from their specs as the advice writes them: what is
/// checked here is each front end's framing, and a required option added to one of them changes
/// a shell's with it (the session's leave it out: the session asks for it).
private enum Advised {
  static let signIn = CommandName.signIn.spec.written()
  static let cartAdd = CommandName.cartAdd.spec.written()
  static let search = CommandName.products.spec.written(adding: ["--search TEXT"])

  static let signInAtPrompt = CommandName.signIn.spec.written(requiredAsked: true)
  static let cartAddAtPrompt = CommandName.cartAdd.spec.written(requiredAsked: true)
  static let searchAtPrompt = CommandName.products.spec.written(
    adding: ["--search TEXT"], requiredAsked: true)
}

@Suite("Each front end words the advice")
struct FrontEndWordingTests {
  let shop = ShopProcess()

  @Test(
    "a one-shot command is told the command to run in the shell",
    arguments: [
      (
        ["wishlist", "add", "PAN-002"], 1,
        "A wishlist is kept for a signed-in customer. Sign in with `shop \(Advised.signIn)`."
      ),
      (
        ["product", "ZZZ-999"], 1,
        "No product has SKU ZZZ-999. Search the catalog with `shop \(Advised.search)`."
      ),
      (["products", "--limit", "0"], 65, "--limit: A page shows 1 to 100 products, not 0."),
      (["nope"], 64, "Unknown command \"nope\". Run `shop --help` for the commands."),
    ] as [([String], Int32, String)])
  func oneShot(arguments: [String], status: Int32, sentence: String) throws {
    let result = try shop.run(["--scenario", "sample"] + CommandLines.completed(arguments))
    #expect(result.status == status)
    #expect(result.stderr.split(separator: "\n").first.map(String.init) == sentence)
  }

  @Test("an empty screen says what fills it, as a command to run")
  func oneShotEmpty() throws {
    let cart = try shop.run(["--scenario", "sample", "cart"])
    #expect(cart.stdout == "The cart is empty. Add a product with `shop \(Advised.cartAdd)`.\n")
  }

  @Test("a refused answer to a session's question names no option: it was typed at the question")
  func askingAgain() {
    let refused = Failure(
      kind: .invalidInput, message: "That is not a page size.", field: .limit,
      suggestion: .searchCatalog)
    let said = Wording.session.askingAgain(after: refused)
    #expect(said.hasPrefix("That is not a page size. Search the catalog with"), "\(said)")
    #expect(!said.contains("--limit"), "\(said)")
    #expect(said.hasSuffix(" Type another, or `back`."), "\(said)")
  }

  /// The session's prompt refuses `--db`, so its storage failures point to the next start.
  @Test(
    "a storage failure names the database and how to choose another, in each front end's terms",
    arguments: [DatabaseLocation.Source.option, .environment, .defaultLocation])
  func databaseAdvice(source: DatabaseLocation.Source) {
    let failure = Failure(kind: .storage, message: "Storage failed: the disk is full.")
    for isPostgres in [false, true] {
      let database = Wording.Database(
        name: "/x/shop.sqlite", source: source, isPostgres: isPostgres)
      let shell = Wording(frontEnd: .oneShot, database: database).sentence(failure)
      let session = Wording(frontEnd: .session, database: database).sentence(failure)
      #expect(shell.contains("The database is /x/shop.sqlite"), "\(shell)")
      #expect(!shell.contains("as shop starts"), "\(shell)")
      #expect(session.hasSuffix(" as shop starts."), "\(session)")
      #expect(session.dropLast(" as shop starts.".count) == shell.dropLast(), "\(session)")
    }
  }

  @Test("the session is told the line to type at its prompt, never a `shop` command")
  func session() throws {
    let save = CommandLines.completed(["wishlist", "add", "PAN-002"]).joined(separator: " ")
    let input = "cart\n\(save)\nwhoami\nproduct ZZZ-999\ncart add\nnope\nquit\n"
    let result = try shop.run(["--scenario", "sample"], stdin: input)
    #expect(result.status == 0)
    for sentence in [
      "The cart is empty. Add a product with `\(Advised.cartAddAtPrompt)`.",
      "A wishlist is kept for a signed-in customer. Sign in with `\(Advised.signInAtPrompt)`.",
      "Not signed in. Sign in with `\(Advised.signInAtPrompt)`.",
      "No product has SKU ZZZ-999. Search the catalog with `\(Advised.searchAtPrompt)`.",
      "`cart add` needs SKU.\nUsage: \(CommandName.cartAdd.spec.synopsis)",
      "Unknown command \"nope\". Type `help` for the commands.",
    ] {
      #expect(result.stdout.contains(sentence), "missing: \(sentence)")
    }
    #expect(!result.stdout.contains("`shop "), "\(result.stdout)")
    #expect(!result.stdout.contains("Run `"), "\(result.stdout)")
  }

  @Test("--json carries the suggestion and the refused field as codes, never command text")
  func json() throws {
    let save = CommandLines.completed(["wishlist", "add", "PAN-002"])
    let refused = try shop.run(["--scenario", "sample", "--json"] + save)
    #expect(refused.stdout.isEmpty)
    let error = try #require(try refused.errorJSON()["error"] as? [String: Any])
    #expect(error["suggestion"] as? String == "sign_in")
    #expect(error["message"] as? String == "A wishlist is kept for a signed-in customer.")
    let invalid = try shop.run(["--scenario", "sample", "--json", "products", "--after", "a b"])
    #expect((try invalid.errorJSON()["error"] as? [String: Any])?["field"] as? String == "after")
    // An empty cart is data too: no lines, not a sentence about them.
    let empty = try shop.run(["--scenario", "sample", "--json", "cart"]).json()
    #expect((empty["lines"] as? [Any])?.isEmpty == true)
  }
}
