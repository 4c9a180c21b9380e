extension AuditOptions {
    /// The tool's version, printed by `--version`.
    static let version = "0.1.0"

    /// The short usage printed after a usage error.
    static let usage = """
        usage: xcstrings-audit [options] <app.xcstrings> <widget.xcstrings>
               xcstrings-audit [options] <project.xcodeproj | folder>
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
              xcstrings-audit [options] <project.xcodeproj | folder>

            PROJECT MODE
              Given an .xcodeproj (or a folder that holds exactly one), the command reads
              project.pbxproj and audits every extension target (widgets, App Intents and other
              app extensions, watch apps, App Clips; not test targets) against the app target,
              table by table: each target's String Catalogs and legacy .strings/.stringsdict
              files, its Swift sources and synchronized folders with their membership
              exceptions. A table only the extension has, or one catalog both targets share, is
              checked for the app's languages. --fix writes only String Catalogs; for .strings
              tables it prints the lines to add and the file to add them to.

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
              --app-target <name>           Project mode: the target to audit against (default:
                                            the one iOS application target).
              --target <name>               Project mode: only this extension target. Repeatable.
              --project <name>              Project mode: which .xcodeproj of a folder that
                                            holds several.
              --exclude <glob>              Leave out Swift sources matching the glob ('Generated',
                                            '*.generated.swift', 'App/Preview/**'). Repeatable.
                                            .build, DerivedData, Pods, Carthage and SourcePackages
                                            are always left out.
              --help, -h                    Show this help.
              --version                     Show the version.

            RULES
              rule                 severity  fixable

            """
        for rule in AuditRule.allCases {
            let name = rule.identifier.padding(toLength: 21, withPad: " ", startingAt: 0)
            let severity = rule.severity.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
            let fixable = (rule.isFixable ? "yes" : "no").padding(toLength: 9, withPad: " ", startingAt: 0)
            text += "  \(name)\(severity)\(fixable)\(rule.summary)\n"
        }
        text += """

            A usable translation has every unit (string, each variation, each substitution)
            non-empty and not in state "new". Findings point at the most specific place that
            exists: the localization, else the key, else the source line that uses it.

            EXIT STATUS
              0  nothing failing (no errors; no warnings either with --strict)
              1  failing findings
              2  bad usage, or a catalog or source that cannot be read or parsed

            EXAMPLES
              Check the widget's sources against both catalogs:
                xcstrings-audit --sources Widget App/Localizable.xcstrings Widget/Localizable.xcstrings
              Only Arabic and Hebrew, as GitHub annotations:
                xcstrings-audit --languages ar,he --format github App.xcstrings Widget.xcstrings
              Every extension of a project, as GitHub annotations:
                xcstrings-audit --format github MyApp.xcodeproj
              See what --fix would copy, then copy it:
                xcstrings-audit --sources Widget --fix --dry-run App.xcstrings Widget.xcstrings
                xcstrings-audit --sources Widget --fix App.xcstrings Widget.xcstrings

            """
        return text
    }
}
