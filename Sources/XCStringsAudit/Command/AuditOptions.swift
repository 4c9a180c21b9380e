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
        /// `--list-keys`: print the keys the `--sources` use, one `file:line:column: key` a line.
        case listKeys
        /// `xcstrings-audit init [PROJECT]`: write a starter configuration.
        case initialize
        /// `xcstrings-audit rules`: list the rules.
        case listRules
        /// `--help` after a subcommand: that subcommand's help.
        case subcommandHelp(String)
        /// `--generate-completion-script SHELL`.
        case completionScript(CompletionScript.Shell)
        /// `--generate-manual`: the man page, in roff.
        case manual
    }

    /// How findings are printed: `--reporter` (or its alias `--format`).
    package enum Format: String, CaseIterable, Hashable, Sendable {
        case text, json, xcode, github, sarif
        /// The documents of ``Reporter`` types (Documentation/Reporters.md).
        case junit, checkstyle, codeclimate, markdown, html
    }

    /// `--color`: whether the text format uses colour.
    package enum ColorChoice: String, CaseIterable, Hashable, Sendable {
        /// Colour on a terminal, unless `NO_COLOR` or `TERM=dumb` says otherwise,
        /// or `FORCE_COLOR`/`CLICOLOR_FORCE` ask for it anyway.
        case auto
        case always
        case never
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
    /// Whether the command line chose ``format`` (the configuration's `reporter` then does not).
    package var formatIsExplicit = false
    package var strict = false
    package var fix = false
    package var dryRun = false
    /// `--color`.
    package var color: ColorChoice = .auto
    /// `--quiet`: findings only (of every severity): no summary line, no `--fix` listing, no baseline note.
    package var quiet = false
    /// `--output FILE`: write the report there (atomically) instead of standard output.
    package var outputPath: String?
    /// `--baseline FILE`: report only findings the baseline does not have.
    package var baselinePath: String?
    /// `--write-baseline FILE`: record today's findings there.
    package var writeBaselinePath: String?
    /// `--config FILE`, instead of looking for `.xcstrings-audit.json`.
    package var configPath: String?
    /// The configuration file that was applied, if any.
    package var configurationPath: String?
    /// Whether ``languages`` came from the configuration file (for messages).
    package var languagesFromConfiguration = false
    /// Whether `--app` and `--widget` named the catalogs' roles.
    package var rolesAreExplicit = false
    /// `--app` and `--widget`, before they become ``appCatalog`` and ``widgetCatalog``.
    package var namedApp: String?
    package var namedWidget: String?
    /// `--disable`, `--enable`, `--severity` and the configuration file's rule settings.
    var ruleControl = RuleControl()
    /// Project mode: the `.xcodeproj`, or a folder that holds one (the only
    /// positional argument); `nil` in the two-catalog form.
    package var projectPath: String?
    /// `--app-target`: the target the extensions are audited against.
    package var appTarget: String?
    /// `--why`: the key whose lookups project mode explains instead of auditing.
    package var whyKey: String?
    /// Targets not audited (from the configuration file).
    package var skipTargets: [String] = []
    /// `--exclude`: globs of Swift sources left out, in order given.
    package var excludes: [String] = []
    /// `--project`: which `.xcodeproj` of a folder that holds several.
    package var project: String?
    /// `--target`: only these extension targets, in order given.
    package var targets: [String] = []
    /// `init --force`: replace an existing configuration file.
    package var force = false

    package init() {}
}

/// A command line that cannot be run (exit status 2). The message is printed on
/// standard error, followed by the short usage.
package struct AuditUsageError: Error, Hashable, Sendable {
    package var message: String

    /// A usage error; a quoted value longer than 60 characters is cut
    /// (``Swift/String/cuttingLongQuotedValues``).
    package init(message: String) {
        self.message = message.cuttingLongQuotedValues
    }
}

