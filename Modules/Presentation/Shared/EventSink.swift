/// Where a Store reports its screen events ("order placed", "sign-in needed"). The Store only
/// says what happened; whoever listens (a Flow) decides which screen comes next.
public typealias EventSink<Event> = @MainActor (Event) -> Void
