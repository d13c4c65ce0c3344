import Foundation

/// `--profile repository WORD` or `--profile raw WORD`: one side alone of the rows at 100k rows
/// whose name holds WORD (`products`, `orders`, `lookups`), for twenty seconds each and nothing
/// compared. It prints a line as it starts, for `perf record -p` to begin there, and the
/// operations it ran when done, so the two sides' profiles are diffed per operation
/// (Benchmarks.md, "Rows back under their targets").
struct Profile {
  enum Side: String {
    case repository, raw
  }

  let side: Side
  let word: String

  /// The profile the command line asks for: `nil` without `--profile`, and a `Usage` refusal
  /// when it is asked wrong.
  static func asked(in arguments: [String]) throws(Usage) -> Profile? {
    guard let flag = arguments.firstIndex(of: "--profile") else { return nil }
    let words = arguments.dropFirst(flag + 1).prefix(2)
    guard words.count == 2, let side = Side(rawValue: words.first ?? "") else {
      throw Usage("--profile takes repository or raw, then a word of the rows' names")
    }
    return Profile(side: side, word: words.last ?? "")
  }

  /// Runs the side profiled of the row `name`, if the profile names it.
  func run(_ name: String, operations: Int, repository: () async -> Void, raw: () -> Void) async {
    guard name.contains(word) else { return }
    // Each side once first, as `Measurement.compare` begins: the first statements pay for
    // preparing and for caches, and a read one side leaves open spares the other's statements
    // their file locks, in the measured rounds as here.
    raw()
    await repository()
    print("profiling \(side.rawValue): \(name)")
    fflush(nil)
    let clock = ContinuousClock()
    let end = clock.now + .seconds(20)
    var done = 0
    while clock.now < end {
      switch side {
      case .repository: await repository()
      case .raw: raw()
      }
      done += operations
    }
    print("\(done) operations")
  }
}
