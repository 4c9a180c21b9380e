/// Puts values (numbers, countdowns, names) into translated labels so that they
/// survive the label's direction, the way Fluent does: each inserted value is
/// isolated with FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE (U+2068 … U+2069).
///
/// ```swift
/// let hebrew = ActivityLanguage(code: "he", supported: ["en", "he"], developmentLanguage: "en")
/// let labels = LabelFormatter(language: hebrew)
/// "מחזור \(labels.number(2)) מתוך \(labels.number(3))"
/// // "מחזור \u{2068}2\u{2069} מתוך \u{2068}3\u{2069}"
/// labels.expression(["5:23", "10:00"], separator: " / ")
/// // "\u{2067}\u{2068}5:23\u{2069} / \u{2068}10:00\u{2069}\u{2069}": read from the right
/// ```
///
/// The translation itself is never isolated left to right: `מחזור 2 מתוך 3` as one
/// LTR unit shows its words in the wrong order. Only the values inserted into it are.
///
/// Digits follow the language's numbering system by default (`٢` in Arabic), as in
/// the catalog lookup and unlike ``CountdownFormatter``, whose default is Latin
/// digits; ``DigitSet`` says why each default is what it is.
public struct LabelFormatter: Sendable {
    /// The digits ``number(_:)`` writes.
    public let digits: DigitSet
    private let table: DigitTable
    private let direction: ActivityLanguage.Direction

    /// A label formatter for a language.
    ///
    /// - Parameters:
    ///   - language: The language of the labels: its numbering system and direction.
    ///   - digits: Which digits ``number(_:)`` writes. Default ``DigitSet/native``.
    /// - Complexity: The first formatter for a language with native digits reads its
    ///   numbering system from ICU; later ones take a cache lookup.
    public init(language: ActivityLanguage, digits: DigitSet = .native) {
        self.digits = digits
        self.table = DigitTable.table(localeID: language.localeID, digits: digits)
        self.direction = language.direction
    }

    /// A label formatter for an ICU locale ID and direction, with a chosen
    /// backend's digits: for the parity tool.
    package init(localeID: String, direction: ActivityLanguage.Direction, digits: DigitSet = .native, backend: Backend) {
        self.digits = digits
        self.table = DigitTable.table(localeID: localeID, digits: digits, backend: backend)
        self.direction = direction
    }

    /// A value to insert into translated text, isolated with FSI…PDI so that its
    /// direction comes from its own first strong character and neither it nor the
    /// text around it is reordered by the other.
    ///
    /// ```swift
    /// labels.isolate("-0:05")   // "\u{2068}-0:05\u{2069}"
    /// labels.isolate("\u{2066}5:23\u{2069}")   // unchanged: already one isolate
    /// ```
    ///
    /// - Parameter value: The value (a number, a countdown, a name).
    /// - Returns: `value` between FSI and PDI; `value` itself when it already is one
    ///   isolate from start to end (as ``CountdownFormatter`` writes them), so
    ///   isolating twice changes nothing.
    /// - Complexity: O(*n*) in the length of `value`.
    public func isolate(_ value: String) -> String {
        BidiIsolation.isWhollyIsolated(value) ? value : BidiIsolation.wrap(value, in: BidiIsolation.firstStrongIsolate)
    }

    /// An integer in the label's digits, isolated for insertion into translated text.
    ///
    /// ```swift
    /// LabelFormatter(language: arabic).number(12)                   // "\u{2068}١٢\u{2069}"
    /// LabelFormatter(language: arabic, digits: .latin).number(-3)   // "\u{2068}-3\u{2069}"
    /// ```
    ///
    /// - Parameter value: Any `Int`. Written without grouping; negative values have a
    ///   leading HYPHEN-MINUS (U+002D), the sign ``CountdownFormatter`` and the string
    ///   catalog lookup write too, with no bidi mark (the isolate does that work).
    /// - Returns: The digits between FSI and PDI.
    /// - Complexity: O(1); no ICU call.
    public func number(_ value: Int) -> String {
        BidiIsolation.wrap(table.string(value), in: BidiIsolation.firstStrongIsolate)
    }

    /// Several values joined by a separator, such as elapsed / total (`5:23 / 10:00`),
    /// a range (`5:23–10:00`) or a count (`2 / 3`), with each value isolated.
    ///
    /// With ``ExpressionOrder/followingLanguage`` the order of the values follows the
    /// language: a right-to-left reader reads the first value at the right, as they
    /// read "elapsed / total". The expression is isolated in the language's direction
    /// (RLI or LRI), so that order holds even where the surrounding paragraph runs
    /// the other way (a widget in a left-to-right process showing Arabic).
    /// With ``ExpressionOrder/leftToRight`` the whole expression is one left-to-right
    /// unit, for callers who want `5:23 / 10:00` in every language.
    ///
    /// ```swift
    /// // Arabic, displayed (left to right on screen):
    /// labels.expression(["5:23", "10:00"], separator: " / ")                       // 10:00 / 5:23
    /// labels.expression(["5:23", "10:00"], separator: " / ", order: .leftToRight)  // 5:23 / 10:00
    /// ```
    ///
    /// - Parameters:
    ///   - values: The values in logical order (first is read first). Each is
    ///     isolated as ``isolate(_:)`` does.
    ///   - separator: Put between values. With ``ExpressionOrder/leftToRight`` it
    ///     must be symbols (`" / "`, `"–"`), not translated words: translated text
    ///     is never forced left to right.
    ///   - order: Whose direction orders the values. Default
    ///     ``ExpressionOrder/followingLanguage``.
    /// - Returns: The expression as one isolate.
    /// - Complexity: O(*n*) in the total length.
    public func expression(_ values: [String], separator: String,
                           order: ExpressionOrder = .followingLanguage) -> String {
        let joined = values.map(isolate).joined(separator: separator)
        switch order {
        case .leftToRight:
            return BidiIsolation.wrap(joined, in: BidiIsolation.leftToRightIsolate)
        case .followingLanguage:
            let opening = direction == .rightToLeft ? BidiIsolation.rightToLeftIsolate
                                                    : BidiIsolation.leftToRightIsolate
            return BidiIsolation.wrap(joined, in: opening)
        }
    }

    /// Whose direction orders the values of an ``LabelFormatter/expression(_:separator:order:)``.
    public enum ExpressionOrder: Sendable, Hashable {
        /// The language's direction: right to left in Arabic and Hebrew.
        case followingLanguage
        /// Left to right in every language: the whole expression is one LTR unit.
        case leftToRight
    }
}
