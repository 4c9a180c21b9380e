extension CountdownFormatter {
    /// The widest text this formatter writes for any value in `range`, to reserve
    /// space (the compact Dynamic Island slot) so the layout never jumps when a
    /// countdown passes 9:59 → 10:00 or 59:59 → 1:00:00.
    ///
    /// Every field has as many digits as its largest value in `range` needs, every
    /// digit is the digit set's zero, and a minus sign is included when `range` has
    /// negative values; pattern, digits and isolation are this formatter's.
    ///
    /// ```swift
    /// countdown.widthTemplate(for: 0...599)     // "\u{2066}0:00\u{2069}"
    /// countdown.widthTemplate(for: 0...3599)    // "\u{2066}00:00\u{2069}"
    /// countdown.widthTemplate(for: -59...3600)  // "\u{2066}-0:00:00\u{2069}"
    /// ```
    ///
    /// Why zero: no digit is the widest in every font, so measure the template in a
    /// font with tabular digits (`.monospacedDigit()` in SwiftUI), where all ten
    /// digits have one advance width and any digit gives the true width. Zero is
    /// also the digit a countdown shows in those positions right after each
    /// roll-over the template guards against (`10:00`, `1:00:00`).
    ///
    /// - Parameter range: The seconds the countdown can show, e.g. `0...duration`,
    ///   or `-overtime...duration`.
    /// - Returns: The template, to measure, not to show.
    /// - Complexity: O(1); no ICU call.
    public func widthTemplate(for range: ClosedRange<Int>) -> String {
        compiled.widthTemplate(for: range)
    }
}
