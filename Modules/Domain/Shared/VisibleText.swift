/// Hardening: which characters a reader sees. A name made only of characters that show nothing
/// prints as a blank, or as another name's double, so the shop asks of every character whether
/// it is ink, and decides it from Unicode's own data as the standard library ships it
/// (`Unicode.Scalar.Properties`), never from a list of the characters someone tried:
///
/// - whitespace of every kind (`White_Space`: spaces of every width, line breaks);
/// - the default ignorables (`Default_Ignorable_Code_Point`: zero-width spaces and joiners, the
///   Hangul fillers, the variation selectors, the tags, the soft hyphen, …), which Unicode says
///   a renderer shows as nothing when it does not support them;
/// - control and format characters (`Cc`, `Cf`: bidi controls, the byte-order mark, invisible
///   operators, the Arabic and Syriac number signs);
/// - and glyphs Unicode encodes as drawn empty. No property marks those; they are the
///   characters Unicode names as blank, filler or null whose glyph is empty (UnicodeData.txt,
///   Unicode 17): `drawnEmpty`. DomainTests read every name in Unicode for those words, so a
///   newer one is not missed.
///
/// Everything the shop shows is held to these answers: a product's name and category (Domain),
/// an email address (Domain), folded text (`FoldedText` drops what shows nothing), and the
/// terminal's stand-ins (`TerminalText` shows each unseen character by its code point). What a
/// terminal would act on instead of showing, a control character, is refused in what the shop
/// keeps (`containsControlCharacter`, below).
public enum VisibleText {
  /// Whether `scalar` shows nothing where it stands: a space of any kind, or a character not
  /// seen at all (`isUnseen`).
  public static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace || isUnseen(scalar)
  }

  /// Whether `scalar` shows nothing and is no space: a space shows as a gap, so it is read,
  /// where a zero-width space, a filler or a tag is not read at all.
  public static func isUnseen(_ scalar: Unicode.Scalar) -> Bool {
    // ASCII, most of any text, without Unicode's tables (each property costs a lookup): its
    // controls but the whitespace ones, tab to carriage return.
    if scalar.isASCII {
      return (scalar.value < 0x20 && !(0x09...0x0D).contains(scalar.value)) || scalar.value == 0x7F
    }
    let properties = scalar.properties
    if properties.isWhitespace { return false }
    switch properties.generalCategory {
    case .control, .format: return true
    default: return properties.isDefaultIgnorableCodePoint || drawnEmpty.contains(scalar.value)
    }
  }

  /// Whether `scalar` is ink a reader sees: a letter, a digit, a punctuation mark or a symbol,
  /// that is not blank. Marks are not counted: they show only on a letter before them.
  public static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .decimalNumber, .letterNumber, .otherNumber, .connectorPunctuation, .dashPunctuation,
      .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation,
      .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
      !isBlank(scalar)
    default:
      false
    }
  }

  /// The characters Unicode 17 names blank, filler or null and draws as nothing: BRAILLE PATTERN
  /// BLANK, EGYPTIAN HIEROGLYPH FULL BLANK and HALF BLANK, KHITAN SMALL SCRIPT FILLER, MUSICAL
  /// SYMBOL NULL NOTEHEAD. (The Hangul fillers are default ignorables already.)
  /// An array, not a set: five are found as fast by looking at each, and a `Set` of a type the
  /// process had not hashed before costs its first use a search of the runtime's conformances,
  /// 230,000 instructions of a one-shot `shop product` (callgrind).
  private static let drawnEmpty: [UInt32] = [0x2800, 0x13441, 0x13442, 0x16FE4, 0x1D159]
}

extension String {
  /// Whether the text has a character a reader can see (`VisibleText.isVisible`). A name of
  /// zero-width spaces, Hangul fillers or blank Braille would show as nothing at all, or as
  /// another name's double.
  var hasVisibleCharacter: Bool {
    // A visible ASCII character settles it; only other text needs Unicode's properties.
    if withBytes({ $0.contains { (UInt8(ascii: "!")...UInt8(ascii: "~")).contains($0) } }) {
      return true
    }
    return unicodeScalars.contains(where: VisibleText.isVisible)
  }

  /// Whether the text holds a control character: C0 (below U+0020, tab and newline included),
  /// DEL or C1 (U+0080 to U+009F). Shown on a terminal, such text can move the cursor, change
  /// colours, hide what precedes it or cut it short, so no text the shop shows may carry one.
  var containsControlCharacter: Bool {
    // C0 and DEL are single bytes in UTF-8; a C1 control is 0xC2 followed by 0x80 to 0x9F.
    withBytes { bytes in
      for index in bytes.bytesBeforeAnyControlStart..<bytes.count {
        let byte = bytes[index]
        if (0x20..<0x7F).contains(byte) { continue }  // printable ASCII, most of any text
        if byte < 0x20 || byte == 0x7F { return true }
        if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
          return true
        }
      }
      return false
    }
  }

  /// Whether the text may be shown as it stands, as a product's name may: trimmed, with no
  /// control character and something to see. What a product's name passed when it was made,
  /// asked again of a copy of it read back (an order line's). Tidy text (`isTidyText`) settles
  /// all three in one pass over its bytes.
  var isShownAsItIs: Bool {
    isTidyText || (self == trimmingWhitespace && !containsControlCharacter && hasVisibleCharacter)
  }
}
