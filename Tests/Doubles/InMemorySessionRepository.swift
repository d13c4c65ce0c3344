import ShopDomain

/// The current session, in memory.
public actor InMemorySessionRepository: SessionRepository {
  private var session: Session?

  public init(_ session: Session? = nil) {
    self.session = session
  }

  public func current() throws(StorageError) -> Session? {
    session
  }

  public func start(_ session: Session) throws(StorageError) {
    self.session = session
  }

  public func end() throws(StorageError) {
    session = nil
  }
}
