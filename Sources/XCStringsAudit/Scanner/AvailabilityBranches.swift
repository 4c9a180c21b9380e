import XcodeProject

/// The branches of an availability check a target never runs: it runs only on
/// systems at least as new as its deployment target, so where `#available` is
/// certainly true the code for older systems is never taken.
///
/// ```swift
/// // A widget extension (iOS 14 at least):
/// if #available(iOS 14, *) {
///     Text("Today")
/// } else {
///     Text("Introduced in iOS 14")   // never taken
/// }
/// ```
///
/// The condition is certainly true when, on every platform the target builds
/// for, it asks for no newer system than the target's oldest — a platform it
/// does not name is its `*`, true everywhere. Only a condition that is the whole
/// of its statement is read: `if #available(…) { … } else { … }` (the `else`,
/// with any `else if` chain after it), `guard #available(…) else { … }` (its
/// `else`) and `if #unavailable(…) { … }` (its body). A platform not known
/// (`macCatalyst`), a version not read or a deployment target the project does
/// not say leaves every branch in.
///
/// A chain of availability checks (`if #available(iOS 16, *), #available(macOS
/// 13, *) {`) is one condition, certainly true when each of its checks is.
enum AvailabilityBranches {
    typealias Place = SwiftSourceScanner.Place

    /// The braces of the branches never taken, in `tokens` (a file's top-level
    /// tokens) of `bytes`.
    ///
    /// - Parameters:
    ///   - platforms: The `os(…)` names the target builds for; `nil` when not known.
    ///   - minimumVersions: The oldest system of each (``CompilationConditions/minimumVersions``).
    /// - Complexity: O(*n*) in the number of tokens.
    static func neverTaken(_ tokens: [SwiftLexer.Token], bytes: [UInt8], platforms: Set<String>?,
                           minimumVersions: [String: [Int]]) -> [ClosedRange<Place>] {
        guard let platforms, !platforms.isEmpty else { return [] }
        func isWord(_ index: Int, _ word: String) -> Bool {
            index >= 0 && index < tokens.count && SwiftKeyRecogniser.isWord(tokens[index], word)
        }
        // `if #available(`, `guard #unavailable(` …: most files have none.
        let checks = tokens.indices.filter { index in
            index >= 1 && index + 2 < tokens.count && SwiftKeyRecogniser.isPunctuation(tokens[index], 0x23)
                && (isWord(index - 1, "if") || isWord(index - 1, "guard"))
                && (isWord(index + 1, "available") || isWord(index + 1, "unavailable"))
                && SwiftKeyRecogniser.isPunctuation(tokens[index + 2], 0x28)
        }
        guard !checks.isEmpty else { return [] }
        let run = SwiftCodeFile.Run(tokens), lineStarts = Self.lineStarts(bytes)
        var ranges: [ClosedRange<Place>] = []
        func place(_ index: Int) -> Place { Place(line: tokens[index].line, column: tokens[index].column) }
        for index in checks {
            guard let close = run.closing(of: index + 2),
                  let specs = specifications(run, from: index + 3, to: close, bytes: bytes, lineStarts: lineStarts),
                  isCertainlyAvailable(specs, platforms: platforms, minimumVersions: minimumVersions) else { continue }
            var next = close + 1
            // `if #available(iOS 16, *), #available(macOS 13, *) {`: every check of the chain certainly true.
            while isWord(index + 1, "available"), run.isPunctuation(0x2C, at: next),
                  next + 3 < tokens.count, run.isPunctuation(0x23, at: next + 1), isWord(next + 2, "available"),
                  run.isPunctuation(0x28, at: next + 3), let end = run.closing(of: next + 3),
                  let more = specifications(run, from: next + 4, to: end, bytes: bytes, lineStarts: lineStarts),
                  isCertainlyAvailable(more, platforms: platforms, minimumVersions: minimumVersions) {
                next = end + 1
            }
            if isWord(index - 1, "guard") {
                // `guard #available(…) else { … }`: the `else` never runs.
                guard isWord(next, "else"), run.isPunctuation(0x7B, at: next + 1),
                      let end = run.closing(of: next + 1) else { continue }
                ranges.append(place(next)...place(end))
                continue
            }
            guard run.isPunctuation(0x7B, at: next), let bodyEnd = run.closing(of: next) else { continue }
            if isWord(index + 1, "unavailable") {
                ranges.append(place(next)...place(bodyEnd))  // for older systems only
                continue
            }
            // `else { … }`, or `else if … { … }` and what follows it: all for older systems.
            var end = bodyEnd
            while isWord(end + 1, "else") {
                var brace = end + 2
                while brace < tokens.count, !run.isPunctuation(0x7B, at: brace) {
                    brace = (run.closing(of: brace) ?? brace) + 1
                }
                guard let branchEnd = run.closing(of: brace) else { break }
                end = branchEnd
            }
            if end > bodyEnd { ranges.append(place(bodyEnd + 1)...place(end)) }
        }
        return ranges
    }

