/// Options a line may give with any command, wherever they appear before a `--`.
struct GlobalOptions: Equatable {
  /// `--db PATH`, never empty. Without it `DatabaseLocation` looks at `SHOP_DB`, then the
  /// default location.
  var databasePath: String?
  /// `--json`: print the command's document (`JSONDocument`, made from the Store's state) instead
  /// of text.
  var json = false
  /// `--trace`: print every hop of the data flow to standard error.
  var trace = false
  /// `--scenario NAME`, else `SHOP_SCENARIO`: run on canned data, writing nothing (the in-memory
  /// doubles, or for `failing-storage` a database that cannot be reached).
  var scenario: String?

  /// The options given, by name: each applies to a whole run of `shop`, so a line typed in a
  /// session that gives one is refused rather than run without it.
  var given: [String] {
    [
      databasePath.map { _ in "--db" }, json ? "--json" : nil, trace ? "--trace" : nil,
      scenario.map { _ in "--scenario" },
    ].compactMap { $0 }
  }
}
