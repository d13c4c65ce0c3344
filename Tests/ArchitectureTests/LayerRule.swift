/// What one SwiftPM target may depend on and import: the dependency table of Architecture.md,
/// written as data so a test can hold every target and every source file to it.
struct LayerRule: Sendable {
  /// Targets of this package the target may list as dependencies.
  let targets: Set<String>
  /// Modules its source files may import; `nil` means any (the benchmark and the tests of the
  /// built binary).
  let imports: Set<String>?

  /// The benchmark, which measures every layer against raw C, and the end-to-end tests of the
  /// built binary may use everything; the composition root, `ShopCLI`, has a row of its own.
  static let anything = LayerRule(targets: [], imports: nil)

  func allowsDependency(on target: String) -> Bool {
    imports == nil || targets.contains(target)
  }

  func allowsImport(of module: String) -> Bool {
    imports?.contains(module) ?? true
  }
}
