import Testing

/// The layers are libraries: an app's own package (a SwiftUI app, say) depends on them and
/// builds its views, wording and composition root on the Stores, view states and Flow as they
/// are.
@Suite("The layers as libraries")
struct LibraryProductTests {
  /// The first version of each platform with Observation, which every Store is built on.
  static let observationPlatforms: [String: Int] = [
    "macos": 14, "ios": 17, "tvos": 17, "watchos": 10, "visionos": 1,
  ]

  @Test("every module of Swift code under Modules/ is a library product of its own")
  func modulesAreLibraries() throws {
    let manifest = try PackageManifest.load()
    let modules = manifest.targets.filter { $0.kind == "regular" && $0.path.hasPrefix("Modules/") }
    #expect(modules.contains { $0.name == "ShopInMemory" }, "the in-memory ports are a module")
    for module in modules {
      let product = manifest.products.first { $0.name == module.name }
      #expect(
        product?.isLibrary == true && product?.targets == [module.name],
        "\(module.name) (\(module.path)) is not a library product of that target alone.")
    }
  }

  @Test("the manifest declares every platform where Observation exists")
  func platformsWithObservation() throws {
    let declared = try PackageManifest.load().platforms
    for (platform, first) in Self.observationPlatforms.sorted(by: { $0.key < $1.key }) {
      guard let version = declared[platform] else {
        Issue.record("Package.swift declares no \(platform), where Observation exists.")
        continue
      }
      let major = Int(version.prefix { $0 != "." }) ?? 0
      #expect(major >= first, "\(platform) \(version) is older than Observation (\(first)).")
    }
  }
}
