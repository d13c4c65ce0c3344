import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension ShopProcess {
  /// Runs `shop` with arguments and an environment given as bytes, which need not be UTF-8 (a
  /// name in Latin-1, such as `caf\xe9.sqlite`). Foundation's `Process` takes Strings, which
  /// cannot hold such bytes, so this starts it with `posix_spawn`, through `/bin/sh` only to
  /// enter the working folder (the test's own by default): a shell passes bytes on untouched.
  /// The environment is exactly `environment`; standard input is `stdin`.
  func run(
    bytes arguments: [[UInt8]], environment: [(String, [UInt8])], stdin: [UInt8] = [],
    in folder: String? = nil
  ) throws -> Result {
    let input = path("stdin-\(UUID().uuidString)")
    try Data(stdin).write(to: URL(fileURLWithPath: input))
    let output = path("stdout-\(UUID().uuidString)")
    let errors = path("stderr-\(UUID().uuidString)")
    let shell = ["/bin/sh", "-c", #"cd "$0" && exec "$@""#, folder ?? self.folder.path]
    let argv = (shell + [try Self.binary().path]).map { Array($0.utf8) } + arguments
    let envp = environment.map { Array($0.0.utf8) + Array("=".utf8) + $0.1 }
    #if canImport(Glibc)
      var actions = posix_spawn_file_actions_t()
    #else
      var actions: posix_spawn_file_actions_t?
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    var pid = pid_t()
    let started = Self.withCStrings(argv) { argv in
      Self.withCStrings(envp) { envp in posix_spawn(&pid, "/bin/sh", &actions, nil, argv, envp) }
    }
    guard started == 0 else { throw RunError.notStarted(started) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1, errno == EINTR {}
    // The wait status as POSIX lays it out: a signal's number in the low 7 bits, else the exit
    // code in the next 8 (WIFEXITED and WEXITSTATUS are macros Swift does not import).
    let signal = status & 0x7f
    return Result(
      status: signal == 0 ? (status >> 8) & 0xff : signal,
      stdout: try String(contentsOfFile: output, encoding: .utf8),
      stderr: try String(contentsOfFile: errors, encoding: .utf8),
      exitedNormally: signal == 0)
  }

  /// `list` as C strings for the length of `body`, ending with the null pointer `argv` and
  /// `envp` end with.
  private static func withCStrings<Value>(
    _ list: [[UInt8]], _ body: ([UnsafeMutablePointer<CChar>?]) -> Value
  ) -> Value {
    let strings = list.map { bytes in
      let string = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
      for (index, byte) in bytes.enumerated() { string[index] = CChar(bitPattern: byte) }
      string[bytes.count] = 0
      return string
    }
    defer {
      for string in strings { string.deallocate() }
    }
    return body(strings + [nil])
  }
}

extension ShopProcess {
  /// Words as the bytes of their UTF-8, for `run(bytes:environment:in:)`.
  static func text(_ words: String...) -> [[UInt8]] { words.map { Array($0.utf8) } }
}
