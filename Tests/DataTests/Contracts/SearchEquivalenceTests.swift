import ShopData
import ShopDomain
import ShopInMemory
import ShopPostgres
import Testing

/// A product search returns exactly what a plain scan of the same products returns, in the same
/// order, page after page, on every storage.
///
/// The scan is the Domain's own rule written out: `SearchTerms.matches`, the folded category,
/// the name key or the price and then the SKU. A storage may serve a search however it likes
/// (LIKE over every row, a trigram index, a plan chosen per query); whatever it does, the pages
/// it gives must add up to this list. The catalog and the searches come from a seeded generator,
/// so a failure names its search and replays on every run.
@Suite("Search equivalence")
struct SearchEquivalenceTests {
  /// The page size every search is walked with: small, so most results span many pages.
  private static let pageSize = 7

  @Test(
    "every search pages through exactly what a scan of the catalog finds, in its order",
    arguments: StorageKind.allCases)
  func searchIsScan(kind: StorageKind) async throws {
    try await holdsToScan(kind, searchBudget: nil)
  }

  /// With a budget this small, a rare word is read from the index, a common one walks, and a
  /// walk runs out of budget before most pages are full: every plan runs on this catalog.
  @Test(
    "every plan of a search pages through exactly what a scan finds, in its order",
    arguments: StorageKind.keepingRows)
  func everyPlanIsScan(kind: StorageKind) async throws {
    try await holdsToScan(kind, searchBudget: SearchBudget(candidates: 20, walk: 40))
  }

  /// The same, after a third of the catalog was saved again with the names, descriptions (and
  /// so the rare words), categories and prices of other products: whatever a storage keeps
  /// beside a product's row, to find or order it by, follows the row.
  @Test(
    "every plan of a search pages through exactly what a scan finds, after products changed",
    arguments: StorageKind.keepingRows)
  func everyPlanIsScanAfterChanges(kind: StorageKind) async throws {
    try await holdsToScan(
      kind, searchBudget: SearchBudget(candidates: 20, walk: 40), changingProducts: true)
  }

  private func holdsToScan(
    _ kind: StorageKind, searchBudget: SearchBudget?, changingProducts: Bool = false
  ) async throws {
    var catalog = Array(
      try Catalog.products().prefix(kind == .inMemory ? Catalog.inMemorySize : Catalog.size))
    let products = try kind.make(searchBudget: searchBudget).products
    #expect(try await products.save(catalog) == SaveSummary(added: catalog.count))
    if changingProducts {
      let changed = try Catalog.changed(catalog)
      let summary = try await products.save(changed)
      #expect(summary.added == 0 && summary.updated > changed.count * 9 / 10)
      let bySKU = Dictionary(uniqueKeysWithValues: changed.map { ($0.sku, $0) })
      catalog = catalog.map { bySKU[$0.sku] ?? $0 }
    }
    var counts: [Int] = []
    for search in Catalog.searches(in: catalog) {
      let expected = search.scan(catalog)
      let walked = try await walk(products, search)
      #expect(difference(walked, expected) == nil, "\(search)")
      counts.append(expected.count)
    }
    // The sample is worth something only if it has searches that find nothing, exactly one
    // product, and more than a few pages.
    #expect(counts.contains(0), "no search of the sample finds nothing")
    #expect(counts.contains(1), "no search of the sample finds exactly one product")
    #expect(counts.contains { $0 > 10 * Self.pageSize }, "no search of the sample is long")
  }

  /// The SKUs of every page of `search`, read by following each page's cursor until there is
  /// none. A page longer than the size, or a cursor that never ends, is a failure of its own.
  private func walk(_ products: any ProductRepository, _ search: Search) async throws -> [String] {
    var query = ProductQuery(
      terms: SearchTerms(search.text), category: search.category.map(FoldedText.init),
      sort: search.sort, size: try PageSize(Self.pageSize))
    var walked: [String] = []
    var pages = 0
    while true {
      let page = try await products.page(query)
      pages += 1
      #expect(
        page.items.count <= Self.pageSize,
        "\(search): page \(pages) holds \(page.items.count) products")
      walked += page.items.map(\.sku.value)
      guard let next = page.nextCursor else { return walked }
      // Every product in its own page, and then some: past that the cursor goes round in circles.
      guard pages <= Catalog.size + 1 else {
        Issue.record("\(search): still a next page after \(pages) pages")
        return walked
      }
      query.after = next
    }
  }

  /// Where the walked SKUs first part from the expected ones, said briefly; `nil` when they are
  /// the same list.
  private func difference(_ walked: [String], _ expected: [String]) -> String? {
    guard walked != expected else { return nil }
    let index =
      zip(walked, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(walked.count, expected.count)
    let got = index < walked.count ? walked[index] : "the end"
    let wanted = index < expected.count ? expected[index] : "the end"
    return "\(walked.count) found, \(expected.count) expected; at \(index), \(got) instead of "
      + wanted
  }
}

