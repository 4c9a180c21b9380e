import Foundation
import XCStrings

/// What `--fix` copies from the app catalog into the widget catalog: whole
/// entries for missing keys, and single localizations for missing languages and
/// missing translations. Nothing else in the widget catalog changes.
struct CatalogFixPlan {
    /// Keys to copy as whole entries, in the order found.
    private(set) var addedKeys: [String] = []
    /// (key, language) pairs to copy into existing widget entries, in the order found.
    private(set) var copiedLocalizations: [(key: String, language: String)] = []
    private var addedSet = Set<String>()

    var isEmpty: Bool { addedKeys.isEmpty && copiedLocalizations.isEmpty }

    mutating func addEntry(_ key: String) {
        if addedSet.insert(key).inserted { addedKeys.append(key) }
    }

    mutating func copy(key: String, language: String) {
        copiedLocalizations.append((key, language))
    }

    /// The plan without the entries and copies the predicates reject.
    ///
    /// - Complexity: O(*k*) in the number of copies.
    func filtered(keepingEntry keepEntry: (String) -> Bool, keepingCopy keepCopy: (String, String) -> Bool) -> CatalogFixPlan {
        var plan = CatalogFixPlan()
        for key in addedKeys where keepEntry(key) { plan.addEntry(key) }
        for (key, language) in copiedLocalizations where keepCopy(key, language) { plan.copy(key: key, language: language) }
        return plan
    }

    /// The widget catalog with the copies made.
    ///
    /// - Parameter languages: `--languages`: a new entry gets only these
    ///   localizations (and the source language's, without which the widget would
    ///   show the raw key); `nil` copies every one.
    /// - Complexity: O(*k*) in the number of copies (each is O(1) on average).
    func applied(from app: StringCatalog, to widget: StringCatalog, languages: [String]? = nil) -> StringCatalog {
        var fixed = widget
        for key in addedKeys {
            if let entry = app[key] { fixed.setEntry(Self.restricted(entry, to: languages, sourceLanguage: app.sourceLanguage)) }
        }
        for (key, language) in copiedLocalizations {
            if let localization = app[key]?.localizations[language] {
                fixed.setLocalization(localization, language: language, forKey: key)
            }
        }
        return fixed
    }

    /// One line per change, sorted by key then language:
    /// `+ "Next bell in %@": new entry (ar, de, …)`,
    /// `+ "Breathe out" [ko]: "숨을 내쉬세요"`,
    /// `~ "Hold" [ja]: "息を止めて" (replaces a unit in state new)`.
    func describe(app: StringCatalog, widget: StringCatalog, languages allowed: [String]? = nil) -> [String] {
        var lines: [(key: String, language: String, text: String)] = []
        for key in addedKeys {
            let languages = app[key].map { Self.restricted($0, to: allowed, sourceLanguage: app.sourceLanguage) }?
                .localizations.keys.sorted() ?? []
            let which = languages.isEmpty ? "no localizations" : languages.joined(separator: ", ")
            lines.append((key, "", "+ \(key.quotedForMessage): new entry (\(which))"))
        }
        for (key, language) in copiedLocalizations {
            let value = app[key]?.localizations[language]?.displayValue ?? "(no value)"
            if let existing = widget[key]?.localizations[language] {
                let what = existing.hasOnlyNewUnits ? "a unit in state new" : "an empty translation"
                lines.append((key, language, "~ \(key.quotedForMessage) [\(language)]: \(value) (replaces \(what))"))
            } else {
                lines.append((key, language, "+ \(key.quotedForMessage) [\(language)]: \(value)"))
            }
        }
        lines.sort {
            $0.key != $1.key ? $0.key.utf8.lexicographicallyPrecedes($1.key.utf8)
                : $0.language.utf8.lexicographicallyPrecedes($1.language.utf8)
        }
        return lines.map(\.text)
    }

    /// `entry` with only the localizations in `languages` and the source language's
    /// (compared without regard to case or `-`/`_`), or whole when `languages` is `nil`.
    static func restricted(_ entry: StringCatalog.Entry, to languages: [String]?, sourceLanguage: String) -> StringCatalog.Entry {
        guard let languages else { return entry }
        let allowed = LanguageFilter(languages + [sourceLanguage])
        var entry = entry
        entry.localizations = entry.localizations.filter { allowed.contains($0.key) }
        return entry
    }

    /// `1 key and 24 translations`.
    var countDescription: String {
        let keys = addedKeys.count == 1 ? "1 key" : "\(addedKeys.count) keys"
        let translations = copiedLocalizations.count == 1 ? "1 translation" : "\(copiedLocalizations.count) translations"
        return "\(keys) and \(translations)"
    }
}
