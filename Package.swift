// swift-tools-version: 6.0
// Shop: a small terminal shop that teaches Clean Architecture with unidirectional data flow.
//
// The target graph *is* the dependency rule (see Architecture.md):
//   ShopDomain        imports nothing
//   ShopData          -> ShopDomain, CSQLite
//   ShopPresentation  -> ShopDomain
//   ShopCLI, shop     -> everything (the composition root)
import PackageDescription

let package = Package(
  name: "Shop",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "shop", targets: ["shop"]),
    .executable(name: "shop-bench", targets: ["shop-bench"]),
  ],
  targets: [
    // MARK: Layers

    .target(
      name: "ShopDomain",
      path: "Modules/Domain"
    ),
    .target(
      name: "ShopData",
      dependencies: ["ShopDomain", "CSQLite"],
      path: "Modules/Data",
      resources: [.copy("Resources/catalog.json")]
    ),
    .target(
      name: "ShopPresentation",
      dependencies: ["ShopDomain"],
      path: "Modules/Presentation"
    ),
    .systemLibrary(
      name: "CSQLite",
      path: "Modules/SQLite",
      pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
    ),

    // MARK: The app: the composition root and its entry point

    .target(
      name: "ShopCLI",
      dependencies: ["ShopDomain", "ShopData", "ShopPresentation", "ShopDoubles"],
      path: "App/CLI"
    ),
    .executableTarget(
      name: "shop",
      dependencies: ["ShopCLI"],
      path: "App/Main"
    ),
    // Measures the repository layer against the raw SQLite C API: see Benchmarks.md.
    .executableTarget(
      name: "shop-bench",
      dependencies: ["ShopDomain", "ShopData", "CSQLite"],
      path: "App/Bench"
    ),

    // MARK: Tests, one target per layer

    .target(
      name: "ShopDoubles",
      dependencies: ["ShopDomain"],
      path: "Tests/Doubles"
    ),
    .testTarget(
      name: "DomainTests",
      dependencies: ["ShopDomain", "ShopDoubles"],
      path: "Tests/DomainTests"
    ),
    .testTarget(
      name: "DataTests",
      dependencies: ["ShopDomain", "ShopData", "ShopDoubles", "CSQLite"],
      path: "Tests/DataTests"
    ),
    .testTarget(
      name: "PresentationTests",
      dependencies: ["ShopDomain", "ShopPresentation", "ShopDoubles"],
      path: "Tests/PresentationTests"
    ),
    .testTarget(
      name: "AppTests",
      dependencies: ["shop", "ShopData", "ShopDomain", "ShopDoubles"],
      path: "Tests/AppTests",
      exclude: ["Transcripts"]
    ),
    .testTarget(
      name: "ArchitectureTests",
      path: "Tests/ArchitectureTests"
    ),
  ]
)
