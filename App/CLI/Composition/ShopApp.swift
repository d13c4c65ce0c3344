import Foundation
import ShopData
import ShopDomain
import ShopPresentation

/// The composition root: the only place that knows every concrete type. It parses the command
/// line, opens the database, builds use cases and Stores by plain initializers, sends the
/// command's intent and prints the rendered view state. No service locator, no singletons.
@MainActor
public enum ShopApp {
  public static let version = "0.1.0"

  /// Runs one invocation of `shop` and returns its exit code.
  public static func run(arguments: [String], environment: [String: String]) async -> Int32 {
    await run(arguments: arguments, environment: environment, console: .standard).rawValue
  }

  static func run(arguments: [String], environment: [String: String], console: Console) async
    -> ExitCode
  {
    let invocation: Invocation
    do throws(UsageError) {
      invocation = try CommandLineParser.parse(arguments, environment: environment)
    } catch {
      console.errorLine(error.text)
      return .usage
    }
    switch invocation.command {
    case .help(let text):
      console.line(text)
      return .success
    case .version:
      console.line("shop \(version)")
      return .success
    default:
      break
    }
    let output = Output(console: console, json: invocation.options.json)
    let path =
      invocation.options.databasePath ?? DatabaseLocation.defaultPath(environment: environment)
    guard let dependencies = openDatabase(at: path, console: console) else { return .ioError }
    let runner = CommandRunner(dependencies: dependencies, output: output)
    return await runner.run(invocation.command)
  }

  private static func openDatabase(at path: String, console: Console) -> Dependencies? {
    do {
      if path != ":memory:" { try DatabaseLocation.prepareFolder(of: path) }
    } catch {
      console.errorLine(
        "Cannot create the folder for the database at \(path). Pass another path with --db.")
      return nil
    }
    do throws(DatabaseError) {
      return .live(try Database(path: path))
    } catch {
      console.errorLine(error.message)
      return nil
    }
  }
}
