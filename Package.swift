// swift-tools-version: 6.2
// Shop: a small terminal shop that teaches Clean Architecture with unidirectional data flow.
//
// The target graph *is* the dependency rule (see Architecture.md):
//   ShopDomain        imports nothing
//   ShopData          -> ShopDomain, CSQLite
//   ShopPostgres      -> ShopDomain, ShopData, CLibPQ (PostgreSQL's driver for Data's repositories;
//                        libpq loaded on use)
//   ShopPresentation  -> ShopDomain
//   ShopInMemory      -> ShopDomain (every port in memory: scenarios, previews, tests)
//   ShopCLI           -> every Shop module (the composition root)
//   shop              -> ShopCLI (a thin main over it)
//   shop-bench        -> ShopDomain, ShopData, ShopPostgres and their C modules (against raw C)
//   shop-baseline     -> CSQLite (the benchmark's query alone, nothing of the shop's)
//   PostgresTestServer -> CLibPQ (the tests' throwaway server)
import PackageDescription

/// A release executable on Linux ships without debug information or local symbols (global ones
/// stay, for backtraces and profiles): 29 MB as built becomes 23 MB. See Benchmarks.md, "The
/// binary".
let releaseLinking: [LinkerSetting] = [
  .unsafeFlags(
    ["-Xlinker", "--strip-debug", "-Xlinker", "--discard-all"],
    .when(platforms: [.linux], configuration: .release))
]

/// Every target: nonisolated async functions run on their caller's executor (SE-0461), so a
/// Store's call through a use case to a repository stays on the main actor instead of hopping to
/// another thread and back for each query. The feature is why the package needs Swift 6.2.
let settings: [SwiftSetting] = [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]

let package = Package(
  name: "Shop",
  // Where Observation exists (macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1), raised to where
  // Synchronization's `Mutex` does, which guards SQLite's connection in ShopData, PostgreSQL's in
  // ShopPostgres, and ShopInMemory's clock, order numbers and session tokens.
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    // The layers as libraries: an app's package builds its own front end on them (its views,
    // wording and composition root) and reuses the Stores, view states and Flow unchanged.
    .library(name: "ShopDomain", targets: ["ShopDomain"]),
    .library(name: "ShopPresentation", targets: ["ShopPresentation"]),
    .library(name: "ShopData", targets: ["ShopData"]),
    .library(name: "ShopPostgres", targets: ["ShopPostgres"]),
    .library(name: "ShopInMemory", targets: ["ShopInMemory"]),
    .executable(name: "shop", targets: ["shop"]),
    .executable(name: "shop-bench", targets: ["shop-bench"]),
    .executable(name: "shop-baseline", targets: ["shop-baseline"]),
  ],
  targets: [
    // MARK: Layers

    .target(
      name: "ShopDomain",
      path: "Modules/Domain",
      swiftSettings: settings
    ),
    .target(
      name: "ShopData",
      dependencies: ["ShopDomain", "CSQLite"],
      path: "Modules/Data",
      resources: [.embedInCode("Resources/catalog.json")],
      swiftSettings: settings
    ),
    // PostgreSQL's driver, through libpq: ShopData's repositories run on it as on SQLite's. It
    // loads libpq when a PostgreSQL database is opened (Modules/Postgres/Shared/LibPQ.swift).
    .target(
      name: "ShopPostgres",
      dependencies: ["ShopDomain", "ShopData", "CLibPQ"],
      path: "Modules/Postgres",
      swiftSettings: settings
    ),
    .target(
      name: "ShopPresentation",
      dependencies: ["ShopDomain"],
      path: "Modules/Presentation",
      swiftSettings: settings
    ),
    // Every port implemented in memory, with canned data: for scenarios, previews and tests.
    .target(
      name: "ShopInMemory",
      dependencies: ["ShopDomain"],
      path: "Modules/InMemory",
      swiftSettings: settings
    ),
    .systemLibrary(
      name: "CSQLite",
      path: "Modules/SQLite",
      pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
    ),
    // libpq's header only, and dlfcn.h's: no pkg-config, whose `-lpq` SwiftPM would link into
    // every program that uses the module (Modules/LibPQ/shim.h finds the header).
    .systemLibrary(
      name: "CLibPQ",
      path: "Modules/LibPQ"
    ),

    // MARK: The app: the composition root and its entry point

    .target(
      name: "ShopCLI",
      dependencies: ["ShopDomain", "ShopData", "ShopPostgres", "ShopPresentation", "ShopInMemory"],
      path: "App/CLI",
      swiftSettings: settings
    ),
    .executableTarget(
      name: "shop",
      dependencies: ["ShopCLI"],
      path: "App/Main",
      swiftSettings: settings,
      linkerSettings: releaseLinking
    ),
    // Measures the repository layers against the raw SQLite and libpq C APIs: see Benchmarks.md.
    .executableTarget(
      name: "shop-bench",
      dependencies: ["ShopDomain", "ShopData", "CSQLite", "ShopPostgres", "CLibPQ"],
      path: "App/Bench",
      swiftSettings: settings
    ),
    // The shell's query and nothing else, in Swift, built as `shop` is: what `shop-bench` puts
    // beside `shop` to show the part of the process time any such program pays.
    .executableTarget(
      name: "shop-baseline",
      dependencies: ["CSQLite"],
      path: "App/Baseline",
      swiftSettings: settings,
      linkerSettings: releaseLinking
    ),

    // MARK: Tests: one target per layer that has rules of its own, the app's, the libraries' and
    // the architecture's, and the tests' PostgreSQL server

    .testTarget(
      name: "DomainTests",
      dependencies: ["ShopDomain", "ShopInMemory"],
      path: "Tests/DomainTests",
      swiftSettings: settings
    ),
    // A schema of its own on the test server for each test that runs on PostgreSQL.
    // It links libpq, which the shop loads instead: a test process has no start-up to save.
    .target(
      name: "PostgresTestServer",
      dependencies: ["CLibPQ"],
      path: "Tests/PostgresTestServer",
      swiftSettings: settings,
      linkerSettings: [.linkedLibrary("pq")]
    ),
    .testTarget(
      name: "DataTests",
      dependencies: [
        "ShopDomain", "ShopData", "ShopPostgres", "ShopInMemory", "CSQLite", "CLibPQ",
        "PostgresTestServer",
      ],
      path: "Tests/DataTests",
      swiftSettings: settings
    ),
    .testTarget(
      name: "PresentationTests",
      dependencies: ["ShopDomain", "ShopPresentation", "ShopInMemory"],
      path: "Tests/PresentationTests",
      swiftSettings: settings
    ),
    // The library products as an app on another platform uses them: public API only.
    .testTarget(
      name: "LibraryTests",
      dependencies: ["ShopDomain", "ShopData", "ShopPresentation", "ShopInMemory"],
      path: "Tests/LibraryTests",
      swiftSettings: settings
    ),
    .testTarget(
      name: "AppTests",
      dependencies: [
        "shop", "ShopCLI", "ShopData", "ShopDomain", "ShopInMemory", "ShopPostgres",
        "PostgresTestServer",
      ],
      path: "Tests/AppTests",
      exclude: ["Transcripts"],
      swiftSettings: settings
    ),
    .testTarget(
      name: "ArchitectureTests",
      path: "Tests/ArchitectureTests",
      swiftSettings: settings
    ),
  ]
)
