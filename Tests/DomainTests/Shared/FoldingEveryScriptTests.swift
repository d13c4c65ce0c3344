import Testing

@testable import ShopDomain

/// Folding holds in every cased script, over every character Unicode assigns: each case of a
/// letter folds alike (by the standard library's full case mappings, so final sigma and ß too),
/// a Latin or Greek letter with accents folds to its letter (by Unicode's canonical
/// decompositions, found here from the standard library's own composition), and a Cyrillic
/// letter keeps its marks but ё. Nothing here lists the letters: they come from Unicode's data.
@Suite("Folding every script")
struct FoldingEveryScriptTests {
  @Test("every case of a letter folds alike, in every script")
  func everyCase() {
    let unlike = UnicodeCharacters.cased.filter { scalar in
      let folded = FoldedText(String(scalar))
      let properties = scalar.properties
      return [
        properties.uppercaseMapping, properties.lowercaseMapping, properties.titlecaseMapping,
      ]
      .contains { FoldedText($0) != folded }
    }
    #expect(unlike.isEmpty, "\(unlike.prefix(20).map(Self.shown))")
  }

  @Test("folding what is folded changes nothing, for every character")
  func idempotent() {
    let changed = UnicodeCharacters.assigned.filter { scalar in
      let once = FoldedText(String(scalar))
      return FoldedText(once.value) != once
    }
    #expect(changed.isEmpty, "\(changed.prefix(20).map(Self.shown))")
  }

