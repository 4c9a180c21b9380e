extension String {
    /// Whether every byte of the string is ASCII: then each `Character` is one byte
    /// (but `\r\n`, which holds no `/`), and a split at the byte `/` is a split at
    /// the character `/`.
    package var isAllASCII: Bool { utf8.allSatisfy { $0 < 0x80 } }

    /// `split(separator: "/", omittingEmptySubsequences:)`, cut at the bytes of ASCII
    /// text, where it is the same split without finding each character's end.
    ///
    /// ```swift
    /// "W/ar.lproj/W.strings".pathComponents()   // ["W", "ar.lproj", "W.strings"]
    /// ```
    package func pathComponents(omittingEmptySubsequences: Bool = true) -> [Substring] {
        guard isAllASCII else { return split(separator: "/", omittingEmptySubsequences: omittingEmptySubsequences) }
        return utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: omittingEmptySubsequences)
            .map { Substring($0) }
    }

    /// `split(separator: "/").last`: the last non-empty component, or `nil` when
    /// there is none (an empty string, or only slashes).
    package var lastPathComponent: Substring? {
        guard isAllASCII else { return split(separator: "/").last }
        let bytes = utf8
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == UInt8(ascii: "/") { end = bytes.index(before: end) }
        guard end > bytes.startIndex else { return nil }
        var start = end
        while start > bytes.startIndex, bytes[bytes.index(before: start)] != UInt8(ascii: "/") { start = bytes.index(before: start) }
        return self[start..<end]
    }
}
