import Foundation

/// Formats countdowns (`5:23`, `1:05:23`, `-0:05`) that read left to right in every
/// language, with the language's own CLDR duration pattern.
///
/// ```swift
/// let arabic = ActivityLanguage(code: "ar", supported: ["en", "ar"], developmentLanguage: "en")
/// let countdown = CountdownFormatter(language: arabic)
/// countdown.string(seconds: 323)     // "\u{2066}5:23\u{2069}"
/// countdown.string(seconds: 3923)    // "\u{2066}1:05:23\u{2069}"
/// countdown.string(seconds: -5)      // "\u{2066}-0:05\u{2069}"
/// CountdownFormatter(language: arabic, options: .init(digits: .native)).string(seconds: 3923)
///                                    // "\u{2066}١:٠٥:٢٣\u{2069}"
/// ```
///
/// The pattern is CLDR's `durationUnits` for the language, read through ICU: `5.23`
/// in Finnish and Danish, `05:23` in Lithuanian, `5:23` in most languages. Patterns
/// and digits are read from ICU once per language and options and cached for the
/// process; formatting itself never calls ICU and does not allocate for results of
/// up to 15 UTF-8 bytes (Swift's small strings).
///
/// The formatter is an immutable value: share it freely across threads.
public struct CountdownFormatter: Sendable {
    /// The options this formatter was made with.
    public let options: Options
    let compiled: CompiledCountdown

    /// A formatter for a language.
    ///
    /// - Parameters:
    ///   - language: The language whose duration pattern (and, with
    ///     ``DigitSet/native``, digits) to use.
    ///   - options: Digits, isolation and layout. Default: Latin digits, isolated
    ///     with LRI…PDI, hours only from one hour.
    /// - Complexity: The first formatter for a (language, options) pair reads two
    ///   patterns and a numbering system from ICU; later ones take a cache lookup.
    public init(language: ActivityLanguage, options: Options = Options()) {
        self.options = options
        self.compiled = CompiledCountdown.cached(localeID: language.localeID, options: options)
    }

    /// A formatter for an ICU locale ID, through the cache (``Style``'s).
    init(cachedLocaleID localeID: String, options: Options) {
        self.options = options
        self.compiled = CompiledCountdown.cached(localeID: localeID, options: options)
    }

    /// A formatter for an ICU locale ID whose patterns and digits come from a
    /// chosen backend, uncached: for the parity tool.
    package init(localeID: String, options: Options = Options(), backend: Backend) {
        self.options = options
        self.compiled = CompiledCountdown(localeID: localeID, options: options, backend: backend)
    }

    /// A countdown of whole seconds: negative values are overtime.
    ///
    /// ```swift
    /// countdown.string(seconds: 323)    // "\u{2066}5:23\u{2069}"
    /// countdown.string(seconds: 3923)   // "\u{2066}1:05:23\u{2069}"
    /// countdown.string(seconds: -5)     // "\u{2066}-0:05\u{2069}"  (sign inside the isolate)
    /// ```
    ///
    /// - Parameter seconds: Whole seconds; any `Int`, including `Int.min`.
    /// - Returns: The value in the language's pattern, with the chosen digits and
    ///   isolation. The sign is HYPHEN-MINUS (U+002D) in every language, as in
    ///   ``LabelFormatter`` and the string catalog lookup: CLDR's sign for Arabic and
    ///   Hebrew, without the bidi mark CLDR puts before it.
    /// - Complexity: O(1); no ICU call.
    public func string(seconds: Int) -> String {
        compiled.string(seconds: seconds)
    }

    /// The time remaining from `now` until `end`, rounded up to whole seconds, and
    /// `0:00` at and after `end`.
    ///
    /// Rounding up is what a countdown shows: 4.2 s before the end reads `0:05`, and
    /// `0:00` appears exactly at the end. A remainder within one millisecond above a
    /// whole second counts as that second, so that floating-point noise in `Date`
    /// arithmetic (`end` computed in another time base) cannot add a second.
    ///
    /// ```swift
    /// countdown.string(from: now, to: now + 4.2)   // "\u{2066}0:05\u{2069}"
    /// countdown.string(from: now, to: now - 30)    // "\u{2066}0:00\u{2069}"
    /// ```
    ///
    /// - Parameters:
    ///   - now: The instant shown.
    ///   - end: When the countdown reaches zero.
    /// - Returns: The remaining time, never negative.
    /// - Complexity: O(1); no ICU call.
    public func string(from now: Date, to end: Date) -> String {
        string(seconds: Self.remainingSeconds(from: now, to: end))
    }

    /// Whole seconds from `now` to `end`, rounded up (with 1 ms tolerance), at least 0.
    static func remainingSeconds(from now: Date, to end: Date) -> Int {
        roundedUpSeconds(end.timeIntervalSince(now))
    }

    /// `interval` rounded up to whole seconds with a 1 ms tolerance; 0 for
    /// non-positive and NaN, `Int.max` when too large for an `Int`.
    static func roundedUpSeconds(_ interval: TimeInterval) -> Int {
        guard interval > 0 else { return 0 }   // also NaN
        let rounded = (interval - 0.001).rounded(.up)
        guard rounded < 9.0e18 else { return Int.max }
        return max(0, Int(rounded))
    }
}
