extension AuditRule {
    /// Widget code reads the process's locale (`Locale.current`) in a project whose
    /// activity attributes carry the app's language. A warning: the read may be
    /// deliberate (a fallback the pattern cannot see), but it usually is the bug.
    static let processLocale = AuditRule(RuleDescription(
        identifier: "process-locale",
        severity: .warning,
        input: .code,
        fixability: nil,
        summary: "widget code reads Locale.current & co. although the activity attributes carry the app's language",
        rationale: "Widget code reads the widget process's locale (Locale.current, Locale.preferredLanguages, "
            + "Bundle.main.preferredLocalizations) although the activity attributes carry the language chosen in the "
            + "app; the process follows the system, so text, dates and numbers come out in the system's language.",
        howToFix: "Resolve the attributes' language code (ActivityLanguage(code:bundle:)) and use its locale.",
        details: "where the activity attributes carry a language, widget code reads `Locale.current`, "
            + "`Locale.autoupdatingCurrent`, `Locale.preferredLanguages` or `Bundle.main.preferredLocalizations` (not "
            + "for a regional member such as `.region`, nor as ActivityLanguage's `systemLanguages:`)",
        triggering: [
            RuleExample(app: ["Hold": ["en": "Hold", "ar": "انتظر"]], widget: ["Hold": ["en": "Hold", "ar": "انتظر"]],
                        sources: ["Attributes.swift": Self.exampleAttributes,
                                  "Clock.swift": "let clockLocale = Locale.current\n"]),
        ],
        nonTriggering: [
            // Without a language in the attributes, the process's locale is all there is.
            RuleExample(app: ["Hold": ["en": "Hold", "ar": "انتظر"]], widget: ["Hold": ["en": "Hold", "ar": "انتظر"]],
                        sources: ["Clock.swift": "let clockLocale = Locale.current\n"]),
            RuleExample(app: ["Hold": ["en": "Hold", "ar": "انتظر"]], widget: ["Hold": ["en": "Hold", "ar": "انتظر"]],
                        sources: ["Attributes.swift": Self.exampleAttributes,
                                  "Clock.swift": "let region = Locale.current.region\n"]),
        ]))

    /// Activity attributes that carry the app's language, for the code rules' examples.
    static let exampleAttributes = """
        import ActivityKit
        struct TimerAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable {
                var endDate: Date
                var isPaused: Bool
            }
            var languageCode: String
        }
        """
}

extension WidgetCodeRules {
    /// The check: reads of the process's locale (`Locale.current`,
    /// `Locale.preferredLanguages`, `Bundle.main.preferredLocalizations`, …), only
    /// in a project whose activity attributes carry a language
    /// (``WidgetProject/language``): elsewhere the system's language is the
    /// intended one.
    func processLocaleFindings(in fileIndex: Int, project: WidgetProject) -> [AuditFinding] {
        let file = project.files[fileIndex]
        guard let language = project.language else { return [] }
        var findings: [AuditFinding] = []
        // The three names' places from the file's index, in run and token order, not a
        // comparison at every token.
        let sites = ["Locale", "NSLocale", "Bundle"].flatMap { file.identifierSites[$0] ?? [] }
            .sorted { ($0.run, $0.token) < ($1.run, $1.token) }
        for site in sites {
            let run = file.runs[site.run], index = site.token
            guard let read = Self.processLocaleRead(in: run, at: index) else { continue }
            if Self.isExempt(read, in: run, at: index, languageNames: language.names) { continue }
            findings.append(finding(.processLocale, in: file, at: site,
                "\(read.spelling) is \(read.meaning) of the widget process, which follows the system, not the "
                    + "language the user chose in the app that the activity attributes carry "
                    + "(\(language.description)); text, dates and numbers built from it come out in the "
                    + "system's language. Resolve the attribute instead (`ActivityLanguage(code: "
                    + "context.attributes.\(language.names.sorted().first!), bundle: .main)`) and use its "
                    + "`locale`, or pass that locale down with `.environment(\\.locale, …)`."))
        }
        return findings
    }

    /// A read of the process's locale at `index`: its spelling, what it is, and the
    /// index of its last token.
    private static func processLocaleRead(in run: SwiftCodeFile.Run, at index: Int)
        -> (spelling: String, meaning: String, end: Int)? {
        guard run.isPunctuation(0x2E, at: index + 1), let member = run.identifier(at: index + 2),
              !run.isPunctuation(0x2E, at: index - 1) else { return nil }
        let owner = run.identifier(at: index)!
        switch (owner, member) {
        case ("Locale", "current"), ("NSLocale", "current"):
            return ("\(owner).current", "the locale", index + 2)
        case ("Locale", "autoupdatingCurrent"), ("NSLocale", "autoupdatingCurrent"):
            return ("\(owner).autoupdatingCurrent", "the locale", index + 2)
        case ("Locale", "preferredLanguages"), ("NSLocale", "preferredLanguages"):
            return ("\(owner).preferredLanguages", "the preferred languages", index + 2)
        case ("Bundle", "main"):
            guard run.isPunctuation(0x2E, at: index + 3), run.identifier(at: index + 4) == "preferredLocalizations"
            else { return nil }
            return ("Bundle.main.preferredLocalizations", "the language choice", index + 4)
        default:
            return nil
        }
    }

    /// Members of a locale that are the region's or the user's settings, not the
    /// language: reading them from the process is right.
    private static let regionalMembers: Set<String> = [
        "region", "regionCode", "measurementSystem", "usesMetricSystem", "currency", "currencyCode",
        "currencySymbol", "calendar", "firstDayOfWeek", "hourCycle", "timeZone", "decimalSeparator",
        "groupingSeparator", "numberingSystem", "temperatureUnit",
    ]

    /// Whether a process-locale read is deliberate: a regional setting, the
    /// fallback `systemLanguages:` of ActivityLanguage, or a fallback on the same
    /// line as the language attribute (`code.isEmpty ? Locale.current : …`).
    private static func isExempt(_ read: (spelling: String, meaning: String, end: Int), in run: SwiftCodeFile.Run,
                                 at index: Int, languageNames: Set<String>) -> Bool {
        if run.isPunctuation(0x2E, at: read.end + 1), let member = run.identifier(at: read.end + 2),
           regionalMembers.contains(member) { return true }
        if run.isPunctuation(0x3A, at: index - 1), run.identifier(at: index - 2) == "systemLanguages" { return true }
        // The members read from it (`Locale.current.language.languageCode`) are not the attribute.
        var chainEnd = read.end
        while run.isPunctuation(0x2E, at: chainEnd + 1), run.identifier(at: chainEnd + 2) != nil { chainEnd += 2 }
        let line = run.tokens[index].line
        var cursor = index - 1
        while cursor >= 0, run.tokens[cursor].line == line { cursor -= 1 }
        cursor += 1
        while cursor < run.tokens.count, run.tokens[cursor].line == line {
            if !(index...chainEnd).contains(cursor), let name = run.identifier(at: cursor), languageNames.contains(name) {
                return true
            }
            cursor += 1
        }
        return false
    }
}
