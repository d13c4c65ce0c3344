import ShopDomain

/// A catalog search as the person typed it. The Store checks it against Domain's rules, so an
/// invalid value becomes a screen state, not a crash in the front end.
public struct CatalogSearch: Equatable, Sendable {
  public var text: String
  public var category: String?
  public var sort: ProductSort
  public var limit: Int?
  public var after: String?

  public init(
    text: String = "", category: String? = nil, sort: ProductSort = .name, limit: Int? = nil,
    after: String? = nil
  ) {
    self.text = text
    self.category = category
    self.sort = sort
    self.limit = limit
    self.after = after
  }

  /// The Domain query, or the failure that names the refused value as data (`Failure.Field`),
  /// for each front end to point at in its own way.
  func query() throws(Failure) -> ProductQuery {
    var query = ProductQuery(terms: SearchTerms(text), sort: sort)
    if let category, !category.isEmpty {
      query.category = FoldedText(category)
    }
    if let limit {
      do throws(PageSizeError) {
        query.size = try PageSize(limit)
      } catch {
        throw Failure(
          kind: .invalidInput,
          message:
            "A page shows \(PageSize.range.lowerBound) to \(PageSize.range.upperBound) products, not \(limit).",
          field: .limit)
      }
    }
    if let after {
      do throws(ProductError) {
        query.after = try SKU(after)
      } catch {
        throw Failure(
          kind: .invalidInput,
          message:
            "A page continues after the SKU that ended the one before; \"\(after)\" is not a SKU.",
          field: .after)
      }
    }
    return query
  }
}

/// How a search reads in the trace: its set fields, in the person's words. Without it the trace
/// printed Swift's own spelling, with module names and `Optional(…)` around the values.
extension CatalogSearch: CustomStringConvertible {
  public var description: String {
    var fields = ["text: \"\(text)\""]
    if let category { fields.append("category: \"\(category)\"") }
    fields.append("sort: \(sort.rawValue)")
    if let limit { fields.append("limit: \(limit)") }
    if let after { fields.append("after: \"\(after)\"") }
    return "CatalogSearch(" + fields.joined(separator: ", ") + ")"
  }
}
