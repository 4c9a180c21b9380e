extension CountdownFormatter {
    /// How a ``CountdownFormatter`` writes its values: digits, bidi isolation and layout.
    ///
    /// ```swift
    /// let options = CountdownFormatter.Options(digits: .native, isolation: .marks)
    /// CountdownFormatter(language: arabic, options: options).string(seconds: 323)
    /// // "\u{200E}٥:٢٣\u{200E}"
    /// ```
    public struct Options: Sendable, Hashable, Codable {
        /// Which digits to use. Default ``DigitSet/latin``, 0–9 in every language,
        /// unlike ``LabelFormatter`` and the catalog lookup (``DigitSet/native``);
        /// see ``DigitSet`` for why, and pass ``DigitSet/native`` for the
        /// language's digits and the user's own `numbers` choice.
        public var digits: DigitSet
        /// How the value is protected from the surrounding text's direction.
        /// Default ``Isolation/isolate``.
        public var isolation: Isolation
        /// When hours are shown. Default ``Layout/automatic``.
        public var layout: Layout

        /// Options for a countdown.
        ///
        /// - Parameters:
        ///   - digits: Which digits to use. Default ``DigitSet/latin``.
        ///   - isolation: How the value is isolated. Default ``Isolation/isolate``.
        ///   - layout: When hours are shown. Default ``Layout/automatic``.
        public init(digits: DigitSet = .latin, isolation: Isolation = .isolate, layout: Layout = .automatic) {
            self.digits = digits
            self.isolation = isolation
            self.layout = layout
        }
    }

    /// How a countdown value is kept left to right inside text of either direction.
    ///
    /// A bare `5:23` survives a right-to-left paragraph, but a value with a sign or a
    /// spaced separator does not: the Unicode Bidirectional Algorithm shows `-0:05`
    /// as `0:05-` in Arabic or Hebrew text.
    public enum Isolation: Sendable, Hashable, Codable {
        /// LEFT-TO-RIGHT ISOLATE … POP DIRECTIONAL ISOLATE (U+2066 … U+2069) around
        /// the value: it reads left to right and does not affect the text around it.
        /// `"\u{2066}-0:05\u{2069}"`.
        case isolate
        /// LEFT-TO-RIGHT MARK (U+200E) before and after the value, for renderers
        /// that do not support isolates. A negative value has a third mark after its
        /// sign: without it, a minus before Arabic-Indic digits (bidi class AN) is
        /// resolved right to left and shows after the number.
        /// `"\u{200E}-\u{200E}0:05\u{200E}"`.
        case marks
        /// The value alone, for text whose direction the caller controls.
        case none
    }

    /// When a countdown shows hours.
    public enum Layout: Sendable, Hashable, Codable {
        /// Minutes and seconds under one hour (`5:23`), hours, minutes and seconds
        /// from one hour (`1:05:23`), each in the language's CLDR pattern.
        case automatic
        /// Always hours, minutes and seconds (`0:05:23`).
        case hoursMinutesSeconds
    }
}
