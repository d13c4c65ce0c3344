import ShopDomain

/// The catalog sync screen's Store: `Store` running `CatalogSyncFeature`.
public typealias CatalogSyncStore = Store<CatalogSyncFeature>

/// The catalog sync screen: brings the catalog in line with the feed it was built with, and
/// keeps in its state how far the sync has come while it runs.
public struct CatalogSyncFeature: Feature {
  /// What a person can ask of the sync screen.
  public enum Intent: Equatable, Sendable {
    /// Read the feed and save it into the catalog.
    case sync
  }

  /// Everything the sync screen knows: how far a running sync has come, and the report of the
  /// last sync, once there is one.
  public struct State: Equatable, Sendable {
    public var report: LoadState<SyncReport> = .idle
    /// How far the running sync has come; `nil` until it reports, and again once it has ended.
    public var progress: SyncCatalog.Progress?
  }

  /// The sync screen reports nothing: what follows a sync is the person's to choose.
  public typealias Event = Never

  let syncCatalog: SyncCatalog

  public func handle(_ intent: Intent, in store: CatalogSyncStore) async {
    switch intent {
    case .sync:
      store.state.report = .loading
      // The sync runs off the main actor and reports its steps on its own thread; they come
      // back here, in order, through a stream, and each becomes state a view can observe while
      // the sync is still running. Every step is in the state before the report is.
      let (steps, reporter) = AsyncStream.makeStream(of: SyncCatalog.Progress.self)
      let showingSteps = Task {
        for await step in steps { store.state.progress = step }
      }
      let outcome = await sync(reportingTo: reporter, in: store)
      reporter.finish()
      await showingSteps.value
      store.state.progress = nil
      switch outcome {
      case .success(let report): store.state.report = .loaded(report)
      case .failure(let error): store.state.report = .failed(Failure(error))
      }
    }
  }

  private func sync(
    reportingTo reporter: AsyncStream<SyncCatalog.Progress>.Continuation, in store: CatalogSyncStore
  ) async
    -> Result<SyncReport, CatalogError>
  {
    do throws(CatalogError) {
      return .success(
        try await store.call(syncCatalog) { sync throws(CatalogError) in
          try await sync { reporter.yield($0) }
        })
    } catch {
      return .failure(error)
    }
  }
}

/// What the sync screen shows: how far a running sync has come, then the counts, and each
/// rejected record with its reason.
public struct CatalogSyncViewState: Equatable, Sendable {
  /// A refused feed record, ready to print.
  public struct Rejection: Equatable, Sendable {
    /// `products` or `promotions`: the list of the feed the record is in.
    public let section: String
    public let record: Int
    public let sku: String?
    public let field: String
    public let reason: String
  }

  public let added: Int
  public let updated: Int
  public let unchanged: Int
  public let promotionsAdded: Int
  public let promotionsUpdated: Int
  public let rejected: [Rejection]
  public let summary: String?
  /// How far the running sync has come, while it runs: "Syncing the catalog: 42% (42,000
  /// records).", or only the records for a feed that cannot tell its size.
  public let progress: String?
  public let isLoading: Bool
  public let error: Failure?

  public init(_ state: CatalogSyncStore.State) {
    let report = state.report.value
    added = report?.saved.added ?? 0
    updated = report?.saved.updated ?? 0
    unchanged = report?.saved.unchanged ?? 0
    promotionsAdded = report?.promotions.added ?? 0
    promotionsUpdated = report?.promotions.updated ?? 0
    rejected =
      report?.rejections.map {
        Rejection(
          section: $0.section.rawValue, record: $0.record, sku: $0.sku, field: $0.field,
          reason: $0.reason)
      } ?? []
    summary = report.map { report in
      let saved = report.saved
      let listed =
        report.rejectedCount > report.rejections.count
        ? " (the first \(report.rejections.count) are listed)" : ""
      return
        "Catalog synced: \(saved.added) added, \(saved.updated) updated, \(saved.unchanged) unchanged, \(report.rejectedCount) rejected\(listed)."
    }
    progress = state.progress.map(Self.sentence(for:))
    isLoading = state.report == .loading
    error = state.report.failure ?? report.flatMap(Self.failure(of:))
  }

  private static func sentence(for progress: SyncCatalog.Progress) -> String {
    let records = progress.records == 1 ? "1 record" : "\(grouped(progress.records)) records"
    guard let percent = progress.percent else { return "Syncing the catalog: \(records)." }
    return "Syncing the catalog: \(percent)% (\(records))."
  }

  /// `42000` as `42,000`: written out, so every machine prints the same text whatever its locale.
  private static func grouped(_ number: Int) -> String {
    let digits = Array(String(number.magnitude))
    let groups = stride(from: digits.count, to: 0, by: -3).reversed().map { end in
      String(digits[max(0, end - 3)..<end])
    }
    return (number < 0 ? "-" : "") + groups.joined(separator: ",")
  }

  /// A feed whose every record was refused is bad data, though the sync itself ran: the person
  /// has a feed to fix, and a script must not take it for success.
  private static func failure(of report: SyncReport) -> Failure? {
    guard report.rejectedEverything else { return nil }
    let count = report.rejectedCount
    let rejected = count == 1 ? "its one record was" : "all \(grouped(count)) were"
    return Failure(
      kind: .badData,
      message:
        "The feed had no record the shop can use: \(rejected) rejected, so nothing was changed.")
  }
}

/// A sync's Store, wired as `cart()` is in `StoreFactory.swift`; filling an empty catalog shares
/// its use case.
extension StoreFactory {
  public func catalogSync(from feed: any CatalogFeed) -> CatalogSyncStore {
    Store(
      CatalogSyncFeature(syncCatalog: syncCatalog(from: feed)), state: CatalogSyncStore.State(),
      observer: observer)
  }
}
