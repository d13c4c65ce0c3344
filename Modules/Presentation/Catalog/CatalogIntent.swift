/// What a person can ask of the catalog screen.
public enum CatalogIntent: Equatable, Sendable {
  /// Show the first page of this search (an empty text browses everything).
  case search(CatalogSearch)
  /// Show the page after the one on screen.
  case nextPage
  /// Open the product at this position of the page on screen, counted from 1.
  case choose(position: Int)
}
