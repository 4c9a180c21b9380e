#if os(Linux) && canImport(CICUShim)
internal import CICUShim

extension ICU {
    /// CLDR `durationUnits` patterns from ICU's unit data (`ures_*`, inherited key
    /// by key along the locale's parent chain).
    package enum DurationPattern {
        /// The pattern for a locale and key (`hm`, `ms`, `hms`) (`fi` `hms` → `h.mm.ss`), or `nil` when ICU has
        /// none, not even in root.
        package static func pattern(localeID: String, key: String) -> String? {
            ICU.utf16String { icushim_duration_pattern(localeID, key, $0, $1, &$2) }
        }
    }
}
#endif
