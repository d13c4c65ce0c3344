// shop-baseline: the least a Swift program does to answer `shop product SKU`. It opens the file
// with SQLite, runs the query the `sqlite3` shell runs in the benchmark's process row, prints the
// product and closes the file: no command line to parse, no check of the file, no Stores.
//
// It is built as `shop` is (the Swift runtime static; SQLite and the C library shared;
// FoundationEssentials linked), and `shop-bench` times it in the same rounds as `shop` and the
// shell. The gap between it and the shell is what any Swift program built this way pays; the gap
// between `shop` and it is the shop's own work. See Benchmarks.md.
import CSQLite

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One line on standard error, then the exit code.
func fail(_ line: String, code: Int32) -> Never {
  var text = "shop-baseline: \(line)\n"
  text.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
  exit(code)
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else { fail("usage: shop-baseline DATABASE SKU", code: 64) }
// The path made absolute through FoundationEssentials, so the baseline links it as `shop` does.
let path = URL(fileURLWithPath: arguments[1]).standardizedFileURL.path
let sku = arguments[2]

var database: OpaquePointer?
var statement: OpaquePointer?
let query = """
  SELECT sku, name, description, category, price_minor, currency, stock FROM products
  WHERE sku = ?1
  """
guard sqlite3_open_v2(path, &database, SQLITE_OPEN_READWRITE, nil) == SQLITE_OK,
  sqlite3_prepare_v2(database, query, -1, &statement, nil) == SQLITE_OK
else {
  fail(String(cString: sqlite3_errmsg(database)), code: 74)
}
shop_sqlite3_bind_text(statement, 1, sku, -1)
var found = false
var step = sqlite3_step(statement)
while step == SQLITE_ROW {
  let columns = (0..<7).map { column in
    sqlite3_column_text(statement, Int32(column)).map { String(cString: $0) } ?? ""
  }
  print(columns.joined(separator: " · "))
  found = true
  step = sqlite3_step(statement)
}
guard step == SQLITE_DONE else { fail(String(cString: sqlite3_errmsg(database)), code: 74) }
guard found else { fail("no product has the SKU \(sku)", code: 1) }
sqlite3_finalize(statement)
sqlite3_close(database)
