import Foundation

/// The Swift files of one target, with paths relative to the package root for messages.
enum SourceFiles {
  static func swiftFiles(under folder: String) -> [(path: String, text: String)] {
    let root = PackageManifest.root
    let base = root.appendingPathComponent(folder)
    guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
    else {
      return []
    }
    return enumerator.compactMap { $0 as? URL }
      .filter { $0.pathExtension == "swift" }
      .sorted { $0.path < $1.path }
      .compactMap { url in
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        return (String(url.path.dropFirst(root.path.count + 1)), text)
      }
  }
}
