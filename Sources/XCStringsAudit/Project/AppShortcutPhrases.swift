import XcodeProject

/// The phrases of a target's App Shortcuts (`AppShortcut(intent:phrases:…)` in its
/// `AppShortcutsProvider`) when the target has no `AppShortcuts` table: Siri and
/// Spotlight read a bundle's phrases from its own `AppShortcuts.xcstrings` (or
/// `AppShortcuts.strings`), so without one every phrase exists only as written,
/// and users of the app's other languages cannot say it. One `missing-key` per
/// phrase, at the phrase (issue 24, kind 5); with a table, its own audit covers
/// the phrases and their languages.
struct AppShortcutPhrases {
    /// The table Siri reads phrases from.
    static let table = "AppShortcuts"

    /// Whether the system reads App Shortcuts from `target`'s bundle: an App Intents
    /// extension, a watch app or an App Clip (and the app, which is not audited
    /// here). A widget or another extension that compiles the app's provider
    /// never has its phrases read.
    static func hostsShortcuts(_ target: XcodeTarget) -> Bool {
        target.extensionPoint == "com.apple.appintents-extension" || target.kind == .watchApp || target.kind == .appClip
            || (target.kind == .application && target.sdk == "watchos")
    }

    /// The target that declares the phrases.
    var target: XcodeTarget
    /// The languages the app ships.
    var appLanguages: [String]
    /// The language the bundle falls back to: its users read the phrases as written.
    var developmentLanguage: String
    /// `--languages`, or `nil` for all.
    var languages: [String]?

    /// One finding per phrase the target's running code declares, in the order
    /// given; none when the app ships only the development language (and its
    /// regional variants).
    func findings(_ usages: [SourceKeyUsage]) -> [AuditFinding] {
        let filter = LanguageFilter(languages)
        // Not the development language, nor a regional variant of it (`en-GB` of `en`);
        // `zh-Hans` of a `zh-Hant` development language is another language.
        let development = LanguageFilter.normalised(developmentLanguage)
        let others = appLanguages.filter { language in
            filter.contains(language) && LanguageFilter.normalised(language) != development
                && !LanguageFallback.isShownThroughAParent(language, available: [], sourceLanguage: developmentLanguage)
        }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        guard !others.isEmpty else { return [] }
        let list = Wording.list(others, atMost: 5)
        var seen = Set<String>()
        return usages.compactMap { usage in
            let phrase = usage.lookupKey
            guard !usage.isNeverShown, seen.insert(phrase).inserted else { return nil }
            return AuditFinding(
                rule: .missingKey, key: phrase, language: nil, file: usage.file, line: usage.line, column: usage.column,
                message: "the App Shortcut phrase \(phrase.quotedForMessage) has no translation: the \(target.kindName) "
                    + "has no AppShortcuts table, so Siri and Spotlight offer it only as written, and users of "
                    + "\(list) cannot say it in their language. Add AppShortcuts.xcstrings to the target and "
                    + "translate the phrase.",
                target: target.name, table: Self.table, isFixable: false)
        }
    }
}
