/// A message about the run rather than about the catalogs: an input that cannot be
/// read (an error: exit status 2), a source file the scanner skipped, a catalog
/// `--fix` will reformat, catalogs that look swapped.
///
/// Problems are printed in the chosen format, so that the tool reading the output
/// sees them: `--reporter xcode` puts the place at the start of the line,
/// `--reporter github` makes an annotation, `json`, `sarif` and the ``Reporter``
/// formats a document.
struct AuditProblem: Hashable, Sendable {
    /// How serious it is.
    enum Level: String, Hashable, Sendable {
        case error, warning, note
    }

    var level: Level
    /// The file concerned, if any.
    var path: String?
    /// 1-based line, when known.
    var line: Int?
    /// 1-based column, when known.
    var column: Int?
    /// What is wrong and what to do.
    var message: String

    /// An error about an unreadable or invalid input.
    init(_ error: AuditInputError) {
        self.init(level: .error, path: error.path, line: error.line, column: error.column ?? error.line.map { _ in 1 },
                  message: error.message)
    }

    /// An input error and the ones that failed with it (``AuditInputError/followingErrors``),
    /// one problem each: each its own JSON error, SARIF notification or `::error`.
    static func problems(of error: AuditInputError) -> [AuditProblem] {
        ([error] + error.followingErrors).map(AuditProblem.init)
    }

    /// A problem.
    init(level: Level, path: String? = nil, line: Int? = nil, column: Int? = nil, message: String) {
        self.level = level
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// `path:line:column: `, `path: ` or nothing.
    var placePrefix: String {
        guard let path = path?.shownAsPath else { return "" }
        guard let line else { return "\(path): " }
        return "\(path):\(line):\(column ?? 1): "
    }

    /// `xcstrings-audit: error: path:line:column: message` (the text format).
    var textLine: String {
        "xcstrings-audit: \(level.rawValue): \(placePrefix)\(message)\n"
    }

    /// `path:line:column: error: message`, the place first as Xcode and compilers
    /// print it; `xcstrings-audit: error: message` when there is no file.
    var xcodeLine: String {
        path == nil ? textLine : "\(placePrefix)\(level.rawValue): \(message)\n"
    }

    /// `::error file=…,line=…,col=…,title=xcstrings-audit::message`.
    var githubCommand: String {
        let command = switch level {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
        var properties: [String] = []
        if let path { properties.append("file=" + FindingFormatter.escapeProperty(path)) }
        if let line { properties.append("line=\(line)") }
        if let column { properties.append("col=\(column)") }
        properties.append("title=xcstrings-audit")
        return "::\(command) \(properties.joined(separator: ","))::\(FindingFormatter.escapeData(message))\n"
    }

    /// `{"level": …, "file": …, "line": …, "column": …, "message": …}`.
    var jsonObject: String {
        func optional(_ value: String?) -> String { value.map(FindingFormatter.jsonString) ?? "null" }
        func optional(_ value: Int?) -> String { value.map(String.init) ?? "null" }
        return "{\"level\": \(FindingFormatter.jsonString(level.rawValue)), \"file\": \(optional(path)), "
            + "\"line\": \(optional(line)), \"column\": \(optional(column)), \"message\": \(FindingFormatter.jsonString(message))}"
    }
}

extension FindingFormatter {
    /// What to print for `problems` when the run cannot produce findings (an input
    /// error): the chosen format's error report for standard output, and lines for
    /// standard error (always readable by a person, also in the job log).
    ///
    /// - Parameter places: Where the document goes, for the reporters' links and
    ///   paths (``ReportPlaces``).
    static func failure(_ problems: [AuditProblem], format: AuditOptions.Format, places: ReportPlaces)
        -> (standardOutput: String, standardError: String) {
        let errors = problems.filter { $0.level == .error }
        let textLines = problems.map(\.textLine).joined()
        if let reporter = format.reporter {
            return (reporter.render(.failed(problems, places: places)), textLines)
        }
        switch format {
        case .text:
            return ("", textLines)
        case .xcode:
            return ("", problems.map(\.xcodeLine).joined())
        case .github:
            return (problems.map(\.githubCommand).joined(), "")
        case .json:
            var document = "{\n  \"version\": 1,\n  \"tool\": " + toolJSON + ",\n"
            if let first = errors.first { document += "  \"error\": \(first.jsonObject),\n" }
            document += "  \"errors\": [" + errors.map(\.jsonObject).joined(separator: ", ") + "]\n}\n"
            return (document, textLines)
        case .sarif:
            return (SARIFLog(findings: [], problems: problems, executionSuccessful: false,
                             widgetPath: nil).render().joined(), textLines)
        case .junit, .checkstyle, .codeclimate, .markdown, .html:
            return ("", textLines)  // written by their reporter, above
        }
    }

    /// What to print for problems of a run that did produce findings (warnings and
    /// notes), on standard error. SARIF carries them in its document too (as the
    /// Markdown and HTML reports do), and GitHub makes annotations of them (on
    /// standard output, returned first).
    static func nonFatal(_ problems: [AuditProblem], format: AuditOptions.Format)
        -> (standardOutput: String, standardError: String) {
        switch format {
        case .text, .json, .sarif, .junit, .checkstyle, .codeclimate, .markdown, .html: ("", problems.map(\.textLine).joined())
        case .xcode: ("", problems.map(\.xcodeLine).joined())
        case .github: (problems.map(\.githubCommand).joined(), "")
        }
    }

    /// `{"name": "xcstrings-audit", "version": "…"}`.
    static var toolJSON: String {
        "{\"name\": \"xcstrings-audit\", \"version\": \(jsonString(AuditOptions.version))}"
    }
}

extension AuditProblem {
    /// A problem from a line written for standard error, `xcstrings-audit: warning:
    /// file:line:column: message` (as project mode's reader notes are), its place
    /// kept when it has one.
    init(level: Level, noteLine line: String) {
        var text = Substring(line)
        for prefix in ["xcstrings-audit: \(level.rawValue): ", "xcstrings-audit: "] where text.hasPrefix(prefix) {
            text = text.dropFirst(prefix.count)
            break
        }
        self.init(level: level, placedMessage: String(text))
    }

    /// A problem from a message that starts with its place, `file:line:column: message`
    /// (as the source scanner writes them); a message without one keeps no place.
    init(level: Level, placedMessage text: String) {
        let parts = text.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
        if parts.count == 4, let line = Int(parts[1]), let column = Int(parts[2]), parts[3].hasPrefix(" ") {
            self.init(level: level, path: String(parts[0]), line: line, column: column, message: String(parts[3].dropFirst()))
        } else {
            self.init(level: level, message: text)
        }
    }
}