    /// One `platform version` of an availability condition; `*` is none.
    private struct Specification { var platform: String; var version: [Int] }

    /// The specifications between the parentheses of `#available(…)`, or `nil`
    /// when one cannot be read.
    private static func specifications(_ run: SwiftCodeFile.Run, from start: Int, to end: Int,
                                       bytes: [UInt8], lineStarts: [Int]) -> [Specification]? {
        let tokens = run.tokens
        var specifications: [Specification] = []
        var index = start
        while index < end {
            if run.isPunctuation(0x2A, at: index) || run.isPunctuation(0x2C, at: index) { index += 1; continue }
            guard case .identifier(let name) = tokens[index].kind, index + 1 < end,
                  case .number = tokens[index + 1].kind else { return nil }
            // The version's text: digits and dots from the number on (`16.4`, `17.0.1`).
            let line = tokens[index + 1].line - 1
            guard line < lineStarts.count else { return nil }
            var offset = lineStarts[line] + tokens[index + 1].column - 1, text = ""
            while offset < bytes.count, bytes[offset] == 0x2E || (0x30...0x39).contains(bytes[offset]) {
                text.append(Character(Unicode.Scalar(bytes[offset])))
                offset += 1
            }
            guard let version = CompilationConditions.version(text) else { return nil }
            specifications.append(Specification(platform: name, version: version))
            index += 2
            // `17.0.1` may lex as more than one number.
            while index < end, case .number = tokens[index].kind { index += 1 }
            while index < end, run.isPunctuation(0x2E, at: index) { index += 1 }
            while index < end, case .number = tokens[index].kind { index += 1 }
        }
        return specifications
    }

    /// Whether a condition of `specifications` is true on every platform of `platforms`.
    private static func isCertainlyAvailable(_ specifications: [Specification], platforms: Set<String>,
                                             minimumVersions: [String: [Int]]) -> Bool {
        var asked: [String: [Int]] = [:]
        for specification in specifications {
            guard let platform = platformNames[specification.platform] else { return false }
            asked[platform] = specification.version
        }
        return platforms.allSatisfy { platform in
            guard let version = asked[platform] else { return true }  // `*`
            guard let minimum = minimumVersions[platform] else { return false }
            return !CompilationConditions.isOlder(minimum, than: version)
        }
    }

    /// The `os(…)` name of each platform an availability condition may name.
    private static let platformNames: [String: String] = [
        "iOS": "iOS", "iOSApplicationExtension": "iOS", "macOS": "macOS", "macOSApplicationExtension": "macOS",
        "OSX": "macOS", "watchOS": "watchOS", "watchOSApplicationExtension": "watchOS", "tvOS": "tvOS",
        "tvOSApplicationExtension": "tvOS", "visionOS": "visionOS", "visionOSApplicationExtension": "visionOS",
    ]

    /// The offset of each line's first byte, as the lexer counts lines.
    private static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0], index = 0
        while index < bytes.count {
            if bytes[index] == 0x0D {
                index += index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
                starts.append(index)
            } else if bytes[index] == 0x0A {
                index += 1
                starts.append(index)
            } else {
                index += 1
            }
        }
        return starts
    }
}
