/// Hardening: libpq's words for a connection that failed, with nothing of the password in them.
/// libpq quotes what it could not use: a host name, a port, a percent-encoded token, or the
/// whole URL. A password it could not decode is quoted whole, and one it misreads (an `@`, `/`
/// or `?` written raw in it) puts a piece of it where libpq quotes a host or a port. So the URL
/// is hidden wherever it stands, and so is a quoted part that shares two characters in a row
/// with a password the URL gives (raw or decoded), whatever libpq took the piece for.
enum ConnectionFailure {
  /// `reason`, libpq's, with every quoted part that could show a password of `url` hidden.
  static func reason(_ reason: String, connectingTo url: String) -> String {
    let passwords = self.passwords(in: url)
    // The URL whole first, wherever it stands, whatever quotes the password holds.
    var parts = reason.replacing(url, with: "…").split(
      separator: "\"", omittingEmptySubsequences: false
    ).map(String.init)
    // Between two quotes is every second part: the first, before any quote, is libpq's own text,
    // searched only for a password whole (a quote in the password would shift the parts).
    for index in parts.indices {
      if index.isMultiple(of: 2) {
        for password in passwords { parts[index] = parts[index].replacing(password, with: "…") }
      } else if reveals(parts[index], passwords: passwords) {
        parts[index] = "…"
      }
    }
    return parts.joined(separator: "\"")
  }

  /// Whether a quoted part shows a piece of a password.
  private static func reveals(_ quoted: String, passwords: [String]) -> Bool {
    passwords.contains { password in
      quoted.contains(password) || !pairs(of: quoted).isDisjoint(with: pairs(of: password))
    }
  }

  /// Every password `url` holds, as written and decoded: after the first `:` of what stands
  /// between `://` and the URL's last `@` (a password as a person meant it, `@`s and all), and
  /// each `password=` value of its query or of libpq's `key=value` form.
  private static func passwords(in url: String) -> [String] {
    var found: [String] = []
    if let start = url.firstRange(of: "://")?.upperBound, let at = url.lastIndex(of: "@"),
      start < at, let colon = url[start..<at].firstIndex(of: ":")
    {
      found.append(String(url[url.index(after: colon)..<at]))
    }
    for piece in url.split(whereSeparator: { "?& \t\n".contains($0) })
    where piece.hasPrefix("password=") {
      found.append(String(piece.dropFirst("password=".count)))
    }
    return (found + found.map(decoded)).filter { !$0.isEmpty }
  }

  /// Each two characters in a row of `text`.
  private static func pairs(of text: String) -> Set<String> {
    let characters = Array(text)
    guard characters.count > 1 else { return [] }
    return Set((1..<characters.count).map { String(characters[$0 - 1]) + String(characters[$0]) })
  }

  /// `text` with each `%XX` as the byte it stands for; anything else as it is.
  private static func decoded(_ text: String) -> String {
    var bytes: [UInt8] = []
    var rest = Substring(text).utf8[...]
    while let byte = rest.first {
      let hex = rest.dropFirst().prefix(2)
      if byte == UInt8(ascii: "%"), hex.count == 2,
        let value = UInt8(String(decoding: hex, as: UTF8.self), radix: 16)
      {
        bytes.append(value)
        rest = rest.dropFirst(3)
      } else {
        bytes.append(byte)
        rest = rest.dropFirst()
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
