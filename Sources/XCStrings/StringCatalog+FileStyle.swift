/// How a catalog file is laid out, so that what is added to it looks like the rest.
///
/// Real catalogs come in three layouts: Xcode's (`"key" : value`, two-space indent),
/// `JSONEncoder`'s or a script's (`"key": value`, any indent, sometimes `\/` or
/// `\uXXXX` escapes), and one compact line (`{"key":value,…}`). ``detect(in:)``
/// reads the layout from the file's own bytes.
struct CatalogFileStyle: Equatable, Sendable {
    /// One level of indent (`"  "`, `"    "`, a tab); empty on one line.
    var indentUnit: [UInt8]
    /// The line break (`"\n"`, `"\r\n"`); empty when the file is one line.
    var newline: [UInt8]
    /// White space between a key and its `:`.
    var beforeColon: [UInt8]
    /// White space between `:` and the value.
    var afterColon: [UInt8]
    /// White space after a `,` on one line (`", "`); empty in a multi-line file.
    var afterComma: [UInt8]
    /// Line breaks inside an empty object or array: Xcode writes 2 (`{`, empty line,
    /// `}`); 0 is `{}`.
    var emptyContainerLines: Int
    /// Whether `/` is written `\/` (`JSONEncoder`'s default).
    var escapesSlashes: Bool
    /// Whether non-ASCII characters are written as `\uXXXX` (Python's default).
    var escapesNonASCII: Bool

    /// Xcode's layout (``StringCatalog/encoded()``).
    static let xcode = CatalogFileStyle(indentUnit: [0x20, 0x20], newline: [0x0A], beforeColon: [0x20], afterColon: [0x20],
                                        afterComma: [], emptyContainerLines: 2, escapesSlashes: false, escapesNonASCII: false)

    /// The layout of a file: indent, line break and colon spacing from its first
    /// member; the form of an empty object from the first one it has; escapes from
    /// its strings. What the file does not show (no empty object, no `/`) is taken
    /// as Xcode does it.
    ///
    /// - Complexity: O(*n*) in the file size, one pass.
    static func detect(in layout: CatalogLayout) -> CatalogFileStyle {
        var style = CatalogFileStyle.xcode
        let bytes = layout.bytes
        let start = layout.rootStart
        guard let root = layout.object(at: start), let first = root.members.first else { return style }

        let lead = bytes[(start + 1)..<first.keyStart]
        if let lastBreak = lead.lastIndex(of: 0x0A) {
            style.newline = lastBreak > lead.startIndex && bytes[lastBreak - 1] == 0x0D ? [0x0D, 0x0A] : [0x0A]
            style.indentUnit = Array(bytes[(lastBreak + 1)..<first.keyStart])
            style.afterComma = []
        } else {
            style.newline = []
            style.indentUnit = []
            if root.members.count >= 2 {
                let gap = bytes[first.valueEnd..<root.members[1].keyStart]
                style.afterComma = gap.firstIndex(of: UInt8(ascii: ",")).map { Array(gap[($0 + 1)...]) } ?? []
            } else {
                style.afterComma = []
            }
        }
        if let keyEnd = layout.stringEnd(first.keyStart),
           let colon = bytes[keyEnd..<first.valueStart].firstIndex(of: UInt8(ascii: ":")) {
            style.beforeColon = Array(bytes[keyEnd..<colon])
            style.afterColon = Array(bytes[(colon + 1)..<first.valueStart])
        }
        style.scanStringsAndEmptyContainers(bytes, from: start)
        return style
    }

    /// One pass over the file for what only its strings and empty containers show.
    private mutating func scanStringsAndEmptyContainers(_ bytes: [UInt8], from start: Int) {
        var sawEscapedSlash = false, sawRawSlash = false
        var sawEscapedNonASCII = false, sawRawNonASCII = false
        var emptyLines: Int?
        var at = start
        var inString = false
        while at < bytes.count {
            let byte = bytes[at]
            if inString {
                switch byte {
                case UInt8(ascii: "\""):
                    inString = false
                case UInt8(ascii: "\\") where at + 1 < bytes.count:
                    let letter = bytes[at + 1]
                    if letter == UInt8(ascii: "/") { sawEscapedSlash = true }
                    if letter == UInt8(ascii: "u"), at + 5 < bytes.count,
                       let unit = UInt16(String(decoding: bytes[(at + 2)..<(at + 6)], as: UTF8.self), radix: 16), unit >= 0x80 {
                        sawEscapedNonASCII = true
                    }
                    at += 1
                case UInt8(ascii: "/"):
                    sawRawSlash = true
                case 0x80...:
                    sawRawNonASCII = true
                default:
                    break
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if emptyLines == nil, byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                var next = at + 1
                var lines = 0
                while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x0A || bytes[next] == 0x0D || bytes[next] == 0x09 {
                    if bytes[next] == 0x0A { lines += 1 }
                    next += 1
                }
                if next < bytes.count, bytes[next] == UInt8(ascii: "}") || bytes[next] == UInt8(ascii: "]") { emptyLines = lines }
            }
            at += 1
        }
        escapesSlashes = sawEscapedSlash && !sawRawSlash
        escapesNonASCII = sawEscapedNonASCII && !sawRawNonASCII
        emptyContainerLines = emptyLines ?? (newline.isEmpty ? 0 : 2)
    }
}
