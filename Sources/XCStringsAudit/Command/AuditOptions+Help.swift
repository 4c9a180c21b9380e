extension AuditOptions {
    /// The tool's version, printed by `--version`.
    static let version = "0.1.0"

    /// The short usage printed after a usage error.
    static let usage = """
        usage: xcstrings-audit [options] <app.xcstrings> <widget.xcstrings>
        Run 'xcstrings-audit --help' for the options, the rules and examples.

        """

    /// The full help printed by `--help`.
    static var help: String {
        var text = """
            xcstrings-audit — find what a widget's String Catalog is missing from the app's, and fix it.

            A widget extension has its own Localizable.xcstrings. A string only the app's catalog
            has, or a translation the widget's copy lacks, shows in the development language on
            the Lock Screen. This command compares the two catalogs for every key the widget
            needs: the widget catalog's keys, the keys its Swift sources use (--sources), and with
            --all-keys every app key. Keys marked "shouldTranslate": false are skipped.

            USAGE
              xcstrings-audit [options] <app.xcstrings> <widget.xcstrings>

            OPTIONS
              --sources <dir|file>          Widget Swift sources to scan for the keys they use
                                            (Text, Label, Button, String(localized:),
                                            LocalizedStringKey, LocalizedStringResource,
                                            NSLocalizedString). Directories are searched for
                                            .swift files. Calls naming another table
                                            (tableName:) or bundle: .module are left out.
                                            Repeatable.
              --localized-function <name>   An extra function whose first string-literal
                                            argument is a key ('tr' or 'L10n.tr'). Repeatable.
              --language-attribute <name>   The activity-attribute property that carries the
                                            app's language ('languageCode'), when the
                                            ActivityAttributes type is not in --sources; it
                                            turns on process-locale and the NSLocalizedString
                                            check of locale-does-not-translate. Repeatable.
              --all-keys                    Treat every app key as needed by the widget.
              --languages <l1,l2,…>         Only check these languages (as the catalogs write
                                            them: ar,he,pt-BR). Repeatable.
              --format text|json|xcode|github
                                            text (default): one line per finding and a summary;
                                            colour only on a terminal, never with NO_COLOR set.
                                            xcode: the same lines for a build phase, no summary.
                                            github: workflow commands that annotate pull requests.
                                            json: {"version":1,"app","widget","findings":[…],"summary"}.
              --strict                      Warnings fail the audit too (exit 1).
              --fix                         Copy what is missing (keys, languages, translations)
                                            from the app catalog into the widget catalog. The rest
                                            of the widget file stays byte for byte; the write is
                                            atomic; invalid input is never rewritten. Then the
                                            fixed file is audited again and that decides the exit
                                            status. What was copied is listed on standard output
                                            with --format text, on standard error otherwise.
              --dry-run                     With --fix: print what would change, write nothing.
              --help, -h                    Show this help.
              --version                     Show the version.

            RULES
              rule                       severity  fixable

            """
        for rule in AuditRule.allCases {
            let name = rule.identifier.padding(toLength: 27, withPad: " ", startingAt: 0)
            let severity = rule.severity.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
            let fixable = (rule.isFixable ? "yes" : "no").padding(toLength: 9, withPad: " ", startingAt: 0)
            text += "  \(name)\(severity)\(fixable)\(rule.summary)\n"
        }
        text += """

            A usable translation has every unit (string, each variation, each substitution)
            non-empty and not in state "new". Findings point at the most specific place that
            exists: the localization, else the key, else the source line that uses it.

            The last four rules read the --sources code itself. Silence one place with
            `// xcstrings-audit:ignore RULE` (several rules may follow, separated by spaces or
            commas) at the end of its line or on the line before.

            EXIT STATUS
              0  nothing failing (no errors; no warnings either with --strict)
              1  failing findings
              2  bad usage, or a catalog or source that cannot be read or parsed

            EXAMPLES
              Check the widget's sources against both catalogs:
                xcstrings-audit --sources Widget App/Localizable.xcstrings Widget/Localizable.xcstrings
              Only Arabic and Hebrew, as GitHub annotations:
                xcstrings-audit --languages ar,he --format github App.xcstrings Widget.xcstrings
              See what --fix would copy, then copy it:
                xcstrings-audit --sources Widget --fix --dry-run App.xcstrings Widget.xcstrings
                xcstrings-audit --sources Widget --fix App.xcstrings Widget.xcstrings

            """
        return text
    }
}
