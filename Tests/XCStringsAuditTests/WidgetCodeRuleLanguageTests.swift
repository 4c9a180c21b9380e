import Foundation
import Testing
@testable import XCStringsAudit

@Suite struct LocaleDoesNotTranslateTests {
    @Test func localeWithoutABundleIsReportedWithWhatToWriteInstead() throws {
        let findings = codeFindings(["W.swift": """
            func title(_ code: String) -> String {
                String(localized: "Hold", locale: Locale(identifier: code))
            }
            """])
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.rule == .localeDoesNotTranslate)
        #expect(finding.severity == .error)
        #expect((finding.file, finding.line, finding.column) == ("W.swift", 2, 5))
        #expect(finding.message == """
            String(localized:locale:) looks the text up in the system's language: `locale:` only formats the values \
            interpolated into it and "doesn't change which locale the system uses to look up the localized string" \
            (Apple's documentation), so a user who chose another language in the app still reads the system's. Look \
            it up in the language's bundle (`bundle: language.bundle(in: .main) ?? .main` with ActivityLanguage), or \
            use a LocalizedStringResource whose `locale` is set, or a Text under `.environment(\\.locale, \
            language.locale)`.
            """)
    }

    @Test(arguments: [
        (#"let a = AttributedString(localized: "Hold", locale: locale)"#, ["locale-does-not-translate 1:9"]),
        (#"let s = String(localized: "Hold", bundle: .main, locale: locale)"#, ["locale-does-not-translate 1:9"]),
        (#"let s = String(localized: "Hold", bundle: Bundle.main, locale: l)"#, ["locale-does-not-translate 1:9"]),
        (#"let s = String(localized: "Hold", table: "W", bundle: .module, locale: l)"#, ["locale-does-not-translate 1:9"]),
        // A bundle that is a variable or a call was chosen for the language.
        (#"let s = String(localized: "Hold", bundle: languageBundle, locale: locale)"#, []),
        (#"let s = String(localized: "Hold", bundle: language.bundle(in: .main) ?? .main, locale: l)"#, []),
        // No locale: nothing says a language was meant (see the NSLocalizedString tests).
        (#"let s = String(localized: "Hold")"#, []),
        (#"let s = String(localized: "Hold", comment: "locale: none")"#, []),
        (#"let r = LocalizedStringResource("Hold", locale: locale)"#, []),
        (#"let s = String(describing: locale)"#, []),
    ])
    func whichCallsAreReported(source: String, expected: [String]) {
        #expect(codePlaces(source) == expected)
    }

    @Test func theBundleIsNamedInTheMessageWhenItIsMain() throws {
        let finding = try #require(codeFindings(["W.swift": #"String(localized: "Hold", bundle: .main, locale: l)"#]).first)
        #expect(finding.message.hasPrefix("String(localized:locale:) with bundle: .main looks the text up in the system's language"))
    }

    @Test func nsLocalizedStringIsReportedOnlyWhereTheAttributesCarryALanguage() throws {
        let source = #"let s = NSLocalizedString("Hold", comment: "")"#
        #expect(codePlaces(source) == [])
        #expect(codePlaces(source, also: languageAttributesFile) == ["locale-does-not-translate 1:9"])
        #expect(codePlaces(source, attributes: ["appLanguage"]) == ["locale-does-not-translate 1:9"])
        let finding = try #require(codeFindings(["W.swift": source], attributes: ["appLanguage"]).first)
        #expect(finding.message == """
            NSLocalizedString looks the text up in the widget process's language, the system's, but the activity \
            attributes carry the language the user chose in the app (--language-attribute appLanguage). Pass the \
            language's bundle (`bundle: language.bundle(in: .main) ?? .main` with ActivityLanguage), or use a Text or \
            LocalizedStringResource in the language's locale.
            """)
        let chosen = #"let s = NSLocalizedString("Hold", bundle: bundle, comment: "")"#
        #expect(codePlaces(chosen, also: languageAttributesFile) == [])
        let main = #"let s = NSLocalizedString("Hold", bundle: .main, comment: "")"#
        #expect(codePlaces(main, also: languageAttributesFile) == ["locale-does-not-translate 1:9"])
    }

    @Test func anIgnoreCommentOnTheLineOrTheLineBeforeSilencesOnePlace() {
        let source = """
            let a = String(localized: "A", locale: l) // xcstrings-audit:ignore locale-does-not-translate
            // xcstrings-audit:ignore timer-direction, locale-does-not-translate
            let b = String(localized: "B", locale: l)
            let c = String(localized: "C", locale: l)
            let d = String(localized: "D", locale: l) // xcstrings-audit:ignore process-locale
            let e = String(localized: "http://e", locale: l) // see xcstrings-audit:ignore locale-does-not-translate
            """
        #expect(codePlaces(source) == [
            "locale-does-not-translate 4:9", "locale-does-not-translate 5:9", "locale-does-not-translate 6:9",
        ])
    }
}

@Suite struct ProcessLocaleTests {
    @Test(arguments: [
        ("let l = Locale.current", ["process-locale 1:9"]),
        ("let l = Locale.autoupdatingCurrent", ["process-locale 1:9"]),
        ("let c = Locale.preferredLanguages.first", ["process-locale 1:9"]),
        ("let c = NSLocale.preferredLanguages", ["process-locale 1:9"]),
        ("let c = Bundle.main.preferredLocalizations.first", ["process-locale 1:9"]),
        ("let f = Date.now.formatted(.dateTime.locale(Locale.current))", ["process-locale 1:45"]),
        ("let i = Locale.current.language.languageCode", ["process-locale 1:9"]),
        // The region and the user's settings are the process's to read.
        ("let r = Locale.current.region", []),
        ("let m = Locale.current.measurementSystem", []),
        ("let c = Locale.autoupdatingCurrent.currency", []),
        // Not a read of the process's locale.
        ("let l = locale.current", []),
        ("let b = Bundle.main.bundleURL", []),
        ("let l = Locale(identifier: attributes.languageCode)", []),
        // ActivityLanguage takes the system's languages as its documented fallback.
        ("let l = ActivityLanguage(code: c, supported: s, developmentLanguage: \"en\", systemLanguages: Locale.preferredLanguages)", []),
        // A fallback on the line that reads the attribute.
        ("let l = attributes.languageCode.isEmpty ? Locale.current : Locale(identifier: attributes.languageCode)", []),
    ])
    func readsOfTheProcessLocaleInAProjectWithALanguageAttribute(source: String, expected: [String]) {
        #expect(codePlaces(source, also: languageAttributesFile) == expected)
    }

    @Test func theMessageNamesTheAttributeAndTheFix() throws {
        let findings = codeFindings(["W.swift": "let l = Locale.current",
                                     "Attributes.swift": languageAttributesFile[0].value])
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.severity == .warning)
        #expect(finding.message == """
            Locale.current is the locale of the widget process, which follows the system, not the language the user \
            chose in the app that the activity attributes carry (TimerAttributes.languageCode); text, dates and \
            numbers built from it come out in the system's language. Resolve the attribute instead \
            (`ActivityLanguage(code: context.attributes.languageCode, bundle: .main)`) and use its `locale`, or pass \
            that locale down with `.environment(\\.locale, …)`.
            """)
    }

    @Test func withoutALanguageInTheAttributesNothingIsReported() {
        let attributes: KeyValuePairs<String, String> = ["A.swift": """
            struct TimerAttributes: ActivityAttributes {
                var name: String
                func locale() -> Locale { .current }
            }
            struct Settings { var languageCode: String }
            """]
        #expect(codePlaces("let l = Locale.current", also: attributes) == [])
    }

    @Test(arguments: ["languageCode", "locale", "localeIdentifier", "appLanguage", "lang", "langCode"])
    func attributeNamesThatCarryALanguage(name: String) {
        let attributes: KeyValuePairs<String, String> = ["A.swift": """
            struct TimerAttributes: ActivityAttributes {
                var \(name): String
            }
            """]
        #expect(codePlaces("let l = Locale.current", also: attributes) == ["process-locale 1:9"])
    }

    @Test(arguments: ["language", "slang", "isLocalized", "langley"])
    func namesThatDoNotCarryALanguage(name: String) {
        #expect(WidgetProject.namesALanguage(name) == (name == "language"))
    }

    @Test func anExtensionCanAddTheConformance() {
        let attributes: KeyValuePairs<String, String> = ["A.swift": """
            struct TimerAttributes {
                var languageCode: String
            }
            extension TimerAttributes: ActivityAttributes {}
            """]
        #expect(codePlaces("let l = Locale.current", also: attributes) == ["process-locale 1:9"])
    }

    /// The app target formats a date with `Locale.current`: it is not widget code,
    /// so only scanning it would report it.
    @Test func theAppTargetsLocaleIsNotTheWidgets() {
        let fixtures = repositoryRoot.appendingPathComponent("Tests/XCStringsAuditTests/Fixtures/code-rules").path
        let rules = WidgetCodeRules(shippedLanguages: ["en", "de"])
        #expect(rules.findings(inSources: [fixtures + "/Widget"]).map(\.rule) == [])
        let both = rules.findings(inSources: [fixtures + "/Widget", fixtures + "/App"])
        #expect(both.map { "\($0.rule.identifier) \(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line)" }
            == ["process-locale HistoryView.swift:8"])
    }
}

@Suite struct LanguageAttributeOptionTests {
    @Test func takesBothSpellingsAndRepeats() throws {
        let options = try AuditOptions(arguments: ["--language-attribute", "languageCode",
                                                   "--language-attribute=appLocale", "a", "b"])
        #expect(options.languageAttributes == ["languageCode", "appLocale"])
    }

    @Test(arguments: ["attributes.languageCode", "1code", "", "language code"])
    func needsAPropertyName(value: String) {
        #expect(throws: AuditUsageError(message: "option '--language-attribute' needs a property name such as 'languageCode' (got '\(value)')")) {
            try AuditOptions(arguments: ["--language-attribute=\(value)", "a", "b"])
        }
    }

    /// The app's view reads `Locale.current`; scanned with no attributes type in
    /// sight, only `--language-attribute` says the activity carries a language.
    @Test func theOptionStandsInForAnAttributesTypeThatIsNotScanned() {
        let root = repositoryRoot.path
        let catalogs = [root + "/Strings/App/Localizable.xcstrings", root + "/Strings/Widget/Localizable.xcstrings"]
        let app = root + "/Tests/XCStringsAuditTests/Fixtures/code-rules/App"
        func rules(_ extra: [String]) -> [String] {
            var output = ""
            _ = run(arguments: ["--format", "json", "--sources", app] + extra + catalogs,
                    standardOutput: { output += $0 }, standardError: { _ in })
            return output.components(separatedBy: "\n").compactMap { line in
                guard let range = line.range(of: #""rule": ""#) else { return nil }
                let rule = line[range.upperBound...].prefix { $0 != "\"" }
                return ["process-locale", "locale-does-not-translate"].contains(String(rule)) ? String(rule) : nil
            }
        }
        #expect(rules([]) == [])
        #expect(rules(["--language-attribute", "languageCode"]) == ["process-locale"])
    }
}

@Suite struct PresentationLocaleTests {
    /// A Live Activity whose Lock Screen content gets the chosen locale and whose
    /// Dynamic Island is written as `island`.
    private func activity(island: String) -> String {
        """
        struct TimerLiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: TimerAttributes.self) { context in
                    LockScreenView(context: context)
                        .environment(\\.locale, Locale(identifier: context.attributes.localeIdentifier))
                } dynamicIsland: { context in
                    \(island)
                }
            }
        }
        """
    }

    @Test func aDynamicIslandWithoutTheLocaleIsReported() throws {
        let island = """
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Label("Attack", systemImage: "waveform") }
            } compactLeading: { EmptyView() } compactTrailing: { EmptyView() } minimal: { EmptyView() }
            """
        let findings = codeFindings(["W.swift": activity(island: island)])
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.rule == .localeDoesNotTranslate)
        #expect((finding.line, finding.column) == (6, 11))
        #expect(finding.message == """
            the Dynamic Island text of this Live Activity is looked up in the system's language: the Lock Screen \
            presentation sets `.environment(\\.locale, …)` and this one does not, so a user who chose another \
            language in the app reads the Lock Screen in it and the Dynamic Island in the system's. Set the same \
            `.environment(\\.locale, …)` on the views of the Dynamic Island (each region's content).
            """)
    }

    @Test(arguments: [
        // The locale on each region, or passed down, or nothing to translate.
        #"DynamicIsland { DynamicIslandExpandedRegion(.leading) { Label("Attack", systemImage: "w").environment(\.locale, locale) } } compactLeading: { EmptyView() } compactTrailing: { EmptyView() } minimal: { EmptyView() }"#,
        #"let locale = Locale(identifier: context.attributes.localeIdentifier); return DynamicIsland { DynamicIslandExpandedRegion(.leading) { Status(locale: locale) } } compactLeading: { Text("A") } compactTrailing: { EmptyView() } minimal: { EmptyView() }"#,
        #"DynamicIsland { DynamicIslandExpandedRegion(.leading) { Image(systemName: "w") } } compactLeading: { Text(context.state.title) } compactTrailing: { EmptyView() } minimal: { EmptyView() }"#,
    ])
    func aDynamicIslandThatHandlesTheLanguageIsNot(island: String) {
        #expect(codePlaces(activity(island: island)).isEmpty)
    }

    @Test func withoutAnyPresentationSettingTheLocaleNothingIsReported() {
        let source = """
            ActivityConfiguration(for: TimerAttributes.self) { context in
                Text("Running")
            } dynamicIsland: { context in
                DynamicIsland { DynamicIslandExpandedRegion(.leading) { Text("Run") } } compactLeading: { EmptyView() } \
            compactTrailing: { EmptyView() } minimal: { EmptyView() }
            }
            """
        #expect(codePlaces(source).isEmpty)
    }

    @Test func theLockScreenWithoutTheLocaleIsReportedToo() {
        let source = """
            ActivityConfiguration(for: TimerAttributes.self) { context in
                VStack { Text("Running") }
            } dynamicIsland: { context in
                DynamicIsland { DynamicIslandExpandedRegion(.leading) { Text("Run").environment(\\.locale, l) } } \
            compactLeading: { EmptyView() } compactTrailing: { EmptyView() } minimal: { EmptyView() }
            }
            """
        #expect(codePlaces(source) == ["locale-does-not-translate 1:1"])
    }
}
