/// Why the plain fields a value is kept as do not make that value: the field whose value breaks
/// its type's rule or falls outside its range. A storage adapter reports it as damage naming the
/// record and this field.
public struct FieldError: Error, Equatable, Sendable {
  /// The field as Domain calls it: `quantity`, `placedAt`, `unitPrice`, ….
  public let field: String

  public init(field: String) {
    self.field = field
  }
}
