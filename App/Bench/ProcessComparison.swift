import Foundation

/// A whole one-shot command against the `sqlite3` shell running the equivalent query on the same
/// file: `shop product SKU` must cost at most twice a `sqlite3` process. Uses the `shop` built
/// beside this benchmark (build both with `--static-swift-stdlib`, as a Swift CLI ships).
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
    for _ in 0..<30 {
      shopTimes.append(time(shop, ["--db", database, "product", sku]))
      sqliteTimes.append(time(sqlite3, [database, query]))
    }
    let measurement = Measurement(
      name: "process: shop product vs sqlite3", repository: Measurement.median(shopTimes),
      raw: Measurement.median(sqliteTimes))
    results.append(measurement)
    print(Report.line(measurement))
  }

  private static func time(_ executable: String, _ arguments: [String]) -> Double {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      try? process.run()
      process.waitUntilExit()
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
