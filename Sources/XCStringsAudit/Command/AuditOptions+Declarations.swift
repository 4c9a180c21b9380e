extension AuditOptions {
    /// Every option of the command, once, in `--help` order.
    static let declarations: [OptionDeclaration] = [
        OptionDeclaration(["--sources"], .some(placeholder: "<dir|file>") { options, name, value throws(AuditUsageError) in
            options.sources.append(try path(value, option: name))
        }, help: """
            Widget Swift sources to scan for the keys they use
            (SwiftUI views and modifiers, WidgetKit, App
            Intents, String(localized:), and the sources' own
            LocalizedStringKey/LocalizedStringResource API;
            --list-keys shows them). Directories are searched for
            .swift files. Calls naming another table
            (tableName:) or bundle: .module are left out.
            Repeatable.
            """),
        OptionDeclaration(["--localized-function"], .some(placeholder: "<name>") { options, _, value throws(AuditUsageError) in
            guard isFunctionName(value) else {
                throw AuditUsageError(message: "option '--localized-function' needs a Swift function name such as 'tr' or "
                    + "'L10n.tr' (got '\(value)')")
            }
            options.localizedFunctions.append(value)
        }, help: """
            An extra function whose first string-literal
            argument is a key ('tr' or 'L10n.tr'). Repeatable.
            """, configuration: .init(key: "localizedFunctions") { configuration, member, path throws(AuditInputError) in
            let names = try AuditConfiguration.strings(member, path: path)
            if let bad = names.first(where: { !isFunctionName($0) }) {
                throw AuditConfiguration.error(member.value, path: path,
                    "`localizedFunctions`: '\(bad)' is not a Swift function name such as 'tr' or 'L10n.tr'")
            }
            configuration.localizedFunctions = names
        }),
        OptionDeclaration(["--language-attribute"], .some(placeholder: "<name>") { options, _, value throws(AuditUsageError) in
            guard isFunctionName(value), !value.contains(".") else {
                throw AuditUsageError(message: "option '--language-attribute' needs a property name such as "
                    + "'languageCode' (got '\(value)')")
            }
            options.languageAttributes.append(value)
        }, help: """
            The activity-attribute property that carries the
            app's language ('languageCode'), when the
            ActivityAttributes type is not in --sources; it
            turns on process-locale and the NSLocalizedString
            check of locale-does-not-translate. Repeatable.
            """),
        OptionDeclaration(["--all-keys"], .none { $0.allKeys = true }, help: """
            Treat every app key as needed by the widget.
            """),
        OptionDeclaration(["--list-keys"], .none { $0.action = .listKeys }, help: """
            Audit nothing: print each key the --sources use as
            file:line:column: key (an interpolation of unknown
            type shows as %@). No catalogs are given.
            """),
        OptionDeclaration(["--languages"], .some(placeholder: "<l1,l2,…>") { options, _, value throws(AuditUsageError) in
            let codes = value.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingASCIIWhitespace() }
            guard !codes.isEmpty, codes.allSatisfy({ !$0.isEmpty }) else {
                throw AuditUsageError(message: "option '--languages' needs a comma-separated list of language codes such "
                    + "as 'ar,he,pt-BR' (got '\(value)')")
            }
            if let bad = codes.first(where: { !isLanguageCode($0) }) {
                throw AuditUsageError(message: "option '--languages': '\(bad)' is not a language code; use codes as the "
                    + "catalog writes them, such as 'de', 'pt-BR' or 'zh-Hant'")
            }
            options.languages = (options.languages ?? []) + codes
        }, help: """
            Only check these languages (as the catalogs write
            them: ar,he,pt-BR). Repeatable.
            """, configuration: .init(key: "languages") { configuration, member, path throws(AuditInputError) in
            let codes = try AuditConfiguration.strings(member, path: path)
            if let bad = codes.first(where: { !isLanguageCode($0) }) {
                throw AuditConfiguration.error(member.value, path: path, "`languages`: '\(bad)' is not a language code; "
                    + "use codes as the catalog writes them, such as 'de', 'pt-BR' or 'zh-Hant'")
            }
            configuration.languages = codes
        }),
        OptionDeclaration(["--app"], .some(placeholder: "<file>") { options, name, value throws(AuditUsageError) in
            options.namedApp = try path(value, option: name)
        }, label: "--app <file>, --widget <file>", help: """
            Name the catalogs' roles instead of giving them in
            order; --fix needs this when they look swapped.
            """),
        OptionDeclaration(["--widget"], .some(placeholder: "<file>") { options, name, value throws(AuditUsageError) in
            options.namedWidget = try path(value, option: name)
        }, help: nil),
        OptionDeclaration(["--reporter", "--format"], .some(placeholder: Format.allCases.map(\.rawValue).joined(separator: "|")) { options, name, value throws(AuditUsageError) in
            guard let format = Format(rawValue: value) else {
                throw AuditUsageError(message: "option '\(name)' must be one of "
                    + Format.allCases.map(\.rawValue).joined(separator: ", ") + " (got '\(value)')")
            }
            options.format = format
            options.formatIsExplicit = true
        }, help: """
            How to report (--format is the same option):
            text (default): one line per finding and a summary.
            xcode: the same lines for a build phase, no summary.
            github: workflow commands that annotate pull requests
            (10 errors and 10 warnings at most, as GitHub shows;
            a table by rule and language is appended to
            $GITHUB_STEP_SUMMARY).
            json: {"version":1,"tool","app","widget","findings":[…],"summary"}.
            sarif: SARIF 2.1.0 for GitHub code scanning.
            junit: JUnit XML, a test suite per target and a test
            case per finding (GitLab, Jenkins, test-report actions).
            checkstyle: Checkstyle XML (Jenkins, reviewdog).
            codeclimate: GitLab Code Quality JSON.
            markdown: a pull-request comment: what each target
            lacks per language, then the findings, folded.
            html: one self-contained page: the targets × languages
            matrix, each finding linked to its file and line.
            An unreadable input is reported in the same format.
            """, configuration: .init(key: "reporter") { configuration, member, path throws(AuditInputError) in
            guard let name = member.value.string, let format = Format(rawValue: name) else {
                throw AuditConfiguration.error(member.value, path: path, "`reporter` must be one of "
                    + Format.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                    + ", found \(member.value.string.map { "\"\($0)\"" } ?? member.value.kindDescription)")
            }
            configuration.reporter = format
        }),
        OptionDeclaration(["--output", "-o"], .some(placeholder: "<file>") { options, name, value throws(AuditUsageError) in
            options.outputPath = try path(value, option: name)
        }, help: """
            Write the report to <file> (atomically) instead of
            standard output.
            """),
        OptionDeclaration(["--color"], .some(placeholder: ColorChoice.allCases.map(\.rawValue).joined(separator: "|")) {
            options, _, value throws(AuditUsageError) in
            guard let choice = ColorChoice(rawValue: value) else {
                throw AuditUsageError(message: "option '--color' must be one of "
                    + ColorChoice.allCases.map(\.rawValue).joined(separator: ", ") + " (got '\(value)')")
            }
            options.color = choice
        }, help: """
            Colour in the text format. auto (default): on a
            terminal, unless NO_COLOR is non-empty or TERM=dumb;
            FORCE_COLOR or CLICOLOR_FORCE (non-empty, not 0) force it.
            """),
        OptionDeclaration(["--quiet", "-q"], .none { $0.quiet = true }, help: """
            Findings only: no summary line, no --fix listing, no
            baseline note. Findings of every severity (notes too)
            are still printed, and warnings about the input still
            go to standard error.
            """),
        OptionDeclaration(["--strict"], .none { $0.strict = true }, help: """
            Warnings fail the audit too (exit 1).
            """),
        OptionDeclaration(["--disable"], .some(placeholder: "<rule,…>") { options, name, value throws(AuditUsageError) in
            options.ruleControl.settings += try rules(value, option: name).map { .disable($0) }
        }, help: """
            Do not report these rules. Repeatable.
            """, configuration: .init(key: "disable") { configuration, member, path throws(AuditInputError) in
            configuration.disabled = try AuditConfiguration.rules(member, path: path).map { .disable($0) }
        }),
        OptionDeclaration(["--enable"], .some(placeholder: "<rule,…>") { options, name, value throws(AuditUsageError) in
            options.ruleControl.settings += try rules(value, option: name).map { .enable($0) }
        }, help: """
            Report these rules (also ones a configuration disables).
            """, configuration: .init(key: "enable") { configuration, member, path throws(AuditInputError) in
            configuration.enabled = try AuditConfiguration.rules(member, path: path).map { .enable($0) }
        }),
        OptionDeclaration(["--severity"], .some(placeholder: "<rule>=<level>") { options, name, value throws(AuditUsageError) in
            for setting in try list(value, option: name, example: "translation-drift=error") {
                guard let equals = setting.firstIndex(of: "=") else {
                    throw AuditUsageError(message: "option '--severity' needs RULE=LEVEL such as "
                        + "'translation-drift=error' (got '\(setting)')")
                }
                let rule = try RuleControl.rule(String(setting[..<equals]), option: name)
                let levelName = String(setting[setting.index(after: equals)...])
                guard let level = RuleControl.level(levelName) else {
                    throw AuditUsageError(message: "option '--severity': the level of '\(rule.identifier)' must be error, "
                        + "warning or note (got '\(levelName)')")
                }
                options.ruleControl.settings.append(.severity(rule, level))
            }
        }, help: """
            Report a rule as error, warning or note. Repeatable.
            """, configuration: .init(key: "severity") { configuration, member, path throws(AuditInputError) in
            guard let levels = member.value.members else {
                throw AuditConfiguration.error(member.value, path: path, "`severity` must be an object from rule id to "
                    + "\"error\", \"warning\" or \"note\", found \(member.value.kindDescription)")
            }
            configuration.severities = []
            for level in levels {
                guard let rule = AuditRule(identifier: level.key) else {
                    throw AuditInputError(path: path, line: level.line, column: level.column,
                                          message: "unknown rule '\(level.key)'" + AuditRule.suggestion(for: level.key))
                }
                guard let name = level.value.string, let severity = RuleControl.level(name) else {
                    throw AuditConfiguration.error(level.value, path: path,
                        "the severity of '\(level.key)' must be \"error\", \"warning\" or \"note\"")
                }
                configuration.severities.append(.severity(rule, severity))
            }
        }),
        OptionDeclaration(["--baseline"], .some(placeholder: "<file>") { options, name, value throws(AuditUsageError) in
            options.baselinePath = try path(value, option: name)
        }, help: """
            Report only findings the baseline does not have; say
            how many known ones remain and which ones are gone.
            """),
        OptionDeclaration(["--write-baseline"], .some(placeholder: "<file>") { options, name, value throws(AuditUsageError) in
            options.writeBaselinePath = try path(value, option: name)
        }, help: """
            Record today's findings in <file> and exit 0.
            """),
        OptionDeclaration(["--config"], .some(placeholder: "<file>") { options, name, value throws(AuditUsageError) in
            options.configPath = try path(value, option: name)
        }, help: """
            Read this configuration instead of the first
            .xcstrings-audit.json found from the app catalog's
            directory upwards (up to the repository's root).
            """),
        OptionDeclaration(["--fix"], .none { $0.fix = true }, help: """
            Copy what is missing (keys, languages, translations)
            from the app catalog into the widget catalog. The rest
            of the widget file stays byte for byte; the write is
            atomic; invalid input is never rewritten. Then the
            fixed file is audited again and that decides the exit
            status. What was copied is listed on standard output
            with --format text, on standard error otherwise.
            Project mode: plain strings are also added at the end
            of an extension's existing .strings files (encoding,
            comments and order kept); what no file can take (a new
            language, a plural) is listed to add by hand.
            """),
        OptionDeclaration(["--dry-run"], .none { $0.dryRun = true }, help: """
            With --fix: print what would change, write nothing.
            """),
        OptionDeclaration(["--app-target"], .some(placeholder: "<name>") { options, name, value throws(AuditUsageError) in
            options.appTarget = try nonEmptyName(value, option: name)
        }, help: """
            Project mode: the target to audit against (default:
            the one iOS application target).
            """, configuration: .init(key: "appTarget") { configuration, member, path throws(AuditInputError) in
            guard let text = member.value.string, !text.isEmpty else {
                throw AuditConfiguration.error(member.value, path: path,
                                               "`appTarget` must be a target name, found \(member.value.kindDescription)")
            }
            configuration.appTarget = text
        }),
        // Only the configuration file names targets to skip.
        OptionDeclaration([], .none { _ in }, help: nil,
                          configuration: .init(key: "skipTargets") { configuration, member, path throws(AuditInputError) in
            configuration.skipTargets = try AuditConfiguration.strings(member, path: path)
        }),
        OptionDeclaration(["--target"], .some(placeholder: "<name>") { options, name, value throws(AuditUsageError) in
            options.targets.append(try nonEmptyName(value, option: name))
        }, help: """
            Project mode: only this extension target. Repeatable.
            """),
        OptionDeclaration(["--project"], .some(placeholder: "<name>") { options, name, value throws(AuditUsageError) in
            options.project = try nonEmptyName(value, option: name)
        }, help: """
            Project mode: which .xcodeproj of a folder that
            holds several.
            """),
        OptionDeclaration(["--why"], .some(placeholder: "<key>") { options, name, value throws(AuditUsageError) in
            guard !value.isEmpty else { throw AuditUsageError(message: "option '\(name)' needs the key to explain") }
            options.whyKey = value
        }, help: """
            Project mode: audit nothing; print each place an
            extension's code looks <key> up and why that code
            runs there (the chain of code from the extension's
            own files or an entry point the system starts), or
            that it does not.
            """),
        OptionDeclaration(["--exclude"], .some(placeholder: "<glob>") { options, _, value throws(AuditUsageError) in
            guard !value.isEmpty else { throw AuditUsageError(message: "option '--exclude' needs a glob such as 'Generated/**'") }
            options.excludes.append(value)
        }, help: """
            Leave out Swift sources matching the glob ('Generated',
            '*.generated.swift', 'App/Preview/**'). Repeatable.
            .build, DerivedData, Pods, Carthage and SourcePackages
            are always left out.
            """, configuration: .init(key: "exclude") { configuration, member, path throws(AuditInputError) in
            configuration.excludes = try AuditConfiguration.strings(member, path: path)
        }),
        // `--help` and `--version` win over everything else (see `init(arguments:)`).
        OptionDeclaration(["--help", "-h"], .none { $0.action = .help }, help: """
            Show this help.
            """),
        OptionDeclaration(["--version"], .none { $0.action = .version }, help: """
            Show the version.
            """),
        OptionDeclaration(["--generate-completion-script"],
                          .some(placeholder: CompletionScript.Shell.allCases.map(\.rawValue).joined(separator: "|")) {
            options, _, value throws(AuditUsageError) in
            guard let shell = CompletionScript.Shell(rawValue: value) else {
                throw AuditUsageError(message: "option '--generate-completion-script' must be one of "
                    + CompletionScript.Shell.allCases.map(\.rawValue).joined(separator: ", ") + " (got '\(value)')")
            }
            options.action = .completionScript(shell)
        }, help: """
            Print a completion script for the shell.
            """),
        OptionDeclaration(["--generate-manual"], .none { $0.action = .manual }, help: """
            Print this help as a man page (roff).
            """),
    ]

    private static func path(_ value: String, option: String) throws(AuditUsageError) -> String {
        guard !value.isEmpty else { throw AuditUsageError(message: "option '\(option)' needs a non-empty path") }
        return value
    }

    private static func nonEmptyName(_ value: String, option: String) throws(AuditUsageError) -> String {
        guard !value.isEmpty else { throw AuditUsageError(message: "option '\(option)' needs a non-empty name") }
        return value
    }

    /// A comma-separated list of rule identifiers, each a known rule.
    private static func rules(_ value: String, option: String) throws(AuditUsageError) -> [AuditRule] {
        var rules: [AuditRule] = []
        for identifier in try list(value, option: option, example: "stale-key,widget-only-key") {
            rules.append(try RuleControl.rule(identifier, option: option))
        }
        return rules
    }

    /// A comma-separated list of non-empty items.
    private static func list(_ value: String, option: String, example: String) throws(AuditUsageError) -> [String] {
        let items = value.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingASCIIWhitespace() }
        guard items.allSatisfy({ !$0.isEmpty }) else {
            throw AuditUsageError(message: "option '\(option)' needs a comma-separated list such as '\(example)' (got '\(value)')")
        }
        return items
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
