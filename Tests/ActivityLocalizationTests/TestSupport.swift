import Testing
@testable import ActivityLocalization

/// The language `code` resolved against a catalog that has exactly it, so that the
/// formatter sees that language and no fallback.
func language(_ code: String) -> ActivityLanguage {
    ActivityLanguage(code: code, supported: [code], developmentLanguage: "en")
}

/// What a reader sees: `text` after ICU's Unicode Bidirectional Algorithm, in
/// display order left to right, bidi controls removed.
func visual(_ text: String, paragraph: ActivityLanguage.Direction,
            sourceLocation: SourceLocation = #_sourceLocation) -> String {
    let result = ICU.Bidi.visualOrder(text, paragraph: paragraph)
    #expect(result != nil, "ubidi failed", sourceLocation: sourceLocation)
    return result ?? ""
}

/// A right-to-left sentence with a slot for a value between two words, and what a
/// reader sees of it: the words reversed into display order around the value.
struct RightToLeftSentence: Sendable, CustomTestStringConvertible {
    let name: String
    /// Logical order.
    let before: String
    let after: String
    /// Display order of each word (its letters reversed), written out by hand.
    let beforeDisplayed: String
    let afterDisplayed: String

    /// The sentence with `value` in its slot, in logical order.
    func with(_ value: String) -> String { "\(before) \(value) \(after)" }

    /// What a reader of a right-to-left paragraph sees when the value is displayed
    /// as `displayedValue`: the second word at the left, the first at the right.
    func displayed(_ displayedValue: String) -> String { "\(afterDisplayed) \(displayedValue) \(beforeDisplayed)" }

    var testDescription: String { name }

    /// Arabic "باقي … دقيقة" ("… minute(s) left").
    static let arabic = RightToLeftSentence(
        name: "ar",
        before: "\u{0628}\u{0627}\u{0642}\u{064A}", after: "\u{062F}\u{0642}\u{064A}\u{0642}\u{0629}",
        beforeDisplayed: "\u{064A}\u{0642}\u{0627}\u{0628}", afterDisplayed: "\u{0629}\u{0642}\u{064A}\u{0642}\u{062F}")

    /// Hebrew "נותרו … דקות" ("… minutes left").
    static let hebrew = RightToLeftSentence(
        name: "he",
        before: "\u{05E0}\u{05D5}\u{05EA}\u{05E8}\u{05D5}", after: "\u{05D3}\u{05E7}\u{05D5}\u{05EA}",
        beforeDisplayed: "\u{05D5}\u{05E8}\u{05EA}\u{05D5}\u{05E0}", afterDisplayed: "\u{05EA}\u{05D5}\u{05E7}\u{05D3}")

    static let both = [arabic, hebrew]
}
