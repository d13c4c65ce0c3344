/// The benchmark's table, one line per measurement: the per-operation medians, and the ratio of
/// each round as min – median – max, so the noise is in plain sight beside the figure.
enum Report {
  static let header =
    pad("benchmark", 38) + pad("repository", 14) + pad("raw", 14) + "ratio min – median – max"

  static func line(_ measurement: Measurement) -> String {
    let ratios = measurement.ratios
    let spread = [ratios.first ?? 0, measurement.ratio, ratios.last ?? 0].map(format2)
    return pad(measurement.name, 38) + pad(time(measurement.repository), 14)
      + pad(time(measurement.raw), 14) + spread.joined(separator: " – ")
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
