/// The feed's rule for repeats: a feed that lists a SKU (or a promotion code) twice is
/// ambiguous, so the first record wins and each later one is reported, so that the person fixing
/// the feed sees every one.
enum FirstOfEach {
  static func split<Entry>(
    _ entries: [Entry],
    section: FeedRejection.Section,
    key: (Entry) -> String,
    record: (Entry) -> Int
  ) -> (unique: [Entry], repeats: [FeedRejection]) {
    var firstRecord: [String: Int] = [:]
    var unique: [Entry] = []
    var repeats: [FeedRejection] = []
    for entry in entries {
      let value = key(entry)
      if let first = firstRecord[value] {
        let field = section == .products ? "sku" : "code"
        repeats.append(
          FeedRejection(
            section: section, record: record(entry), sku: value, field: field,
            reason: "repeats \(value) of record \(first)")
        )
        continue
      }
      firstRecord[value] = record(entry)
      unique.append(entry)
    }
    return (unique, repeats)
  }
}
