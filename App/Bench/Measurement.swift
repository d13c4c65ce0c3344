/// Times work in rounds, alternating the two sides so both see the same machine, and keeps every
/// round: the medians say what an operation costs, and the ratio of each round (the repository
/// side over the raw side it ran beside) shows how much of the difference is noise.
struct Measurement {
  let name: String
  /// Seconds per operation, one per round.
  let repositoryTimes: [Double]
  let rawTimes: [Double]

  var repository: Double { Self.median(repositoryTimes) }
  var raw: Double { Self.median(rawTimes) }

  /// Repository time over raw time, round by round, smallest first.
  var ratios: [Double] {
    zip(repositoryTimes, rawTimes).map { $1 > 0 ? $0 / $1 : 0 }.sorted()
  }

  /// The median of the rounds' ratios: the figure held to its target.
  var ratio: Double { Self.median(ratios) }

  static func compare(
    _ name: String,
    rounds: Int,
    operations: Int,
    repository: () async -> Void,
    raw: () -> Void
  ) async -> Measurement {
    var repositoryTimes: [Double] = []
    var rawTimes: [Double] = []
    let clock = ContinuousClock()
    // One round of each side first, not timed: the first statements of a run pay for
    // preparing, for caches, and on PostgreSQL for a server just given new rows, and which side
    // ran first would decide who paid (a page of products measured 2.1x raw when first in its
    // schema, 0.7x when measured again right after).
    raw()
    await repository()
    for _ in 0..<rounds {
      rawTimes.append(seconds(clock.measure { raw() }) / Double(operations))
      let start = clock.now
      await repository()
      repositoryTimes.append(seconds(clock.now - start) / Double(operations))
    }
    return Measurement(name: name, repositoryTimes: repositoryTimes, rawTimes: rawTimes)
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}
