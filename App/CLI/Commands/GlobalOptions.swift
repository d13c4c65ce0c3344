/// Options every command takes, wherever they appear on the line.
struct GlobalOptions: Equatable {
  /// `--db PATH`, never empty. Without it `DatabaseLocation` looks at `SHOP_DB`, then the
  /// default location.
  var databasePath: String?
  /// `--json`: print the command's document (`JSONDocument`, made from the Store's state) instead
  /// of text.
  var json = false
  /// `--trace`: print every hop of the data flow to standard error.
  var trace = false
  /// `--scenario NAME`, else `SHOP_SCENARIO`: run on test doubles with canned data.
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
