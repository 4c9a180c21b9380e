/// The `// xcstrings-audit:…` comments of one Swift file: which code rules they
/// silence on which lines, and warnings about the ones that silence nothing.
///
/// | Comment                                   | Silences the rules on          |
/// |-------------------------------------------|--------------------------------|
/// | `// xcstrings-audit:ignore RULE`          | its line and the next one      |
/// | `// xcstrings-audit:disable:this RULE`    | its line                       |
/// | `// xcstrings-audit:disable:next RULE`    | the next line                  |
/// | `// xcstrings-audit:disable RULE`         | its line up to the line before |
/// |                                           | `// xcstrings-audit:enable RULE` (or the end of the file) |
/// | `// xcstrings-audit:disable:file RULE`    | the whole file                 |
///
/// Several rules may follow, separated by spaces or commas; `all` stands for every
/// code rule; ` -- ` ends the list and starts a free-text reason. The marker must
/// follow `//` (and spaces) directly, so `// see xcstrings-audit:ignore …` in
/// prose is not a directive. An unknown directive, an unknown rule, a catalog
/// rule (which a Swift comment cannot silence) and a directive that names no rule
/// are warnings with their line and column.
///
/// ```swift
/// let directives = DisableDirectives(bytes: Array("""
///     // xcstrings-audit:disable:next process-locale -- previews only
///     let l = Locale.current
///     """.utf8))
/// directives.isDisabled(.processLocale, onLine: 2)   // true
/// directives.isDisabled(.processLocale, onLine: 1)   // false
/// directives.warnings                                // []
/// ```
struct DisableDirectives: Sendable {
    /// A directive that silences nothing as written.
    struct Warning: Hashable, Sendable {
        /// 1-based line and UTF-8 column of the word at fault.
        var line: Int
        var column: Int
        var message: String
    }

    /// The directives' commands, as written after `xcstrings-audit:`.
    enum Command: String, CaseIterable, Sendable {
        case ignore
        case disable
        case enable
        case disableNext = "disable:next"
        case disableThis = "disable:this"
        case disableFile = "disable:file"
    }

    /// Warnings in line order.
    private(set) var warnings: [Warning] = []
    /// For each silenced rule, the line ranges it is silenced on.
    private var silenced: [String: [ClosedRange<Int>]] = [:]

    /// The word after a rule list's commands that stands for every code rule.
    static let allRules = "all"

    /// The rules a Swift comment can silence: the ones that read code.
    static var codeRules: [AuditRule] { AuditRule.all.filter(\.readsCode) }

