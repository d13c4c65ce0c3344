/// A value that knows how to say itself in one short line of the trace.
public protocol TraceDescribable {
  var traceDescription: String { get }
}
