extension AuditOptions {
    /// The tool's version, printed by `--version`.
    static let version = "0.1.0"

    /// The short usage printed after a usage error.
    static let usage = """
        usage: xcstrings-audit [options] <app.xcstrings> <widget.xcstrings>
               xcstrings-audit [options] --app <app.xcstrings> --widget <widget.xcstrings>
               xcstrings-audit [options] <project.xcodeproj | folder>
               xcstrings-audit init [<project.xcodeproj | folder>] | rules [--format json]
        Run 'xcstrings-audit --help' for the options, the rules and examples.

        """

    /// The full help printed by `--help`.
    static var help: String {
        var text = """
            xcstrings-audit — find what a widget's String Catalog is missing from the app's, and fix it.

            A widget extension has its own Localizable.xcstrings. The user chose a language in
            the app; the widget must be able to show every string it uses in every language the
            app ships, or the Lock Screen shows the development language or a raw key. This
            command checks that for every key the widget uses (the widget catalog's keys in use,
            the keys its Swift sources use with --sources, and with --all-keys every app key),
            and compares the two catalogs. Keys marked "shouldTranslate": false are skipped.

            USAGE
              xcstrings-audit [options] <app.xcstrings> <widget.xcstrings>
              xcstrings-audit [options] --app <app.xcstrings> --widget <widget.xcstrings>
              xcstrings-audit --list-keys --sources <dir|file> …
              xcstrings-audit [options] <project.xcodeproj | folder>
              xcstrings-audit [options]      (in an Xcode Run Script phase: its input files)

            PROJECT MODE
              Given an .xcodeproj (or a folder that holds exactly one), the command reads
              project.pbxproj and audits every extension target (widgets, App Intents and other
              app extensions, watch apps, App Clips; not test targets) against the app target,
              table by table: each target's String Catalogs and legacy .strings/.stringsdict
              files, its Swift sources and synchronized folders with their membership
              exceptions. A table only the extension has, or one catalog both targets share, is
              checked for the app's languages. --fix writes only String Catalogs; for .strings
              tables it prints the lines to add and the file to add them to.

            RUN SCRIPT PHASE
              Without catalogs or a project on the command line, an Xcode Run Script phase's
              input files are the inputs: SCRIPT_INPUT_FILE_0 … (SCRIPT_INPUT_FILE_COUNT of them)
              and the paths listed in its input file lists (SCRIPT_INPUT_FILE_LIST_0 …), in that
              order; .swift files and folders are --sources, the rest are the app and widget
              catalogs (or the project). Use --format xcode there.

            SUBCOMMANDS

            """
        for subcommand in subcommands {
            let name = subcommand.name.padding(toLength: 8, withPad: " ", startingAt: 0)
            text += "  \(name)\(subcommand.summary)\n"
        }
        text += """
              A file or folder named init or rules is audited as ./init or ./rules.
              'xcstrings-audit init --help' shows a subcommand's options.

            OPTIONS

            """
        text += optionsHelp
        text += """

            RULES
              rule                       severity  fixable

            """
        for rule in AuditRule.all {
            let name = rule.identifier.padding(toLength: 27, withPad: " ", startingAt: 0)
            let severity = rule.severity.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
            let fixable = (rule.isFixable ? "yes" : "no").padding(toLength: 9, withPad: " ", startingAt: 0)
            text += "  \(name)\(severity)\(fixable)\(rule.summary)\n"
        }
        text += """

            An entry whose comment contains [audit-ignore] is skipped for every rule, one with
            [audit-ignore: stale-key, translation-drift] for those rules. --fix copies nothing that a
            disabled or ignored rule would have reported.

            A usable translation has every unit (string, each variation, each substitution)
            non-empty and not in state "new". Findings point at the most specific place that
            exists: the localization, else the key, else the source line that uses it.

            The last four rules read the --sources code itself. Silence them with a comment:
            `// xcstrings-audit:ignore RULE` at the end of a line or on the line before;
            `:disable:this RULE` (its line), `:disable:next RULE` (the next line),
            `:disable RULE` … `:enable RULE` (the lines between), `:disable:file RULE` (the file).
            Several rules may follow, separated by spaces or commas, or `all`; ` -- ` starts a
            reason. A rule or directive that is not one is a warning, in code as in catalogs.

            EXIT STATUS
              0  nothing failing (no errors; no warnings either with --strict)
              1  failing findings
              2  bad usage; a catalog, source, configuration or baseline that cannot be read
                 or parsed; the same catalog twice; a --languages code neither catalog has;
                 an output that cannot be written

            CONFIGURATION
              .xcstrings-audit.json: {"languages": […], "localizedFunctions": […],
              "severity": {"rule": "level"}, "disable": […], "enable": […], "exclude": […],
              "appTarget": "…", "skipTargets": […], "reporter": "…"}. The command line's options
              come after it.

            EXAMPLES
              Check the widget's sources against both catalogs:
                xcstrings-audit --sources Widget App/Localizable.xcstrings Widget/Localizable.xcstrings
              Only Arabic and Hebrew, as GitHub annotations:
                xcstrings-audit --languages ar,he --reporter github App.xcstrings Widget.xcstrings
              Every extension of a project, as GitHub annotations:
                xcstrings-audit --reporter github MyApp.xcodeproj
              See what --fix would copy, then copy it:
                xcstrings-audit --sources Widget --fix --dry-run App.xcstrings Widget.xcstrings
                xcstrings-audit --sources Widget --fix App.xcstrings Widget.xcstrings
              Accept today's findings, then fail only on new ones:
                xcstrings-audit --write-baseline audit-baseline.json App.xcstrings Widget.xcstrings
                xcstrings-audit --baseline audit-baseline.json App.xcstrings Widget.xcstrings
              SARIF for code scanning:
                xcstrings-audit --reporter sarif --output audit.sarif App.xcstrings Widget.xcstrings
              A page to read: what each target lacks in each language, linked to the files:
                xcstrings-audit --reporter html --output audit.html MyApp.xcodeproj
              Why a key counts as an extension's (which of its code runs the lookup):
                xcstrings-audit --why "Streak" MyApp.xcodeproj

            """
        return text
    }
}
