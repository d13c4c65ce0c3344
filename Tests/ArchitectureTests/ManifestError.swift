/// The manifest could not be read.
struct ManifestError: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}
