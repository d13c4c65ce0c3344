import ShopDomain
import ShopPresentation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The composition root: the only place that knows every concrete type. It reads the command
/// line, picks the ports' implementations (the database, or a scenario's doubles), chains the
/// observers (trace, analytics), builds the Flow and the Store factory by plain initializers,
/// and runs the command or the interactive session. No service locator, no singletons. Its
/// extensions: `ShopApp+Database` beside it, `ShopApp+Preview` (`shop preview`) with the
/// scenarios, the marked `ProcessInput` (the `run` that `main.swift` calls, refusing what is not
/// UTF-8) and `ShopApp+Checks`.
@MainActor
public enum ShopApp {
  nonisolated public static let version = "0.1.0"

  /// Runs one invocation of `shop` and returns its exit code. The process's standard streams
  /// are readied first, and output that could not be written decides the code last, once the
  /// command's effect is in place.
  public static func run(arguments: [String], environment: [String: String]) async -> Int32 {
    let console = Console.standard()
    let code = await run(arguments: arguments, environment: environment, console: console)
    return Output.exitCode(after: code, json: arguments.contains("--json"), on: console).rawValue
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
    case .help(let topic):
      console.line(topic.text(in: .oneShot))
      return .success
    case .version:
      console.line("shop \(version)")
      return .success
    case .preview(let screen):
      return await preview(screen, invocation, console: console)
    default:
      return await run(invocation, environment: environment, console: console)
    }
  }

  /// The composition: ports, observers, the Flow and the Store factory, then the command.
  private static func run(_ invocation: Invocation, environment: [String: String], console: Console)
    async -> ExitCode
  {
    let (dependencies, database): (Dependencies, Wording.Database?)
    do throws(Refusal) {
      try check(invocation)
      (dependencies, database) = try await ports(for: invocation, environment: environment)
    } catch {
      Output.report(error.message, kind: error.kind, json: invocation.options.json, on: console)
      return error.exitCode
    }
    let recorder = AnalyticsRecorder(
      clock: dependencies.ports.clock, log: dependencies.analyticsLog)
    let trace = invocation.options.trace ? TracePrinter.observer(console: console) : .none
    let observer = trace.then(recorder.observer)
    let flow = AppFlow(observer: observer)
    let stores = StoreFactory(ports: dependencies.ports, observer: observer, flow: flow)
    let wording = { (frontEnd: Wording.FrontEnd) in Wording(frontEnd: frontEnd, database: database)
    }
    let output = Output(console: console, json: invocation.options.json, wording: wording(.oneShot))
    if database != nil, !invocation.command.syncsCatalog,
      let failure = await fillEmptyCatalog(stores, from: dependencies.bundledFeed, output)
    {
      return failure
    }
    let code: ExitCode
    if invocation.command == .session {
      var input = LineReader(descriptor: STDIN_FILENO)
      let session = InteractiveSession(
        stores: stores, catalogFeed: dependencies.catalogFeed(at:), flow: flow, console: console,
        style: .detect(environment: environment),
        isTerminal: isatty(STDIN_FILENO) == 1, readLine: { input.next() },
        afterEachLine: { await recorder.flush() }, wording: wording(.session))
      code = await session.run()
    } else {
      let runner = CommandRunner(
        stores: stores, catalogFeed: dependencies.catalogFeed(at:), output: output)
      code = await runner.run(invocation.command)
    }
    await recorder.flush()
    return code
  }

  /// The ports a command runs on: a scenario's doubles, or the database it names, with the
  /// words that name that database in a failure.
  private static func ports(for invocation: Invocation, environment: [String: String])
    async throws(Refusal) -> (Dependencies, Wording.Database?)
  {
    if let name = invocation.options.scenario {
      let scenario = try Scenario.named(name)
      return (await scenario.dependencies(), nil)
    }
    let storage = try DatabaseLocation.prepare(
      option: invocation.options.databasePath, environment: environment)
    let (dependencies, database) = try open(storage, environment: environment)
    return (dependencies, database)
  }
}
