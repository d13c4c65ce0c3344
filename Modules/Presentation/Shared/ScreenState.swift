import ShopDomain

/// Where a screen's data is: not asked for yet, on its way, here, or failed.
public enum LoadState<Value: Equatable & Sendable>: Equatable, Sendable {
  case idle
  case loading
  case loaded(Value)
  case failed(Failure)

  public var value: Value? {
    guard case .loaded(let value) = self else { return nil }
    return value
  }

  public var failure: Failure? {
    guard case .failed(let failure) = self else { return nil }
    return failure
  }

  /// The same, but `idle` in place of a failure: what a screen of two values keeps of the one
  /// another intent does not load.
  var withoutFailure: LoadState {
    failure == nil ? self : .idle
  }
}

/// A value a screen keeps on show while a change to it runs, unlike a `LoadState`, which shows
/// `loading` in its place: the cart and the wishlist stay on screen while an item is added, and
/// stay beside a refusal. With what the last change did, in a sentence, or why it was refused.
public struct EditState<Value: Equatable & Sendable>: Equatable, Sendable {
  /// The last value a use case gave; `nil` until the first one comes.
  public var value: Value?
  public var isLoading = false
  /// What the last change did ("Added 3 × Crème fraîche.").
  public var notice: String?
  public var failure: Failure?

  /// The same value, beside why a change to it was refused.
  mutating func refuse(_ failure: Failure) {
    self = EditState(value: value, failure: failure)
  }
}

extension Array {
  /// The item a person chose by its position in a list on screen, counted from 1 as the screen
  /// numbers it; `nil` for a position the list does not have.
  func item(atPosition position: Int) -> Element? {
    indices.contains(position - 1) ? self[position - 1] : nil
  }
}

extension Store {
  /// The SKU `typed` names, or `nil` with the refusal beside the value kept on show.
  func sku<Value>(_ typed: String) -> SKU? where State == EditState<Value> {
    do throws(ProductError) {
      return try SKU(typed)
    } catch {
      state.refuse(.notASKU(typed))
      return nil
    }
  }
}
