import Foundation
import Testing

@testable import ShopData

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The token store is as careful as ssh with `~/.ssh`: it never waits on, follows or trusts a
/// path another user could plant or read. A folder that is not this user's, or is a link, is
/// not trusted (signed out) and refuses a change with 74; a folder of this user's that others
/// may reach is made 0700; a token file others may read or write names no session and is
/// replaced at the next change; a named pipe in its place is never waited on; temporary files
/// that processes killed half-way left behind are removed. Tests run as root, who passes every
/// permission check, so they test what the shop decides, not what the kernel refuses; a folder
/// no file can be made in is made immutable, which root cannot write either.
@Suite("The token folder")
struct TokenFolderTests {
  let shop = ShopProcess()
  /// Someone else: `nobody`.
  static let otherUser: uid_t = 65_534

  /// The terminal's state folder is there, as a person's is: the shop makes its own inside it.
  init() throws {
    try FileManager.default.createDirectory(
      atPath: shop.path("state"), withIntermediateDirectories: false)
  }

  private var terminal: [String: String] {
    ["SHOP_DB": shop.databasePath, "HOME": shop.folder.path, "XDG_STATE_HOME": shop.path("state")]
  }
  private var folder: String { shop.path("state/shop") }

  /// Signs in at the terminal and returns the path of its token file.
  private func signedIn() throws -> String {
    let result = try shop.run(CommandLines.signIn("ada@example.com"), environment: terminal)
    #expect(result.status == 0, "\(result.stderr)")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder)
    #expect(files.count == 1, "\(files)")
    return folder + "/" + (files.first ?? "")
  }

  private func whoami() throws -> String {
    let result = try shop.run(["whoami"], environment: terminal, deadline: .seconds(30))
    #expect(result.exitedNormally, "whoami did not end")
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout
  }

  private func mode(_ path: String) -> mode_t {
    var info = stat()
    #expect(lstat(path, &info) == 0)
    return info.st_mode & 0o777
  }

  /// Makes `path` a folder no file can be made in, even by root: immutable (`chattr +i`) for
  /// root, mode 0500 for anyone else; `false` where neither can be done. `undo` takes it back.
  private static func unwritable(_ path: String) throws -> Bool {
    guard geteuid() == 0 else { return chmod(path, 0o500) == 0 }
    return try ShopProcess().runShell("chattr +i '\(path)'").status == 0
  }

  private static func undo(_ path: String) throws {
    if geteuid() == 0 { _ = try ShopProcess().runShell("chattr -i '\(path)'") }
    chmod(path, 0o700)
  }

