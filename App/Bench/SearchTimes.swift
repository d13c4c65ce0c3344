import ShopData
import ShopDomain

/// The catalog's searches and its category list, timed through the repository at each size of
/// catalog: unlike the rows held to raw C, these see the query itself, so a plan that reads every
/// product shows as a time that grows with the table. Each shape is timed as the median of its
/// rounds; `report` then gives the largest size's time over the smallest's, held to 3.
struct SearchTimes {
  /// A search shape, as `shop products` would be asked it.
  struct Shape: Sendable {
    let name: String
    let query: @Sendable (_ size: Int) -> ProductQuery
  }

  /// Seconds per operation, by shape name and catalog size.
  private(set) var times: [String: [Int: Double]] = [:]

  /// The shapes on the benchmark's generated catalog (`Fixtures.products`): every name holds
  /// "crème", one in 97 ends in a given number, each product is in one of 20 categories.
  static let shapes: [Shape] = [
    Shape(name: "search, a common word") { _ in query("creme") },
    Shape(name: "search, a rare word") { size in query(String(size / 2 + 1, radix: 36)) },
    Shape(name: "search, no match") { _ in query("zqxw") },
    Shape(name: "search, two words") { _ in query("creme 42") },
    Shape(name: "search, with a category") { _ in query("creme 42", category: "Category 7") },
    Shape(name: "search, by price") { _ in query("creme 42", sort: .price) },
  ]

  /// These times, with the shapes timed on `products`, a catalog of `size`.
  func measuring(_ products: any ProductRepository, size: Int) async -> SearchTimes {
    var measured = self
    for shape in Self.shapes {
      let query = shape.query(size)
      measured.times[shape.name, default: [:]][size] = await Self.median(rounds: 7) {
        _ = try? await products.page(query)
      }
    }
    measured.times["categories", default: [:]][size] = await Self.median(rounds: 7) {
      _ = try? await products.categories()
    }
    return measured
  }

  /// One line per shape: its time at each size, and the largest size's over the smallest's.
  func report(sizes: [Int]) -> String {
    (Self.shapes.map(\.name) + ["categories"]).map { name in
      let row = times[name] ?? [:]
      let columns = sizes.map { size in "\(size): " + Report.time(row[size] ?? 0) }
      let small = row[sizes.first ?? 0] ?? 0
      let large = row[sizes.last ?? 0] ?? 0
      let flatness = Report.format2(small > 0 ? large / small : 0)
      return "\(name): " + columns.joined(separator: ", ") + "; largest / smallest = \(flatness)"
    }.joined(separator: "\n")
  }

  /// The shapes whose largest size's time is more than 3 times the smallest's.
  func misses(sizes: [Int]) -> [String] {
    times.compactMap { name, row in
      let small = row[sizes.first ?? 0] ?? 0
      let large = row[sizes.last ?? 0] ?? 0
      return small > 0 && large / small > 3 ? name : nil
    }.sorted()
  }

  private static func query(
    _ text: String, category: String? = nil, sort: ProductSort = .name
  ) -> ProductQuery {
    ProductQuery(
      terms: SearchTerms(text), category: category.flatMap { try? ProductCategory($0).key },
      sort: sort, size: (try? PageSize(50)) ?? .standard)
  }

  private static func median(rounds: Int, _ work: () async -> Void) async -> Double {
    let clock = ContinuousClock()
    var times: [Double] = []
    for _ in 0..<rounds {
      let start = clock.now
      await work()
      times.append(Measurement.seconds(clock.now - start))
    }
    return Measurement.median(times)
  }
}
