import Foundation
import ShopDomain
import ShopInMemory
import Testing

@testable import ShopData

/// The catalog feed's boundary: records become Domain values or rejections that name the
/// record and the field; a file that is not a feed fails as a whole.
@Suite("Decoding the catalog feed")
struct CatalogFeedDecodingTests {
  let temporary = TemporaryFile("feed.json")

  private func decode(_ json: String) throws -> CatalogFeedBatch {
    try JSONCatalogFeed.decode(Data(json.utf8), name: "test feed")
  }

  private func product(_ fields: String) -> String {
    """
    {"sku": "T-1", "name": "Thing", "description": "", "category": "Test",
     "price": {"amount_minor": 100, "currency": "EUR"}, "stock": 1\(fields)}
    """
  }

  @Test("a valid record becomes a product")
  func validRecord() throws {
    let batch = try decode(#"{"products": [\#(product(""))]}"#)
    #expect(batch.rejections.isEmpty)
    let entry = try #require(batch.entries.first)
    #expect(entry.record == 1)
    #expect(entry.product.sku.value == "T-1")
    #expect(entry.product.price == Money(minorUnits: 100, currency: try Currency(code: "EUR")))
  }

  @Test(
    "a broken record is rejected alone, naming the record, its SKU and the field",
    arguments: [
      (
        #"{"sku": "T-2", "name": "X", "description": "", "category": "C", "price": {"amount_minor": 1, "currency": "EUR"}}"#,
        "stock", "is missing"
      ),
      (
        #"{"sku": "T-2", "name": "X", "description": "", "category": "C", "price": {"amount_minor": 1, "currency": "EUR"}, "stock": "ten"}"#,
        "stock", "should be a whole number"
      ),
      (
        #"{"sku": "T-2", "name": "X", "description": "", "category": "C", "price": {"currency": "EUR"}, "stock": 1}"#,
        "price.amount_minor", "is missing"
      ),
      (
        #"{"sku": "T-2", "name": "X", "description": "", "category": "C", "price": {"amount_minor": -5, "currency": "EUR"}, "stock": 1}"#,
        "price", "must be 0 to"
      ),
      (
        #"{"sku": "T-2", "name": "X", "description": "", "category": "C", "price": {"amount_minor": 5, "currency": "EURO"}, "stock": 1}"#,
        "currency", "three-letter"
      ),
      (
        #"{"sku": "T-2", "name": " ", "description": "", "category": "C", "price": {"amount_minor": 5, "currency": "EUR"}, "stock": 1}"#,
        "name", "is empty"
      ),
    ]
  )
  func rejection(record: String, field: String, reason: String) throws {
    let batch = try decode(#"{"products": [\#(product("")), \#(record)]}"#)
    #expect(batch.entries.count == 1)
    let rejection = try #require(batch.rejections.first)
    #expect(rejection.record == 2)
    #expect(rejection.sku == "T-2")
    #expect(rejection.field == field)
    #expect(rejection.reason.contains(reason))
  }

  @Test(
    "a record that names a key twice is rejected, naming the key, however it is spelled",
    arguments: [
      (#", "sku": "T-9""#, "sku"), (#", "\u0073ku": "T-9""#, "sku"),
      (#", "stock": 2"#, "stock"), (#", "extra": {"a": 1, "a": 2}"#, "extra.a"),
    ])
  func duplicateKeys(fields: String, key: String) throws {
    let batch = try decode(#"{"products": [\#(product(fields))]}"#)
    #expect(batch.entries.isEmpty)
    let rejection = try #require(batch.rejections.first)
    #expect(rejection.field == key)
    #expect(rejection.reason.contains("appears twice"))
  }

  @Test("keys repeated only across objects or lists are not repeats, and deep nesting is safe")
  func notDuplicates() throws {
    let extra = #", "tags": [{"a": 1}, {"a": 2}], "more": {"a": {"a": 1}}"#
    #expect(try decode(#"{"products": [\#(product(extra))]}"#).entries.count == 1)
    let deep = String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)
    #expect(DuplicateKey.first(in: Array(deep.utf8)) == nil)
  }

  @Test(
    "a whole number too large or too small to hold is said so",
    arguments: [("99999999999999999999", "large"), ("-99999999999999999999", "small")])
  func numbersOutOfRange(stock: String, size: String) throws {
    let record = product("").replacingOccurrences(of: #""stock": 1"#, with: #""stock": \#(stock)"#)
    let batch = try decode(#"{"products": [\#(record)]}"#)
    let rejection = try #require(batch.rejections.first)
    #expect(rejection.field == "stock")
    #expect(rejection.reason == "is too \(size) to hold")
  }

  @Test("promotions are read, and a bad one is rejected in its own section")
  func promotions() throws {
    let batch = try decode(
      """
      {"products": [], "promotions": [
        {"code": "TEN", "percent_off": 10, "minimum_subtotal": {"amount_minor": 0, "currency": "EUR"},
         "expires_at": "2030-01-01T00:00:00Z"},
        {"code": "BAD", "percent_off": 10, "amount_off": {"amount_minor": 5, "currency": "EUR"},
         "minimum_subtotal": {"amount_minor": 0, "currency": "EUR"}, "expires_at": "2030-01-01T00:00:00Z"},
        {"code": "WHEN", "percent_off": 10, "minimum_subtotal": {"amount_minor": 0, "currency": "EUR"},
         "expires_at": "next year"},
        {"code": "NONE", "minimum_subtotal": {"amount_minor": 0, "currency": "EUR"},
         "expires_at": "2030-01-01T00:00:00Z"}
      ]}
      """)
    #expect(batch.promotions.map(\.promotion.code.value) == ["TEN"])
    // Each sentence reads whole after its field: "percent_off is given with amount_off: …".
    #expect(
      batch.rejections.map(\.reason).filter { $0.contains("amount_off") } == [
        "is given with amount_off: a promotion takes one of them",
        "is missing, and so is amount_off: give one",
      ])
    #expect(
      batch.promotions.first?.promotion.expiresAt
        == Timestamp(millisecondsSince1970: 1_893_456_000_000))
    #expect(batch.rejections.map(\.section) == [.promotions, .promotions, .promotions])
    #expect(batch.rejections.map(\.field) == ["percent_off", "expires_at", "percent_off"])
  }

  @Test("the first record is number 1, and a record without a SKU is named by number alone")
  func recordNumbers() throws {
    let batch = try decode(
      """
      {"products": [
        {"name": "No code", "description": "", "category": "C",
         "price": {"amount_minor": 1, "currency": "EUR"}, "stock": 1},
        \(product("")),
        "just text",
        {"sku": "T-4", "name": "Bad stock", "description": "", "category": "C",
         "price": {"amount_minor": 1, "currency": "EUR"}, "stock": 2.5}
      ]}
      """)
    #expect(batch.entries.map(\.record) == [2])
    #expect(batch.rejections.map(\.record) == [1, 3, 4])
    #expect(batch.rejections.map(\.sku) == [nil, nil, "T-4"])
    #expect(batch.rejections.map(\.field) == ["sku", "record", "stock"])
    #expect(batch.rejections.map(\.section) == [.products, .products, .products])
    #expect(batch.rejections.first?.reason == "is missing")
  }

  /// Every assigned character Unicode's data says shows nothing but is no control or space
  /// (those are refused or trimmed before): default ignorables such as the Hangul fillers, the
  /// variation selectors and the tags, format characters, and the glyphs named blank.
  static let unseen: [Unicode.Scalar] = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter {
    let properties = $0.properties
    guard properties.generalCategory != .unassigned, properties.generalCategory != .control,
      !properties.isWhitespace
    else { return false }
    return properties.isDefaultIgnorableCodePoint || properties.generalCategory == .format
      || properties.name?.hasSuffix(" BLANK") == true
  }

  @Test("a record whose name or category shows nothing is rejected, naming the field")
  func nothingToSee() throws {
    for field in ["name", "category"] {
      let records = try Self.unseen.enumerated().map { index, scalar in
        let text = String(
          decoding: try JSONEncoder().encode(String(scalar) + String(scalar)), as: UTF8.self)
        return product("").replacingOccurrences(of: #""T-1""#, with: "\"U-\(index)\"")
          .replacingOccurrences(of: field == "name" ? #""Thing""# : #""Test""#, with: text)
      }
      let batch = try decode(#"{"products": [\#(records.joined(separator: ","))]}"#)
      let accepted = batch.entries.map { entry in
        String(Self.unseen[entry.record - 1].value, radix: 16, uppercase: true)
      }
      #expect(accepted.isEmpty, "\(field) accepted: \(accepted.prefix(40))")
      #expect(batch.rejections.allSatisfy { $0.field == field }, "\(field)")
      #expect(batch.rejections.allSatisfy { $0.reason.contains("no visible character") })
    }
  }

  @Test("a record's text is trimmed and its SKU upper-cased on the way in")
  func normalised() throws {
    let batch = try decode(
      #"{"products": [{"sku": " t-9 ", "name": "  Gruyère ", "description": " Old ", "#
        + #""category": " Dairy ", "price": {"amount_minor": 0, "currency": "eur"}, "stock": 0}]}"#)
    let product = try #require(batch.entries.first?.product)
    #expect(product.sku == (try SKU("T-9")))
    #expect(product.name == "Gruyère")
    #expect(product.description == "Old")
    #expect(product.category.name == "Dairy")
    #expect(product.price == Money(minorUnits: 0, currency: try Currency(code: "EUR")))
    #expect(!product.isInStock)
  }

  @Test(
    "bytes that are not a catalog fail as a whole, saying what is wrong",
    arguments: [
      ("not json", "the feed must be a JSON object"), ("[]", "the feed must be a JSON object"),
      (#"{"items": []}"#, "it has no \"products\" list"), ("", "the feed must be a JSON object"),
      (#"{"products": {}}"#, "\"products\" must be a list"),
      (#"{"products": [] "promotions": []}"#, "a comma or a closing bracket is missing"),
      (#"{"products": [{"sku": "A"}"#, "it ends too early, before every list and brace is closed"),
      (#"{"products": [{"sku": "A""#, "it ends too early, before every list and brace is closed"),
      (#"{"prod"#, "it ends too early, before every list and brace is closed"),
      (#"{"products": []} x"#, "there is more after the closing brace"),
      (#"{"products": [], "products": []}"#, "it has two \"products\" lists"),
      (#"{"promotions": [], "products": [], "promotions": []}"#, "it has two \"promotions\" lists"),
    ])
  func malformed(text: String, detail: String) {
    #expect(throws: CatalogError.feed(.malformed("test feed", detail: detail))) {
      try decode(text)
    }
  }

  @Test("a missing file is a missing feed")
  func missingFile() {
    #expect(throws: CatalogError.feed(.missing("/nonexistent/feed.json"))) {
      try JSONCatalogFeed(path: "/nonexistent/feed.json").readAll()
    }
  }

  @Test("a folder or a device named as a feed is unreadable, said so, and never read")
  func notAFile() {
    #expect(
      throws: CatalogError.feed(
        .unreadable(NSTemporaryDirectory(), reason: "it is a folder, not a file"))
    ) {
      try JSONCatalogFeed(path: NSTemporaryDirectory()).readAll()
    }
    #expect(
      throws: CatalogError.feed(
        .unreadable(
          "/dev/zero", reason: "it is not a regular file (a device, a pipe or a socket)"))
    ) {
      try JSONCatalogFeed(path: "/dev/zero").readAll()
    }
  }

  @Test("a FIFO named as a feed is refused at once instead of waiting for a writer")
  func fifo() throws {
    let path = temporary.path
    #expect(mkfifo(path, 0o600) == 0)
    #expect(
      throws: CatalogError.feed(
        .unreadable(path, reason: "it is not a regular file (a device, a pipe or a socket)"))
    ) {
      try JSONCatalogFeed(path: path).readAll()
    }
  }

  @Test("a feed file is read from its path; one that is not JSON is malformed, naming the path")
  func fromPath() throws {
    let path = temporary.path
    #expect(throws: CatalogError.feed(.missing(path))) { try JSONCatalogFeed(path: path).readAll() }

    try Data(#"{"products": [\#(product(""))]}"#.utf8).write(to: URL(fileURLWithPath: path))
    let batch = try JSONCatalogFeed(path: path).readAll()
    #expect(batch.entries.map(\.product.sku.value) == ["T-1"])

    try Data("sku,name\nT-1,Thing\n".utf8).write(to: URL(fileURLWithPath: path))
    #expect(
      throws: CatalogError.feed(.malformed(path, detail: "the feed must be a JSON object"))
    ) { try JSONCatalogFeed(path: path).readAll() }
  }

  @Test(
    "the bundled catalog: 60 or more valid products in 5 or more categories, with accents and some out of stock"
  )
  func bundledCatalog() throws {
    let batch = try JSONCatalogFeed.bundled.readAll()
    let products = batch.entries.map(\.product)
    #expect(batch.rejections.isEmpty)
    #expect(products.count >= 60)
    #expect(Set(products.map(\.category.name)).count >= 5)
    #expect(products.contains { $0.name.contains("Crème") })
    #expect(products.contains { $0.name.contains("Jalapeño") })
    #expect(products.filter { !$0.isInStock }.count >= 3)
    #expect(Set(products.map(\.sku)).count == products.count)
    #expect(batch.promotions.count >= 3)
  }
}
