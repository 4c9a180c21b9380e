/// What the command line asked for, parsed by hand from the arguments.
///
/// ```swift
/// let options = try AuditOptions(arguments: ["--format=json", "App.xcstrings", "Widget.xcstrings"])
/// options.format          // .json
/// options.widgetCatalog   // "Widget.xcstrings"
/// ```
package struct AuditOptions: Hashable, Sendable {
    /// What to do.
    package enum Action: Hashable, Sendable {
        case audit, help, version
    }

    /// How findings are printed.
    package enum Format: String, CaseIterable, Hashable, Sendable {
        case text, json, xcode, github
    }

    package var action: Action = .audit
    package var appCatalog = ""
    package var widgetCatalog = ""
    /// `--sources`, in order given.
    package var sources: [String] = []
    /// `--localized-function`, in order given.
    package var localizedFunctions: [String] = []
    /// `--language-attribute`: activity-attribute properties that carry the app's language.
    package var languageAttributes: [String] = []
    package var allKeys = false
    /// `--languages`, or `nil` for every language.
    package var languages: [String]?
    package var format: Format = .text
    package var strict = false
    package var fix = false
    package var dryRun = false

    package init() {}
}

/// A command line that cannot be run (exit status 2). The message is printed on
/// standard error, followed by the short usage.
package struct AuditUsageError: Error, Hashable, Sendable {
    package var message: String
}

extension AuditOptions {
    private enum Kind { case flag, value }

    private static let known: [String: Kind] = [
        "--sources": .value, "--localized-function": .value, "--language-attribute": .value, "--languages": .value, "--format": .value,
        "--all-keys": .flag, "--strict": .flag, "--fix": .flag, "--dry-run": .flag,
        "--help": .flag, "-h": .flag, "--version": .flag,
    ]

    /// Parses the arguments (without the program name).
    ///
    /// Options take `--option value` or `--option=value`; `--sources`,
    /// `--localized-function` and `--languages` may be repeated; `--` ends the
    /// options. `--help` and `--version` win over everything else.
    ///
    /// - Parameter arguments: The command-line arguments after the program name.
    /// - Throws: ``AuditUsageError`` naming the offending argument.
    /// - Complexity: O(*n*) in the number of arguments.
    package init(arguments: [String]) throws(AuditUsageError) {
        self.init()
        // `--help` / `--version` before `--` are honoured even next to mistakes.
        let optionPart = arguments.prefix { $0 != "--" }
        if optionPart.contains(where: { $0 == "--help" || $0 == "-h" }) {
            action = .help
            return
        }
        if optionPart.contains("--version") {
            action = .version
            return
        }

        var positionals: [String] = []
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let name: String
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            } else {
                name = argument
            }
            guard let kind = Self.known[name] else {
                throw AuditUsageError(message: "unknown option '\(name)'" + Self.suggestion(for: name))
            }
            switch kind {
            case .flag:
                if inlineValue != nil {
                    throw AuditUsageError(message: "option '\(name)' takes no value (got '\(argument)')")
                }
                switch name {
                case "--all-keys": allKeys = true
                case "--strict": strict = true
                case "--fix": fix = true
                default: dryRun = true  // --dry-run; --help and --version were handled above
                }
            case .value:
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                        throw AuditUsageError(message: "option '\(name)' needs a value")
                    }
                    value = arguments[index]
                    index += 1
                }
                try apply(name, value)
            }
        }

        guard positionals.count == 2 else {
            if positionals.isEmpty {
                throw AuditUsageError(message: "missing the app catalog and the widget catalog")
            }
            if positionals.count == 1 {
                throw AuditUsageError(message: "missing the widget catalog (after '\(positionals[0])')")
            }
            let extra = positionals.dropFirst(2).map { "'\($0)'" }.joined(separator: ", ")
            throw AuditUsageError(message: "expected two catalogs (app, then widget), got \(positionals.count); unexpected \(extra)")
        }
        appCatalog = positionals[0]
        widgetCatalog = positionals[1]
        if dryRun && !fix {
            throw AuditUsageError(message: "'--dry-run' only applies to '--fix'; add '--fix' to preview the changes")
        }
    }

    private mutating func apply(_ name: String, _ value: String) throws(AuditUsageError) {
        switch name {
        case "--sources":
            guard !value.isEmpty else { throw AuditUsageError(message: "option '--sources' needs a non-empty path") }
            sources.append(value)
        case "--localized-function":
            guard Self.isFunctionName(value) else {
                throw AuditUsageError(message: "option '--localized-function' needs a Swift function name such as 'tr' or 'L10n.tr' (got '\(value)')")
            }
            localizedFunctions.append(value)
        case "--language-attribute":
            guard Self.isFunctionName(value), !value.contains(".") else {
                throw AuditUsageError(message: "option '--language-attribute' needs a property name such as 'languageCode' (got '\(value)')")
            }
            languageAttributes.append(value)
        case "--languages":
            let codes = value.split(separator: ",", omittingEmptySubsequences: false)
                .map { $0.trimmingASCIIWhitespace() }
            guard !codes.isEmpty, codes.allSatisfy({ !$0.isEmpty }) else {
                throw AuditUsageError(message: "option '--languages' needs a comma-separated list of language codes such as 'ar,he,pt-BR' (got '\(value)')")
            }
            if let bad = codes.first(where: { !Self.isLanguageCode($0) }) {
                throw AuditUsageError(message: "option '--languages': '\(bad)' is not a language code; use codes as the catalog writes them, such as 'de', 'pt-BR' or 'zh-Hant'")
            }
            languages = (languages ?? []) + codes
        default:  // --format
            guard let format = Format(rawValue: value) else {
                throw AuditUsageError(message: "option '--format' must be one of text, json, xcode, github (got '\(value)')")
            }
            self.format = format
        }
    }

    private static func isFunctionName(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.allSatisfy { part in
            guard let first = part.utf8.first, !(0x30...0x39).contains(first) else { return false }
            return part.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A)
                || ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x5F || $0 >= 0x80 }
        }
    }

    /// Letters, digits, `-` and `_`, starting with a letter, at most 64 bytes.
    private static func isLanguageCode(_ code: String) -> Bool {
        guard code.utf8.count <= 64, let first = code.utf8.first,
              (first >= 0x41 && first <= 0x5A) || (first >= 0x61 && first <= 0x7A) else { return false }
        return code.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A)
            || ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x2D || $0 == 0x5F }
    }

    /// ` (did you mean '--x'?)` for a near miss of a known option.
    private static func suggestion(for name: String) -> String {
        let candidates = known.keys.filter { $0.hasPrefix("--") }.sorted()
        let best = candidates.map { ($0, editDistance($0, name)) }.min { $0.1 < $1.1 }
        guard let best, best.1 <= 2 else { return "" }
        return " (did you mean '\(best.0)'?)"
    }

    private static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs.utf8.prefix(64)), b = Array(rhs.utf8.prefix(64))
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}

extension Substring {
    fileprivate func trimmingASCIIWhitespace() -> String {
        var result = self
        while let first = result.first, first == " " || first == "\t" { result.removeFirst() }
        while let last = result.last, last == " " || last == "\t" { result.removeLast() }
        return String(result)
    }
}
