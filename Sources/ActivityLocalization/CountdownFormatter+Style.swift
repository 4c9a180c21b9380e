import Foundation

extension CountdownFormatter {
    /// A ``CountdownFormatter`` as a `FormatStyle`, for `Duration.formatted(_:)`
    /// and SwiftUI's `Text(_:format:)`.
    ///
    /// ```swift
    /// let arabic = ActivityLanguage(code: "ar", supported: ["en", "ar"], developmentLanguage: "en")
    /// Duration.seconds(323).formatted(.countdown(arabic))                         // "\u{2066}5:23\u{2069}"
    /// Duration.seconds(-5).formatted(.countdown(arabic))                          // "\u{2066}-0:05\u{2069}"
    /// Duration.seconds(3923).formatted(.countdown(arabic, options: .init(digits: .native)))
    /// // "\u{2066}١:٠٥:٢٣\u{2069}"
    /// Text(remaining, format: .countdown(language))                              // in a widget
    /// ```
    ///
    /// The style formats as ``CountdownFormatter/string(for:)-(Duration)`` does:
    /// rounded up to whole seconds, in the activity's language and never the
    /// process's, so `locale(_:)` (which SwiftUI calls with the environment's
    /// locale) returns the style unchanged.
    ///
    /// It is `Codable` as `{"language": "ar-u-nu-latn", "options": {…}}`: the
    /// language as the BCP 47 tag of the resolved language (with an applied
    /// `numbers` keyword), so a decoded style formats as the encoded one did.
    public struct Style: FormatStyle, Sendable {
        /// The countdown's value.
        public typealias FormatInput = Duration
        /// The countdown's text.
        public typealias FormatOutput = String

        /// The options the style formats with.
        public var options: Options { formatter.options }
        private let localeID: String
        private let formatter: CountdownFormatter

        /// A countdown style for a language.
        ///
        /// - Parameters:
        ///   - language: The activity's language.
        ///   - options: Digits, isolation and layout, as for ``CountdownFormatter/init(language:options:)``.
        /// - Complexity: As ``CountdownFormatter/init(language:options:)``: a cache lookup after the first.
        public init(language: ActivityLanguage, options: Options = Options()) {
            self.init(localeID: language.localeID, options: options)
        }

        private init(localeID: String, options: Options) {
            self.localeID = localeID
            self.formatter = CountdownFormatter(cachedLocaleID: localeID, options: options)
        }

        /// The countdown text of `value`.
        ///
        /// - Complexity: O(1); no ICU call.
        public func format(_ value: Duration) -> String {
            formatter.string(for: value)
        }

        public static func == (lhs: Style, rhs: Style) -> Bool {
            lhs.localeID == rhs.localeID && lhs.options == rhs.options
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(localeID)
            hasher.combine(options)
        }

        private enum CodingKeys: String, CodingKey {
            case language, options
        }

        /// Decodes a style from its language tag and options.
        ///
        /// - Throws: `DecodingError.dataCorrupted` when `language` is not a usable
        ///   language tag (the reason is ``ActivityLanguage/InvalidCode``'s description).
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let code = try container.decode(String.self, forKey: .language)
            switch LanguageTag.parse(code) {
            case .success(let tag):
                self.init(localeID: tag.localeID, options: try container.decode(Options.self, forKey: .options))
            case .failure(let problem):
                throw DecodingError.dataCorruptedError(forKey: .language, in: container, debugDescription: "\(problem)")
            }
        }

        /// Encodes the language as a BCP 47 tag, and the options.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(Backend.current.languageTag(forLocaleID: localeID) ?? localeID, forKey: .language)
            try container.encode(options, forKey: .options)
        }
    }
}

extension FormatStyle where Self == CountdownFormatter.Style {
    /// A countdown in an activity's language: `duration.formatted(.countdown(language))`.
    ///
    /// ```swift
    /// Duration.seconds(323).formatted(.countdown(hebrew))   // "\u{2066}5:23\u{2069}"
    /// ```
    ///
    /// - Parameters:
    ///   - language: The activity's language.
    ///   - options: Digits, isolation and layout. Default: Latin digits, LRI…PDI, hours from one hour.
    /// - Returns: A ``CountdownFormatter/Style``.
    public static func countdown(_ language: ActivityLanguage,
                                 options: CountdownFormatter.Options = CountdownFormatter.Options()) -> Self {
        CountdownFormatter.Style(language: language, options: options)
    }
}
