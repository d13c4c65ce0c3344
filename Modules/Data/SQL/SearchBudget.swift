/// Performance: how much a search's plan may read before it takes another: the numbers at which a
/// database's driver changes plan (`SQLiteProductPages`, `PostgresProductPages`). Each database
/// has its own, measured in Benchmarks.md; tests give small ones, so that a catalog of a few
/// thousand products takes every plan.
public struct SearchBudget: Sendable {
  /// Up to how many products may hold the words for a page to be read from them all.
  public let candidates: Int
  /// How many entries of the order's index a walk reads before the search index is asked.
  public let walk: Int

  public init(candidates: Int, walk: Int) {
    self.candidates = candidates
    self.walk = walk
  }
}
