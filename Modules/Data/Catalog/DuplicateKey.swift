/// Hardening: a JSON object may name a key twice, and a decoder then keeps one of the values
/// without a word, so `{"sku": "A-1", …, "sku": "B-2"}` would be read as one product where a
/// person reading the feed sees another. A record that repeats a key is refused, naming it.
///
/// It reads just enough JSON to know which strings are keys: a loop with a stack of the objects
/// it is inside, not recursion, so a record nested a million levels deep costs a stack of a
/// million small frames on the heap, never the thread's stack.
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
        guard let (text, end) = string(in: bytes, from: index) else { return nil }
        index = end
        guard let last = stack.indices.last, stack[last].isObject, stack[last].expectsKey
        else { continue }
        if !stack[last].keys.insert(text).inserted { return stack[last].path + text }
        stack[last].lastKey = text
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

  /// The string that starts after the quote at `start - 1`, its escapes decoded, and the index
  /// after its closing quote; `nil` if it never closes.
  private static func string(in bytes: [UInt8], from start: Int) -> (String, Int)? {
    var scalars = String.UnicodeScalarView()
    var raw: [UInt8] = []
    var index = start
    var pendingHigh: UInt32?
    func flush() {
      scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
      raw.removeAll()
    }
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: "\"") {
        flush()
        return (String(scalars), index)
      }
      guard byte == UInt8(ascii: "\\"), index < bytes.count else {
        raw.append(byte)
        continue
      }
      let escape = bytes[index]
      index += 1
      guard escape == UInt8(ascii: "u") else {
        raw.append(unescaped(escape))
        continue
      }
      guard index + 4 <= bytes.count,
        let unit = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
      else { return nil }
      index += 4
      flush()
      if (0xD800...0xDBFF).contains(unit) {
        pendingHigh = unit
        continue
      }
      let value =
        pendingHigh.map { 0x10000 + (($0 - 0xD800) << 10) + (unit &- 0xDC00) } ?? unit
      pendingHigh = nil
      scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
    }
    return nil
  }

  /// The byte a one-letter escape stands for: `\n` is a newline, `\"` a quote.
  private static func unescaped(_ letter: UInt8) -> UInt8 {
    switch letter {
    case UInt8(ascii: "n"): 0x0A
    case UInt8(ascii: "t"): 0x09
    case UInt8(ascii: "r"): 0x0D
    case UInt8(ascii: "b"): 0x08
    case UInt8(ascii: "f"): 0x0C
    default: letter
    }
  }
}
