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
        package static func languageTag(forLocaleID id: String) -> String? {
            ICU.asciiString { icushim_locale_to_language_tag(id, $0, $1, &$2) }
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
