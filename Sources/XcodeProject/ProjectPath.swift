import PropertyList

/// Lexical path arithmetic for project paths: joins and normalises without
/// touching the file system, so that paths print as the user would write them.
enum ProjectPath {
    /// `base/relative`, with `.` and `..` components resolved lexically;
    /// `relative` itself when it is absolute.
    ///
    /// ```swift
    /// ProjectPath.join("Fixture", "App/../Widget/./W.swift")  // "Fixture/Widget/W.swift"
    /// ```
    static func join(_ base: String, _ relative: String) -> String {
        // The common case, a group's child: one plain name onto a path already normal.
        if isPlainName(relative), isNormalASCII(base), base != ".", base != "/" { return base + "/" + relative }
        if relative.hasPrefix("/") { return normalise(relative) }
        if base.isEmpty || base == "." { return normalise(relative) }
        if relative.isEmpty { return normalise(base) }
        return normalise(base + "/" + relative)
    }

    /// Whether `name` is one ASCII path component other than `.` and `..`.
    private static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && name.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "/") }
    }

    /// Whether `path` is ASCII and ``normalise(_:)`` leaves it as it is: no empty or
    /// `.` component, no `..` after another component (nor at all when absolute),
    /// no `/` at the end, not empty.
    private static func isNormalASCII(_ path: String) -> Bool {
        let bytes = path.utf8
        guard let first = bytes.first, bytes.last != UInt8(ascii: "/") || bytes.count == 1 else { return false }
        let absolute = first == UInt8(ascii: "/")
        var componentStart = true, length = 0, dots = 0, seenOther = false
        func endComponent() -> Bool {
            if length == 1 && dots == 1 { return false }  // `.`
            if length == 2 && dots == 2 {  // `..`
                if absolute || seenOther { return false }
            } else {
                seenOther = true
            }
            return true
        }
        for (offset, byte) in bytes.enumerated() {
            guard byte < 0x80 else { return false }
            if byte == UInt8(ascii: "/") {
                if offset == 0 { continue }
                if componentStart || !endComponent() { return false }  // `//`, or `.`/`..` out of place
                componentStart = true
                length = 0
                dots = 0
            } else {
                componentStart = false
                length += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return bytes.count == 1 && absolute || endComponent()
    }

    /// `path` without empty and `.` components, with `..` applied where it can be.
    static func normalise(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.pathComponents(omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if part == "..", absolute { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// The last component.
    static func lastComponent(_ path: String) -> String {
        path.lastPathComponent.map(String.init) ?? path
    }

    /// Everything before the last component (`.` when there is none).
    static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }
}
