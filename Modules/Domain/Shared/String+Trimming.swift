extension String {
  /// The text without leading and trailing whitespace; Domain has no Foundation to do it.
  var trimmingWhitespace: String {
    let start = firstIndex { !$0.isWhitespace } ?? endIndex
    let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
    return String(self[start..<end])
  }
}
