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
        if relative.hasPrefix("/") { return normalise(relative) }
        if base.isEmpty || base == "." { return normalise(relative) }
        if relative.isEmpty { return normalise(base) }
        return normalise(base + "/" + relative)
    }

    /// `path` without empty and `.` components, with `..` applied where it can be.
    static func normalise(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
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
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// Everything before the last component (`.` when there is none).
    static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }
}
