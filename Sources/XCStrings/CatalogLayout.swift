/// Where the members of a JSON object are in a file's bytes, for writing into the
/// file without rewriting it (``StringCatalog/encoded(keepingStyleOf:)``).
///
/// It expects JSON that ``CatalogReader`` has already accepted and only finds
/// boundaries: string ends (past escapes), the ends of nested values. On input it
/// does not expect it returns `nil` instead of guessing, and nothing is spliced.
struct CatalogLayout {
    /// One `"key" : value` member of an object.
    struct Member {
        /// The offset of the key's opening quote.
        var keyStart: Int
        /// The key, decoded.
        var key: String
        /// The offset of the value's first byte.
        var valueStart: Int
        /// The offset just past the value's last byte.
        var valueEnd: Int
    }

    /// An object: from its `{` to just past its `}`, and its members in file order.
    struct Object {
        var start: Int
        var end: Int
        var members: [Member]

        /// Whether a key appears twice.
        var hasDuplicateKeys: Bool { Set(members.lazy.map(\.key)).count != members.count }

        /// The members named `key`.
        func members(named key: String) -> [Member] { members.filter { $0.key == key } }
    }

    let bytes: [UInt8]

    /// The offset of the top-level value: after a byte order mark and white space.
    var rootStart: Int {
        var at = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        at = skipWhitespace(at)
        return at
    }

    func skipWhitespace(_ start: Int) -> Int {
        var at = start
        while at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x0A || bytes[at] == 0x0D || bytes[at] == 0x09 { at += 1 }
        return at
    }

    /// The offset past the string whose opening quote is at `start`, or `nil`.
    func stringEnd(_ start: Int) -> Int? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "\"") else { return nil }
        var at = start + 1
        while at < bytes.count {
            switch bytes[at] {
            case UInt8(ascii: "\""): return at + 1
            case UInt8(ascii: "\\"): at += 2
            default: at += 1
            }
        }
        return nil
    }

    /// The offset past the value that starts at `start`, or `nil`.
    ///
    /// - Complexity: O(*n*) in the value's size; nesting costs no stack.
    func valueEnd(_ start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        switch bytes[start] {
        case UInt8(ascii: "\""):
            return stringEnd(start)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            var at = start
            while at < bytes.count {
                switch bytes[at] {
                case UInt8(ascii: "\""):
                    guard let end = stringEnd(at) else { return nil }
                    at = end
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return at + 1 }
                default:
                    break
                }
                at += 1
            }
            return nil
        default:
            // A number, `true`, `false` or `null`: up to the next delimiter.
            var at = start
            while at < bytes.count {
                switch bytes[at] {
                case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x0D, 0x09: return at
                default: at += 1
                }
            }
            return at
        }
    }

    /// The object whose `{` is at `start`, or `nil`.
    func object(at start: Int) -> Object? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "{") else { return nil }
        var members: [Member] = []
        var at = skipWhitespace(start + 1)
        guard at < bytes.count else { return nil }
        if bytes[at] == UInt8(ascii: "}") { return Object(start: start, end: at + 1, members: []) }
        while true {
            let keyStart = at
            guard let keyEnd = stringEnd(keyStart) else { return nil }
            at = skipWhitespace(keyEnd)
            guard at < bytes.count, bytes[at] == UInt8(ascii: ":") else { return nil }
            let valueStart = skipWhitespace(at + 1)
            guard let valueEnd = valueEnd(valueStart) else { return nil }
            members.append(Member(keyStart: keyStart, key: key(keyStart, keyEnd), valueStart: valueStart, valueEnd: valueEnd))
            at = skipWhitespace(valueEnd)
            guard at < bytes.count else { return nil }
            if bytes[at] == UInt8(ascii: "}") { return Object(start: start, end: at + 1, members: members) }
            guard bytes[at] == UInt8(ascii: ",") else { return nil }
            at = skipWhitespace(at + 1)
        }
    }

    /// The key whose quotes span `start..<end`, decoded as the reader decodes it.
    private func key(_ start: Int, _ end: Int) -> String {
        let contents = bytes[(start + 1)..<(end - 1)]
        if !contents.contains(UInt8(ascii: "\\")) { return String(decoding: contents, as: UTF8.self) }
        return bytes.withUnsafeBufferPointer { buffer in
            var reader = CatalogReader(bytes: buffer, file: "")
            reader.index = start
            return (try? reader.readString()) ?? String(decoding: contents, as: UTF8.self)
        }
    }
}
