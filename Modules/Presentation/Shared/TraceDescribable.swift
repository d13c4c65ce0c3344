/// A value that knows how to say itself in one short line of the trace, and, when it is about
/// one thing with an identifier (an order), which one: listeners that keep data rather than
/// text (a count of orders placed) read `subject`, never the trace line.
public protocol TraceDescribable {
  var traceDescription: String { get }
  /// The identifier of what the value is about, if it is about one thing.
  var subject: String? { get }
}

extension TraceDescribable {
  public var subject: String? { nil }
}
