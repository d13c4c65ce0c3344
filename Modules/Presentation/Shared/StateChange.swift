/// What changed between two values of a Store's state, property by property, as text for the
/// trace. Reads the properties with `Mirror`, so a new state property is traced without anyone
/// remembering to add it.
enum StateChange {
  static func between<State>(_ old: State, _ new: State) -> [String] {
    let before = Mirror(reflecting: old).children.map { String(describing: $0.value) }
    return Mirror(reflecting: new).children.enumerated().compactMap { index, child in
      guard let label = child.label else { return nil }
      guard index >= before.count || before[index] != String(describing: child.value) else {
        return nil
      }
      return "\(label): \(TraceText.describe(child.value))"
    }
  }
}
