/// The rule of the architecture, one row per target. A target missing from this table fails
/// the checks, so a new module cannot join the package without someone deciding its row.
enum DependencyTable {
  static let rows: [String: LayerRule] = [
    // The layers.
    "ShopDomain": LayerRule(targets: [], imports: []),
    // Data reads files through the C library (Glibc on Linux, Darwin on macOS) where it must
    // not block: a feed is opened without waiting and checked to be a regular file.
    "ShopData": LayerRule(
      targets: ["ShopDomain", "CSQLite"],
      imports: [
        "ShopDomain", "CSQLite", "Foundation", "FoundationEssentials", "Synchronization", "Glibc",
        "Darwin",
      ]
    ),
    "ShopPresentation": LayerRule(
      targets: ["ShopDomain"],
      imports: ["ShopDomain", "Observation", "Foundation"]
    ),
    "CSQLite": LayerRule(targets: [], imports: []),
    // The app: the composition root.
    "ShopCLI": .anything,
    "shop": .anything,
    // The benchmark sits beside the app and may use what it measures, and raw SQLite.
    "shop-bench": .anything,
    // Test doubles are Domain's ports made real in memory: they see Domain only (and a lock for
    // the synchronous ports, the clock and the id source).
    "ShopDoubles": LayerRule(targets: ["ShopDomain"], imports: ["ShopDomain", "Synchronization"]),
    // A layer's tests import what that layer may, plus the doubles and Testing.
    "DomainTests": LayerRule(
      targets: ["ShopDomain", "ShopDoubles"],
      imports: ["ShopDomain", "ShopDoubles", "Testing"]
    ),
    "DataTests": LayerRule(
      targets: ["ShopDomain", "ShopData", "ShopDoubles", "CSQLite"],
      imports: ["ShopDomain", "ShopData", "ShopDoubles", "CSQLite", "Foundation", "Testing"]
    ),
    "PresentationTests": LayerRule(
      targets: ["ShopDomain", "ShopPresentation", "ShopDoubles"],
      imports: [
        "ShopDomain", "ShopPresentation", "ShopDoubles", "Observation", "Foundation", "Testing",
      ]
    ),
    "AppTests": .anything,
    "ArchitectureTests": LayerRule(targets: [], imports: ["Foundation", "Testing"]),
  ]
}
