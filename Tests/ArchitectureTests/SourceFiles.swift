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

  /// Every line of the Swift files under `folder`, with where it stands (`path:number`, as a
  /// message names it) and its number in its file: for a test that holds every line to a rule.
  static func lines(under folder: String) -> [(place: String, number: Int, text: Substring)] {
    swiftFiles(under: folder).flatMap { file in
      file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
        offset, line in ("\(file.path):\(offset + 1)", offset + 1, line)
      }
    }
  }
}
