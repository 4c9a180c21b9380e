#if os(Linux) && canImport(CICUShim)
internal import CICUShim

extension ICU {
    /// A locale's default numbering system (`unumsys_open`): `ar` → `arab`, `fa` →
    /// `arabext`, `he` → `latn`, `he@numbers=hebr` → `hebr` (algorithmic).
    package enum NumberingSystem {
        /// The name of the locale's default numbering system (`unumsys_getName`),
        /// or `nil` when ICU cannot open one.
        package static func name(localeID: String) -> String? {
            ICU.asciiString { icushim_numbering_system_name(localeID, $0, $1, &$2) }
        }

        /// The ten digits, zero first, of the locale's default numbering system
        /// (`unumsys_getDescription`), or `nil` when that system is algorithmic
        /// (traditional Hebrew, Tamil, Chinese numerals have no digit set) or its
        /// description is not ten code points.
        package static func digits(localeID: String) -> [Unicode.Scalar]? {
            var isAlgorithmic = false
            guard let description = ICU.utf16String({ buffer, capacity, status in
                icushim_numbering_system_digits(localeID, buffer, capacity, &isAlgorithmic, &status)
            }), !isAlgorithmic else { return nil }
            let scalars = Array(description.unicodeScalars)
            return scalars.count == 10 ? scalars : nil
        }
    }
}
#endif
