import ShopData
import ShopPostgres
import Testing

@testable import ShopCLI

/// A database that could not be opened is refused with Data's sentence and, when another
/// database would open, how to name one in the words of where the name came from; a library
/// the machine lacks or has too old is not the database's fault, and no other would help.
@Suite("Refusing a database that cannot be opened")
@MainActor
struct DatabaseRefusalTests {
  @Test("a file's own failure names the way to another file; a library too old does not")
  func sqlite() {
    let busy = ShopApp.refusal(
      .busy(path: "/d/shop.sqlite"), naming: "/d/shop.sqlite", source: .option)
    #expect(busy.message.hasSuffix(" Pass another path with --db."))
    let old = ShopApp.refusal(
      .libraryTooOld(path: "/d/shop.sqlite", found: "3.31.1"), naming: "/d/shop.sqlite",
      source: .option)
    #expect(
      old.message
        == "Cannot open the database at /d/shop.sqlite: the system's SQLite is 3.31.1; the shop needs 3.37 or later."
    )
    #expect(old.kind == .storage)
  }

  @Test("a server's failure names the way to another URL; a client library missing does not")
  func postgres() {
    let unreachable = ShopApp.refusal(.cannotConnect(reason: "no server"), source: .environment)
    #expect(unreachable.message.hasSuffix(" Set SHOP_DB to another URL."))
    let missing = ShopApp.refusal(
      .clientMissing(.notInstalled(library: "libpq.so.5")), source: .environment)
    #expect(missing.message == LibPQ.LoadError.notInstalled(library: "libpq.so.5").message)
    #expect(!missing.message.contains("SHOP_DB"))
  }
}
