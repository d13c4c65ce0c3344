/// Every character Unicode assigns, and what Unicode's data (as the standard library ships it)
/// says of each: the tests of text rules enumerate these rather than list the cases someone
/// thought of, so a character nobody tried is held to the rule all the same.
enum UnicodeCharacters {
  /// Every assigned scalar but private use: about 160,000 (none of them a surrogate).
  static let assigned: [Unicode.Scalar] = (0...0x10FFFF).compactMap { value in
    guard let scalar = Unicode.Scalar(value) else { return nil }
    switch scalar.properties.generalCategory {
    case .unassigned, .privateUse, .surrogate: return nil
    default: return scalar
    }
  }

  /// The scalars whose case changes under some mapping: every cased letter of every script.
  static let cased = assigned.filter(\.properties.changesWhenCaseMapped)

  /// Every scalar Unicode's properties say shows nothing where it stands: whitespace of every
  /// kind, the default ignorables (zero-width characters, fillers, variation selectors, tags),
  /// control and format characters, and the glyphs Unicode names as drawn empty.
  static let showingNothing = assigned.filter(showsNothing)

  /// Those of them that are no kind of space (a space shows as a gap).
  static let unseen = showingNothing.filter { !$0.properties.isWhitespace }

  /// Those of them a name may carry at all: not C0, DEL or C1 controls, which are refused as
  /// controls, before any question of visibility.
  static let unseenNonControl = unseen.filter { $0.properties.generalCategory != .control }

  static func showsNothing(_ scalar: Unicode.Scalar) -> Bool {
    let properties = scalar.properties
    switch properties.generalCategory {
    case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
    default:
      return properties.isWhitespace || properties.isDefaultIgnorableCodePoint
        || namedBlank.contains(scalar)
    }
  }

  /// The scalars whose Unicode names say they are blank, fillers or empty, but for those whose
  /// glyph is drawn (a symbol *for* a space, an empty set, a manuscript's gap filler): read from
  /// every name, so a character a newer Unicode adds under such a name is held to the rule
  /// until someone looks at its glyph and lists it in `drawnDespiteName`.
  static let namedBlank: Set<Unicode.Scalar> = Set(
    assigned.filter { scalar in
      guard let name = scalar.properties.name else { return false }
      let words = name.split { $0 == " " || $0 == "-" }
      return words.contains { blankWords.contains(String($0)) }
        && !drawnDespiteName.contains(scalar.value)
    })

  private static let blankWords: Set<String> = ["BLANK", "FILLER", "NULL", "EMPTY", "SPACE"]

  /// Characters named with one of `blankWords` whose code chart glyph is visible ink.
  private static let drawnDespiteName: Set<UInt32> = Set(
    [
      0x06EA, 0x06EB, 0x2205, 0x2400, 0x2420, 0x2422, 0x303F, 0xA8F9, 0x10AF6, 0x1144E, 0x11945,
      0x11C44, 0x11C45, 0x11F48, 0x1DA7F, 0x1DA80, 0x1F5C5, 0x1F5C6, 0x1F5C7, 0x1F5CB, 0x1F5CC,
      0x1F5CD, 0x1FAB9,
    ] + Array(0x29B0...0x29B4))

  /// The marks Unicode calls diacritics (accents, vowel points, tone marks) that attach to the
  /// letter before them.
  static let diacriticMarks = assigned.filter {
    $0.properties.generalCategory == .nonspacingMark && $0.properties.isDiacritic
      && !$0.properties.isDefaultIgnorableCodePoint
  }

  /// The script a letter belongs to, as the first word of its Unicode name says.
  static func script(of scalar: Unicode.Scalar) -> Substring? {
    scalar.properties.name?.split(separator: " ").first
  }
}
