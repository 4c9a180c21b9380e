import Foundation
import PropertyList
import XcodeProject

/// A `--exclude` pattern for Swift sources: `*` matches within one path
/// component, `**` across components, `?` one character.
///
/// A pattern without `/` matches any component (`Generated` leaves out every
/// file below a folder named so, `*.generated.swift` every such file); one with
/// `/` matches the path from any component boundary (`Sources/Gen/**`).
///
/// ```swift
/// SourceGlob("Generated").matches("App/Generated/L10n.swift")       // true
/// SourceGlob("*Tests.swift").matches("App/FooTests.swift")          // true
/// SourceGlob("App/Preview/**").matches("Repo/App/Preview/P.swift")  // true
/// ```
struct SourceGlob: Sendable, Hashable {
    /// The pattern as given.
    let pattern: String
    private let parts: [UInt8]
    private let anchoredToComponents: Bool

    /// A pattern; `./` in front and `/` at the end are ignored.
    init(_ pattern: String) {
        self.pattern = pattern
        var trimmed = pattern
        while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        parts = Array(trimmed.utf8)
        anchoredToComponents = !trimmed.contains("/")
    }

    /// Whether `path` is excluded by this pattern.
    func matches(_ path: String) -> Bool {
        let bytes = Array(path.utf8)
        let components = bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true)
        if anchoredToComponents {
            return components.contains { Self.match(parts[...], ArraySlice($0)) }
        }
        // From every component boundary, the rest of the path or a folder above the file.
        var starts: [Int] = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "/") { starts.append(index + 1) }
        for start in starts {
            let rest = bytes[start...]
            if Self.match(parts[...], rest) { return true }
            var end = rest.startIndex
            while let slash = rest[end...].firstIndex(of: UInt8(ascii: "/")) {
                if Self.match(parts[...], bytes[start..<slash]) { return true }
                end = slash + 1
            }
        }
        return false
    }

    /// Wildcard matching with backtracking bounded by the pattern's stars.
    private static func match(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
        var p = pattern.startIndex, t = text.startIndex
        var star: (p: Int, t: Int, crossesSlash: Bool)?
        while t < text.endIndex {
            if p < pattern.endIndex {
                let c = pattern[p]
                if c == UInt8(ascii: "*") {
                    let double = p + 1 < pattern.endIndex && pattern[p + 1] == UInt8(ascii: "*")
                    p += double ? 2 : 1
                    if double, p < pattern.endIndex, pattern[p] == UInt8(ascii: "/") { p += 1 }
                    star = (p, t, double)
                    continue
                }
                if c == UInt8(ascii: "?") ? text[t] != UInt8(ascii: "/") : c == text[t] {
                    p += 1
                    t += 1
                    continue
                }
            }
            guard let last = star, last.t < text.endIndex,
                  last.crossesSlash || text[last.t] != UInt8(ascii: "/") else { return false }
            star = (last.p, last.t + 1, last.crossesSlash)
            p = last.p
            t = last.t + 1
        }
        while p < pattern.endIndex, pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.endIndex
    }
}

/// Chooses the Swift files to scan: the default folders and `--exclude`
/// patterns left out, and a warning for a `--sources` path without any.
struct SourceSelection: Sendable {
    /// The `--exclude` patterns.
    let excludes: [SourceGlob]

    /// A selection that leaves out what `excludes` (as `--exclude` gives them) match.
    init(excludes: [String]) {
        self.excludes = excludes.map(SourceGlob.init)
    }

    /// Whether a file is left out (by a pattern, or because it is below `.build`,
    /// `DerivedData`, `Pods`, `Carthage` or `SourcePackages`).
    func isExcluded(_ path: String) -> Bool {
        let components = path.pathComponents()
        if components.dropLast().contains(where: { DirectoryWalker.defaultSkippedFolders.contains(String($0)) }) {
            return true
        }
        return excludes.contains { $0.matches(path) }
    }

    /// The Swift files under the `--sources` paths, each once, and a warning for
    /// each path that holds none and each file skipped (not a regular file, or
    /// over ``SwiftSourceScanner/maximumFileSize``).
    ///
    /// - Throws: ``AuditInputError`` for a path that does not exist.
    func swiftFiles(in paths: [String]) throws(AuditInputError) -> (files: [String], warnings: [String]) {
        var files: [String] = []
        var warnings: [String] = []
        var seen = Set<String>()
        let walker = DirectoryWalker()
        for path in paths {
            var found: [String]
            var passedOver: [DirectoryWalker.Skipped] = []
            if let listed = walker.files(under: path, skipped: &passedOver) {
                found = listed.filter { $0.hasSuffix(".swift") }
                // What the walk could not list is said, not silently left out.
                for entry in passedOver where entry.code != nil || entry.path.hasSuffix(".swift") && !isExcluded(entry.path) {
                    if let code = entry.code {
                        warnings.append("\(entry.path.shownAsPath): skipped: cannot open the folder (\(String(cString: strerror(code)))); "
                            + "no keys are taken from the files in it")
                    } else if let why = SwiftSourceScanner.reasonToSkip(entry.path) {
                        warnings.append("\(entry.path.shownAsPath): \(why); no keys are taken from it")
                    }
                }
            } else if FileSystemName.exists(path) {
                found = [path]
            } else {
                throw AuditInputError(path: path, message: InputGuards.whyMissing(path) + " (given with --sources)")
            }
            let kept = found.filter { !isExcluded($0) }
            if kept.isEmpty {
                let why = found.isEmpty ? "holds no .swift file" : "holds no .swift file that --exclude and the skipped folders leave"
                warnings.append("\(path.shownAsPath): \(why) (given with --sources); no keys are taken from it. "
                    + "Check the path: it should be the widget's source folder")
            }
            for file in kept where seen.insert(file).inserted {
                // A FIFO would block the read, a huge generated file would take gigabytes.
                if let skipped = SwiftSourceScanner.reasonToSkip(file) {
                    warnings.append("\(file.shownAsPath): \(skipped); no keys are taken from it")
                } else {
                    files.append(file)
                }
            }
        }
        return (files, warnings)
    }
}
