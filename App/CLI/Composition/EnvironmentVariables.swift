/// Performance: the environment variables `shop` reads, named once.
///
/// `main` collects just these and hands them down, and the width of a table reads `COLUMNS`
/// through this list too. Making the whole environment into a dictionary
/// (`ProcessInfo.environment`) is a measurable part of a one-shot command's start, and the shop
/// needs a handful of names of it. A test holds this list to the names the code looks up.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

public enum EnvironmentVariables {
  public static let names = [
    "SHOP_DB", "SHOP_SCENARIO", "NO_COLOR", "COLUMNS", "HOME", "XDG_DATA_HOME", "XDG_STATE_HOME",
  ]

  /// Those of `names` that are set in this process, with their values; a value that is not
  /// UTF-8 is left out (`ProcessInput` refuses the run that has one).
  public static func current() -> [String: String] {
    bytes().compactMapValues { String(validating: $0, as: UTF8.self) }
  }

  /// Those of `names` that are set, with their values' bytes as the process was given them.
  static func bytes() -> [String: [UInt8]] {
    var values: [String: [UInt8]] = [:]
    for name in names {
      guard let value = getenv(name) else { continue }
      values[name] = ProcessInput.bytes(value)
    }
    return values
  }
}
