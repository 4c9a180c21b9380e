import Foundation
import PropertyList

/// The repository's `.xcstrings-audit.json`: settings a team keeps beside its
/// project instead of repeating them on every command line.
///
/// ```json
/// {
///   "appTarget": "Mindful",
///   "reporter": "junit",
///   "skipTargets": ["MindfulWatch"],
///   "languages": ["ar", "he", "de"],
///   "exclude": ["**/Generated/**"],
///   "localizedFunctions": ["L10n.tr"],
///   "severity": {"translation-drift": "error"},
///   "disable": ["widget-only-key"],
///   "enable": []
/// }
/// ```
///
/// Every field is optional. Unknown fields, values of the wrong type, unknown rule
/// ids and levels are errors with the file, line and column.
struct AuditConfiguration: Hashable, Sendable {
    /// The file's name.
    static let fileName = ".xcstrings-audit.json"

    /// The file it was read from.
    var path: String
    /// `appTarget`: the application target (project mode).
    var appTarget: String?
    /// `skipTargets`: targets not to audit (project mode).
    var skipTargets: [String] = []
    /// `languages`: only these languages (as `--languages`).
    var languages: [String]?
    /// `exclude`: source globs to skip (as `--exclude`).
    var excludes: [String] = []
    /// `localizedFunctions`: extra functions taking a key (as `--localized-function`).
    var localizedFunctions: [String] = []
    /// `reporter`: the output format (as `--reporter`).
    var reporter: AuditOptions.Format?
    /// `severity`, `disable` and `enable`.
    var severities: [RuleControl.Setting] = []
    var disabled: [RuleControl.Setting] = []
    var enabled: [RuleControl.Setting] = []

    /// `severity`, `disable`, `enable`, in that order (the command line's come after).
    var ruleSettings: [RuleControl.Setting] { severities + disabled + enabled }

    /// The fields, for messages: each option's field (``AuditOptions/declarations``).
    static var fields: [String] { AuditOptions.configurationFields.map(\.key) }

    /// The configuration file for a run: `--config FILE`, else the first
    /// `.xcstrings-audit.json` found from `start` (a file's directory, or a
    /// directory) upwards, stopping after a directory that holds `.git`.
    ///
    /// - Returns: `nil` when there is none.
    /// - Throws: ``AuditInputError`` when the file cannot be read or is invalid.
    static func find(explicit: String?, startingAt start: String?) throws(AuditInputError) -> AuditConfiguration? {
        if let explicit { return try load(explicit) }
        guard let start else { return nil }
        var isDirectory = false
        // The folders from `start` up, absolute, `.` and `..` resolved as written.
        var directory = ReportPlaces.components(of: start, in: FileSystemName.currentDirectory() ?? "/")
        if !(FileSystemName.exists(start, isDirectory: &isDirectory) && isDirectory), !directory.isEmpty {
            directory.removeLast()
        }
        // Up to 64 levels: a path never has more, and a loop cannot be endless.
        for _ in 0..<64 {
            let folder = directory.isEmpty ? "/" : "/" + directory.joined(separator: "/") + "/"
            if FileSystemName.exists(folder + fileName) {
                return try load(relative(folder + fileName))
            }
            if FileSystemName.exists(folder + ".git") || directory.isEmpty { return nil }
            directory.removeLast()
        }
        return nil
    }

    /// The path relative to the current directory when it is inside it, so that
    /// messages name it as the user would.
    private static func relative(_ path: String) -> String {
        let current = FileSystemName.currentDirectory() ?? "/"
        let prefix = current.hasSuffix("/") ? current : current + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// Reads and checks the file at `path`.
    ///
    /// - Throws: ``AuditInputError`` with the place of the first problem.
    static func load(_ path: String) throws(AuditInputError) -> AuditConfiguration {
        let data = try InputGuards.readRegularFile(path, what: "the configuration file", missing: "no such configuration file")
        let document = try PositionedJSON.parse(Array(data), path: path)
        return try AuditConfiguration(document, path: path)
    }

    /// The configuration in a parsed document.
    init(_ document: PositionedJSON, path: String) throws(AuditInputError) {
        self.path = path
        func error(_ value: PositionedJSON, _ message: String) -> AuditInputError {
            AuditInputError(path: path, line: value.line, column: value.column, message: message)
        }
        guard let members = document.members else {
            throw error(document, "expected a JSON object with the fields " + Self.fields.joined(separator: ", ")
                + ", found \(document.kindDescription)")
        }
        for member in members {
            guard let field = AuditOptions.configurationFields.first(where: { $0.key == member.key }) else {
                let keyPlace = PositionedJSON(value: .null, line: member.line, column: member.column)
                let best = Self.fields.map { ($0, EditDistance.between($0, member.key)) }.min { $0.1 < $1.1 }
                let hint = best.map { $0.1 <= 3 ? " (did you mean '\($0.0)'?)" : "" } ?? ""
                throw error(keyPlace, "unknown field '\(member.key)'\(hint); the fields are "
                    + Self.fields.joined(separator: ", "))
            }
            try field.read(&self, member, path)
        }
    }

    /// An error at a value of the file at `path`.
    static func error(_ value: PositionedJSON, path: String, _ message: String) -> AuditInputError {
        AuditInputError(path: path, line: value.line, column: value.column, message: message)
    }

    /// A member that must be an array of non-empty strings.
    static func strings(_ member: PositionedJSON.Member, path: String) throws(AuditInputError) -> [String] {
        guard case .array(let elements) = member.value.value else {
            throw error(member.value, path: path,
                        "`\(member.key)` must be an array of strings, found \(member.value.kindDescription)")
        }
        var result: [String] = []
        for element in elements {
            guard let text = element.string, !text.isEmpty else {
                throw error(element, path: path,
                            "`\(member.key)` must be an array of non-empty strings, found \(element.kindDescription)")
            }
            result.append(text)
        }
        return result
    }

    /// A member that must be an array of rule identifiers.
    static func rules(_ member: PositionedJSON.Member, path: String) throws(AuditInputError) -> [AuditRule] {
        guard case .array(let elements) = member.value.value else {
            throw error(member.value, path: path,
                        "`\(member.key)` must be an array of rule ids, found \(member.value.kindDescription)")
        }
        var result: [AuditRule] = []
        for element in elements {
            guard let identifier = element.string else {
                throw error(element, path: path,
                            "`\(member.key)` must be an array of rule ids, found \(element.kindDescription)")
            }
            guard let rule = AuditRule(identifier: identifier) else {
                throw error(element, path: path, "unknown rule '\(identifier)'" + AuditRule.suggestion(for: identifier))
            }
            result.append(rule)
        }
        return result
    }
}

extension AuditOptions {
    /// These options with the configuration's settings under them: the command
    /// line's languages and reporter replace the file's; functions, excludes, skipped targets
    /// and rule settings add up (the command line's rule settings win).
    mutating func apply(_ configuration: AuditConfiguration) {
        configurationPath = configuration.path
        if appTarget == nil { appTarget = configuration.appTarget }
        if !formatIsExplicit, let reporter = configuration.reporter { format = reporter }
        skipTargets = configuration.skipTargets + skipTargets
        excludes = configuration.excludes + excludes
        if languages == nil, let configured = configuration.languages {
            languages = configured
            languagesFromConfiguration = true
        }
        localizedFunctions = configuration.localizedFunctions + localizedFunctions
        ruleControl.settings = configuration.ruleSettings + ruleControl.settings
    }
}