  @Test(
    "a folder of this user's that cannot be written fails a change first, with nothing stored",
    arguments: [CommandLines.line("cart add", "DAI-003"), CommandLines.signIn("ada@example.com")])
  func unwritableFolder(change: [String]) throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    chmod(folder, 0o700)
    guard try Self.unwritable(folder) else {
      // Reported as skipped, not passed: there is nothing to try.
      try Test.cancel("this machine can make no folder unwritable to this process")
    }
    defer { _ = try? Self.undo(folder) }
    let result = try shop.run(change, environment: terminal)
    #expect(result.status == 74, "\(result.stderr)")
    #expect(result.stderr.contains("cannot be kept"), "\(result.stderr)")
    try Self.undo(folder)
    let customers = try SQLiteConnection(path: shop.databasePath, mode: .readOnly).integers(
      "SELECT count(*) FROM customers")
    #expect(customers == [0], "a sign-in that failed first stored its customer")
    #expect(try whoami().contains("Not signed in"))
  }

  @Test("a named pipe where the token file is is never waited on, and is replaced")
  func namedPipe() throws {
    let file = try signedIn()
    #expect(unlink(file) == 0)
    #expect(mkfifo(file, 0o600) == 0)
    #expect(try whoami().hasPrefix("Not signed in."))
    let add = try shop.run(
      CommandLines.line("cart add", "DAI-001"), environment: terminal, deadline: .seconds(30))
    #expect(add.status == 0, "\(add.stderr)")
    var info = stat()
    #expect(lstat(file, &info) == 0 && info.st_mode & S_IFMT == S_IFREG)
    #expect(info.st_mode & 0o777 == 0o600)
  }

  /// A state folder the shop may not trust.
  enum Untrusted: String, CaseIterable, CustomTestStringConvertible {
    case anotherUsers
    case link

    var testDescription: String { rawValue }
  }

  @Test(
    "a folder of another user's, or a link, is not trusted and refuses a change with 74",
    arguments: Untrusted.allCases)
  func untrustedFolder(kind: Untrusted) throws {
    _ = try signedIn()
    switch kind {
    case .anotherUsers:
      #expect(chown(folder, Self.otherUser, gid_t(Self.otherUser)) == 0)
    case .link:
      // The same folder, token and all, reached by a link another user could have put there.
      #expect(rename(folder, shop.path("elsewhere")) == 0)
      #expect(symlink(shop.path("elsewhere"), folder) == 0)
    }
    let before = try FileManager.default.contentsOfDirectory(atPath: shop.path("state"))
    #expect(try whoami().hasPrefix("Not signed in."))
    for change in [
      CommandLines.line("cart add", "DAI-001"), CommandLines.signIn("ada@example.com"),
    ] {
      let result = try shop.run(change, environment: terminal)
      #expect(result.status == 74, "\(change): \(result.stderr)")
      #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
      #expect(result.stderr.contains("not a folder of yours"), "\(result.stderr)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: shop.path("state")) == before)
  }

  @Test(
    "a folder of this user's that others may reach is made 0700, and its token still counts",
    arguments: [0o777, 0o775, 0o770, 0o755, 0o750, 0o705] as [mode_t])
  func looseFolder(mode: mode_t) throws {
    _ = try signedIn()
    #expect(chmod(folder, mode) == 0)
    #expect(try whoami().contains("ada@example.com"))
    #expect(self.mode(folder) == 0o700)
  }

  @Test(
    "a token file others may read or write names no session, and the next change replaces it",
    arguments: [0o644, 0o666, 0o640, 0o660, 0o604, 0o602, 0o620] as [mode_t])
  func looseTokenFile(mode: mode_t) throws {
    let file = try signedIn()
    let token = try String(contentsOfFile: file, encoding: .utf8)
    #expect(chmod(file, mode) == 0)
    #expect(try whoami().hasPrefix("Not signed in."))
    let add = try shop.run(CommandLines.line("cart add", "DAI-001"), environment: terminal)
    #expect(add.status == 0, "\(add.stderr)")
    #expect(self.mode(file) == 0o600)
    #expect(try String(contentsOfFile: file, encoding: .utf8) != token)
  }

  @Test("a folder where the token file goes fails a change first, with nothing stored")
  func folderInItsPlace() throws {
    let file = try signedIn()
    #expect(unlink(file) == 0 && mkdir(file, 0o700) == 0)
    let result = try shop.run(CommandLines.signIn("grace@example.com"), environment: terminal)
    #expect(result.status == 74, "\(result.stderr)")
    #expect(result.stderr.contains("cannot be kept"), "\(result.stderr)")
    let customers = try SQLiteConnection(path: shop.databasePath, mode: .readOnly).integers(
      "SELECT count(*) FROM customers")
    #expect(customers == [1], "a sign-in that failed first stored its customer")
  }

  @Test("two changes replacing a damaged token file at once share the one token kept")
  func replacedTogether() throws {
    let file = try signedIn()
    for round in 1...5 {
      #expect(FileManager.default.createFile(atPath: file, contents: Data("damaged\n".utf8)))
      #expect(chmod(file, 0o600) == 0)
      let adds = ["DAI-001", "PAN-001", "PAN-002", "PAN-003"].map {
        CommandLines.line("cart add", $0)
      }
      let statuses = try shop.runTogether(adds, environment: terminal)
      #expect(statuses == [0, 0, 0, 0], "round \(round)")
      let cart = try shop.run(["--json", "cart"], environment: terminal).json()
      #expect((cart["lines"] as? [Any])?.count == 4, "round \(round): a change was lost")
    }
  }

  @Test("a token file of another user's names no session")
  func anotherUsersTokenFile() throws {
    let file = try signedIn()
    #expect(chown(file, Self.otherUser, gid_t(Self.otherUser)) == 0)
    #expect(try whoami().hasPrefix("Not signed in."))
  }

  @Test(
    "temporary token files of processes that ended are removed; a live process's are kept",
    arguments: [false, true])
  func staleTemporaries(signedInFirst: Bool) throws {
    if signedInFirst {
      _ = try signedIn()
    } else {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      #expect(chmod(folder, 0o700) == 0)
    }
    // A pid above any the kernel gives is a process that has ended; this test's own is alive.
    let dead = ".2147483646-12345.session"
    let alive = ".\(getpid())-12345.session"
    let other = "notes.txt"
    for name in [dead, alive, other] {
      #expect(FileManager.default.createFile(atPath: folder + "/" + name, contents: Data("x".utf8)))
    }
    // A read (whoami) and a first change (cart add) both tidy the folder.
    let command = signedInFirst ? ["whoami"] : CommandLines.line("cart add", "DAI-001")
    #expect(try shop.run(command, environment: terminal).status == 0)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder)
    #expect(!names.contains(dead), "\(names)")
    #expect(names.contains(alive) && names.contains(other), "\(names)")
  }
}
