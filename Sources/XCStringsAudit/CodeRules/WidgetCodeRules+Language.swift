extension WidgetCodeRules {
    /// ``AuditRule/localeDoesNotTranslate`` and ``AuditRule/processLocale`` in one file.
    ///
    /// - `String(localized:…, locale:)` and `AttributedString(localized:…, locale:)`
    ///   without a `bundle:` chosen for the language, always: the `locale:` shows
    ///   that a language was meant, and it does not choose the translation.
    /// - `NSLocalizedString` without such a `bundle:`, and reads of the process's
    ///   locale, only in a project whose activity attributes carry a language
    ///   (``WidgetProject/language``): elsewhere the system's language is the
    ///   intended one.
    ///
    /// A `bundle:` is chosen unless it is `.main` or `.module` (the system
    /// language's lookup too); a variable or a call counts as chosen.
    func localeFindings(in fileIndex: Int, project: WidgetProject) -> [AuditFinding] {
        let file = project.files[fileIndex]
        var findings: [AuditFinding] = []
        for (runIndex, run) in file.runs.enumerated() {
            for index in run.tokens.indices {
                guard let name = run.identifier(at: index) else { continue }
                let site = SwiftCodeFile.Site(run: runIndex, token: index)
                switch name {
                case "String", "AttributedString":
                    guard run.isPunctuation(0x28, at: index + 1), run.identifier(at: index + 2) == "localized",
                          run.isPunctuation(0x3A, at: index + 3) else { continue }
                    let arguments = Self.arguments(of: run, openingAt: index + 1)
                    guard arguments.contains(where: { $0.label == "locale" }) else { continue }
                    let bundle = Self.bundleProblem(arguments, in: run)
                    guard let bundle else { continue }
                    findings.append(finding(.localeDoesNotTranslate, in: file, at: site,
                        "\(name)(localized:locale:)\(bundle) looks the text up in the system's language: `locale:` only "
                            + "formats the values interpolated into it and \"doesn't change which locale the system uses "
                            + "to look up the localized string\" (Apple's documentation), so a user who chose another "
                            + "language in the app still reads the system's. Look it up in the language's bundle "
                            + "(`bundle: language.bundle(in: .main) ?? .main` with ActivityLanguage), or use a "
                            + "LocalizedStringResource whose `locale` is set, or a Text under "
                            + "`.environment(\\.locale, language.locale)`."))
                case "NSLocalizedString":
                    guard let language = project.language, run.isPunctuation(0x28, at: index + 1),
                          index == 0 || !run.isPunctuation(0x2E, at: index - 1),
                          run.identifier(at: index - 1) != "func" else { continue }
                    let arguments = Self.arguments(of: run, openingAt: index + 1)
                    guard let bundle = Self.bundleProblem(arguments, in: run) else { continue }
                    findings.append(finding(.localeDoesNotTranslate, in: file, at: site,
                        "NSLocalizedString\(bundle) looks the text up in the widget process's language, the system's, "
                            + "but the activity attributes carry the language the user chose in the app "
                            + "(\(language.description)). Pass the language's bundle (`bundle: language.bundle(in: "
                            + ".main) ?? .main` with ActivityLanguage), or use a Text or LocalizedStringResource in "
                            + "the language's locale."))
                case "Locale", "NSLocale", "Bundle":
                    guard let language = project.language, let read = Self.processLocaleRead(in: run, at: index)
                    else { continue }
                    if Self.isExempt(read, in: run, at: index, languageNames: language.names) { continue }
                    findings.append(finding(.processLocale, in: file, at: site,
                        "\(read.spelling) is \(read.meaning) of the widget process, which follows the system, not the "
                            + "language the user chose in the app that the activity attributes carry "
                            + "(\(language.description)); text, dates and numbers built from it come out in the "
                            + "system's language. Resolve the attribute instead (`ActivityLanguage(code: "
                            + "context.attributes.\(language.names.sorted().first!), bundle: .main)`) and use its "
                            + "`locale`, or pass that locale down with `.environment(\\.locale, …)`."))
                default:
                    continue
                }
            }
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

    /// `nil` when the call's `bundle:` is chosen for the language, else the words
    /// to say about it (`""` when there is none, ` with bundle: .main`).
    private static func bundleProblem(_ arguments: [(label: String?, range: Range<Int>)], in run: SwiftCodeFile.Run)
        -> String? {
        guard let bundle = arguments.first(where: { $0.label == "bundle" }) else { return "" }
        let words = bundle.range.map { index -> String in
            if let name = run.identifier(at: index) { return name }
            return run.isPunctuation(0x2E, at: index) ? "." : "?"
        }.joined()
        switch words {
        case ".main", "Bundle.main", ".module", "Bundle.module": return " with bundle: \(words)"
        default: return nil
        }
    }

    /// The top-level arguments of the call whose `(` is at `open`: each one's label
    /// (or `nil`) and the range of its value's tokens.
    static func arguments(of run: SwiftCodeFile.Run, openingAt open: Int) -> [(label: String?, range: Range<Int>)] {
        guard let close = run.partner[open], close > open else { return [] }
        var arguments: [(label: String?, range: Range<Int>)] = []
        var start = open + 1
        var cursor = open + 1
        func finish(at end: Int) {
            guard start < end else { return }
            if let label = run.identifier(at: start), run.isPunctuation(0x3A, at: start + 1), start + 2 <= end {
                arguments.append((label, (start + 2)..<end))
            } else {
                arguments.append((nil, start..<end))
            }
        }
        while cursor < close {
            if let partner = run.partner[cursor], partner > cursor {
                cursor = partner + 1
                continue
            }
            if run.isPunctuation(0x2C, at: cursor) {
                finish(at: cursor)
                start = cursor + 1
            }
            cursor += 1
        }
        finish(at: close)
        return arguments
    }
}
