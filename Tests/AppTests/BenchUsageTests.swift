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

  /// A server named that no one answers at, on port 1: a run that reaches its PostgreSQL rows
  /// stops there in one sentence, as `shop` does, naming no password.
  @Test(
    "a PostgreSQL server that cannot be used is one sentence and 74, leaving nothing behind",
    arguments: ["--check --postgres-only", "--check"])
  func unreachableServer(arguments: String) throws {
    let temporary = shop.folder.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    let url = "postgresql://ada:s3cret@127.0.0.1:1/shop?connect_timeout=2"
    let result = try shop.runShell(
      "SHOP_BENCH_POSTGRES='\(url)' TMPDIR='\(temporary.path)' shop-bench \(arguments)")
    #expect(result.status == 74, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("shop-bench: the PostgreSQL server"), "\(result.stderr)")
    #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    #expect(!(result.stdout + result.stderr).contains("s3cret"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
  }
}
