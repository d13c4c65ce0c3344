import Foundation

/// The package as SwiftPM sees it: `swift package dump-package`, read into the few facts the
/// checks need. Reading SwiftPM's own output, not Package.swift's text, means no way of writing
/// a dependency can slip past.
struct PackageManifest {
  struct Target {
    let name: String
    /// `regular` for Swift code, or `system`, `executable`, `test`.
    let kind: String
    let path: String
    let dependencies: [String]
  }

  struct Product {
    let name: String
    let isLibrary: Bool
    let targets: [String]
  }

  let targets: [Target]
  let products: [Product]
  /// The oldest version of each platform declared, by SwiftPM's name (`macos`, `ios`): `15.0`.
  let platforms: [String: String]
  /// Packages this one depends on; the brief allows none.
  let packageDependencies: [String]

  /// The folder that holds Package.swift, found from this file's own path.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()

  static func load() throws -> PackageManifest {
    let json = try dumpPackage()
    guard let object = try JSONSerialization.jsonObject(with: json) as? [String: Any] else {
      throw ManifestError(message: "dump-package did not print a JSON object")
    }
    let targets = (object["targets"] as? [[String: Any]] ?? []).map(target)
    let products = (object["products"] as? [[String: Any]] ?? []).map(product)
    var platforms: [String: String] = [:]
    for platform in object["platforms"] as? [[String: Any]] ?? [] {
      guard let name = platform["platformName"] as? String else { continue }
      platforms[name] = platform["version"] as? String
    }
    let packages = (object["dependencies"] as? [[String: Any]] ?? []).map { "\($0)" }
    return PackageManifest(
      targets: targets, products: products, platforms: platforms, packageDependencies: packages)
  }

  private static func product(_ object: [String: Any]) -> Product {
    // The type is {"library": [linkage]} or {"executable": null}.
    let type = object["type"] as? [String: Any] ?? [:]
    return Product(
      name: object["name"] as? String ?? "?", isLibrary: type["library"] != nil,
      targets: object["targets"] as? [String] ?? [])
  }

  private static func target(_ object: [String: Any]) -> Target {
    let name = object["name"] as? String ?? "?"
    let defaultPath = (object["type"] as? String == "test" ? "Tests/" : "Sources/") + name
    let dependencies = (object["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
      // Each dependency is {"byName" | "target" | "product": [name, …]}.
      dependency.values.compactMap { ($0 as? [Any])?.first as? String }.first
    }
    return Target(
      name: name, kind: object["type"] as? String ?? "?",
      path: object["path"] as? String ?? defaultPath, dependencies: dependencies)
  }

  /// Runs `swift package dump-package` on this package.
  private static func dumpPackage() throws -> Data {
    Data(try run(["package", "dump-package"]).utf8)
  }

  /// Runs `swift` with `arguments` in the package folder and returns what it printed. `package`
  /// commands get a scratch folder of their own: the package's `.build` is locked by the
  /// `swift test` that is running these very checks.
  static func run(_ arguments: [String], input: String? = nil) throws -> String {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "shop-swift-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    let scratchArguments =
      arguments.first == "package" ? ["package", "--scratch-path", scratch.path] : [arguments[0]]
    process.arguments = ["swift"] + scratchArguments + arguments.dropFirst()
    process.currentDirectoryURL = root
    let output = Pipe()
    let stdin = Pipe()
    process.standardOutput = output
    process.standardInput = stdin
    process.standardError = FileHandle.nullDevice
    try process.run()
    if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
    try stdin.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw ManifestError(
        message:
          "swift \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
    }
    return String(decoding: data, as: UTF8.self)
  }
}
