/// The benchmark's table, one line per measurement, with the per-operation medians and ratio.
enum Report {
  static let header = pad("benchmark", 38) + pad("repository", 14) + pad("raw C", 14) + "ratio"

  static func line(_ measurement: Measurement) -> String {
    pad(measurement.name, 38) + pad(time(measurement.repository), 14)
      + pad(time(measurement.raw), 14)
      + String(format2(measurement.ratio))
  }

  /// How a page at 1M rows compares with a page at 1k: keyset pages should not care.
  static func flatness(_ results: [Measurement]) -> String {
    ["products", "orders"].map { kind in
      let small = results.first { $0.name == "page of 50 \(kind), 1000 rows" }?.repository ?? 0
      let large = results.first { $0.name == "page of 50 \(kind), 1000000 rows" }?.repository ?? 0
      return "page of 50 \(kind): 1M rows / 1k rows = \(format2(small > 0 ? large / small : 0))"
    }.joined(separator: "\n")
  }

  static func time(_ seconds: Double) -> String {
    switch seconds {
    case ..<1e-3: "\(format2(seconds * 1e6)) µs"
    case ..<1: "\(format2(seconds * 1e3)) ms"
    default: "\(format2(seconds)) s"
    }
  }

  static func format2(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}
