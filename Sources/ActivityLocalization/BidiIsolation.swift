/// The Unicode bidi controls this package writes, and how it checks for them.
enum BidiIsolation {
    /// U+2066 LEFT-TO-RIGHT ISOLATE.
    static let leftToRightIsolate: Unicode.Scalar = "\u{2066}"
    /// U+2067 RIGHT-TO-LEFT ISOLATE.
    static let rightToLeftIsolate: Unicode.Scalar = "\u{2067}"
    /// U+2068 FIRST STRONG ISOLATE.
    static let firstStrongIsolate: Unicode.Scalar = "\u{2068}"
    /// U+2069 POP DIRECTIONAL ISOLATE.
    static let popDirectionalIsolate: Unicode.Scalar = "\u{2069}"

    /// Whether `text` is one isolate from start to end: it opens with LRI, RLI or
    /// FSI and the PDI that closes that isolate is its last scalar
    /// (`"\u{2066}5:23\u{2069}"` is; `"\u{2066}5\u{2069}:\u{2066}23\u{2069}"` is not).
    static func isWhollyIsolated(_ text: String) -> Bool {
        let scalars = text.unicodeScalars
        guard let first = scalars.first, isIsolateInitiator(first),
              scalars.last == popDirectionalIsolate else { return false }
        var depth = 0
        var index = scalars.startIndex
        while index != scalars.endIndex {
            let scalar = scalars[index]
            scalars.formIndex(after: &index)
            if isIsolateInitiator(scalar) {
                depth += 1
            } else if scalar == popDirectionalIsolate, depth > 0 {
                depth -= 1
                if depth == 0 { return index == scalars.endIndex }
            }
        }
        return false
    }

    /// `text` between `opening` and PDI.
    static func wrap(_ text: String, in opening: Unicode.Scalar) -> String {
        var result = String()
        result.reserveCapacity(text.utf8.count + 6)
        result.unicodeScalars.append(opening)
        result += text
        result.unicodeScalars.append(popDirectionalIsolate)
        return result
    }

    private static func isIsolateInitiator(_ scalar: Unicode.Scalar) -> Bool {
        scalar == leftToRightIsolate || scalar == rightToLeftIsolate || scalar == firstStrongIsolate
    }
}
