import Foundation
import Testing

/// Files the app must refuse, each with exit 74 and left byte for byte as it was: one that is
/// not SQLite, a truncated copy, one from a newer Shop. A read-only file can be read, and every
/// write to it is refused with 74.
@Suite("Bad database files")
struct BadFileTests {
  let shop = ShopProcess()

  /// A real database of the bundled catalog, made by `shop` itself.
  private func makeDatabase(_ shop: ShopProcess) throws -> Data {
    #expect(try shop.run(["products", "--limit", "1"]).status == 0)
    return try Data(contentsOf: URL(fileURLWithPath: shop.databasePath))
  }

  private func expectRefused(_ shop: ShopProcess, bytes: Data, message: String) throws {
    try bytes.write(to: URL(fileURLWithPath: shop.databasePath))
    for command in [
      ["products"], CommandLines.line("cart add", "DAI-001"), CommandLines.line("catalog sync"),
    ] {
      let result = try shop.run(command)
      #expect(result.status == 74, "\(command)")
      #expect(result.stderr.contains(message), "\(result.stderr)")
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: shop.databasePath)) == bytes)
  }

  @Test("a truncated copy is refused as damaged")
  func truncated() throws {
    let whole = try makeDatabase(shop)
    try expectRefused(shop, bytes: whole.prefix(whole.count / 2), message: "is damaged")
  }

  @Test("a database from a newer schema is refused")
  func newerSchema() throws {
    var bytes = try makeDatabase(shop)
    // The header's user_version, four big-endian bytes at offset 60, is the schema version.
    bytes.replaceSubrange(60..<64, with: [0, 0, 0, 99])
    try expectRefused(shop, bytes: bytes, message: "made by a newer Shop")
  }

  @Test("a file that is not SQLite at all is refused")
  func notSQLite() throws {
    try expectRefused(
      shop, bytes: Data(repeating: 0x41, count: 4096), message: "not a Shop database")
  }

  @Test("a read-only database: reading works, every write is refused with 74, nothing changes")
  func readOnly() throws {
    let bytes = try makeDatabase(shop)
    // A folder anyone may write, so only the file's own mode keeps the reader from writing.
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o777], ofItemAtPath: shop.folder.path)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o444], ofItemAtPath: shop.databasePath)
    #expect(try shop.runUnprivileged(["products", "--limit", "3"]).status == 0)
    #expect(try shop.runUnprivileged(["product", "DAI-001"]).status == 0)
    // A reader leaves no -wal or -shm of its own, which the file's owner might not then write.
    for sibling in ["-wal", "-shm"] {
      #expect(!FileManager.default.fileExists(atPath: shop.databasePath + sibling), "\(sibling)")
    }
    for write in [
      CommandLines.line("cart add", "DAI-001"), CommandLines.signIn("ada@example.com"),
      CommandLines.line("catalog sync"),
    ] {
      let result = try shop.runUnprivileged(write)
      #expect(result.status == 74, "\(write)")
      #expect(result.stderr.contains("read-only"))
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: shop.databasePath)) == bytes)
  }

  @Test("a database in a read-only folder: reading works, every write is refused with 74")
  func readOnlyFolder() throws {
    // Writable again at the end, so that the folder can be removed.
    defer {
      try? FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: shop.folder.path)
    }
    let bytes = try makeDatabase(shop)
    for mode in [0o644, 0o444] {
      try FileManager.default.setAttributes(
        [.posixPermissions: mode], ofItemAtPath: shop.databasePath)
      try FileManager.default.setAttributes(
        [.posixPermissions: 0o555], ofItemAtPath: shop.folder.path)
      let list = try shop.runUnprivileged(["products", "--limit", "3"])
      #expect(list.status == 0, "\(list.stderr)")
      #expect(list.stdout.contains("Products"))
      #expect(try shop.runUnprivileged(["product", "DAI-001"]).status == 0)
      for write in [
        CommandLines.line("cart add", "DAI-001"), CommandLines.signIn("ada@example.com"),
      ] {
        let result = try shop.runUnprivileged(write)
        #expect(result.status == 74, "\(write): \(result.stderr)")
      }
      #expect(try Data(contentsOf: URL(fileURLWithPath: shop.databasePath)) == bytes)
      try FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: shop.folder.path)
    }
  }

  /// SQLite makes its -wal and -shm beside the file a link points at, not beside the link: a
  /// link in a folder nobody may write, to a file in one they may, is a file they may write.
  @Test("a link in a read-only folder to a writable database: reads see every write, writes work")
  func linkInReadOnlyFolder() throws {
    let links = shop.folder.appendingPathComponent("links")
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: links.path)
    }
    _ = try makeDatabase(shop)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o777], ofItemAtPath: shop.folder.path)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o666], ofItemAtPath: shop.databasePath)
    try FileManager.default.createDirectory(at: links, withIntermediateDirectories: false)
    let link = links.appendingPathComponent("shop.sqlite").path
    try FileManager.default.createSymbolicLink(
      atPath: link, withDestinationPath: shop.databasePath)
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: links.path)

    let added = try shop.runUnprivileged(["--db", link] + CommandLines.line("cart add", "DAI-001"))
    #expect(added.status == 0, "\(added.stderr)")
    let cart = try shop.runUnprivileged(["--db", link, "cart"])
    #expect(cart.stdout.contains("DAI-001"), "\(cart.stdout) \(cart.stderr)")
  }
}
