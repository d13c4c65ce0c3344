/// Hardening: a JSON object may name a key twice, and a decoder then keeps one of the values
/// without a word, so `{"sku": "A-1", …, "sku": "B-2"}` would be read as one product where a
/// person reading the feed sees another. A record that repeats a key is refused, naming it.
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A repeated key, found by reading just enough JSON to know which strings are keys: a loop with a
/// stack of the objects it is inside, not recursion, so no depth reaches the thread's stack (a
/// sync's records are nested 512 deep at most, `JSONGrammar.maximumDepth`, before they get here). A key written with an
/// escape (`"\u0073ku"`) is read by the decoder itself, so the check and the decoder agree on what
/// every key says.
enum DuplicateKey {
  /// The first key an object in `bytes` repeats, as a dotted path (`price.currency`), or `nil`.
  /// Malformed JSON yields `nil`: saying what is wrong with it is the decoder's job.
  static func first(in bytes: [UInt8]) -> String? {
    var stack: [Container] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        let path = stack.last.map { $0.path + ($0.lastKey.map { $0 + "." } ?? "") } ?? ""
        stack.append(Container(isObject: byte == UInt8(ascii: "{"), path: path))
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        _ = stack.popLast()
      case UInt8(ascii: ","):
        if let last = stack.indices.last, stack[last].isObject { stack[last].expectsKey = true }
      case UInt8(ascii: "\""):
        guard let end = endOfString(in: bytes, from: index) else { return nil }
        let quoted = bytes[(index - 1)..<end]
        index = end
        guard let last = stack.indices.last, stack[last].isObject, stack[last].expectsKey
        else { continue }
        let key = text(of: quoted)
        if !stack[last].keys.insert(key).inserted { return stack[last].path + key }
        stack[last].lastKey = key
        stack[last].expectsKey = false
      default:
        continue
      }
    }
    return nil
  }

  /// An object or a list the reader is inside.
  private struct Container {
    let isObject: Bool
    /// The keys on the way to it, each followed by a dot.
    let path: String
    var keys: Set<String> = []
    var lastKey: String? = nil
    var expectsKey = true
  }

  /// The index after the closing quote of the string whose text starts at `start`; `nil` if it
  /// never closes.
  private static func endOfString(in bytes: [UInt8], from start: Int) -> Int? {
    var index = start
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\""): return index + 1
      case UInt8(ascii: "\\"): index += 2
      default: index += 1
      }
    }
    return nil
  }

  /// What a quoted string says: its bytes as they stand, or as the decoder reads it when it holds
  /// an escape.
  private static func text(of quoted: ArraySlice<UInt8>) -> String {
    let inner = quoted.dropFirst().dropLast()
    if inner.contains(UInt8(ascii: "\\")),
      let decoded = try? JSONDecoder().decode(String.self, from: Data(quoted))
    {
      return decoded
    }
    return String(decoding: inner, as: UTF8.self)
  }
}