extension AuditOptions {
    /// Parses the arguments (without the program name).
    ///
    /// Options take `--option value` or `--option=value`; `--sources`,
    /// `--localized-function`, `--languages`, `--disable`, `--enable` and
    /// `--severity` may be repeated (the last three also take comma-separated
    /// lists, and later settings win); `--app` and `--widget` name the catalogs
    /// instead of the two positionals; `--` ends the options. `--help` and
    /// `--version` win over everything else.
    ///
    /// Without catalogs or a project, an Xcode Run Script phase's input files in
    /// `environment` are the inputs (``ScriptInputs``).
    ///
    /// - Parameters:
    ///   - arguments: The command-line arguments after the program name.
    ///   - environment: The process environment, for a Run Script phase's inputs.
    /// - Throws: ``AuditUsageError`` naming the offending argument.
    /// - Complexity: O(*n*) in the number of arguments.
    package init(arguments: [String], environment: [String: String] = [:]) throws(AuditUsageError) {
        self.init()
        // A subcommand is the first argument; `./init` or `-- init` is a folder named so.
        if let first = arguments.first, let subcommand = Self.subcommands.first(where: { $0.name == first }) {
            try parse(subcommand, arguments: Array(arguments.dropFirst()))
            return
        }
        // `--help` / `--version` before `--` are honoured even next to mistakes.
        let optionPart = arguments.prefix { $0 != "--" }
        if optionPart.contains(where: { Self.declaration(named: $0)?.names.first == "--help" }) {
            action = .help
            return
        }
        if optionPart.contains("--version") {
            action = .version
            return
        }

        var positionals = try applyOptions(in: arguments, declaration: Self.declaration(named:),
                                           suggestion: Self.suggestion(for:))

        switch action {
        case .completionScript, .manual:
            guard positionals.isEmpty else {
                throw AuditUsageError(message: "'\(action == .manual ? "--generate-manual" : "--generate-completion-script")' "
                    + "prints a file and reads no input; remove '\(positionals[0])'")
            }
            return
        default: break
        }
        if action == .listKeys {
            guard positionals.isEmpty else {
                throw AuditUsageError(message: "'--list-keys' reads only --sources; remove the catalogs ('\(positionals[0])')")
            }
            guard !sources.isEmpty else {
                throw AuditUsageError(message: "'--list-keys' needs --sources <dir|file> to list the keys of")
            }
            return
        }
        if let writeBaselinePath, writeBaselinePath == baselinePath {
            throw AuditUsageError(message: "'--write-baseline' and '--baseline' name the same file; to update a baseline, "
                + "give only '--write-baseline \(writeBaselinePath)'")
        }
        var fromScriptPhase = false
        if positionals.isEmpty, namedApp == nil, namedWidget == nil, let inputs = try ScriptInputs.paths(in: environment) {
            for input in inputs {
                if ScriptInputs.isSource(input) { sources.append(input) } else { positionals.append(input) }
            }
            fromScriptPhase = true
        }
        if positionals.count == 1, !positionals[0].hasSuffix(".xcstrings"), namedApp == nil, namedWidget == nil {
            projectPath = positionals[0]
            if !sources.isEmpty {
                throw AuditUsageError(message: "'--sources' is for the two-catalog form; in project mode each target's "
                    + "Swift sources come from the project (leave some out with --exclude)")
            }
            if dryRun && !fix {
                throw AuditUsageError(message: "'--dry-run' only applies to '--fix'; add '--fix' to preview the changes")
            }
            if whyKey != nil, fix {
                throw AuditUsageError(message: "'--why' explains one key and changes nothing; remove '--fix'")
            }
            if whyKey != nil, formatIsExplicit, format != .text {
                throw AuditUsageError(message: "'--why' prints text; remove '--format \(format.rawValue)'")
            }
            return
        }
        if let projectOnly = [("--app-target", appTarget != nil), ("--target", !targets.isEmpty),
                              ("--project", project != nil), ("--why", whyKey != nil)].first(where: { $0.1 }) {
            throw AuditUsageError(message: "option '\(projectOnly.0)' needs project mode: give an .xcodeproj (or a folder "
                + "that holds one) instead of two catalogs")
        }
        if let app = namedApp, let widget = namedWidget {
            guard positionals.isEmpty else {
                throw AuditUsageError(message: "'--app' and '--widget' name both catalogs; unexpected "
                    + positionals.map { "'\($0)'" }.joined(separator: ", "))
            }
            positionals = [app, widget]
            rolesAreExplicit = true
        } else if namedApp != nil || namedWidget != nil {
            throw AuditUsageError(message: "'--app' and '--widget' go together: name both catalogs, or give them "
                + "as two arguments (app, then widget)")
        }
        guard positionals.count == 2 else {
            if positionals.isEmpty {
                throw AuditUsageError(message: "missing the app catalog and the widget catalog" + (fromScriptPhase
                    ? " (the Run Script phase's input files have none: add both catalogs to its Input Files)" : ""))
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

    /// Whether `name` is a Swift function name, possibly qualified (`L10n.tr`).
    static func isFunctionName(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.allSatisfy { part in
            guard let first = part.utf8.first, !(0x30...0x39).contains(first) else { return false }
            return part.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A)
                || ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x5F || $0 >= 0x80 }
        }
    }

    /// Letters, digits, `-` and `_`, starting with a letter, at most 64 bytes.
    static func isLanguageCode(_ code: String) -> Bool {
        guard code.utf8.count <= 64, let first = code.utf8.first,
              (first >= 0x41 && first <= 0x5A) || (first >= 0x61 && first <= 0x7A) else { return false }
        return code.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A)
            || ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x2D || $0 == 0x5F }
    }

    /// ` (did you mean '--x'?)` for a near miss of a known option.
    private static func suggestion(for name: String) -> String {
        let candidates = declarations.flatMap(\.names).filter { $0.hasPrefix("--") }.sorted()
        let best = candidates.map { ($0, EditDistance.between($0, name)) }.min { $0.1 < $1.1 }
        guard let best, best.1 <= 2 else { return "" }
        return " (did you mean '\(best.0)'?)"
    }
}
