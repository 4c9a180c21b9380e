internal import CICUShim

extension ICU {
    /// CLDR `durationUnits` patterns from ICU's unit data (`ures_*`, inherited key
    /// by key along the locale's parent chain).
    package enum DurationPattern {
        /// Which CLDR `durationUnits` pattern to read.
        package enum Key: String, Sendable {
            /// `hm`: hours and minutes (`h:mm`).
            case hoursMinutes = "hm"
            /// `ms`: minutes and seconds (`m:ss`).
            case minutesSeconds = "ms"
            /// `hms`: hours, minutes and seconds (`h:mm:ss`).
            case hoursMinutesSeconds = "hms"
        }

        /// The pattern for a locale (`fi` `hms` → `h.mm.ss`), or `nil` when ICU has
        /// none, not even in root.
        package static func pattern(localeID: String, key: Key) -> String? {
            ICU.utf16String { icushim_duration_pattern(localeID, key.rawValue, $0, $1, &$2) }
        }
    }
}
