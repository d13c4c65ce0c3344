/// Performance: which of a long word's trigrams PostgreSQL's index is asked for, so that common
/// words that never meet cost two short lists each, not all of theirs.
import ShopDomain

/// The pieces of three characters of a search's word that `pg_trgm`'s index may be asked for in
/// its stead, and how many of a walk's entries held each (`PostgresSearch.walk`).
///
/// The index answers `LIKE '%alpine%'` by intersecting the lists of all its trigrams (`alp`,
/// `lpi`, `pin`, `ine`): for two words a fifth of a million products hold each, that never meet,
/// eight lists of some 200,000 products, 36 – 44 ms; asked for two of each word's, 19 ms, the few
/// products that hold those and not the words then read and dropped by the rule. Which two is
/// what the walk counted: the two that the fewest of its entries held, so that a piece as common
/// as `che` (in `arché` and in a fifth of the catalog) is not the one asked for.
struct SearchPieces: Equatable {
  /// A piece and how many of the walk's entries held it.
  struct Piece: Equatable {
    let text: String
    var held = 0
  }

  /// The pieces of each of the search's words, empty for a word asked for whole.
  var words: [[Piece]]

  /// The pieces of each of `terms`'s words.
  init(_ terms: SearchTerms) {
    words = terms.words.map { word in Self.pieces(of: word).map { Piece(text: $0) } }
  }

  /// The pieces to ask the index for, for the word at `index`: the two its walk found the
  /// fewest of its entries holding (the first of a tie), or `nil` to ask for the whole word.
  func asked(forWordAt index: Int) -> [String]? {
    let pieces = words[index]
    guard !pieces.isEmpty else { return nil }
    let rarest = pieces.indices.sorted {
      pieces[$0].held < pieces[$1].held || (pieces[$0].held == pieces[$1].held && $0 < $1)
    }
    return rarest.prefix(2).sorted().map { pieces[$0].text }
  }

  /// The pieces of `word` worth asking for instead of it: every three characters in a row, when
  /// it has more than two such pieces and is made of ASCII letters and digits alone, which
  /// `pg_trgm` takes as its trigrams whatever the database's locale (with the C locale it sees
  /// no other letter, and a piece it cannot read would be a scan of the whole index).
  static func pieces(of word: FoldedText) -> [String] {
    let characters = Array(word.value)
    guard characters.count > 4,
      characters.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
    else { return [] }
    var seen: Set<String> = []
    return (0...(characters.count - 3)).compactMap { start in
      let piece = String(characters[start..<start + 3])
      return seen.insert(piece).inserted ? piece : nil
    }
  }
}