/// One search as a shopper types it: its text, a category (as typed, folded by the query) and
/// an order. `what` says which case of the sample it is.
private struct Search: CustomStringConvertible {
  let what: String
  let text: String
  let category: String?
  let sort: ProductSort

  var description: String {
    let filter = category.map { " in category \($0.debugDescription)" } ?? ""
    return "\(what) \(text.debugDescription)\(filter) by \(sort)"
  }

  /// The SKUs a plain scan of `catalog` finds, by the Domain's rules, in this search's order.
  func scan(_ catalog: [Product]) -> [String] {
    let terms = SearchTerms(text)
    let key = category.map(FoldedText.init)
    let found = catalog.filter { product in
      (key == nil || product.category.key == key) && terms.matches(product)
    }
    switch sort {
    case .name:
      return found.map { (key: $0.nameKey, sku: $0.sku) }
        .sorted { $0.key != $1.key ? $0.key < $1.key : $0.sku < $1.sku }
        .map(\.sku.value)
    case .price:
      return found.map { (price: $0.price.minorUnits, sku: $0.sku) }
        .sorted { $0.price != $1.price ? $0.price < $1.price : $0.sku < $1.sku }
        .map(\.sku.value)
    }
  }
}

/// The generated catalog and the sample of searches over it.
private enum Catalog {
  static let size = 3_000
  /// The in-memory double sorts every match again for each page it serves, so a walk costs it
  /// pages times matches; it is held to the same searches over the catalog's first products,
  /// which the searches and the rare words are drawn from.
  static let inMemorySize = 500

  /// Words names and descriptions are made of: accents (and the same words without them),
  /// repeats, words inside other words, words of one or two characters, digits, and the
  /// characters LIKE treats specially (`%`, `_`, `\`, and `!`, PostgreSQL's escape here).
  static let vocabulary = [
    "crème", "Creme", "fraîche", "FRAICHE", "café", "cafe", "Café", "Gruyère", "gruyere",
    "jalapeño", "Jalapeno", "Straße", "strasse", "œuf", "naïve", "oil", "boil", "soil", "toil",
    "tea", "Tea", "steak", "instead", "oat", "goat", "coat", "olive", "smoky", "green", "aged",
    "swiss", "rice", "sauce", "honey", "butter", "salt", "pepper", "lemon", "apple", "plum",
    "flour", "sugar", "cocoa", "vanilla", "mint", "basil", "thyme", "garlic", "onion", "leek",
    "kale", "nut", "fig", "lime", "corn", "rye", "dill", "sage", "cumin", "a", "an", "of", "I",
    "x", "é", "7", "42", "2024", "1kg", "70%", "50%", "%", "snake_case", "_", "\\", "C:\\Pantry",
    "wow!", "!", "tea-oil", "(boil)", "café,", "Καφές", "καφες", "ΚΑΦΈΣ", "ελιά", "Ελιάς",
    "προϊόν", "ΠΡΟΪΌΝ", "σ", "Чай", "чаи", "Ёлка", "елка", "Йогурт", "и\u{0306}огурт",
  ]

  /// Words that occur in one product each, and in nothing else.
  static let rareWords = [
    "saffron", "yuzu", "kümmel", "piñon", "tamarind", "mâche", "Ούζο", "КВАС", "Ёрш",
  ]

  /// How words are joined: mostly a space, sometimes two, a comma or a no-break space.
  static let separators = [" ", " ", " ", " ", "  ", ", ", "\u{00A0}"]

  /// About ten categories, several spelled more than one way that fold alike.
  static let categories = [
    "Dairy", "dairy", "DAIRY", "Épicerie", "epicerie", "Pantry", "Bakery", "Café", "cafe",
    "Drinks", "Produce", "Frozen", "Spices & Herbs", "50% off", "snake_case", "Γαλακτοκομικά",
    "ΓΑΛΑΚΤΟΚΟΜΙΚΆ", "Молочное", "МОЛОЧНОЕ",
  ]

  /// A catalog of `size` products, the same on every run.
  static func products() throws -> [Product] {
    var random = SeededRandom(seed: 20_250)
    var products: [Product] = []
    var names: [String] = []
    for index in 0..<size {
      let name: String
      if !names.isEmpty, random.oneIn(6) {
        // A name again, as it was or in another case: a tie on the name key.
        let earlier = random.pick(names)
        name = random.pick([earlier, earlier.uppercased(), earlier.lowercased()])
      } else {
        name = random.text(words: 1...3)
      }
      names.append(name)
      var description = random.oneIn(4) ? "" : random.text(words: 1...6)
      if index % 97 == 13, index / 97 < rareWords.count {
        description += " " + rareWords[index / 97]
      }
      // Prices from a short list of steps, so many products share one and the SKU breaks it.
      let price = random.oneIn(50) ? Product.maximumPriceMinorUnits : 25 * random.int(0...40)
      // SKUs in another order than the names and prices, and compared by bytes: B-10 < B-9.
      let sku = "\(random.pick(["A", "B", "ZZ", "B-1"]))-\(index)"
      products.append(
        try Product(
          sku: SKU(sku), name: name, description: description,
          category: ProductCategory(random.pick(categories)), price: Fixtures.money(price),
          stock: random.int(0...50)))
    }
    return products
  }

