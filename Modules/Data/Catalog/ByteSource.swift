/// Hardening: the bytes of a feed, read through a fixed buffer from an open file, or taken from
/// memory. The file is opened without blocking and checked to be a regular file first, so a folder,
/// a device or a FIFO named as a feed is refused at once instead of hanging or reading forever.
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

struct ByteSource {
  /// Why the file could not be read; the reason is one phrase a sentence can end with.
  struct Unreadable: Error {
    let isMissing: Bool
    let reason: String
  }

  private static let chunkSize = 64 * 1024

  private var buffer: [UInt8]
  private var index = 0
  private var end: Int
  /// Where `buffer[0]` is in the whole input, so the source can say how far it has read.
  private var bufferStart = 0
  /// The open file this source reads, kept alive as long as the source is, so its descriptor
  /// cannot be closed (and its number reused) while bytes are still read from it.
  private let file: FileBytes?
  /// How many bytes the input has: the file's size when it was opened, or the bytes given.
  let size: Int?
  /// A read error met along the way; the scanner reports it when the bytes run out.
  private(set) var failure: Unreadable?

  /// The bytes in memory (the bundled catalog, or a test's feed).
  init(bytes: [UInt8]) {
    buffer = bytes
    end = bytes.count
    file = nil
    size = bytes.count
  }

  /// The regular file at `path`, open for reading; it is closed when the file and every source
  /// made from it are released.
  static func file(at path: String) throws(Unreadable) -> FileBytes {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw Unreadable(errno: errno) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      let error = Unreadable(errno: errno)
      close(descriptor)
      throw error
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return FileBytes(descriptor: descriptor, size: Int(status.st_size))
    case S_IFDIR:
      close(descriptor)
      throw Unreadable(isMissing: false, reason: "it is a folder, not a file")
    default:
      close(descriptor)
      throw Unreadable(
        isMissing: false, reason: "it is not a regular file (a device, a pipe or a socket)")
    }
  }

  fileprivate init(file: FileBytes) {
    buffer = [UInt8](repeating: 0, count: Self.chunkSize)
    end = 0
    self.file = file
    size = file.size
  }

  /// How many bytes of the input have been read so far (put-back bytes not counted).
  var offset: Int { bufferStart + index }

  /// The next byte, or `nil` at the end (or at a read error, kept in `failure`).
  mutating func next() -> UInt8? {
    if index == end, !refill() { return nil }
    defer { index += 1 }
    return buffer[index]
  }

  /// Puts back the byte `next()` just returned.
  mutating func unread() {
    index -= 1
  }

  /// Reads the next chunk, keeping the last byte read in front of it so `unread()` still works.
  private mutating func refill() -> Bool {
    guard let file, failure == nil else { return false }
    if end > 0 {
      bufferStart += end - 1
      buffer[0] = buffer[end - 1]
      index = 1
      end = 1
    }
    while true {
      let count = buffer.withUnsafeMutableBytes { raw in
        read(file.descriptor, raw.baseAddress.map { $0 + end }, raw.count - end)
      }
      if count > 0 {
        end += count
        return true
      }
      if count == 0 { return false }
      if errno == EINTR { continue }
      failure = Unreadable(errno: errno)
      return false
    }
  }
}

/// An open feed file; its descriptor is closed when the last reference to it goes away, and
/// every source made from it holds one.
final class FileBytes {
  let descriptor: Int32
  /// The file's size when it was opened: what a read's progress is measured against.
  let size: Int

  fileprivate init(descriptor: Int32, size: Int) {
    self.descriptor = descriptor
    self.size = size
  }

  deinit {
    close(descriptor)
  }

  var source: ByteSource { ByteSource(file: self) }
}

extension ByteSource.Unreadable {
  fileprivate init(errno code: Int32) {
    switch code {
    case ENOENT, ENOTDIR: self.init(isMissing: true, reason: "there is no such file")
    case EACCES, EPERM: self.init(isMissing: false, reason: "permission to read it is denied")
    case EISDIR: self.init(isMissing: false, reason: "it is a folder, not a file")
    default: self.init(isMissing: false, reason: String(cString: strerror(code)))
    }
  }
}
