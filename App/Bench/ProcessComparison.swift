import Foundation

/// A whole one-shot command against the `sqlite3` shell running the equivalent query on the same
/// file: `shop product SKU` must cost at most 1.5 times a `sqlite3` process. The two run in
/// turn, A B A B …, so each pair sees the same machine. Uses the `shop` built beside this
/// benchmark (build both with `--static-swift-stdlib`, as a Swift CLI ships).
enum ProcessComparison {
  static func run(database: String, sku: String, into results: inout [Measurement]) {
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let shop = folder.appendingPathComponent("shop").path
    guard FileManager.default.isExecutableFile(atPath: shop), let sqlite3 = find("sqlite3") else {
      print("process comparison skipped: needs shop beside shop-bench and sqlite3 on PATH")
      return
    }
    let query =
      "SELECT sku, name, description, category, price_minor, currency, stock FROM products WHERE sku = '\(sku)'"
    var shopTimes: [Double] = []
    var sqliteTimes: [Double] = []
    // A few unmeasured pairs first, so both binaries are in the page cache.
    for round in 0..<35 {
      let shopTime = time(shop, ["--db", database, "product", sku])
      let sqliteTime = time(sqlite3, [database, query])
      guard round >= 5 else { continue }
      shopTimes.append(shopTime)
      sqliteTimes.append(sqliteTime)
    }
    let measurement = Measurement(
      name: "process: shop product vs sqlite3", repositoryTimes: shopTimes, rawTimes: sqliteTimes)
    results.append(measurement)
    print(Report.line(measurement))
  }

  /// The wall time of one run, started with `posix_spawn`: Foundation's `Process` closes every
  /// possible file descriptor before it starts a child, which alone costs more than both sides.
  private static func time(_ executable: String, _ arguments: [String]) -> Double {
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    defer {
      for argument in argv { free(argument) }
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      var pid: pid_t = 0
      guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return }
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    return Measurement.seconds(elapsed)
  }

  private static func find(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }
}
