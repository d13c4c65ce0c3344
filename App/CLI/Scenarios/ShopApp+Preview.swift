extension ShopApp {
  /// `shop preview SCREEN`: one screen from a scenario's canned data.
  static func preview(_ screen: PreviewScreen, _ invocation: Invocation, console: Console)
    async -> ExitCode
  {
    let json = invocation.options.json
    do throws(Refusal) {
      let scenario = try invocation.options.scenario.map { name throws(Refusal) in
        try Scenario.named(name)
      }
      let trace = invocation.options.trace ? TracePrinter.observer(console: console) : .none
      let preview = Preview(
        screen: screen, scenario: scenario, console: console, json: json, observer: trace)
      return await preview.run()
    } catch {
      Output.report(error.message, kind: error.kind, json: json, on: console)
      return error.exitCode
    }
  }
}
