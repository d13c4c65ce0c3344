/// A command line `shop-bench` cannot run, and the one sentence that says why: printed on
/// standard error before the benchmark exits with status 64, as `shop` does for a usage error.
/// The sentence never repeats the word it refuses.
struct Usage: Error {
  let sentence: String

  init(_ sentence: String) {
    self.sentence = sentence
  }

  /// The flags `shop-bench` knows; `--profile` takes the two words after it (`Profile`).
  static let flags = ["--check", "--rows", "--postgres-only", "--profile"]

  /// Refuses any word of `arguments` (the program's name first) that is no flag and not one of
  /// `--profile`'s two words: a mistyped flag would otherwise run the whole benchmark unasked.
  static func check(_ arguments: [String]) throws(Usage) {
    var rest = arguments.dropFirst()
    while let word = rest.popFirst() {
      guard flags.contains(word) else {
        throw Usage(
          "an argument is not one shop-bench knows; it takes --check, --rows, --postgres-only and --profile SIDE WORD"
        )
      }
      if word == "--profile" { rest = rest.dropFirst(2) }
    }
  }
}
