import Foundation

/// What a timer's Live Activity shows, derived from its content state: a live
/// countdown, a frozen remaining time, the end of a cycle, or completion.
///
/// A Live Activity cannot update itself on time: the app's update that sets
/// `isCompleted` or starts the next cycle can arrive late or never. So the mode is
/// decided from the content state *and* the instant being shown:
///
/// 1. `isPaused` → ``Mode/paused(remaining:)``, whatever `endTime` says: a paused
///    timer whose `endTime` has passed still shows its remaining time, never `0:00`.
/// 2. `isCompleted` → ``Mode/completed``.
/// 3. Before `endTime` → ``Mode/running(until:)``.
/// 4. At or after `endTime`: ``Mode/cycleEnded`` while a later cycle remains
///    (`currentCycle < totalCycles`), else ``Mode/completed`` (the last cycle ran
///    out, even if the app has not said so yet).
///
/// ```swift
/// let state = TimerDisplayState(endTime: start + 300, isPaused: false, remainingSeconds: 300,
///                               isCompleted: false, currentCycle: 1, totalCycles: 3)
/// state.mode(at: start + 10)                        // .running(until: start + 300)
/// state.text(at: start + 10, using: countdown)      // "\u{2066}4:50\u{2069}"
/// state.mode(at: start + 300)                       // .cycleEnded
/// ```
///
/// It is `Codable` and `Hashable`, so it can be an ActivityKit `ContentState`
/// itself, or be built field for field from yours:
///
/// ```swift
/// struct TimerAttributes: ActivityAttributes {
///     typealias ContentState = TimerDisplayState
///     var languageCode: String
/// }
/// ```
///
/// Its JSON has one member per property, named as the property
/// (`{"currentCycle":1,"endTime":…,"isCompleted":false,"isPaused":false,"remainingSeconds":300,"totalCycles":3}`),
/// with `endTime` in the encoder's date strategy. `currentCycle` and
/// `totalCycles` may be absent when decoding, and are then `1`, as in
/// ``init(endTime:isPaused:remainingSeconds:isCompleted:currentCycle:totalCycles:)``:
/// a content state written before the timer had cycles still decodes.
public struct TimerDisplayState: Sendable, Hashable, Codable {
    /// When the current cycle ends while running.
    public var endTime: Date
    /// Whether the timer is paused; then ``remainingSeconds`` is what it shows.
    public var isPaused: Bool
    /// The time left when paused, in seconds.
    public var remainingSeconds: TimeInterval
    /// Whether the app has marked the whole timer finished.
    public var isCompleted: Bool
    /// The cycle running now, counted from 1.
    public var currentCycle: Int
    /// How many cycles the timer has.
    public var totalCycles: Int

    /// A display state from a timer's content state, field for field.
    ///
    /// - Parameters:
    ///   - endTime: When the current cycle ends while running.
    ///   - isPaused: Whether the timer is paused.
    ///   - remainingSeconds: The time left when paused, in seconds; shown rounded up
    ///     to whole seconds, negative and NaN shown as `0:00`.
    ///   - isCompleted: Whether the app has marked the whole timer finished.
    ///   - currentCycle: The cycle running now, from 1.
    ///   - totalCycles: How many cycles there are; `1` for a single timer.
    public init(endTime: Date, isPaused: Bool, remainingSeconds: TimeInterval, isCompleted: Bool,
                currentCycle: Int = 1, totalCycles: Int = 1) {
        self.endTime = endTime
        self.isPaused = isPaused
        self.remainingSeconds = remainingSeconds
        self.isCompleted = isCompleted
        self.currentCycle = currentCycle
        self.totalCycles = totalCycles
    }

    private enum CodingKeys: String, CodingKey {
        case endTime, isPaused, remainingSeconds, isCompleted, currentCycle, totalCycles
    }

    /// Decodes a display state; `currentCycle` and `totalCycles` default to `1` when absent.
    ///
    /// ```swift
    /// let json = #"{"endTime":800000300,"isPaused":false,"remainingSeconds":300,"isCompleted":false}"#
    /// try JSONDecoder().decode(TimerDisplayState.self, from: Data(json.utf8)).totalCycles   // 1
    /// ```
    ///
    /// - Parameter decoder: The decoder to read from (ActivityKit's, or `JSONDecoder`).
    /// - Throws: `DecodingError` when a required member (`endTime`, `isPaused`,
    ///   `remainingSeconds`, `isCompleted`) is missing or a member has the wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(endTime: try container.decode(Date.self, forKey: .endTime),
                  isPaused: try container.decode(Bool.self, forKey: .isPaused),
                  remainingSeconds: try container.decode(TimeInterval.self, forKey: .remainingSeconds),
                  isCompleted: try container.decode(Bool.self, forKey: .isCompleted),
                  currentCycle: try container.decodeIfPresent(Int.self, forKey: .currentCycle) ?? 1,
                  totalCycles: try container.decodeIfPresent(Int.self, forKey: .totalCycles) ?? 1)
    }

    /// Encodes every property under its own name.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws; `JSONEncoder` refuses a NaN or infinite
    ///   `remainingSeconds` unless its `nonConformingFloatEncodingStrategy` allows it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(endTime, forKey: .endTime)
        try container.encode(isPaused, forKey: .isPaused)
        try container.encode(remainingSeconds, forKey: .remainingSeconds)
        try container.encode(isCompleted, forKey: .isCompleted)
        try container.encode(currentCycle, forKey: .currentCycle)
        try container.encode(totalCycles, forKey: .totalCycles)
    }

    /// What a timer shows at one instant.
    public enum Mode: Sendable, Hashable {
        /// Counting down to the date: give it to a live system timer
        /// (`Text(timerInterval:)`), with ``TimerDisplayState/text(at:using:)`` as the
        /// static fallback.
        case running(until: Date)
        /// Frozen at this many whole seconds (rounded up, never negative).
        case paused(remaining: Int)
        /// The current cycle's time is up and a later cycle remains; the app has
        /// not started it yet.
        case cycleEnded
        /// The timer is finished: marked by the app, or its last cycle ran out.
        case completed
    }

    /// The mode at an instant.
    ///
    /// - Parameter date: The instant shown (the widget's timeline entry date).
    /// - Returns: The mode, decided in the order given in ``TimerDisplayState``.
    /// - Complexity: O(1).
    public func mode(at date: Date) -> Mode {
        if isPaused {
            return .paused(remaining: CountdownFormatter.roundedUpSeconds(remainingSeconds))
        }
        if isCompleted { return .completed }
        if CountdownFormatter.remainingSeconds(from: date, to: endTime) > 0 {
            return .running(until: endTime)
        }
        return currentCycle < totalCycles ? .cycleEnded : .completed
    }

    /// The countdown text at an instant: the time left, rounded up, while running;
    /// the frozen time while paused; `0:00` once the cycle ended or the timer completed.
    ///
    /// ```swift
    /// paused.text(at: long after endTime, using: countdown)   // "\u{2066}2:00\u{2069}", not 0:00
    /// ```
    ///
    /// - Parameters:
    ///   - date: The instant shown.
    ///   - countdown: The formatter for the activity's language.
    /// - Returns: The countdown as `countdown` writes it.
    /// - Complexity: O(1); no ICU call.
    public func text(at date: Date, using countdown: CountdownFormatter) -> String {
        switch mode(at: date) {
        case .running(let end): return countdown.string(from: date, to: end)
        case .paused(let remaining): return countdown.string(seconds: remaining)
        case .cycleEnded, .completed: return countdown.string(seconds: 0)
        }
    }
}