    /// Reads the directives of a Swift file's bytes.
    ///
    /// - Complexity: O(*n*) in the size of the file.
    init(bytes: [UInt8]) {
        let marker = Self.marker
        guard SwiftLexer.contains(marker, in: bytes[...]) else { return }
        // Regions opened by `disable` and not yet closed: rule → first line.
        var open: [String: Int] = [:]
        var line = 1
        var lineStart = 0
        // A byte order mark is not part of the first line's columns, as for the lexer.
        let bom = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while lineStart <= bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            if let directive = Self.directive(in: bytes, from: lineStart, to: lineEnd) {
                let columnBase = lineStart + (line == 1 ? bom : 0)
                apply(directive, line: line, columnBase: columnBase, open: &open)
            }
            line += 1
            lineStart = lineEnd + 1
        }
        for (identifier, start) in open { silenced[identifier, default: []].append(start...Int.max) }
    }

    /// Whether a finding of `rule` on `line` is silenced.
    func isDisabled(_ rule: AuditRule, onLine line: Int) -> Bool {
        silenced[rule.identifier]?.contains { $0.contains(line) } ?? false
    }

    // MARK: Reading

    /// `xcstrings-audit:` right after `//` (and spaces or tabs) on one line.
    private struct Directive {
        /// The command as written, and its byte offset.
        var command: String
        var commandOffset: Int
        /// The words of the rule list, with their byte offsets.
        var words: [(text: String, offset: Int)]
    }

    private static let marker = Array("xcstrings-audit:".utf8)

    /// The directive on the line `bytes[start..<end]`, if it has one.
    private static func directive(in bytes: [UInt8], from start: Int, to end: Int) -> Directive? {
        let marker = Self.marker
        var cursor = start
        while cursor + marker.count <= end {
            defer { cursor += 1 }
            guard bytes[cursor] == marker[0], bytes[cursor..<(cursor + marker.count)].elementsEqual(marker) else { continue }
            var before = cursor
            while before > start, bytes[before - 1] == 0x20 || bytes[before - 1] == 0x09 { before -= 1 }
            guard before - start >= 2, bytes[before - 1] == 0x2F, bytes[before - 2] == 0x2F else { continue }
            // The command runs to the first space; the words follow, up to ` -- `.
            let commandStart = cursor + marker.count
            var index = commandStart
            while index < end, !isSeparator(bytes[index]) { index += 1 }
            let command = String(decoding: bytes[commandStart..<index], as: UTF8.self)
            var words: [(String, Int)] = []
            while index < end {
                while index < end, isSeparator(bytes[index]) || bytes[index] == 0x2C { index += 1 }
                guard index < end else { break }
                let wordStart = index
                while index < end, !isSeparator(bytes[index]), bytes[index] != 0x2C { index += 1 }
                let word = String(decoding: bytes[wordStart..<index], as: UTF8.self)
                if word == "--" { break }
                words.append((word, wordStart))
            }
            return Directive(command: command, commandOffset: commandStart, words: words)
        }
        return nil
    }

    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D
    }

    private mutating func apply(_ directive: Directive, line: Int, columnBase: Int, open: inout [String: Int]) {
        func warn(at offset: Int, _ message: String) {
            warnings.append(Warning(line: line, column: offset - columnBase + 1, message: message))
        }
        let written = "xcstrings-audit:" + directive.command
        guard let command = Command(rawValue: directive.command) else {
            let names = Command.allCases.map { "xcstrings-audit:" + $0.rawValue }
            let best = names.map { ($0, EditDistance.between($0, written)) }.min { $0.1 < $1.1 }
            let hint = best.map { $0.1 <= 3 ? " (did you mean '\($0.0)'?)" : "" } ?? ""
            warn(at: directive.commandOffset - Self.marker.count,
                 "'\(written)' is not a directive\(hint); the directives are " + names.joined(separator: ", ")
                    + "; this comment silences nothing")
            return
        }
        var rules: [AuditRule] = []
        for word in directive.words {
            if word.text == Self.allRules {
                rules += Self.codeRules
            } else if let rule = AuditRule(identifier: word.text) {
                if rule.readsCode {
                    rules.append(rule)
                } else {
                    warn(at: word.offset, "'\(written)' names '\(rule.identifier)', which reads the catalogs: a comment "
                        + "in Swift code does not silence it; add [audit-ignore: \(rule.identifier)] to the entry's "
                        + "comment in the catalog, or turn the rule off with --disable \(rule.identifier)")
                }
            } else {
                warn(at: word.offset, "'\(written)' names '\(word.text)', which is not a rule"
                    + Self.suggestion(for: word.text) + "; the rules a Swift comment silences are "
                    + Self.codeRules.map(\.identifier).joined(separator: ", ") + ", and \(Self.allRules) for every one")
            }
        }
        if directive.words.isEmpty {
            warn(at: directive.commandOffset - Self.marker.count, "'\(written)' names no rule; list the rules after it ("
                + Self.codeRules.map(\.identifier).joined(separator: ", ") + ") or \(Self.allRules) for every one")
            return
        }
        for rule in rules {
            let identifier = rule.identifier
            switch command {
            case .ignore: silenced[identifier, default: []].append(line...(line + 1))
            case .disableThis: silenced[identifier, default: []].append(line...line)
            case .disableNext: silenced[identifier, default: []].append((line + 1)...(line + 1))
            case .disableFile: silenced[identifier, default: []].append(1...Int.max)
            case .disable: if open[identifier] == nil { open[identifier] = line }
            case .enable:
                // An enable without a disable before it has nothing to end: harmless.
                if let start = open.removeValue(forKey: identifier), start < line {
                    silenced[identifier, default: []].append(start...(line - 1))
                }
            }
        }
    }

    /// ` (did you mean 'process-locale'?)` for a near miss of a rule (or of `all`), else nothing.
    private static func suggestion(for identifier: String) -> String {
        let candidates = AuditRule.all.map(\.identifier) + [allRules]
        let best = candidates.map { ($0, EditDistance.between($0, identifier)) }.min { $0.1 < $1.1 }
        if let best, best.1 <= max(2, identifier.utf8.count / 4) { return " (did you mean '\(best.0)'?)" }
        return ""
    }
}
