import ShopData
import ShopDomain
import ShopPostgres
import ShopPresentation

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The composition root: the only place that knows every concrete type. It parses the command
/// line, picks the ports' implementations (the database, or a scenario's doubles), chains the
/// observers (trace, analytics), builds the Flow and the Store factory by plain initializers,
/// and runs the command or the interactive session. No service locator, no singletons.
@MainActor
public enum ShopApp {
  nonisolated public static let version = "0.1.0"

  /// Runs one invocation of `shop` and returns its exit code. The process's standard streams
  /// are readied first, and output that could not be written decides the code last, once the
  /// command's effect is in place.
  public static func run(arguments: [String], environment: [String: String]) async -> Int32 {
    let console = Console.standard()
    let code = await run(arguments: arguments, environment: environment, console: console)
    return console.exitCode(after: code).rawValue
  }

  static func run(arguments: [String], environment: [String: String], console: Console) async
    -> ExitCode
  {
    let invocation: Invocation
    do throws(UsageError) {
      invocation = try CommandLineParser.parse(arguments, environment: environment)
    } catch {
      // A line that cannot be read may still have asked for JSON; its error is then JSON too.
      Output.report(
        error.text(in: .oneShot), kind: error.kind, json: arguments.contains("--json"),
        on: console)
      return error.exitCode
    }
    switch invocation.command {
    case .help(let text):
      console.line(text)
      return .success
    case .version:
      console.line("shop \(version)")
      return .success
    default:
      return await run(invocation, environment: environment, console: console)
    }
  }

  private static func run(_ invocation: Invocation, environment: [String: String], console: Console)
    async -> ExitCode
  {
    let json = invocation.options.json
    let scenario: Scenario?
    do throws(UsageError) {
      scenario = try invocation.options.scenario.map(Self.scenario(named:))
    } catch {
      Output.report(error.text(in: .oneShot), kind: error.kind, json: json, on: console)
      return error.exitCode
    }
    if case .preview(let screen) = invocation.command {
      return await Preview(screen: screen, scenario: scenario, console: console, json: json).run()
    }
    let dependencies: Dependencies
    var database: Wording.Database?
    do throws(Refusal) {
      // A feed that cannot be read is refused before anything is opened or created.
      if case .catalogSync(let feed?) = invocation.command { try FeedFile.check(feed) }
      if invocation.command == .session { try checkSessionInput() }
      if let scenario {
        dependencies = await scenario.dependencies()
      } else {
        let storage = try DatabaseLocation.prepare(
          option: invocation.options.databasePath, environment: environment)
        (dependencies, database) = try open(storage, environment: environment)
      }
    } catch {
      Output.report(error.message, kind: error.kind, json: json, on: console)
      return error.exitCode
    }
    let recorder = AnalyticsRecorder(
      clock: dependencies.ports.clock, log: dependencies.analyticsLog)
    let trace = invocation.options.trace ? TracePrinter.observer(console: console) : .none
    let observer = trace.then(recorder.observer)
    let flow = AppFlow(observer: observer)
    let stores = StoreFactory(ports: dependencies.ports, observer: observer, flow: flow)
    if scenario == nil, !invocation.command.syncsCatalog,
      let failure = await fillEmptyCatalog(
        stores, from: dependencies.bundledFeed,
        Output(
          console: console, json: json, wording: Wording(frontEnd: .oneShot, database: database)))
    {
      return failure
    }
    let code: ExitCode
    if invocation.command == .session {
      var input = LineReader(descriptor: STDIN_FILENO)
      let session = InteractiveSession(
        stores: stores, feeds: dependencies, flow: flow, console: console,
        style: .detect(environment: environment),
        isTerminal: isatty(STDIN_FILENO) == 1, readLine: { input.next() },
        afterEachLine: { await recorder.flush() },
        wording: Wording(frontEnd: .session, database: database))
      code = await session.run()
    } else {
      let output = Output(
        console: console, json: invocation.options.json,
        wording: Wording(frontEnd: .oneShot, database: database))
      code = await CommandRunner(stores: stores, feeds: dependencies, output: output).run(
        invocation.command)
    }
    await recorder.flush()
    return code
  }

  /// A session reads its lines from standard input; a folder there cannot be read, and would
  /// otherwise look like a session that ended before its first line.
  private static func checkSessionInput() throws(Refusal) {
    guard PathKind(descriptor: STDIN_FILENO) == .folder else { return }
    throw Refusal(
      message:
        "Standard input is a folder, not a file of commands; give the session a file, or run it in a terminal.",
      kind: .missingFile)
  }

  private static func scenario(named name: String) throws(UsageError) -> Scenario {
    guard let scenario = Scenario(rawValue: name) else {
      throw UsageError(
        message: "There is no scenario \(TypedText.quoted(name)); choose one of \(Scenario.names).",
        synopsis: "--scenario NAME COMMAND")
    }
    return scenario
  }

  /// Opens the database, SQLite or PostgreSQL: the one place that decides which adapter the
  /// ports run on. Data's sentence says what failed; which flag picks another file is this front
  /// end's to add.
  private static func open(_ storage: DatabaseLocation.Storage, environment: [String: String])
    throws(Refusal) -> (Dependencies, Wording.Database)
  {
    switch storage {
    case .sqlite(let path, let source):
      do throws(DatabaseError) {
        let database = Wording.Database(
          name: DatabaseName.shown(path), source: source, isPostgres: false)
        let opened = try SQLiteDatabase(path: path)
        let tokens = SessionFile(sqlite: path, environment: environment)
        return (.live(opened, sessionTokens: tokens), database)
      } catch {
        // Another file is a way out of every failure, even one that also says to wait.
        throw Refusal(
          message: error.message(naming: DatabaseName.shown(path)) + " " + source.fileAdvice,
          kind: .storage)
      }
    case .postgres(let url, let source):
      do throws(PostgresDatabaseError) {
        let opened = try QuietStandardError.during { () throws(PostgresDatabaseError) in
          try PostgresDatabase(url: url)
        }
        let tokens = SessionFile(postgres: opened.identity, environment: environment)
        return (
          .live(opened, sessionTokens: tokens),
          Wording.Database(name: opened.name, source: source, isPostgres: true)
        )
      } catch {
        throw Refusal(message: error.message + " " + source.databaseAdvice, kind: .storage)
      }
    }
  }

  /// A new database gets the bundled catalog before its first command, so `shop` shows products
  /// on a fresh machine.
  private static func fillEmptyCatalog(
    _ stores: StoreFactory, from feed: any CatalogFeed, _ output: Output
  ) async
    -> ExitCode?
  {
    do throws(CatalogError) {
      try await stores.fillEmptyCatalog(from: feed)()
      return nil
    } catch {
      let failure = Failure(error)
      Output.report(
        output.json ? failure.message : failure.sentence(in: .oneShot),
        kind: .failure(failure.kind),
        suggestion: failure.suggestion?.code, json: output.json, on: output.console)
      return Output.exitCode(for: failure.kind)
    }
  }
}

extension Command {
  /// `catalog sync` brings its own feed; every other command first fills an empty catalog.
  fileprivate var syncsCatalog: Bool {
    if case .catalogSync = self { return true }
    return false
  }
}
