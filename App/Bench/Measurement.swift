/// Times work in rounds, alternating the two sides so both see the same machine, and keeps the
/// median of each: one slow round (another process, a cache miss) cannot decide the result.
struct Measurement {
  let name: String
  let repository: Double
  let raw: Double

  /// Repository time over raw time; the target is at most 1.5.
  var ratio: Double { repository / raw }

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
    for _ in 0..<rounds {
      rawTimes.append(seconds(clock.measure { raw() }) / Double(operations))
      let start = clock.now
      await repository()
      repositoryTimes.append(seconds(clock.now - start) / Double(operations))
    }
    return Measurement(name: name, repository: median(repositoryTimes), raw: median(rawTimes))
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}
