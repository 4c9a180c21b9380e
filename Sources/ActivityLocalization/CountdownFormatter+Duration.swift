import Foundation

extension CountdownFormatter {
    /// A countdown of a `Duration`, rounded up to whole seconds: negative values are overtime.
    ///
    /// Rounding up is what a countdown shows (4.2 s left reads `0:05`, and `0:00`
    /// appears only at zero); for overtime it keeps the seconds already passed
    /// (4.2 s over reads `-0:04`). A fraction within one millisecond above a whole
    /// second counts as that second, as in ``string(from:to:)``, so that clock
    /// arithmetic noise cannot add a second.
    ///
    /// ```swift
    /// countdown.string(for: .seconds(323))           // "\u{2066}5:23\u{2069}"
    /// countdown.string(for: .milliseconds(4_200))    // "\u{2066}0:05\u{2069}"
    /// countdown.string(for: .milliseconds(-4_200))   // "\u{2066}-0:04\u{2069}"
    /// ```
    ///
    /// - Parameter duration: Any duration; beyond `Int`'s range it is clamped.
    /// - Returns: The value as ``string(seconds:)`` writes it.
    /// - Complexity: O(1); no ICU call.
    public func string(for duration: Duration) -> String {
        string(seconds: Self.roundedUpSeconds(duration))
    }

    /// A countdown of a `TimeInterval` (seconds), rounded up to whole seconds as
    /// ``string(for:)-(Duration)`` rounds: negative values are overtime.
    ///
    /// ```swift
    /// countdown.string(for: 4.2)      // "\u{2066}0:05\u{2069}"
    /// countdown.string(for: -4.2)     // "\u{2066}-0:04\u{2069}"
    /// countdown.string(for: .nan)     // "\u{2066}0:00\u{2069}"
    /// ```
    ///
    /// - Parameter interval: Seconds; NaN is `0`, and values beyond `Int`'s range
    ///   (infinities included) are clamped.
    /// - Returns: The value as ``string(seconds:)`` writes it.
    /// - Complexity: O(1); no ICU call.
    public func string(for interval: TimeInterval) -> String {
        string(seconds: Self.roundedUpSignedSeconds(interval))
    }

    /// `interval` rounded up to whole seconds with a 1 ms tolerance, keeping its
    /// sign; 0 for NaN, clamped to `Int`.
    static func roundedUpSignedSeconds(_ interval: TimeInterval) -> Int {
        guard !interval.isNaN else { return 0 }
        let rounded = (interval - 0.001).rounded(.up)
        if rounded >= 9.0e18 { return Int.max }
        if rounded <= -9.0e18 { return Int.min }
        return Int(rounded)
    }

    /// `duration` rounded up to whole seconds with a 1 ms tolerance, clamped to
    /// `Int`, in integer arithmetic (a `Double` cannot hold every `Duration`).
    static func roundedUpSeconds(_ duration: Duration) -> Int {
        // `components` truncates toward zero: both parts have the value's sign,
        // and |attoseconds| < 10^18.
        let (seconds, attoseconds) = duration.components
        let attosecondsPerSecond: Int64 = 1_000_000_000_000_000_000
        let shifted = attoseconds - 1_000_000_000_000_000   // the value minus 1 ms, above `seconds`
        let whole: Int64
        if shifted > 0 {
            let (sum, overflow) = seconds.addingReportingOverflow(1)
            whole = overflow ? .max : sum
        } else if shifted > -attosecondsPerSecond {
            whole = seconds
        } else {
            let (difference, overflow) = seconds.subtractingReportingOverflow(1)
            whole = overflow ? .min : difference
        }
        return Int(clamping: whole)
    }
}
