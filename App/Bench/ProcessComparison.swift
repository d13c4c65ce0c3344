import Foundation

/// A whole one-shot command against `shop-baseline`, the same query in Swift with nothing of the
/// shop's, built as `shop` is: `shop product SKU` must cost at most 1.4 times it, for what is
/// left is the shop's own work. Any Swift program built this way takes 1.4 – 1.7 times the
/// `sqlite3` shell, so the shell is no longer the target; both are still measured against it,
/// in the same rounds, to show where the time goes. The three run in turn, A B C A B C …, so
/// each round sees the same machine. Uses the `shop` and `shop-baseline` built beside this
/// benchmark (build them with `--static-swift-stdlib`, as a Swift CLI ships).
enum ProcessComparison {
  static func run(database: String, sku: String, into results: inout [Measurement]) {
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let shop = folder.appendingPathComponent("shop").path
    let baseline = folder.appendingPathComponent("shop-baseline").path
    guard FileManager.default.isExecutableFile(atPath: shop),
      FileManager.default.isExecutableFile(atPath: baseline), let sqlite3 = find("sqlite3")
    else {
      print(
        "process comparison skipped: needs shop and shop-baseline beside shop-bench, sqlite3 on PATH"
      )
      return
    }
    let query =
      "SELECT \(Workloads.productColumns) FROM products WHERE sku = '\(sku)'"
    var shopTimes: [Double] = []
    var sqliteTimes: [Double] = []
    var baselineTimes: [Double] = []
    // A few unmeasured rounds first, so the three binaries are in the page cache.
    for round in 0..<35 {
      guard let shopTime = time(shop, ["--db", database, "product", sku]),
        let sqliteTime = time(sqlite3, [database, query]),
        let baselineTime = time(baseline, [database, sku])
      else {
        print("process comparison stopped: a run failed, and the time of a failure says nothing")
        return
      }
      guard round >= 5 else { continue }
      shopTimes.append(shopTime)
      sqliteTimes.append(sqliteTime)
      baselineTimes.append(baselineTime)
    }
    let measurements = [
      Measurement(
        name: "process: shop product vs shop-baseline", repositoryTimes: shopTimes,
        rawTimes: baselineTimes),
      Measurement(
        name: "shell: shop product vs sqlite3", repositoryTimes: shopTimes,
        rawTimes: sqliteTimes),
      Measurement(
        name: "shell: shop-baseline vs sqlite3", repositoryTimes: baselineTimes,
        rawTimes: sqliteTimes),
    ]
    for measurement in measurements {
      results.append(measurement)
      print(Report.line(measurement))
    }
  }

  /// The wall time of one run, started with `posix_spawn`: Foundation's `Process` closes every
  /// possible file descriptor before it starts a child, which alone costs more than both sides.
  /// `nil` when the run could not start or did not exit with status 0.
  private static func time(_ executable: String, _ arguments: [String]) -> Double? {
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
    var status: Int32 = -1
    let elapsed = clock.measure {
      var pid: pid_t = 0
      guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return }
      waitpid(pid, &status, 0)
    }
    return status == 0 ? Measurement.seconds(elapsed) : nil
  }

  private static func find(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }
}
