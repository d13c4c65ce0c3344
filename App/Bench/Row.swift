/// One row held to raw C: the same operation through a repository and through the raw C API, on
/// each of the same inputs, `repeats` times a round; and what each side's result says, read as
/// the shop's own values (products, orders), so that both are held to one answer before the row
/// is timed. A raw side that reads fewer columns, an empty page or nothing at all is timed doing
/// less work, and its ratio then means nothing: `check` says so instead (Benchmarks.md).
struct Row {
  let name: String
  let rounds: Int
  let operations: Int
  /// One round of each side, as it is timed.
  let repository: () async -> Void
  let raw: () -> Void
  /// Each side once on every input: `nil` when both read the same and something, else the
  /// sentence that says how they differ.
  let check: () async -> String?

  /// `reading` and `rawReading` turn each side's result into the values compared; they run in
  /// the check only, never in a timed round. Pass them as closures (`{ Readings.items($0) }`):
  /// Swift 6.3.1 crashes converting a function's bare name to these async types in an actor's
  /// code.
  init<Input, RepositoryResult, RawResult, Reading: Equatable>(
    _ name: String, rounds: Int, inputs: [Input], repeats: Int = 1,
    repository: @escaping (Input) async -> RepositoryResult,
    raw: @escaping (Input) -> RawResult,
    reading: @escaping (RepositoryResult) async -> [Reading],
    rawReading: @escaping (RawResult) async -> [Reading]
  ) {
    self.name = name
    self.rounds = rounds
    operations = inputs.count * repeats
    self.repository = {
      for _ in 0..<repeats {
        for input in inputs { _ = await repository(input) }
      }
    }
    self.raw = {
      for _ in 0..<repeats {
        for input in inputs { _ = raw(input) }
      }
    }
    check = {
      for (index, input) in inputs.enumerated() {
        let expected = await reading(repository(input))
        let found = await rawReading(raw(input))
        let which = inputs.count > 1 ? ", input \(index + 1) of \(inputs.count)" : ""
        if let difference = Self.difference(expected, found) {
          return "“\(name)”\(which): \(difference), so its ratio would mean nothing."
        }
      }
      return nil
    }
  }

  /// How the raw side's reading differs from the repository's, or `nil` when they are the same
  /// and not empty.
  private static func difference<Reading: Equatable>(_ expected: [Reading], _ found: [Reading])
    -> String?
  {
    if expected.isEmpty { return "the repository reads nothing" }
    if found.count != expected.count {
      return
        "the raw side reads \(found.count) results where the repository reads \(expected.count)"
    }
    guard let index = expected.indices.first(where: { expected[$0] != found[$0] }) else {
      return nil
    }
    return "the raw side's result \(index + 1) of \(found.count) is not the repository's"
  }
}
