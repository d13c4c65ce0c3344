/// Reads an amount the app printed, such as `€40.86` or `-€4.00`, back into minor units, so a
/// test can check arithmetic on what a person sees.
enum PrintedMoney {
  static func minorUnits(_ text: String?) -> Int? {
    guard let text else { return nil }
    let negative = text.hasPrefix("-")
    let digits = text.filter(\.isNumber)
    guard let value = Int(digits) else { return nil }
    return negative ? -value : value
  }
}