  /// Every third product of `products`, changed: the name, description, category and price of
  /// three others, its SKU and stock its own.
  static func changed(_ products: [Product]) throws -> [Product] {
    try stride(from: 0, to: products.count, by: 3).map { index in
      func other(_ offset: Int) -> Product { products[(index + offset) % products.count] }
      return try Product(
        sku: products[index].sku, name: other(1).name, description: other(2).description,
        category: other(5).category, price: other(7).price, stock: products[index].stock)
    }
  }

  /// The searches each storage is held to, the same on every run: each kind of search with and
  /// without a category, by name and by price.
  static func searches(in products: [Product]) -> [Search] {
    // The same searches whichever catalog: drawn from the products every storage holds.
    let catalog = Array(products.prefix(inMemorySize))
    var random = SeededRandom(seed: 7_919)
    let kinds: [(what: String, text: (inout SeededRandom) -> String)] = [
      ("a common word", { $0.pick(["oil", "tea", "sauce", "green", "crème", "olive", "coat"]) }),
      ("a rare word", { $0.pick(rareWords) }),
      ("a word that matches nothing", { $0.pick(["caviar", "zzz", "t_a", "o%l", "oils", "\\n"]) }),
      ("two words", { $0.text(words: 2...2) }),
      ("three words", { $0.text(words: 3...3) }),
      (
        "a word of one or two characters",
        { $0.pick(["x", "7", "%", "_", "\\", "!", "an", "of", "ea", "42", "ß", "œ", "Œ"]) }
      ),
      ("a word inside longer words", { $0.pick(["oil", "tea", "oat", "ea", "ste", "ruy"]) }),
      (
        "an accented spelling",
        { $0.pick(["crème", "fraîche", "café", "Gruyère", "jalapeño", "Straße", "ß", "œuf"]) }
      ),
      (
        "a Greek word, accented or not, in either case",
        { $0.pick(["καφές", "ΚΑΦΕΣ", "καφεσ", "ελια", "ΕΛΙΆΣ", "προιον", "Προϊόν", "ουζο", "Σ"]) }
      ),
      (
        "a Cyrillic word, with й kept apart from и and ё folded to е",
        {
          $0.pick(["чай", "ЧАИ", "елка", "ЁЛКА", "йогурт", "иогурт", "квас", "ерш", "чаи\u{0306}"])
        }
      ),
      (
        "an unaccented spelling",
        {
          $0.pick(["creme", "fraiche", "cafe", "gruyere", "jalapeno", "strasse", "oeuf", "naive"])
        }
      ),
      ("upper case", { $0.text(words: 1...2).uppercased() }),
      (
        "the start of a word, in any script, case or accent, punctuation included",
        {
          $0.pick([
            "c", "cr", "Cr", "é", "ca", "κα", "Κ", "ε", "ΠΡ", "ч", "Ё", "йо", "и", "(b", "c:", "5",
            "50", "sn", "t", "q",
          ])
        }
      ),
      (
        "starts of words with a longer word",
        { $0.pick(["c", "gr", "κα", "ч", "ol", "t"]) + " " + $0.text(words: 1...1) }
      ),
      (
        "a piece of a product's word",
        { generator in
          let product = generator.pick(catalog)
          let words = (product.name + " " + product.description).split(
            whereSeparator: \.isWhitespace)
          let word = generator.pick(words)
          let start = generator.int(0...max(0, word.count - 2))
          let piece = String(word.dropFirst(start).prefix(generator.int(2...4)))
          return generator.oneIn(2) ? piece.uppercased() : piece
        }
      ),
    ]
    var searches: [Search] = []
    for round in 0..<6 {
      for kind in kinds {
        let category =
          round / 2 % 2 == 1
          ? random.pick(categories + ["dAïRY", "ÉPICERIE", "nowhere", "γαλακτοκομικα", "молочное"])
          : nil
        searches.append(
          Search(
            what: kind.what, text: kind.text(&random), category: category,
            sort: round % 2 == 0 ? .name : .price))
      }
    }
    return searches
  }
}

extension SeededRandom {
  fileprivate mutating func int(_ range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &self)
  }

  fileprivate mutating func oneIn(_ chances: Int) -> Bool { int(1...chances) == 1 }

  fileprivate mutating func pick<Element>(_ choices: [Element]) -> Element {
    choices[int(0...choices.count - 1)]
  }

  /// Words of the vocabulary, as many as `count` allows, joined by the separators; now and
  /// then a word twice in a row.
  fileprivate mutating func text(words count: ClosedRange<Int>) -> String {
    var word = pick(Catalog.vocabulary)
    var text = word
    for _ in 1..<int(count) {
      if !oneIn(8) { word = pick(Catalog.vocabulary) }
      text += pick(Catalog.separators) + word
    }
    return text
  }
}
