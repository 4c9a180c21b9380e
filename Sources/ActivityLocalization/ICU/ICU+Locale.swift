#if os(Linux) && canImport(CICUShim)
internal import CICUShim

extension ICU {
    /// Locale identifier operations (`uloc_*`, `Locale::createCanonical`).
    package enum Locale {
        /// Parses a BCP 47 tag into an ICU locale ID, or `nil` unless the *whole*
        /// tag is well-formed (`uloc_forLanguageTag` accepts a well-formed prefix).
        package static func localeID(forLanguageTag tag: String) -> String? {
            var parsed: Int32 = 0
            guard let id = ICU.asciiString({ buffer, capacity, status in
                icushim_locale_for_language_tag(tag, buffer, capacity, &parsed, &status)
            }) else { return nil }
            guard Int(parsed) == tag.utf8.count else { return nil }
            return id
        }

        /// The BCP 47 form of an ICU locale ID (`uloc_toLanguageTag`).
        ///
        /// ICU 72 leaves out a `yes` or `true` value of every extension, where
        /// UTS 35 drops it only from a `-u-` key: `he@c=yes` comes out as `he-c`,
        /// a singleton without a subtag that no parser reads back. Such a value
        /// is put back after its singleton (`he-c-yes`), as the portable backend
        /// writes it.
        package static func languageTag(forLocaleID id: String) -> String? {
            guard let tag = ICU.asciiString({ icushim_locale_to_language_tag(id, $0, $1, &$2) }) else { return nil }
            guard let at = id.firstIndex(of: "@") else { return tag }
            var dropped: [Substring: Substring] = [:]
            for pair in id[id.index(after: at)...].split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                guard parts.count == 2, parts[0].count == 1, parts[0] != "u", ["yes", "true"].contains(parts[1]) else { continue }
                dropped[parts[0]] = parts[1]
            }
            guard !dropped.isEmpty else { return tag }
            let subtags = tag.split(separator: "-")
            var repaired: [Substring] = []
            var isPrivateUse = false
            for (index, subtag) in subtags.enumerated() {
                repaired.append(subtag)
                // A singleton other than the first subtag, followed by nothing or by another singleton
                // (inside the private use part `-x-…`, one letter is a subtag, not a singleton).
                let next = index + 1 < subtags.count ? subtags[index + 1] : nil
                if index > 0, !isPrivateUse, subtag.count == 1, next == nil || next?.count == 1, let value = dropped[subtag] {
                    repaired.append(value)
                }
                if index > 0, subtag == "x" { isPrivateUse = true }
            }
            return repaired.joined(separator: "-")
        }

        /// CLDR alias canonicalisation: `iw` → `he`, `ji` → `yi`, `zh_TW` stays.
        package static func canonicalize(_ id: String) -> String? {
            ICU.asciiString { icushim_locale_canonicalize(id, $0, $1, &$2) }
        }

        /// Adds likely subtags: `ar` → `ar_Arab_EG`, `ji` → `yi_Hebr_001`.
        package static func maximize(_ id: String) -> String? {
            ICU.asciiString { icushim_locale_add_likely_subtags(id, $0, $1, &$2) }
        }

        package static func language(of id: String) -> String {
            ICU.asciiString { icushim_locale_language(id, $0, $1, &$2) } ?? ""
        }

        package static func script(of id: String) -> String {
            ICU.asciiString { icushim_locale_script(id, $0, $1, &$2) } ?? ""
        }

        package static func region(of id: String) -> String {
            ICU.asciiString { icushim_locale_region(id, $0, $1, &$2) } ?? ""
        }

        /// Every locale ICU has data for (`uloc_getAvailable`), in ICU's order.
        package static var availableLocaleIDs: [String] {
            (0..<icushim_available_locale_count()).compactMap { index in
                icushim_available_locale(index).map { String(cString: $0) }
            }
        }

        /// Whether an ISO 15924 script code is written right to left (`uscript_isRightToLeft`).
        package static func isRightToLeft(script: String) -> Bool {
            icushim_script_is_right_to_left(script)
        }
    }

    /// An owned `icu::LocaleMatcher` with a fixed list of supported locales and no
    /// default, so that "nothing close enough" is visible as `nil`.
    ///
    /// Immutable after `init`; ICU documents `LocaleMatcher` as thread-safe for
    /// matching once built.
    package final class LocaleMatcher: @unchecked Sendable {
        private let handle: OpaquePointer

        /// - Parameter supported: ICU locale IDs, in priority order.
        package init?(supported: [String]) {
            var status: Int32 = 0
            let cStrings = supported.map { id -> UnsafeMutablePointer<CChar> in
                let bytes = id.utf8CString
                let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
                _ = UnsafeMutableBufferPointer(start: copy, count: bytes.count).initialize(from: bytes)
                return copy
            }
            defer { cStrings.forEach { $0.deallocate() } }
            let pointers = cStrings.map { UnsafePointer<CChar>($0) as UnsafePointer<CChar>? }
            let handle = pointers.withUnsafeBufferPointer {
                icushim_matcher_open($0.baseAddress, Int32($0.count), &status)
            }
            guard let handle, status <= 0 else { return nil }
            self.handle = handle
        }

        deinit { icushim_matcher_close(handle) }

        /// The index of the best supported locale for `desired`, or `nil`.
        package func bestIndex(for desired: String) -> Int? {
            var status: Int32 = 0
            let index = icushim_matcher_best_index(handle, desired, &status)
            guard status <= 0, index >= 0 else { return nil }
            return Int(index)
        }
    }
}
#endif
