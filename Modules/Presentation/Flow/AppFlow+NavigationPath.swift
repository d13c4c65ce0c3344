/// The route stack as a front end with a navigation stack binds it: SwiftUI's `NavigationStack`
/// takes a path of the screens above its root (`docs/swiftui.md`). The terminal reads
/// `AppFlow.current` instead, so this is the one part of the Flow only such a front end runs.
extension AppFlow {
  /// The screens above the catalog: a `NavigationStack` shows its root itself, and sets its path
  /// when the person goes back. Setting it goes back to where the two agree, one `back()` at a
  /// time so each keeps its rule, then opens the routes the new path adds, unless a rule of
  /// `back` went further than the path asked.
  public var path: [Route] {
    get { Array(stack.dropFirst()) }
    set {
      let agreed = zip(path, newValue).prefix { $0 == $1 }.count
      while stack.count - 1 > agreed { back() }
      guard stack.count - 1 == agreed else { return }
      for route in newValue.dropFirst(agreed) { open(route) }
    }
  }
}
