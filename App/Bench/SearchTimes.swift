import ShopData
import ShopDomain

/// The catalog's searches and its category list, timed through the repository at each size of
/// catalog: unlike the rows held to raw C, these see the query itself, so a plan that reads every
/// product shows as a time that grows with the table. Each shape is timed as the median of its
/// rounds; `report` then gives the largest size's time over the smallest's, and `misses` holds
/// the largest size's time to 40 ms.
struct SearchTimes {
  /// A search shape, as `shop products` would be asked it, on a catalog of some size.
  struct Shape: Sendable {
    let name: String
    let query: @Sendable (_ catalog: [Product]) -> ProductQuery
  }

  /// Seconds per operation, by shape name and catalog size.
  private(set) var times: [String: [Int: Double]] = [:]

  /// The shapes on the benchmark's generated catalog (`Fixtures.products`): every name holds
  /// "crème", one in 97 ends in a given number, every description one of five marks (`alpine`,
  /// `boreal`, …) that never meet, each product is in one of 20 categories, and no word starts
  /// with `q` or `x`. Every shape the plans choose between: common words, rare ones, common
  /// words that never meet, words of one or two letters that match much or nothing, and a page
  /// after the last match.
  static let shapes: [Shape] = [
    Shape(name: "search, a common word") { _ in query("creme") },
    Shape(name: "search, a rare word") { catalog in
      query(String(catalog.count / 2 + 1, radix: 36))
    },
    Shape(name: "search, no match") { _ in query("zqxw") },
    Shape(name: "search, two words") { _ in query("creme 42") },
    Shape(name: "search, with a category") { _ in query("creme 42", category: "Category 7") },
    Shape(name: "search, by price") { _ in query("creme 42", sort: .price) },
    Shape(name: "search, two marks that never meet") { _ in query("alpine boreal") },
    Shape(name: "search, three marks that never meet") { _ in query("alpine boreal coastal") },
    Shape(name: "search, two marks that never meet, by price") { _ in
      query("alpine boreal", sort: .price)
    },
    Shape(name: "search, a mark and a number, after the last match") { catalog in
      query("alpine 42", after: lastMatch("alpine 42", in: catalog))
    },
    Shape(name: "search, one letter, nothing") { _ in query("q") },
    Shape(name: "search, two letters, nothing") { _ in query("xq") },
    Shape(name: "search, a letter and a word") { _ in query("q creme") },
    Shape(name: "search, a word and two letters") { _ in query("creme qz") },
    Shape(name: "search, one common letter") { _ in query("c") },
    Shape(name: "search, two common letters") { _ in query("cr") },
    Shape(name: "search, a word every product holds, in a category") { _ in
      query("creme", category: "Category 7")
    },
  ]

  /// These times, with the shapes timed on `products`, which holds `catalog`.
  func measuring(_ products: any ProductRepository, catalog: [Product]) async -> SearchTimes {
    let size = catalog.count
    var measured = self
    for shape in Self.shapes {
      let query = shape.query(catalog)
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

  /// The shapes that take more than `limit` seconds at the largest size: through the
  /// repository, what is left of a whole process's 60 ms once it has started and connected.
  func misses(sizes: [Int], limit: Double = 0.040) -> [String] {
    times.compactMap { name, row in
      (row[sizes.last ?? 0] ?? 0) > limit ? name : nil
    }.sorted()
  }

  private static func query(
    _ text: String, category: String? = nil, sort: ProductSort = .name, after: SKU? = nil
  ) -> ProductQuery {
    ProductQuery(
      terms: SearchTerms(text), category: category.flatMap { try? ProductCategory($0).key },
      sort: sort, size: (try? PageSize(50)) ?? .standard, after: after)
  }

  /// The SKU of the last product of `catalog` that holds `text`'s words, by name.
  private static func lastMatch(_ text: String, in catalog: [Product]) -> SKU? {
    let terms = SearchTerms(text)
    return catalog.filter(terms.matches).max { left, right in
      left.nameKey != right.nameKey ? left.nameKey < right.nameKey : left.sku < right.sku
    }?.sku
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
