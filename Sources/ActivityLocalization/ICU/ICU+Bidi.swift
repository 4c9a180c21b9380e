#if os(Linux) && canImport(CICUShim)
internal import CICUShim

extension ICU {
    /// The Unicode Bidirectional Algorithm (UAX #9) as ICU's `ubidi` runs it.
    package enum Bidi {
        /// `UBIDI_REMOVE_BIDI_CONTROLS`: drop LRM, RLM, ALM, LRE…PDF and LRI…PDI from
        /// the output.
        private static let removeBidiControls: UInt16 = 8

        /// Text in the order it is displayed, left to right, after the Unicode
        /// Bidirectional Algorithm has run over it as one paragraph
        /// (`ubidi_setPara` + `ubidi_writeReordered` with `UBIDI_REMOVE_BIDI_CONTROLS`).
        ///
        /// Mirroring is not applied, so `(` stays `(`; bidi controls are removed, so
        /// the result shows only what a reader sees.
        ///
        /// - Parameters:
        ///   - text: Logical-order text: one paragraph.
        ///   - paragraph: The paragraph direction (level 0 or 1), as a widget sets it
        ///     from its layout direction.
        /// - Returns: The visual order, or `nil` when ICU fails (it does not for
        ///   well-formed strings).
        package static func visualOrder(_ text: String, paragraph: ActivityLanguage.Direction) -> String? {
            let logical = Array(text.utf16)
            if logical.isEmpty { return "" }
            guard logical.count <= Int(Int32.max) else { return nil }
            let level: UInt8 = paragraph == .rightToLeft ? 1 : 0
            return logical.withUnsafeBufferPointer { source in
                ICU.utf16String { buffer, capacity, status in
                    icushim_bidi_visual_order(source.baseAddress, Int32(source.count), level,
                                              removeBidiControls, buffer, capacity, &status)
                }
            }
        }
    }
}
#endif
