import XCStrings

/// What an intent definition's translations lack of the app's languages, and
/// the `${…}` placeholders they drop: for each title the definition shows
/// (``IntentDefinition/titles``) and each language the app ships, a usable
/// translation in that language's `<Name>.strings`.
///
/// - A language with no translation of the definition at all is one
///   `missing-language` finding, at the definition; a definition outside any
///   `.lproj` folder is not localized: one finding for all the languages.
/// - A title a language's file lacks is `missing-translation`, at the title's ID
///   in the definition (where its text is), naming the file to add it to; a
///   title that every translated language lacks (added after the translations
///   were made) is one finding for all of them.
/// - A translation that drops or misspells a placeholder of its title's text is
///   `siri-placeholder`, in the translation's file.
///
/// Not checked: the development language (the definition holds its text), a
/// variant of it (`en-GB` for `en`: the base text is in that language), and a
/// language with a whole definition of its own (`nb.lproj/Route.intentdefinition`).
/// Nothing is fixable: the app has nothing to copy.
struct IntentCoverage {
    /// The table checked (``ProjectTable/intentDefinition`` set).
    var table: ProjectTable
    /// Its definition.
    var definition: IntentDefinition
    /// The target that compiles it, for messages.
    var targetName: String
    /// The app it is checked against, for messages.
    var appName: String
    /// The languages of the app's tables.
    var appLanguages: [String]
    /// `--languages`, or `nil` for all.
    var languages: [String]?

    /// The findings, unsorted.
    ///
    /// - Complexity: O(*t* · *l*) for *t* titles and *l* languages.
    func findings() -> [AuditFinding] {
        let catalog = table.catalog
        let source = catalog.sourceLanguage
        let filter = LanguageFilter(languages)
        let present = Set(catalog.languages)
        let definitionName = ProjectPath.fileName(definition.path)
        let isLocalized = ProjectPath.parentName(definition.path).hasSuffix(".lproj")
        let folder = isLocalized ? ProjectPath.parent(ProjectPath.parent(definition.path)) : ProjectPath.parent(definition.path)
        let wanted = appLanguages.filter { language in
            filter.contains(language) && language != source && language != "Base" && language.languageSubtag != source.languageSubtag
                && !table.intentDefinitionLanguages.contains(language)
        }
        guard let example = definition.titles.first else { return [] }
        var findings: [AuditFinding] = []
        func file(_ language: String) -> String {
            table.legacy?.files.first { $0.language == language && $0.path.hasSuffix(".strings") }?.path
                ?? ProjectPath.join(folder, "\(language).lproj/\(table.name).strings")
        }
        let titles = definition.titles.count == 1 ? "its 1 title" : "its \(definition.titles.count) titles"
        let absent = wanted.filter { !present.contains($0) }
        if !isLocalized, !absent.isEmpty {
            // Not localized at all: one thing to do, whatever the number of languages.
            findings.append(AuditFinding(
                rule: .missingLanguage, key: nil, language: absent.count == 1 ? absent[0] : nil, file: definition.path,
                line: 1, column: 1,
                message: "\(appName) ships \(Self.list(absent)), but the intent definition \(definitionName) is not "
                    + "localized: \(targetName) shows \(titles) (e.g. \(example.text.quotedForMessage)) in \(source) to "
                    + "\(absent.count == 1 ? "\(absent[0]) users" : "their users"). Choose Localize… in Xcode's File "
                    + "inspector, add \(absent.count == 1 ? "the language" : "the languages"), and translate "
                    + "\(file(absent[0]))\(absent.count == 1 ? "" : " and the others").",
                isFixable: false))
        } else {
            for language in absent {
                findings.append(AuditFinding(
                    rule: .missingLanguage, key: nil, language: language, file: definition.path, line: 1, column: 1,
                    message: "\(appName) ships \(language), but the intent definition \(definitionName) has no \(language) "
                        + "translation: \(targetName) shows \(titles) (e.g. \(example.text.quotedForMessage)) in \(source) to "
                        + "\(language) users. Add \(language) to the definition's localizations in Xcode (File inspector, "
                        + "Localization) and translate \(file(language)).",
                    isFixable: false))
            }
        }
        let translatedLanguages = wanted.filter(present.contains)
        for title in definition.titles {
            var lacking: [String] = []
            for language in translatedLanguages {
                let localization = catalog[title.id]?.localizations[language]
                guard let localization, localization.isUsableTranslation || !localization.hasOnlyNewUnits else {
                    lacking.append(language)
                    continue
                }
                // A dialog Xcode wrote once per enum value has the value in place of its placeholder.
                guard table.expandedIntentTranslations[title.id + "\u{0}" + language] == nil else { continue }
                let reference = SiriPlaceholders.names(in: title.text)
                guard !reference.isEmpty, let value = localization.stringUnit?.value, !value.isEmpty,
                      let problem = SiriPlaceholders.problem(reference: reference, value: value) else { continue }
                let location = localization.location
                findings.append(AuditFinding(
                    rule: .siriPlaceholder, key: title.id, language: language,
                    file: table.legacy?.file(forKey: title.id, language: language) ?? table.path,
                    line: location?.line ?? 1, column: location?.column ?? 1,
                    message: SiriPlaceholders.message(language: language, value: value, source: title.text, problem: problem),
                    isFixable: false))
            }
            let what = "\(title.text.quotedForMessage) (\(title.field), ID \(title.id)) of the intent definition \(definitionName)"
            if lacking.count >= 2, lacking.count == translatedLanguages.count {
                // Added after the translations were made: one title to translate, in every language.
                findings.append(AuditFinding(
                    rule: .missingTranslation, key: title.id, language: nil, file: definition.path,
                    line: title.location.line, column: title.location.column,
                    message: "\(what) has no translation in any of its \(lacking.count) languages (\(Self.list(lacking))), "
                        + "so \(targetName) shows it in \(source) to all their users. Add \"\(title.id)\" = \"…\"; to "
                        + "\(file(lacking[0])) and the others.",
                    isFixable: false))
                continue
            }
            for language in lacking {
                findings.append(AuditFinding(
                    rule: .missingTranslation, key: title.id, language: language, file: definition.path,
                    line: title.location.line, column: title.location.column,
                    message: "\(what) has no \(language) translation, so \(targetName) shows it in \(source) to \(language) "
                        + "users. Add \"\(title.id)\" = \"…\"; to \(file(language)).",
                    isFixable: false))
            }
        }
        return findings
    }

    /// `ar, de and fr`; past eight, the first six and how many more.
    static func list(_ languages: [String]) -> String {
        guard languages.count > 1 else { return languages.first ?? "" }
        if languages.count > 8 { return Wording.first(6, of: languages) }
        return languages.dropLast().joined(separator: ", ") + " and " + languages.last!
    }
}
