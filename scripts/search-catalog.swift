/// Performance: prints a catalog feed of generated products for timing searches at any size, the
/// same on every run (Benchmarks.md, "Search at a million products", says how it is used):
///
///   swift scripts/search-catalog.swift 1000000 > catalog-1m.json
///
/// Names and descriptions are words made of syllables, some accented (`zé`, `ño`, `lü`), so no
/// search is tuned to. Every product is of one of five kinds, and a kind's words seldom appear in
/// another's products, so two common words may be held by a fifth of the catalog each and by
/// almost no product together: the shapes a plan that walks the order's index finds slowest.
/// - `item` is in every description; each kind's mark (`alpine`, `boreal`, `coastal`, `desert`,
///   `estuary`) in every product of the kind, and in no other;
/// - a kind's 60 words are each in some 2% of the catalog; one product in 2,000 borrows a word of
///   another kind;
/// - `ref` and the product's number, in letters, make a word only that product holds;
/// - no word holds `x`, and none starts with `q`, though `q` is inside some (`kaquo`).
import Foundation

/// SplitMix64: a small generator whose sequence is the same on every machine.
struct Random {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func below(_ count: Int) -> Int { Int(next() % UInt64(count)) }
  mutating func pick<Element>(_ choices: [Element]) -> Element { choices[below(choices.count)] }
}

let count = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000_000
var random = Random(state: 20_301)

let syllables = [
  "ka", "lo", "mi", "ne", "ru", "ta", "vo", "zé", "bé", "do", "fa", "gi", "hu", "jo", "ke", "li",
  "mo", "nu", "pa", "ri", "sa", "te", "vi", "wo", "ya", "zu", "ché", "ño", "lü", "tö", "ar", "el",
]
/// A word of two or three syllables; `quo` only ever inside one.
func word(_ random: inout Random) -> String {
  let parts = (0..<(2 + random.below(2))).map { _ in random.pick(syllables) }
  return random.below(9) == 0 ? parts[0] + "quo" + parts.dropFirst().joined() : parts.joined()
}

let kinds = ["alpine", "boreal", "coastal", "desert", "estuary"]
/// Each kind's own words, and the words any product's name may start with.
let vocabularies = kinds.map { _ in (0..<60).map { _ in word(&random) } }
let heads = (0..<40).map { _ in word(&random) }.map { $0.prefix(1).uppercased() + $0.dropFirst() }
let categories = (0..<25).map { _ in word(&random).capitalized }
let units = ["g", "kg", "ml", "l", "pack", "pieces"]

/// `number` in the 24 letters but `q` and `x`: a word no other product's text holds.
func reference(_ number: Int) -> String {
  let letters = Array("abcdefghijklmnoprstuvwyz")
  var rest = number
  var word = ""
  repeat {
    word.insert(letters[rest % letters.count], at: word.startIndex)
    rest /= letters.count
  } while rest > 0
  return word
}

/// `text` as a JSON string.
func quoted(_ text: String) -> String {
  "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
}

let output = FileHandle.standardOutput
var chunk = "{\"products\": [\n"
for index in 0..<count {
  let kind = random.below(kinds.count)
  var words = (0..<(4 + random.below(4))).map { _ in random.pick(vocabularies[kind]) }
  if random.below(2_000) == 0 {
    words.append(random.pick(vocabularies[(kind + 1 + random.below(4)) % kinds.count]))
  }
  let name = random.pick(heads) + " " + random.pick(vocabularies[kind])
  let description =
    "item \(kinds[kind]) " + words.joined(separator: " ")
    + " \(1 + random.below(999)) \(random.pick(units)) ref \(reference(index))"
  // Categories of uneven size: the smaller of two draws, so the first five of 25 hold over a
  // third of the products and the last few almost none.
  let category = categories[min(random.below(25), random.below(25))]
  chunk += index == 0 ? "" : ",\n"
  chunk += """
    {"sku": "S-\(index)", "name": \(quoted(name)), "description": \(quoted(description)), \
    "category": \(quoted(category)), "price": {"amount_minor": \(50 + random.below(20_000)), \
    "currency": "EUR"}, "stock": \(random.below(100))}
    """
  if chunk.utf8.count > 1 << 20 {
    output.write(Data(chunk.utf8))
    chunk = ""
  }
}
chunk += "\n]}\n"
output.write(Data(chunk.utf8))
