import Foundation
import Testing

/// `shop promotions` a page at a time, as `shop products` is: `--limit` and `--after`, the
/// command for the next page under the text, `next_cursor` in JSON, in the shell and the session.
@Suite("shop promotions")
struct PromotionsCommandTests {
  let shop = ShopProcess()

  /// Syncs a feed of `count` promotion codes, `CODE1` to `CODE<count>`, and returns them in the
  /// order pages list them: by their bytes.
  private func syncCodes(_ count: Int) throws -> [String] {
    let codes = (1...count).map { "CODE\($0)" }
    let records = codes.map { code in
      """
      {"code": "\(code)", "percent_off": 5, "minimum_subtotal": {"amount_minor": 0, "currency": "EUR"},
       "expires_at": "2030-01-01T00:00:00Z"}
      """
    }
    let feed = shop.path("codes.json")
    try Data("{\"products\": [], \"promotions\": [\(records.joined(separator: ",\n"))]}".utf8)
      .write(to: URL(fileURLWithPath: feed))
    try shop.expectSuccess(CommandLines.line("catalog sync", options: ["--feed", feed]))
    return codes.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  /// The codes a text page lists: the first word of each row between the heading and the end.
  private func codes(in page: String) -> [String] {
    page.split(separator: "\n").dropFirst().prefix { !$0.contains(" shown.") }
      .compactMap { $0.split(separator: " ").first.map(String.init) }
  }

  @Test("following the printed next page, page by page, lists every code once, in order")
  func textPages() throws {
    let all = try codes(in: shop.run(["promotions", "--limit", "100"]).stdout)
    var seen: [String] = []
    var arguments = ["promotions", "--limit", "3"]
    while true {
      let page = try shop.run(arguments)
      #expect(page.status == 0, "\(page.stderr)")
      seen += codes(in: page.stdout)
      let last = try #require(page.stdout.split(separator: "\n").last.map(String.init))
      guard let marker = last.range(of: "Next page: shop ") else {
        #expect(last == "\(codes(in: page.stdout).count) shown. End of the list.")
        break
      }
      #expect(last.hasPrefix("3 shown. "))
      arguments = last[marker.upperBound...].split(separator: " ").map(String.init)
      #expect(arguments.last == seen.last, "the next page continues after the last code shown")
    }
    #expect(!all.isEmpty)
    #expect(seen == all)
  }

  @Test("with --json, next_cursor leads from page to page, and is null on the last")
  func jsonPages() throws {
    let all = try syncCodes(7)
    var seen: [String] = []
    var arguments = ["--json", "promotions", "--limit", "2"]
    var cursors: [String] = []
    while true {
      let page = try shop.run(arguments).json()
      let promotions = try #require(page["promotions"] as? [[String: Any]])
      seen += promotions.compactMap { $0["code"] as? String }
      guard let cursor = page["next_cursor"] as? String else {
        #expect(page["next_cursor"] is NSNull)
        break
      }
      cursors.append(cursor)
      arguments = ["--json", "promotions", "--limit", "2", "--after", cursor]
    }
    let bundled = try shop.run(["--json", "promotions", "--limit", "100"]).json()
    let every = (bundled["promotions"] as? [[String: Any]])?.compactMap { $0["code"] as? String }
    #expect(seen == every)
    #expect(all.allSatisfy(seen.contains))
    #expect(cursors.count == (seen.count - 1) / 2)
  }

  @Test("without --limit a page holds 20 codes, however many the shop has")
  func defaultPage() throws {
    let all = try syncCodes(45)
    let text = try shop.run(["promotions"])
    let shown = codes(in: text.stdout)
    try #require(shown.count == 20)
    #expect(text.stdout.hasSuffix("20 shown. Next page: shop promotions --after \(shown[19])\n"))
    let json = try shop.run(["--json", "promotions"]).json()
    #expect((json["promotions"] as? [Any])?.count == 20)
    #expect(json["next_cursor"] as? String == shown[19])
    let after = try shop.run(["promotions", "--after", shown[19]])
    #expect(after.stdout.hasPrefix("Promotion codes, after \(shown[19])\n"))
    #expect(all.contains(try #require(codes(in: after.stdout).first)))
  }

  @Test("a page after the last code says there are no more")
  func afterTheLast() throws {
    let last = try #require(codes(in: try shop.run(["promotions", "--limit", "100"]).stdout).last)
    let result = try shop.run(["promotions", "--after", last])
    #expect(result.status == 0)
    #expect(result.stdout == "No more promotion codes.\n")
  }

  @Test(
    "a limit out of range or a cursor that is not a code is invalid input, named by its option",
    arguments: [
      (["--limit", "0"], "--limit: A page shows 1 to 100 promotion codes, not 0."),
      (["--limit", "101"], "--limit: A page shows 1 to 100 promotion codes, not 101."),
      (["--after", "a b"], "--after: A page continues after the code that ended the one before"),
    ])
  func invalidValue(options: [String], sentence: String) throws {
    try shop.run(["promotions"] + options).expectFailure(65, saying: sentence)
    let json = try shop.run(["--json", "promotions"] + options).errorJSON()
    #expect(
      (json["error"] as? [String: Any])?["field"] as? String == String(options[0].dropFirst(2)))
  }

  @Test("a limit that is not a number is a usage error")
  func limitNotANumber() throws {
    #expect(try shop.run(["promotions", "--limit", "ten"]).status == 64)
  }

  @Test("in the session, a page says the command for the next one in the session's words")
  func session() throws {
    let result = try shop.session(typing: ["promotions --limit 2"])
    #expect(result.stdout.contains("2 shown. Next page: `promotions --limit 2 --after "))
    let next = try #require(
      result.stdout.split(separator: "\n").first { $0.contains("Next page: `promotions") })
    let typed = String(try #require(next.split(separator: "`").dropFirst().first))
    let following = try shop.session(typing: [typed])
    #expect(following.stdout.contains("Promotion codes, after "))
    #expect(following.stdout.contains("shown. End of the list."))
  }
}
