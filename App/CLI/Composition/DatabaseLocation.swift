import Foundation

/// Where the database lives when no `--db` or `SHOP_DB` says otherwise: the user's data folder,
/// `$XDG_DATA_HOME/shop/shop.sqlite` (or `~/.local/share/shop/shop.sqlite`) on Linux and
/// `~/Library/Application Support/shop/shop.sqlite` on macOS.
enum DatabaseLocation {
  static func defaultPath(environment: [String: String]) -> String {
    folder(environment: environment).appendingPathComponent("shop.sqlite").path
  }

  /// Creates the folder of `path` if it is missing, so SQLite can create the file in it.
  static func prepareFolder(of path: String) throws {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  private static func folder(environment: [String: String]) -> URL {
    let home =
      environment["HOME"].map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser
    #if os(macOS)
      return home.appendingPathComponent("Library/Application Support/shop")
    #else
      if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
        return URL(fileURLWithPath: dataHome).appendingPathComponent("shop")
      }
      return home.appendingPathComponent(".local/share/shop")
    #endif
  }
}
