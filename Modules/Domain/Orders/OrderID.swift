/// The identifier of a placed order, such as `O-7F3A9C2E`: printed on the confirmation and typed
/// back to see or cancel it. Uppercase letters, digits and dashes, 1 to 32 of them.
public struct OrderID: Hashable, Sendable, CustomStringConvertible {
  public let value: String

  public init(_ raw: String) throws(OrderError) {
    let id = raw.trimmingWhitespace.uppercasedASCII
    let isAllowed = id.utf8.allSatisfy { byte in
      (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        || byte == UInt8(ascii: "-")
    }
    guard (1...32).contains(id.utf8.count), isAllowed else { throw .invalidID(raw) }
    value = id
  }

  public var description: String { value }
}
