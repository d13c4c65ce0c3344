// shop-bench: the repository layer against the raw SQLite C API on the same work, in one run,
// alternating the two sides and keeping medians. See Benchmarks.md for how to run it and what
// it found. Build it in release mode: swift build -c release --static-swift-stdlib
import Foundation
import ShopData
import ShopDomain
import ShopPostgres

let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
  "shop-bench-\(UUID().uuidString)")

/// Ends the run early with `status`, the temporary folder removed first: `exit` skips the
/// `defer` below, and a run that stops early would leave its tables behind, up to gigabytes.
@MainActor func finish(_ status: Int32) -> Never {
  try? FileManager.default.removeItem(at: folder)
  exit(status)
}

/// Ends the run with one sentence on standard error and `status`, the temporary folder removed.
@MainActor func refuse(_ sentence: String, status: Int32) -> Never {
  FileHandle.standardError.write(Data("shop-bench: \(sentence)\n".utf8))
  finish(status)
}

/// Ends the run when the PostgreSQL server `SHOP_BENCH_POSTGRES` names cannot be used (74), its
/// reason's first line shown as a message shows a line, password hidden: a crash would leave the
/// folder behind.
@MainActor func refuse(postgres error: any Error) -> Never {
  let reason =
    ((error as? PostgresDatabaseError)?.message ?? "\(error)")
    .split(separator: "\n").first.map(String.init) ?? "no reason given"
  refuse(
    "the PostgreSQL server SHOP_BENCH_POSTGRES names cannot be used: \(TypedText.shownLine(reason))",
    status: 74)
}

var results: [Measurement] = []
func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
@MainActor func report(_ measurement: Measurement) {
  results.append(measurement)
  print(Report.line(measurement))
}

// `--check`: each row's two sides run once on small tables and held to the same answer, nothing
// timed: what CI runs, so a raw side that drifted from the repository fails the build.
let checkOnly = CommandLine.arguments.contains("--check")
// `--rows`: only the rows held to raw C (pages and lookups), without the process, the import
// and SQLite's searches (PostgreSQL's, given a server, still run): a quicker loop while working
// on the repository layer.
let rowsOnly = checkOnly || CommandLine.arguments.contains("--rows")
// `--profile repository WORD` or `--profile raw WORD`: one side of some rows alone (`Profile`).
// A word it does not know, or a profile asked wrong, stops it before anything is made or timed.
let profile: Profile?
do throws(Usage) {
  try Usage.check(CommandLine.arguments)
  profile = try Profile.asked(in: CommandLine.arguments)
} catch {
  refuse(error.sentence, status: 64)
}
// The PostgreSQL rows, when a server is named: `SHOP_BENCH_POSTGRES=URL shop-bench`, and
// `--postgres-only` to skip the SQLite rows.
let postgresURL = ProcessInfo.processInfo.environment["SHOP_BENCH_POSTGRES"]
let postgresSizes = checkOnly ? [1_000] : PostgresBench.sizes
let postgresOnly = CommandLine.arguments.contains("--postgres-only")
if postgresOnly, postgresURL == nil {
  refuse("--postgres-only needs SHOP_BENCH_POSTGRES=postgresql://…", status: 64)
}
// Made only once the line is known to be right, so a refused one leaves nothing behind.
do {
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
} catch {
  refuse("cannot make its temporary folder \(folder.path): \(error)", status: 74)
}
defer { try? FileManager.default.removeItem(at: folder) }

/// Checks a row, then times it and reports it; under `--check`, only checks it; under
/// `--profile`, runs only the side profiled, of the rows it names. Two sides that do not read the
/// same stop the benchmark with one sentence and exit 1: their ratio would mean nothing.
@MainActor func run(_ row: Row) async {
  if let difference = await row.check() { refuse(difference, status: 1) }
  if checkOnly {
    print("same results on both sides: \(row.name)")
  } else if let profile {
    await profile.run(
      row.name, operations: row.operations, repository: row.repository, raw: row.raw)
  } else {
    report(
      await Measurement.compare(
        row.name, rounds: row.rounds, operations: row.operations, repository: row.repository,
        raw: row.raw))
  }
}

if profile == nil, !checkOnly { print(Report.header) }
if postgresOnly, let postgresURL {
  let searches: SearchTimes
  do {
    searches = try await PostgresBench.run(
      url: postgresURL, sizes: postgresSizes, searching: !checkOnly, run: run)
  } catch {
    refuse(postgres: error)
  }
  if !checkOnly { print(searches.report(sizes: postgresSizes)) }
  finish(0)
}

// The whole process, first, while this benchmark is small: starting a process from a large one
// costs more, and the file is one no other connection holds open.
let processFile = path("process.sqlite")
if !rowsOnly, profile == nil {
  _ = try SQLiteDatabase(path: processFile)
  Fixtures.rawImport(Fixtures.products(100_000), into: RawSQLite(path: processFile))
  ProcessComparison.run(database: processFile, sku: "B-4242", into: &results)
}

// Bulk import: 100,000 products into a new file, three rounds (1,000 under `--check`).
let catalog = Fixtures.products(checkOnly ? 1_000 : 100_000)
let catalogSKUs = catalog.map(\.sku)
var round = 0
if !rowsOnly || checkOnly, profile == nil {
  await run(
    Row(
      "bulk import, \(catalog.count / 1_000)k products", rounds: 3, inputs: [()],
      repository: { _ in
        round += 1
        let file = path("import-repo-\(round).sqlite")
        if let database = try? SQLiteDatabase(path: file) {
          _ = try? await SQLProductRepository(database: SQLDatabase(database)).save(catalog)
        }
        return file
      },
      raw: { _ in
        round += 1
        let file = path("import-raw-\(round).sqlite")
        _ = try? SQLiteDatabase(path: file)
        Fixtures.rawImport(catalog, into: RawSQLite(path: file))
        return file
      },
      reading: { await Readings.stored(catalogSKUs, at: $0) },
      rawReading: { await Readings.stored(catalogSKUs, at: $0) }))
}

