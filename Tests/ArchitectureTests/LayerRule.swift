/// What one SwiftPM target may depend on and import: the dependency table of Architecture.md,
/// written as data so a test can hold every target and every source file to it.
struct LayerRule: Sendable {
  /// Targets of this package the target may list as dependencies.
  let targets: Set<String>
  /// Modules its source files may import; `nil` means any (the composition root).
  let imports: Set<String>?

  /// The composition root, and the end-to-end tests of the built binary, may use everything.
  static let anything = LayerRule(targets: [], imports: nil)

  func allowsDependency(on target: String) -> Bool {
    imports == nil || targets.contains(target)
  }

  func allowsImport(of module: String) -> Bool {
    imports?.contains(module) ?? true
  }
}
