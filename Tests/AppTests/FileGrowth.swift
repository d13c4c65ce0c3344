import Foundation

#if os(Linux)
  import Glibc

  /// Blocks until a file in a folder grows past a size, woken by the kernel (inotify) each time
  /// a file there is written: a test can wait for another process to reach a point of its work
  /// without sleeping.
  struct FileGrowth {
    let folder: String
    let file: String

    /// Waits until `file` holds more than `bytes`; `false` if the writer ends first.
    func wait(until bytes: Int, whileRunning process: Process) -> Bool {
      let watcher = inotify_init1(0)
      guard watcher >= 0 else { return false }
      defer { close(watcher) }
      guard inotify_add_watch(watcher, folder, UInt32(IN_MODIFY | IN_CLOSE_WRITE)) >= 0 else {
        return false
      }
      var buffer = [UInt8](repeating: 0, count: 4096)
      while process.isRunning {
        if size() > bytes { return true }
        guard read(watcher, &buffer, buffer.count) > 0 else { return false }
      }
      return size() > bytes
    }

    private func size() -> Int {
      let attributes = try? FileManager.default.attributesOfItem(atPath: folder + "/" + file)
      return (attributes?[.size] as? NSNumber)?.intValue ?? 0
    }
  }
#endif
