/// The rule of the architecture, one row per target. A target missing from this table fails
/// the checks, so a new module cannot join the package without someone deciding its row.
enum DependencyTable {
  static let rows: [String: LayerRule] = [
    // The layers.
    "ShopDomain": LayerRule(targets: [], imports: []),
    // Data reaches files through the C library (Glibc on Linux, Darwin on macOS) where
    // Foundation does not: a feed opened without blocking and checked to be a regular file, and
    // the database file's checks (`access`, `stat`) and modes.
    "ShopData": LayerRule(
      targets: ["ShopDomain", "CSQLite"],
      imports: [
        "ShopDomain", "CSQLite", "Foundation", "FoundationEssentials", "Synchronization", "Glibc",
        "Darwin",
      ]
    ),
    // PostgreSQL's driver for Data's repositories: it implements `SQLDatabaseDriver` and
    // `SQLConnectionDriver` on libpq, so it
    // may import ShopData; ShopData never imports it, and the repositories never know which
    // database they run on.
    "ShopPostgres": LayerRule(
      targets: ["ShopDomain", "ShopData", "CLibPQ"],
      imports: ["ShopDomain", "ShopData", "CLibPQ", "Synchronization"]
    ),
    "ShopPresentation": LayerRule(
      targets: ["ShopDomain"],
      imports: ["ShopDomain", "Observation"]
    ),
    "CSQLite": LayerRule(targets: [], imports: []),
    "CLibPQ": LayerRule(targets: [], imports: []),
    // The app: the composition root, the one target that knows every concrete type. Its row is
    // still a row: the layers, the in-memory ports for scenarios, and the platform.
    "ShopCLI": LayerRule(
      targets: ["ShopDomain", "ShopData", "ShopPostgres", "ShopPresentation", "ShopInMemory"],
      imports: [
        "ShopDomain", "ShopData", "ShopPostgres", "ShopPresentation", "ShopInMemory", "Foundation",
        "FoundationEssentials", "Observation", "Synchronization", "Glibc", "Darwin",
      ]
    ),
    // The executable is a thin `main` over ShopCLI, and the C library's `exit`.
    "shop": LayerRule(
      targets: ["ShopCLI"],
      imports: ["ShopCLI", "Glibc", "Darwin"]
    ),
    // The benchmark sits beside the app and may use what it measures, and raw SQLite.
    "shop-bench": .anything,
    // The benchmark's baseline: SQLite and a path, nothing of the shop's.
    "shop-baseline": LayerRule(
      targets: ["CSQLite"],
      imports: ["CSQLite", "Foundation", "FoundationEssentials", "Glibc", "Darwin"]
    ),
    // Every port made real in memory, for scenarios, previews and tests: Domain only (and a lock
    // in each synchronous port: the clock, the order ids, the session tokens).
    "ShopInMemory": LayerRule(targets: ["ShopDomain"], imports: ["ShopDomain", "Synchronization"]),
    // A layer's tests import what that layer may, plus the doubles and Testing.
    "DomainTests": LayerRule(
      targets: ["ShopDomain", "ShopInMemory"],
      imports: ["ShopDomain", "ShopInMemory", "Testing"]
    ),
    // Data's tests hold both storage adapters to one contract suite, and the functions
    // ShopPostgres loads to libpq's header.
    "DataTests": LayerRule(
      targets: [
        "ShopDomain", "ShopData", "ShopPostgres", "ShopInMemory", "CSQLite", "CLibPQ",
        "PostgresTestServer",
      ],
      imports: [
        "ShopDomain", "ShopData", "ShopPostgres", "ShopInMemory", "CSQLite", "CLibPQ",
        "PostgresTestServer", "Foundation", "Testing",
      ]
    ),
    // The tests' PostgreSQL server: a schema for each test, through libpq, dropped at exit.
    // Not a test target, so it cannot import Testing: a release build builds it too.
    "PostgresTestServer": LayerRule(
      targets: ["CLibPQ"], imports: ["CLibPQ", "Foundation", "Synchronization"]),
    "PresentationTests": LayerRule(
      targets: ["ShopDomain", "ShopPresentation", "ShopInMemory"],
      imports: [
        "ShopDomain", "ShopPresentation", "ShopInMemory", "Observation", "Foundation", "Testing",
      ]
    ),
    // The library products as a SwiftUI app composes them, without `ShopCLI`: what
    // docs/swiftui.md builds on, through public API alone (`LibraryProductTests` refuses
    // `@testable` here).
    "LibraryTests": LayerRule(
      targets: ["ShopDomain", "ShopData", "ShopPresentation", "ShopInMemory"],
      imports: [
        "ShopDomain", "ShopData", "ShopPresentation", "ShopInMemory", "Foundation", "Testing",
      ]
    ),
    "AppTests": .anything,
    "ArchitectureTests": LayerRule(targets: [], imports: ["Foundation", "Testing"]),
  ]
}
