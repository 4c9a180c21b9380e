extension AuditRule {
    /// Widget code looks a string up with `locale:` or no bundle for the language
    /// (`String(localized:…, locale:)`, `NSLocalizedString`), or shows a Live
    /// Activity presentation without the `\.locale` another one sets: the text is
    /// in the system's language. An error: every user who chose another language
    /// in the app sees it, and the code shows the language was meant to be chosen.
    static let localeDoesNotTranslate = AuditRule(RuleDescription(
        identifier: "locale-does-not-translate",
        severity: .error,
        input: .code,
        fixability: nil,
        summary: "widget code looks text up with locale: (or NSLocalizedString) but no bundle for the language: it "
            + "shows the system's",
        rationale: "Widget code looks its text up in the system's language although a language was chosen: "
            + "String(localized:…, locale:) only formats interpolated values with the locale, NSLocalizedString without a "
            + "bundle for the language uses the process's, and a Live Activity presentation without the \\.locale its "
            + "other presentation sets speaks the system's. Users who chose another language in the app see it.",
        howToFix: "Look the text up in the language's bundle (ActivityLanguage's bundle(in:)), use a "
            + "LocalizedStringResource whose locale is set, or show it in a Text under .environment(\\.locale, …).",
        details: "widget code calls `String(localized:…, locale:)` or `AttributedString(localized:…, locale:)` without "
            + "a `bundle:` chosen for the language (`.main` and `.module` are not); or, where the activity attributes "
            + "carry a language, `NSLocalizedString` without one; or one presentation of an `ActivityConfiguration` "
            + "(Lock Screen, Dynamic Island) sets `.environment(\\.locale, …)` and another shows literal text without it",
        triggering: [
            RuleExample(app: ["Hold": ["en": "Hold", "ar": "انتظر"]], widget: ["Hold": ["en": "Hold", "ar": "انتظر"]],
                        sources: ["Title.swift": """
                            func title(_ code: String) -> String {
                                String(localized: "Hold", locale: Locale(identifier: code))
                            }
                            """]),
        ],
        nonTriggering: [
            RuleExample(app: ["Hold": ["en": "Hold", "ar": "انتظر"]], widget: ["Hold": ["en": "Hold", "ar": "انتظر"]],
                        sources: ["Title.swift": """
                            func title(_ language: ActivityLanguage) -> String {
                                String(localized: "Hold", bundle: language.bundle(in: .main) ?? .main,
                                       locale: language.locale)
                            }
                            """]),
        ]))
}

extension WidgetCodeRules {
    /// The check's lookups, in one file:
    ///
    /// - `String(localized:…, locale:)` and `AttributedString(localized:…, locale:)`
    ///   without a `bundle:` chosen for the language, always: the `locale:` shows
    ///   that a language was meant, and it does not choose the translation.
    /// - `NSLocalizedString` without such a `bundle:`, only in a project whose
    ///   activity attributes carry a language (``WidgetProject/language``):
    ///   elsewhere the system's language is the intended one.
    ///
    /// A `bundle:` is chosen unless it is `.main` or `.module` (the system
    /// language's lookup too); a variable or a call counts as chosen. The other
    /// half of the check is ``presentationFindings(in:project:)``.
    func localeDoesNotTranslateFindings(in fileIndex: Int, project: WidgetProject) -> [AuditFinding] {
        let file = project.files[fileIndex]
        var findings: [AuditFinding] = []
        for (runIndex, run) in file.runs.enumerated() {
            for index in run.tokens.indices {
                // Both calls need their `(`: checked before the name is compared with three.
                guard run.isPunctuation(0x28, at: index + 1), let name = run.identifier(at: index) else { continue }
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
                default:
                    continue
                }
            }
        }
        return findings
    }

    /// ``AuditRule/localeDoesNotTranslate`` for a Live Activity whose presentations
    /// disagree: one closure of an `ActivityConfiguration` (the Lock Screen content,
    /// or `dynamicIsland:`) sets `.environment(\.locale, …)` and another shows
    /// literal text without it and without passing a language down (no `locale`
    /// nor language-attribute name in it). Its `Text`, `Label` and `Button` keys
    /// are then looked up in the system's language while the other presentation
    /// speaks the chosen one.
    func presentationFindings(in fileIndex: Int, project: WidgetProject) -> [AuditFinding] {
        let file = project.files[fileIndex]
        guard let run = file.runs.first else { return [] }
        let languageNames = project.language?.names ?? []
        var findings: [AuditFinding] = []
        // The file's index of names, not a comparison at every token.
        for site in file.identifierSites["ActivityConfiguration"] ?? [] where site.run == 0 {
            let index = site.token
            guard run.isPunctuation(0x28, at: index + 1), let close = run.partner[index + 1] else { continue }
            // The trailing closures: the Lock Screen content, then `dynamicIsland: { … }`.
            var closures: [(name: String, at: Int, body: ClosedRange<Int>)] = []
            var cursor = close + 1
            if run.isPunctuation(0x7B, at: cursor), let end = run.partner[cursor] {
                closures.append(("Lock Screen", index, cursor...end))
                cursor = end + 1
            }
            while let label = run.identifier(at: cursor), run.isPunctuation(0x3A, at: cursor + 1),
                  run.isPunctuation(0x7B, at: cursor + 2), let end = run.partner[cursor + 2] {
                closures.append((label == "dynamicIsland" ? "Dynamic Island" : label, cursor, (cursor + 2)...end))
                cursor = end + 1
            }
            guard let setter = closures.first(where: { Self.setsLocale(run, in: $0.body) }) else { continue }
            for closure in closures where !Self.setsLocale(run, in: closure.body) {
                let passesALanguage = closure.body.contains { position in
                    guard let name = run.identifier(at: position) else { return false }
                    return name == "locale" || languageNames.contains(name)
                }
                guard !passesALanguage, Self.showsLiteralText(run, in: closure.body) else { continue }
                findings.append(finding(.localeDoesNotTranslate, in: file, at: SwiftCodeFile.Site(run: 0, token: closure.at),
                    "the \(closure.name) text of this Live Activity is looked up in the system's language: the "
                        + "\(setter.name) presentation sets `.environment(\\.locale, …)` and this one does not, so a "
                        + "user who chose another language in the app reads the \(setter.name) in it and the "
                        + "\(closure.name) in the system's. Set the same `.environment(\\.locale, …)` on the views "
                        + "of the \(closure.name) (each region's content)."))
            }
        }
        return findings
    }

    /// Whether `.environment(\.locale, …)` is applied somewhere in `range`.
    private static func setsLocale(_ run: SwiftCodeFile.Run, in range: ClosedRange<Int>) -> Bool {
        range.contains { position in
            guard run.identifier(at: position) == "environment", run.isPunctuation(0x28, at: position + 1),
                  let close = run.partner[position + 1] else { return false }
            return ((position + 2)..<close).contains {
                run.identifier(at: $0) == "locale" && run.isPunctuation(0x2E, at: $0 - 1)
            }
        }
    }

    /// Whether `range` shows a literal key: `Text("…")`, `Label("…", …)`, `Button("…", …)`.
    private static func showsLiteralText(_ run: SwiftCodeFile.Run, in range: ClosedRange<Int>) -> Bool {
        range.contains { position in
            guard let name = run.identifier(at: position), ["Text", "Label", "Button"].contains(name),
                  run.isPunctuation(0x28, at: position + 1), position + 2 <= range.upperBound,
                  case .string(_, valid: true) = run.tokens[position + 2].kind else { return false }
            return true
        }
    }
}