// Pages of 50 products and of 50 orders, at 1k, 100k and 1M rows, and the searches; the lookups
// at 100k. Under `--check`, all of them at 1k.
var pagePlans: [String] = []
var searchTimes = SearchTimes()
let sizes = checkOnly ? [1_000] : [1_000, 100_000, 1_000_000]
let lookupSize = checkOnly ? 1_000 : 100_000
for size in sizes where profile == nil || size == lookupSize {
  let file = path("rows-\(size).sqlite")
  let database = try SQLiteDatabase(path: file)
  let raw = RawSQLite(path: file)
  let generated = size == catalog.count ? catalog : Fixtures.products(size)
  Fixtures.rawImport(generated, into: raw)
  RawOrder.fill(size, into: raw)
  let products = SQLProductRepository(database: SQLDatabase(database))
  let orders = SQLOrderRepository(database: SQLDatabase(database))
  let cursor = try SKU("B-\(size / 2)")
  let orderCursor = try OrderID("O-\(size / 2)")
  let fifty = try PageSize(50)
  let query = ProductQuery(sort: .name, size: fifty, after: cursor)
  if !rowsOnly, profile == nil {
    searchTimes = await searchTimes.measuring(products, catalog: generated)
  }

  await run(
    Row(
      "page of 50 products, \(size) rows", rounds: 15, inputs: [()], repeats: 100,
      repository: { _ in try? await products.page(query) },
      raw: { _ in Workloads.rawPage(after: cursor.value, raw) },
      reading: { Readings.items($0) }, rawReading: { Readings.page($0) }))
  await run(
    Row(
      "page of 50 orders, \(size) rows", rounds: 15, inputs: [()], repeats: 100,
      repository: { _ in
        try? await orders.orders(of: Fixtures.customer, after: orderCursor, size: fifty)
      },
      raw: { _ in RawOrder.page(after: orderCursor.value, raw) },
      reading: { Readings.items($0) }, rawReading: { Readings.orders($0) }))

  guard size == lookupSize else { continue }
  pagePlans =
    raw.plan(Workloads.pageSQL, bindings: [cursor.value, "51"])
    + raw.plan(RawOrder.pageSQL, bindings: [Fixtures.customer.value, "51", orderCursor.value])
  let skus = (0..<10_000).map { try? SKU("B-\(($0 * 7_919) % size)") }.compactMap { $0 }
  // Each lookup, on either side, opens and closes a read transaction of its own. A third
  // connection keeps a read open meanwhile, so neither side takes file locks for them: the
  // repository's lookups never did, the raw side's statements left open sparing them; but those
  // statements also kept the raw side in one read transaction throughout, sparing it the
  // transaction each repository lookup opens (Benchmarks.md, "Rows back under their targets").
  let reader = RawSQLite(path: file)
  reader.keepReading("products")
  await run(
    Row(
      "10k lookups by SKU, \(size / 1_000)k rows", rounds: 7, inputs: skus,
      repository: { try? await products.product($0) },
      raw: { Workloads.rawLookup($0.value, raw) },
      reading: { Readings.found($0) }, rawReading: { Readings.found($0) }))
  withExtendedLifetime(reader) {}
}
if profile != nil { finish(0) }

var postgresSearches: SearchTimes?
if let postgresURL {
  do {
    postgresSearches = try await PostgresBench.run(
      url: postgresURL, sizes: postgresSizes, searching: !checkOnly, run: run)
  } catch {
    refuse(postgres: error)
  }
}
if checkOnly {
  print("Every row's two sides read the same.")
  finish(0)
}

print("")
print(Report.flatness(results))
if !rowsOnly {
  print("")
  print("Searches and categories, through the repository (median time):")
  print(searchTimes.report(sizes: sizes))
}
if let postgresSearches {
  print("On PostgreSQL:")
  print(postgresSearches.report(sizes: PostgresBench.sizes))
}
print("")
print("Query plans at 100k rows:")
for line in pagePlans { print("  " + line) }
// The targets, on the median ratio: 1.4 for the whole process against `shop-baseline`, 1.5 for
// a PostgreSQL page or placement, 1.2 for PostgreSQL's lookups and every SQLite repository row;
// the rows against the shell are there to be compared with, not held. Each search shape at 1M
// takes at most 40 ms through the repository, on either database.
func target(_ name: String) -> Double? {
  if name.hasPrefix("shell") { return nil }
  if name.hasPrefix("process") { return 1.4 }
  if name.hasPrefix("postgres"), !name.contains("lookups") { return 1.5 }
  return 1.2
}
let misses =
  results.filter { measurement in
    target(measurement.name).map { measurement.ratio > $0 } ?? false
  }.map(\.name) + (rowsOnly ? [] : searchTimes.misses(sizes: sizes).map { $0 + " (1M)" })
  + (postgresSearches?.misses(sizes: PostgresBench.sizes).map { "postgres: \($0) (1M)" } ?? [])
print("")
print(
  misses.isEmpty
    ? "Every ratio and search is within its target."
    : "Over target: " + misses.joined(separator: ", "))
// A run over a target says so in its status too, for a script comparing two builds; 1 is a
// check's, 64 a refused line's.
if !misses.isEmpty { finish(2) }
