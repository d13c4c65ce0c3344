// Prints the module-dependency diagram of Architecture.md from the package manifest, so the
// diagram is generated, never drawn by hand:
//
//   swift package describe --type json | swift scripts/module-graph.swift
//
// GuideTests runs it and fails when the diagram in Architecture.md differs from its output.
import Foundation

struct PackageDescription: Decodable {
  struct Target: Decodable {
    let name: String
    let type: String
    let targetDependencies: [String]?

    enum CodingKeys: String, CodingKey {
      case name, type
      case targetDependencies = "target_dependencies"
    }
  }

  let targets: [Target]
}

let input = FileHandle.standardInput.readDataToEndOfFile()
guard let package = try? JSONDecoder().decode(PackageDescription.self, from: input) else {
  FileHandle.standardError.write(
    Data("module-graph: expected `swift package describe --type json` on stdin\n".utf8))
  exit(1)
}

let order = ["library", "system-target", "executable", "test"]
let targets = package.targets.sorted {
  (order.firstIndex(of: $0.type) ?? 9, $0.name) < (order.firstIndex(of: $1.type) ?? 9, $1.name)
}
let width = (targets.map(\.name.count).max() ?? 0) + 1
for target in targets {
  let dependencies = (target.targetDependencies ?? []).sorted()
  let arrow = dependencies.isEmpty ? "(nothing)" : dependencies.joined(separator: ", ")
  print(target.name.padding(toLength: width, withPad: " ", startingAt: 0) + "→ " + arrow)
}