  @Test("a Latin or Greek letter with accents folds to its letter")
  func latinAndGreekAccents() {
    let letters = Self.decompositions.filter { ["LATIN", "GREEK"].contains($0.value.script) }
    // Unicode 17 composes 720 Latin and Greek letters; fewer found would mean a broken search.
    #expect(letters.count >= 720, "the decompositions found are too few to be all of them")
    // A mark case mapping makes a letter (the Greek iota subscript becomes ι) stays as that letter.
    let unlike = letters.filter { composed, decomposed in
      let expected = decomposed.marks.reduce(FoldedText(String(decomposed.base)).value) {
        $0 + FoldedText(String($1)).value
      }
      return FoldedText(String(composed)).value != expected
    }
    #expect(
      unlike.isEmpty, "\(unlike.keys.sorted { $0.value < $1.value }.prefix(20).map(Self.shown))")
    // The generated table holds exactly these letters' lowercase, with the letter each is made of.
    for (letter, base) in AccentedLetters.bases {
      let found = Unicode.Scalar(letter).flatMap { Self.decompositions[$0] }
      #expect(
        found?.base.value == base,
        "U+\(String(letter, radix: 16, uppercase: true)); \(Self.printAnew)")
    }
    let lowercase = letters.filter { composed, _ in
      String(composed).lowercased().uppercased().lowercased().unicodeScalars.elementsEqual([
        composed
      ])
    }
    #expect(
      Set(lowercase.keys.map(\.value)) == Set(AccentedLetters.bases.keys), "\(Self.printAnew)")
  }

  @Test("a Cyrillic letter keeps its marks (й is not и), but ё folds to е")
  func cyrillicLetters() {
    let letters = Self.decompositions.filter { $0.value.script == "CYRILLIC" }
    #expect(letters.count > 50)
    for (composed, decomposed) in letters {
      let folded = FoldedText(String(composed))
      if ["ё", "Ё"].contains(composed) {
        #expect(folded == FoldedText("е"))
      } else {
        #expect(folded != FoldedText(String(decomposed.base)), "\(Self.shown(composed))")
        #expect(folded.value == String(composed).lowercased(), "\(Self.shown(composed))")
      }
    }
    #expect(FoldedText("Чай") != FoldedText("чаи"))
    #expect(FoldedText("чаи\u{0306}") == FoldedText("ЧАЙ"))
    #expect(FoldedText("Ёлка") == FoldedText("елка"))
  }

  @Test("a diacritic on any letter is dropped, however it is spelled")
  func diacritics() {
    // But the Greek iota subscript, which case folding makes the letter ι (`everyCase`).
    let marks = UnicodeCharacters.diacriticMarks.filter { !$0.properties.changesWhenCaseMapped }
    for base in ["x", "ω", "日", "ب", "ק", "ก"] {
      let kept = marks.filter { mark in
        FoldedText(base + String(mark)) != FoldedText(base)
      }
      #expect(kept.isEmpty, "after \(base): \(kept.prefix(20).map(Self.shown))")
    }
  }

  @Test("Greek search words find Greek names, with or without tonos, in any case")
  func greek() {
    #expect(FoldedText("Καφές") == FoldedText("καφες"))
    #expect(FoldedText("ΚΑΦΈΣ") == FoldedText("καφες"))
    #expect(FoldedText("Ελληνικός καφές").contains(FoldedText("ΕΛΛΗΝΙΚΟΣ")))
    #expect(FoldedText("Προϊόν").contains(FoldedText("προιον")))
    #expect(FoldedText("ΐ") == FoldedText("ι"))
  }

  @Test("every kind of space folds to one space, and runs of them to one")
  func spaces() {
    let spaces = UnicodeCharacters.assigned.filter {
      $0.properties.isWhitespace
    }
    for space in spaces {
      #expect(FoldedText("a" + String(space) + "b").value == "a b", "\(Self.shown(space))")
      #expect(FoldedText("a" + String(space) + " b").value == "a b", "\(Self.shown(space))")
    }
  }

  @Test("a vowel sign is part of its letter, not an accent, and is kept")
  func vowelSigns() {
    #expect(FoldedText("कुत्ता") != FoldedText("कत्ता"))
    #expect(FoldedText("ปิ") != FoldedText("ป"))
  }

  /// What a failure of the generated table says to do: the table is printed, never edited.
  static let printAnew =
    "print the table anew: swift scripts/accented-letters.swift > Modules/Domain/Shared/AccentedLetters.swift"

  /// Every letter Unicode composes from a letter and marks, with the letter it is made from:
  /// grown from each letter by adding each diacritic and composing (NFC), as long as that makes
  /// one new character. The standard library's composition holds Unicode's decompositions, so
  /// this finds each of them without a table of its own.
  static let decompositions:
    [Unicode.Scalar: (base: Unicode.Scalar, marks: [Unicode.Scalar], script: Substring)] =
      {
        let scripts: Set<Substring> = ["LATIN", "GREEK", "CYRILLIC"]
        var madeFrom: [Unicode.Scalar: (letter: Unicode.Scalar, mark: Unicode.Scalar)] = [:]
        var frontier = UnicodeCharacters.assigned.filter { scalar in
          scalar.properties.isAlphabetic
            && UnicodeCharacters.script(of: scalar).map(scripts.contains) == true
        }
        let marks = UnicodeCharacters.diacriticMarks.filter {
          $0.properties.canonicalCombiningClass != .notReordered
        }
        while !frontier.isEmpty {
          var next: [Unicode.Scalar] = []
          for letter in frontier {
            for mark in marks {
              let composed = (String(letter) + String(mark)).composed.unicodeScalars
              guard composed.count == 1, let made = composed.first, madeFrom[made] == nil else {
                continue
              }
              madeFrom[made] = (letter, mark)
              next.append(made)
            }
          }
          frontier = next
        }
        var found:
          [Unicode.Scalar: (base: Unicode.Scalar, marks: [Unicode.Scalar], script: Substring)] =
            [:]
        for (made, _) in madeFrom {
          var base = made
          var marks: [Unicode.Scalar] = []
          while let parent = madeFrom[base] {
            base = parent.letter
            marks.insert(parent.mark, at: 0)
          }
          if let script = UnicodeCharacters.script(of: made), scripts.contains(script) {
            found[made] = (base, marks, script)
          }
        }
        return found
      }()

  static func shown(_ scalar: Unicode.Scalar) -> String {
    "\(scalar) U+" + String(scalar.value, radix: 16, uppercase: true)
  }
}
