import Testing

/// The layers are libraries: an app's own package (a SwiftUI app, say) depends on them and
/// builds its views, wording and composition root on the Stores, view states and Flow as they
/// are.
@Suite("The layers as libraries")
struct LibraryProductTests {
  /// The first version of each platform with both Observation, which every Store is built on,
  /// and Synchronization's `Mutex`, which ShopData and ShopInMemory keep their state in.
  static let libraryPlatforms: [String: Int] = [
    "macos": 15, "ios": 18, "tvos": 18, "watchos": 11, "visionos": 2,
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

  @Test("the manifest declares every platform where Observation and Mutex exist")
  func platformsOfTheLibraries() throws {
    let declared = try PackageManifest.load().platforms
    for (platform, first) in Self.libraryPlatforms.sorted(by: { $0.key < $1.key }) {
      guard let version = declared[platform] else {
        Issue.record("Package.swift declares no \(platform), where the libraries can run.")
        continue
      }
      let major = Int(version.prefix { $0 != "." }) ?? 0
      #expect(major >= first, "\(platform) \(version) has no Observation or Mutex (\(first)).")
    }
  }

  @Test("LibraryTests reach the libraries as an app's package does: no @testable import")
  func libraryTestsUsePublicAPI() {
    let files = SourceFiles.swiftFiles(under: "Tests/LibraryTests")
    #expect(!files.isEmpty, "Tests/LibraryTests holds the libraries' own use as an app's.")
    for file in files where file.text.contains(/^@testable\s+import/.anchorsMatchLineEndings()) {
      Issue.record("\(file.path) uses @testable: an app's package sees public API only.")
    }
  }
}
