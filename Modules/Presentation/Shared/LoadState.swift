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
}
