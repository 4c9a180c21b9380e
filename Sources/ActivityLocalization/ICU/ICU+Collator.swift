#if os(Linux) && canImport(CICUShim)
internal import CICUShim

extension ICU {
    /// An owned ICU collator (`ucol_openRules`), numeric, at tertiary strength.
    ///
    /// Thread safety: only used through `ucol_strcollUTF8`, which ICU documents as
    /// safe on a shared `const UCollator`; never modified after `init`.
    package final class Collator: @unchecked Sendable {
        private let handle: OpaquePointer

        /// Tailoring that brings ICU 72's root collation (CLDR 42) in line with the
        /// newer CLDR that Xcode and Foundation use, where the typographic apostrophes
        /// and quotation marks (‘ ’ ‚ ‛, “ ” „ ‟) differ from `'` and `"` only at the
        /// tertiary level. CLDR 42 gives them their own primary weights, so `Let’s J…`
        /// sorted after `Let's s…` and `Author‘s` after `Author’s`. Version-dependent:
        /// checked against Foundation's compare (ICU 76) in `CatalogKeyOrderTests`.
        package static let catalogKeyTailoring = "&''<<<\u{FF07}<<<\u{2018}<<<\u{2019}<<<\u{201A}<<<\u{201B}"
            + "&'\"'<<<\u{FF02}<<<\u{201C}<<<\u{201D}<<<\u{201E}<<<\u{201F}"

        /// The root collator with ``catalogKeyTailoring`` and numeric ordering, or
        /// `nil` when ICU cannot open it.
        package static let catalogKeys = Collator(rules: catalogKeyTailoring, numeric: true)

        /// Opens a tailoring of the root collation (`ucol_openRules`).
        package init?(rules: String, numeric: Bool) {
            var status: Int32 = 0
            let units = Array(rules.utf16)
            guard let handle = icushim_collator_open_rules(units, Int32(units.count), numeric, &status),
                  status <= 0 else { return nil }
            self.handle = handle
        }

        deinit { icushim_collator_close(handle) }

        /// -1, 0 or 1 (`ucol_strcollUTF8`); 0 also when ICU fails.
        package func compare(_ a: String, _ b: String) -> Int {
            var a = a
            var b = b
            return a.withUTF8 { x in
                b.withUTF8 { y in
                    var status: Int32 = 0
                    let result = x.withMemoryRebound(to: CChar.self) { xc in
                        y.withMemoryRebound(to: CChar.self) { yc in
                            icushim_collator_compare_utf8(handle, xc.baseAddress, Int32(xc.count),
                                                          yc.baseAddress, Int32(yc.count), &status)
                        }
                    }
                    return status <= 0 ? Int(result) : 0
                }
            }
        }
    }
}
#endif
