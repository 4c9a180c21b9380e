#if os(Linux) && canImport(CICUShim)
internal import CICUShim

extension ICU {
    /// An owned ICU decimal `UNumberFormat` for one locale, with the locale's
    /// default numbering system (Arabic-Indic digits for `ar`, Latin for `he`).
    ///
    /// ```swift
    /// ICU.NumberFormat.shared(for: "ar", grouping: false, fractionDigits: 0)?.format(Int64(12))  // "١٢"
    /// ```
    ///
    /// Thread safety: configured in `init` and never changed; `unum_formatInt64` and
    /// `unum_formatDouble` take a `const UNumberFormat`, which ICU documents as safe
    /// to share for formatting.
    package final class NumberFormat: @unchecked Sendable {
        private let handle: OpaquePointer

        private struct Key: Hashable, Sendable {
            var localeID: String
            var grouping: Bool
            var fractionDigits: Int
        }

        private static let cache = LockedCache<Key, NumberFormat?>()

        /// Opens a decimal format (`unum_open(UNUM_DECIMAL)`) showing exactly
        /// `fractionDigits` decimals (`UNUM_MIN/MAX_FRACTION_DIGITS`).
        ///
        /// A locale whose numbering system is algorithmic (`he@numbers=hebr`,
        /// `@numbers=roman`, `jpan`, `armn`…) gets Latin digits and the locale's
        /// Latin symbols (`numbers=latn`), as the portable backend and
        /// ``DigitTable`` write them: ICU would format through RBNF, whose rules for
        /// `hebr`, `roman`, `armn` and others recurse without end on `Int64.min`
        /// (negating it overflows) and overflow the stack inside libicu.
        package init?(localeID: String, grouping: Bool, fractionDigits: Int) {
            let localeID = NumberingSystem.digits(localeID: localeID) == nil
                ? DigitSet.latin.localeID(forNumbersIn: localeID) : localeID
            var status: Int32 = 0
            guard let handle = icushim_number_format_open(localeID, grouping, &status), status <= 0 else { return nil }
            let digits = Int32(max(0, min(fractionDigits, 40)))
            icushim_number_format_set_fraction_digits(handle, digits, digits)
            self.handle = handle
        }

        deinit { icushim_number_format_close(handle) }

        /// The format for a locale and configuration, opened once and shared.
        ///
        /// - Complexity: O(1) after the first call for a configuration.
        package static func shared(for localeID: String, grouping: Bool, fractionDigits: Int) -> NumberFormat? {
            let key = Key(localeID: localeID, grouping: grouping, fractionDigits: fractionDigits)
            return cache.value(for: key) {
                NumberFormat(localeID: localeID, grouping: grouping, fractionDigits: fractionDigits)
            }
        }

        /// An integer in the locale's digits (`unum_formatInt64`).
        package func format(_ value: Int64) -> String? {
            ICU.utf16String { icushim_number_format_int64(handle, value, $0, $1, &$2) }
        }

        /// A floating-point number in the locale's digits (`unum_formatDouble`).
        package func format(_ value: Double) -> String? {
            ICU.utf16String { icushim_number_format_double(handle, value, $0, $1, &$2) }
        }
    }
}
#endif
