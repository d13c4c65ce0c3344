extension Screen.Question {
  /// The question for an option a typed line left out that its command requires (a made-up
  /// `--delivery SLOT`): at the session's prompt a required option need not be typed, for the
  /// session asks for it by its help. The answer is the option's value. One the command line
  /// refuses (a name none of a choice's cases has) is said in the command line's words and asked
  /// again; one it reads completes the line, which then runs as if typed whole, asking for the
  /// next option it still lacks. A value the Store then refuses, naming this option
  /// (`Failure.field`), is said and asked for again (`again(after:wording:)`, which the session
  /// asks when the line's reply is `refused`). `check` reads a line as the session will run it.
  static func missing(
    _ option: CommandSpec.Option, from line: [String], wording: Wording,
    check: @escaping ([String]) throws(UsageError) -> Void
  ) -> Screen.Question {
    // The answer is the value as typed, trimmed: the whole line, its quotes and spaces included
    // (a note may say "it's"), not a command line to split into words.
    let completed = { (answer: String) -> [String] in
      let start = answer.firstIndex { !$0.isWhitespace } ?? answer.endIndex
      let end = answer.lastIndex { !$0.isWhitespace }.map { answer.index(after: $0) } ?? start
      return line + [option.name, String(answer[start..<end])]
    }
    let asked = option.value.map { "\(option.name) \($0)" } ?? option.name
    var question = Screen.Question(
      text: "\(option.help) (\(asked)): type it, or `back`.",
      declined: "Nothing was done.",
      answers: .value(
        refusal: { answer in
          do throws(UsageError) {
            try check(completed(answer))
            return nil
          } catch {
            // Another option still missing is asked for next; any other error is this value's.
            return error.missing.isEmpty ? wording.askingAgain(saying: error.message(wording)) : nil
          }
        },
        taken: { answer in .run(completed(answer)) }))
    question.option = option.name
    return question
  }
}
