#if os(Linux) && canImport(CICUShim)
internal import CICUShim

extension ICU {
    /// An owned ICU cardinal `UPluralRules` for one locale: which CLDR plural
    /// category (`zero one two few many other`) a number takes.
    ///
    /// ```swift
    /// ICU.PluralRules.shared(for: "ar")?.category(for: 11)  // "many"
    /// ICU.PluralRules.shared(for: "en")?.category(for: 1, fractionDigits: 1)  // "other" ("1.0")
    /// ```
    ///
    /// Thread safety: immutable after `init`; `uplrules_select` takes a `const`
    /// rules object, which ICU documents as safe to share between threads.
    package final class PluralRules: @unchecked Sendable {
        private let handle: OpaquePointer
        /// The ICU locale ID the rules were opened for.
        package let localeID: String

        private static let cache = LockedCache<String, PluralRules?>()

        /// Opens the cardinal rules of a locale (`uplrules_openForType`, `UPLURAL_TYPE_CARDINAL`).
        ///
        /// - Parameter localeID: An ICU locale ID such as `ar` or `pt_BR`.
        package init?(localeID: String) {
            var status: Int32 = 0
            guard let handle = icushim_plural_rules_open(localeID, &status), status <= 0 else { return nil }
            self.handle = handle
            self.localeID = localeID
        }

        deinit { icushim_plural_rules_close(handle) }

        /// The rules for a locale, opened once per locale and shared.
        ///
        /// - Complexity: O(1) after the first call for a locale.
        package static func shared(for localeID: String) -> PluralRules? {
            cache.value(for: localeID) { PluralRules(localeID: localeID) }
        }

        /// The category of a number shown without a fraction (`uplrules_select`).
        package func category(for number: Double) -> String {
            // Keywords are at most five letters: a small stack buffer, no growing.
            withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 16) { buffer in
                var status: Int32 = 0
                let length = icushim_plural_rules_select(handle, number, buffer.baseAddress, 16, &status)
                guard status <= 0, length > 0, length <= 16 else { return "other" }
                let keyword = UnsafeBufferPointer(rebasing: buffer[..<Int(length)])
                return Self.knownKeyword(keyword) ?? String(decoding: keyword, as: UTF16.self)
            }
        }

        /// CLDR's six keywords, so that the usual result is a literal instead of a
        /// string decoded from UTF-16 at each call (a tenth of the cost).
        private static let keywords: [(utf16: [UInt16], text: String)] =
            ["zero", "one", "two", "few", "many", "other"].map { (Array($0.utf16), $0) }

        /// The keyword spelled by `utf16` if it is one of CLDR's six.
        private static func knownKeyword(_ utf16: UnsafeBufferPointer<UInt16>) -> String? {
            keywords.first { $0.utf16.elementsEqual(utf16) }?.text
        }

        /// The category of a number shown with exactly `fractionDigits` decimals, so
        /// that 1 shown as "1.0" is `other` in English (ICU's `select(FormattedNumber)`).
        package func category(for number: Double, fractionDigits: Int) -> String {
            guard fractionDigits > 0 else { return category(for: number) }
            let digits = Int32(min(fractionDigits, 20))
            return ICU.utf16String {
                icushim_plural_rules_select_decimal(handle, localeID, number, digits, $0, $1, &$2)
            } ?? "other"
        }
    }
}
#endif
