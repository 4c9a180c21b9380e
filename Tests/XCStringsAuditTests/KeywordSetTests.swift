import Testing
@testable import XCStringsAudit

@Suite struct KeywordSetTests {
    private let keywords: KeywordSet = ["struct", "class", "enum", "K", "if", "LocalizationValue"]

    /// As `Set<String>.contains` would answer: a word of the set by its bytes, or one
    /// that `==` finds equal to one (the Kelvin sign U+212A is `K`); not a prefix, an
    /// extension, another case or a word of the same length and hash bucket.
    @Test(arguments: [
        ("struct", true), ("class", true), ("K", true), ("if", true), ("LocalizationValue", true),
        ("\u{212A}", true),
        ("structs", false), ("struc", false), ("Struct", false), ("k", false), ("of", false), ("", false),
        ("LocalizationValues", false), ("stru\u{00E7}t", false), ("\u{00E9}num", false),
        ("a_rather_long_identifier_of_more_than_sixty_four_bytes_in_all_of_it", false),
    ])
    func answersAsASetWould(word: String, expected: Bool) {
        #expect(keywords.contains(word) == expected)
        #expect(Set(["struct", "class", "enum", "K", "if", "LocalizationValue"]).contains(word) == expected)
    }

    /// A word held in a heap buffer (longer than a small string) and one cut from a
    /// larger string are read in place like a literal.
    @Test func readsWordsWhereverTheyAreStored() {
        let source = "let value: String.LocalizationValue = x; struct S {}"
        let words = source.split(whereSeparator: { !$0.isLetter }).map(String.init)
        #expect(words.filter(keywords.contains) == ["LocalizationValue", "struct"])
    }
}
