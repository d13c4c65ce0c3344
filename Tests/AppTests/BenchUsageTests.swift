import Foundation
import Testing

/// `shop-bench` refuses a command line it cannot run as `shop` refuses one: one sentence on
/// standard error, exit 64, nothing on standard output, and nothing left in the temporary folder
/// it makes its tables in (a run stopped early once left one behind each time).
@Suite("The benchmark's command line")
struct BenchUsageTests {
  let shop = ShopProcess()

  @Test(
    "a command line the benchmark cannot run is refused in one sentence, leaving nothing behind",
    arguments: [
      "--bogus", "--profile", "--profile nowhere products", "--rows --check extra",
      "--postgres-only",
    ])
  func refused(arguments: String) throws {
    let temporary = shop.folder.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    let result = try shop.runShell(
      "env -u SHOP_BENCH_POSTGRES TMPDIR='\(temporary.path)' shop-bench \(arguments)")
    #expect(result.status == 64, "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("shop-bench: "))
    #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
  }
}
