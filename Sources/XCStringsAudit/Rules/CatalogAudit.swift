import Dispatch
import Foundation
import XCStrings

/// The audit itself: compares a widget's catalog with the app's for every key the
/// widget needs and returns findings (values, never thrown) and what `--fix`
/// would copy.
///
/// The keys the widget needs are the widget catalog's keys, the keys its Swift
/// sources use, and with `allKeys` every app key; keys either catalog marks
/// `shouldTranslate: false` are skipped.
///
/// - Complexity: O(*n*) in the total number of keys, localizations and units of
///   both catalogs plus the number of source usages.
final class CatalogAudit: Sendable {
    let app: StringCatalog
    let widget: StringCatalog
    let appPath: String
    let widgetPath: String
    let usages: [SourceKeyUsage]
    let allKeys: Bool
    /// Only these languages (as given to `--languages`), or all.
    let languages: [String]?

    // A class, not a struct: the workers and the many small helpers share one
    // reference instead of copying two catalogs' worth of references each call.
    init(app: StringCatalog, widget: StringCatalog, appPath: String, widgetPath: String,
         usages: [SourceKeyUsage] = [], allKeys: Bool = false, languages: [String]? = nil) {
        self.app = app
        self.widget = widget
        self.appPath = appPath
        self.widgetPath = widgetPath
        self.usages = usages
        self.allKeys = allKeys
        self.languages = languages
    }

    /// What the audit found.
    struct Result {
        /// Sorted by file, line, column, rule, key, language.
        var findings: [AuditFinding]
        /// What `--fix` would copy from the app catalog.
        var plan: CatalogFixPlan
    }

    private let plurals = PluralCategoryRequirements.shared

    func run() -> Result {
        var findings: [AuditFinding] = []
        var plan = CatalogFixPlan()
        let filter = LanguageFilter(languages)
        let sourceLanguage = app.sourceLanguage

        // 1. Keys used in the sources, resolved against the widget, then the app.
        let interpolated = usages.contains { $0.literal.hasInterpolation }
        let widgetMatcher = CatalogKeyMatcher(widget, indexPatterns: interpolated)
        let appMatcher = CatalogKeyMatcher(app, indexPatterns: interpolated)
        var reportedMissing = Set<String>()
        // Keys looked up in another table (`tableName: "Other"` while the widget
        // catalog is `Localizable.xcstrings`) or in a Swift package's bundle are
        // not the widget catalog's business. Without a table name, the catalog
        // given is taken to be the default table whatever its file is called.
        let table = Self.tableName(ofCatalogAt: widgetPath)
        for usage in usages where !usage.isInPackageBundle && (usage.table.map { $0 == table } ?? true) {
            if widgetMatcher.key(for: usage.literal) != nil { continue }
            let appKey = appMatcher.key(for: usage.literal)
            let key = appKey ?? usage.literal.sourceSpelling
            if let appKey, app[appKey]?.shouldTranslate == false { continue }
            guard reportedMissing.insert(key).inserted else { continue }
            findings.append(missingKey(key, usage: usage, inApp: appKey != nil))
            if appKey != nil { plan.addEntry(key) }
        }

        // 2. Every widget entry: its own problems, and what it lacks from the app —
        //    in contiguous chunks on all cores, merged in order. With `allKeys`, the
        //    app keys the widget lacks are found and described alongside, as one more
        //    job (the first one handed out), instead of before on one core.
        let entries = widget.entries
        // Several chunks per core, so that a core that finishes early takes another.
        let chunks = entries.count < 4096 ? 1 : min(ProcessInfo.processInfo.activeProcessorCount * 4, 64)
        let slots = ConcurrentSlots<EntryFindings>(count: chunks)
        let missingAppKeys = ConcurrentSlots<(keys: [String], findings: [AuditFinding])>(count: 1)
        let context = EntryContext(filter: filter, sourceLanguage: sourceLanguage)
        let allKeysJobs = allKeys ? 1 : 0
        let reportedInSources = reportedMissing
        DispatchQueue.concurrentPerform(iterations: allKeysJobs + chunks) { job in
            guard job >= allKeysJobs else {
                missingAppKeys.set(0, self.missingAppKeys(reported: reportedInSources))
                return
            }
            let chunk = job - allKeysJobs
            let range = (entries.count * chunk / chunks)..<(entries.count * (chunk + 1) / chunks)
            var part = EntryFindings()
            for index in range { audit(entries[index], at: index, context: context, into: &part) }
            slots.set(chunk, part)
        }
        if allKeys {
            let missing = missingAppKeys.get(0)
            for key in missing.keys { plan.addEntry(key) }
            findings += missing.findings
        }
        let parts = (0..<chunks).map(slots.get)

        // 3. What the widget lacks: per key where the widget has the language
        //    somewhere (which is known only now), else once per language.
        var widgetLanguages = Set<String>()
        for part in parts { widgetLanguages.formUnion(part.languagesWithUnits) }
        var missingLanguages: [String: (count: Int, example: String)] = [:]
        for part in parts {
            findings += part.findings
            for (index, language) in part.missing {
                let entry = entries[index]
                plan.copy(key: entry.key, language: language)
                if widgetLanguages.contains(language) {
                    if let appLocalization = app[entry.key]?.localizations[language] {
                        findings.append(missingTranslation(entry, language: language, app: appLocalization))
                    }
                } else if let current = missingLanguages[language] {
                    missingLanguages[language] = (current.count + 1,
                        current.example.utf8.lexicographicallyPrecedes(entry.key.utf8) ? current.example : entry.key)
                } else {
                    missingLanguages[language] = (1, entry.key)
                }
            }
        }
        for (language, missing) in missingLanguages {
            findings.append(missingLanguage(language, count: missing.count, example: missing.example))
        }

        return Result(findings: AuditFinding.sorted(findings), plan: plan)
    }

    /// `--all-keys`: the app keys the widget catalog lacks that the sources did not
    /// already report (`reported`), in the app's order, and a finding for each
    /// (in the same order; findings are sorted later).
    private func missingAppKeys(reported: Set<String>) -> (keys: [String], findings: [AuditFinding]) {
        var reported = reported
        var keys: [String] = []
        for entry in app.entries where entry.shouldTranslate != false && widget[entry.key] == nil
            && !reported.contains(entry.key) {
            reported.insert(entry.key)
            keys.append(entry.key)
        }
        return (keys, keys.map { missingKey($0, usage: nil, inApp: true) })
    }

    /// What the audit of some widget entries found.
    private struct EntryFindings {
        var findings: [AuditFinding] = []
        /// (Index of the widget entry, language) whose usable app translation the
        /// widget lacks; whether that is a missing translation or part of a
        /// missing language is decided once all workers are done.
        var missing: [(index: Int, language: String)] = []
        /// The languages these entries have at least one unit in.
        var languagesWithUnits = Set<String>()
        /// ICU's plural requirements and the categories every plural variation
        /// must have (`other` too), looked up once per worker and language so that
        /// workers seldom contend for the shared cache.
        var pluralRequirements: [String: PluralRules] = [:]
    }

    private struct PluralRules {
        var requirements: [PluralCategoryRequirements.Requirement]?
        var required: PluralCategorySet
    }

    private struct EntryContext {
        var filter: LanguageFilter
        var sourceLanguage: String
    }

    /// What one walk over a widget localization's units found.
    private struct UnitSummary {
        var review: CatalogUnitLeaf?
        var empty: CatalogUnitLeaf?
        /// Some unit is non-empty and not `new`.
        var hasAny = false
        /// There are units, and every one is non-empty and not `new`.
        var isUsable = false
        /// There is at least one unit.
        var hasUnits = false
        var mismatch: (path: CatalogLeafPath, value: String, problem: String, location: StringCatalog.SourceLocation?)?
        /// Some plural variation lacks a category the language needs.
        var lacksPluralCategory = false
    }

    /// What a widget localization's units say: review, empty, usable, format, and
    /// whether a plural variation lacks a category `requiredPlurals` names.
    private func summarize(_ localization: StringCatalog.Localization, plain: StringCatalog.StringUnit?,
                           reference: FormatReference, requiredPlurals: PluralCategorySet) -> UnitSummary {
        var summary = UnitSummary()
        if let unit = plain {
            summary.hasUnits = true
            let translated = !unit.value.isEmpty && !unit.isNew
            summary.hasAny = translated
            summary.isUsable = translated
            if unit.needsReview || unit.value.isEmpty {
                let leaf = CatalogUnitLeaf(path: CatalogLeafPath(), state: unit.state, value: unit.value,
                                           isEmpty: unit.value.isEmpty)
                if unit.needsReview { summary.review = leaf }
                if unit.isTranslated && unit.value.isEmpty { summary.empty = leaf }
            }
            if let problem = reference.problem(inPlainValue: unit.value) {
                summary.mismatch = (CatalogLeafPath(), unit.value, problem, nil)
            }
            return summary
        }
        let substitutions = localization.substitutions
        let alike = reference.agrees(with: substitutions)
        // One walk settles the usual case, nothing to report, without building a
        // leaf or a path per unit; only what it flags is walked again, by path.
        let facts = localization.unitFacts(requiredPlurals: requiredPlurals) { value, inPlural in
            reference.problem(inValue: value, substitutions: substitutions, alike: alike, inPlural: inPlural) == nil
        }
        summary.lacksPluralCategory = facts.lacksPluralCategory
        summary.hasUnits = facts.hasUnits
        summary.hasAny = facts.anyUsable
        summary.isUsable = facts.hasUnits && facts.allUsable
        guard facts.needsCloserLook else { return summary }
        localization.forEachUnit { leaf in
            if leaf.state == .needsReview, summary.review.map({ CatalogLeafPath.precedes(leaf.path, $0.path) }) ?? true {
                summary.review = leaf
            }
            if leaf.state == .translated && leaf.isEmpty,
               summary.empty.map({ CatalogLeafPath.precedes(leaf.path, $0.path) }) ?? true {
                summary.empty = leaf
            }
            if let problem = reference.problem(inLeaf: leaf, substitutions: substitutions, alike: alike),
               summary.mismatch.map({ CatalogLeafPath.precedes(leaf.path, $0.path) }) ?? true {
                summary.mismatch = (leaf.path, leaf.value, problem, leaf.location)
            }
        }
        return summary
    }

    private func audit(_ entry: StringCatalog.Entry, at index: Int, context: EntryContext, into part: inout EntryFindings) {
        let appEntry = app[entry.key]
        guard entry.shouldTranslate != false, appEntry?.shouldTranslate != false else {
            // Not audited, but its units still count towards the widget's languages.
            for (language, localization) in entry.localizations where localization.hasUnits {
                part.languagesWithUnits.insert(language)
            }
            return
        }
        var keyPlace: Place { place(entry.location) }
        if entry.extractionState == .stale {
            part.findings.append(finding(.staleKey, key: entry.key, language: nil, at: keyPlace,
                "\(entry.key.quotedForMessage) is marked stale: Xcode no longer finds it in the widget's code. "
                    + "Delete it from the widget catalog if nothing uses it, or use it again."))
        }
        if appEntry == nil {
            part.findings.append(finding(.widgetOnlyKey, key: entry.key, language: nil, at: keyPlace,
                "\(entry.key.quotedForMessage) is in the widget catalog but not in the app's. Fine for text only "
                    + "the widget shows; otherwise check whether the app renamed this key."))
        }
        let reference = FormatReference.reference(for: entry, sourceLanguage: widget.sourceLanguage)

        // The widget's localizations: their own problems, and what differs from the app's.
        var sharedLanguages = 0
        let localizations = entry.localizations
        let appLocalizations = appEntry?.localizations
        for position in localizations.indices {
            let language = localizations.keys[position]
            guard context.filter.contains(language) else { continue }
            var appLocalization: StringCatalog.Localization?
            if let appLocalizations, let appPosition = appLocalizations.index(forKey: language) {
                appLocalization = appLocalizations.values[appPosition]
                sharedLanguages += 1
            }
            audit(entry, at: index, language: language, localization: localizations.values[position],
                  app: appLocalization, reference: reference, context: context, into: &part)
        }

        // The app's languages the widget's entry has no localization for (none
        // when every app language was met above).
        guard let appEntry, !(context.filter.isEverything && sharedLanguages == appEntry.localizations.count) else { return }
        for (language, appLocalization) in appEntry.localizations
        where entry.localizations[language] == nil && context.filter.contains(language) {
            guard isNeeded(appLocalization, plain: appLocalization.plainUnit, language: language, key: entry.key,
                           context: context) else { continue }
            part.missing.append((index, language))
        }
    }

    /// One widget localization: its own problems, and what differs from the app's
    /// localization of the language (`nil` when the app has none).
    private func audit(_ entry: StringCatalog.Entry, at index: Int, language: String,
                       localization: StringCatalog.Localization, app appLocalization: StringCatalog.Localization?,
                       reference: FormatReference, context: EntryContext, into part: inout EntryFindings) {
        let plain = localization.plainUnit
        // Plural rules matter only where there are variations or substitutions.
        let rules = plain == nil && localization.hasVariationsOrSubstitutions ? pluralRules(for: language, in: &part) : nil
        let summary = summarize(localization, plain: plain, reference: reference,
                                requiredPlurals: rules?.required ?? .other)
        if summary.hasUnits { part.languagesWithUnits.insert(language) }
        ownProblems(entry, language: language, localization: localization, summary: summary,
                    reference: reference, pluralRules: rules, into: &part)
        guard let appLocalization else { return }
        let appPlain = appLocalization.plainUnit
        guard isNeeded(appLocalization, plain: appPlain, language: language, key: entry.key, context: context)
        else { return }
        if summary.hasAny {
            guard summary.isUsable else { return }
            let differs = if let plain, let appPlain {
                plain.value != appPlain.value
            } else {
                localization.wordsDifferently(from: appLocalization)
            }
            if differs {
                part.findings.append(drift(entry, language: language, widget: localization, app: appLocalization))
            }
            return
        }
        // The widget's localization has nothing usable: absent in effect.
        part.missing.append((index, language))
    }

    /// Whether the app's localization is a usable translation the widget should
    /// have (in the source language, only one that says more than the key).
    private func isNeeded(_ appLocalization: StringCatalog.Localization, plain: StringCatalog.StringUnit?,
                          language: String, key: String, context: EntryContext) -> Bool {
        if let unit = plain {
            guard !unit.value.isEmpty && !unit.isNew else { return false }
            return language != context.sourceLanguage || unit.value != key
        }
        return appLocalization.isUsableTranslation
    }

    // MARK: - Widget entries on their own

    /// The plural requirements of `language`, from the worker's own cache.
    private func pluralRules(for language: String, in part: inout EntryFindings) -> PluralRules {
        if let cached = part.pluralRequirements[language] { return cached }
        let requirements = plurals.requirements(for: language)
        var required = PluralCategorySet.other
        for requirement in requirements ?? [] { required.insert(PluralCategorySet(category: requirement.category)) }
        let rules = PluralRules(requirements: requirements, required: required)
        part.pluralRequirements[language] = rules
        return rules
    }

    private func ownProblems(_ entry: StringCatalog.Entry, language: String, localization: StringCatalog.Localization,
                             summary: UnitSummary, reference: FormatReference, pluralRules: PluralRules?,
                             into part: inout EntryFindings) {
        var here: Place { place(localization.location ?? entry.location) }
        if let review = summary.review {
            part.findings.append(finding(.needsReview, key: entry.key, language: language, at: at(review.location, else: here),
                "the \(language) translation of \(entry.key.quotedForMessage) (\(review.value.quotedForMessage)) "
                    + "is marked needs_review. Review it and mark it translated."))
        }
        if let empty = summary.empty {
            let which = empty.path.description.isEmpty ? "" : " (variant \(empty.path.description))"
            part.findings.append(finding(.emptyValue, key: entry.key, language: language, at: at(empty.location, else: here),
                "the \(language) translation of \(entry.key.quotedForMessage)\(which) is marked translated "
                    + "but is empty, so nothing is shown. Translate it, or delete the empty unit."))
        }
        if let pluralRules, summary.lacksPluralCategory {
            pluralProblems(entry, language: language, localization: localization, requirements: pluralRules.requirements,
                           at: here, into: &part.findings)
        }
        if let mismatch = summary.mismatch {
            part.findings.append(finding(.formatMismatch, key: entry.key, language: language,
                                    at: at(mismatch.location, else: here),
                "the \(language) translation \(mismatch.value.quotedForMessage) does not match the format "
                    + "specifiers of \(reference.text.quotedForMessage): \(mismatch.problem). Fix the "
                    + "translation; a wrong type prints garbage or crashes the widget."))
        }
    }

    private func pluralProblems(_ entry: StringCatalog.Entry, language: String, localization: StringCatalog.Localization,
                                requirements: [PluralCategoryRequirements.Requirement]?, at here: Place,
                                into findings: inout [AuditFinding]) {
        var found: [(place: String, finding: AuditFinding)] = []
        // The key alone, not the entry: a closure that reads `entry.key` copies the
        // whole entry at each call.
        let key = entry.key
        localization.forEachPlural { substitution, within, cases in
            if cases["other"] != nil, requirements?.allSatisfy({ cases[$0.category] != nil }) ?? true { return }
            var missing: [String] = []
            for requirement in requirements ?? [] where cases[requirement.category] == nil {
                missing.append("\(requirement.category) (e.g. \(requirement.example))")
            }
            if cases["other"] == nil && !missing.contains(where: { $0.hasPrefix("other ") }) {
                missing.append("other")
            }
            guard !missing.isEmpty else { return }
            let placeParts = [substitution.map { "substitution \($0.quotedForMessage)" }, within].compactMap { $0 }
            let place = placeParts.joined(separator: ", ")
            let which = place.isEmpty ? "plural" : "plural (\(place))"
            let order = ["zero", "one", "two", "few", "many", "other"]
            let needed = (requirements ?? []).map(\.category)
                .sorted { (order.firstIndex(of: $0) ?? 6, $0) < (order.firstIndex(of: $1) ?? 6, $1) }
                .joined(separator: ", ")
            let rules = requirements == nil
                ? "every plural needs `other`"
                : "ICU's plural rules for \(language) use \(needed)"
            found.append((place, finding(.pluralCategories, key: key, language: language, at: here,
                "the \(language) \(which) of \(key.quotedForMessage) lacks \(missing.joined(separator: ", ")); "
                    + "\(rules). Add the missing variants in the widget catalog.")))
        }
        found.sort { $0.place.utf8.lexicographicallyPrecedes($1.place.utf8) }
        findings += found.map(\.finding)
    }

    // MARK: - Findings that compare with the app

    private func missingKey(_ key: String, usage: SourceKeyUsage?, inApp: Bool) -> AuditFinding {
        let here = usage.map { Place(file: $0.file, line: $0.line, column: $0.column) }
            ?? Place(file: widgetPath, line: 1, column: 1)
        let used = usage == nil ? "is an app key (--all-keys)" : "is used here"
        var message = "\(key.quotedForMessage) \(used) but is missing from the widget catalog, so the widget shows "
            + "the key itself, untranslated. "
        if inApp, let entry = app[key] {
            let languages = Self.sortedLanguages(entry.localizations.keys)
            if languages.isEmpty {
                message += "The app catalog has it, untranslated."
            } else {
                let sample = languages.first { $0 != app.sourceLanguage }.flatMap { language in
                    entry.localizations[language].map { " (\(language): \($0.displayValue))" }
                } ?? ""
                message += "The app catalog has it in \(languages.joined(separator: ", "))\(sample)."
            }
            message += " Run with --fix to copy it, or add it to the widget catalog."
        } else {
            message += "The app catalog does not have it either: add it to the widget catalog and translate it, "
                + "or check the spelling."
        }
        return AuditFinding(rule: .missingKey, key: key, language: nil, file: here.file, line: here.line,
                            column: here.column, message: message, isFixable: inApp)
    }

    /// Language codes in `String` order; bytewise when they are all ASCII (the
    /// same order, without Unicode comparison).
    private static func sortedLanguages(_ languages: Dictionary<String, StringCatalog.Localization>.Keys) -> [String] {
        var sorted = Array(languages)
        if sorted.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } }) {
            sorted.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        } else {
            sorted.sort()
        }
        return sorted
    }

    private func missingTranslation(_ entry: StringCatalog.Entry, language: String,
                                    app appLocalization: StringCatalog.Localization) -> AuditFinding {
        let widgetLocalization = entry.localizations[language]
        let here = place(widgetLocalization?.location ?? entry.location)
        let state: String
        if let widgetLocalization {
            state = widgetLocalization.hasOnlyNewUnits
                ? "has only an untranslated (state new) \(language) unit" : "has an empty \(language) translation"
        } else {
            state = "has no \(language) translation"
        }
        let fallback = language == app.sourceLanguage
            ? "shows the key itself"
            : "falls back to \(app.sourceLanguage)"
        return finding(.missingTranslation, key: entry.key, language: language, at: here,
            "\(entry.key.quotedForMessage) \(state) in the widget catalog, so the widget \(fallback); "
                + "the app has \(appLocalization.displayValue). Run with --fix to copy it.")
    }

    private func missingLanguage(_ language: String, count: Int, example: String) -> AuditFinding {
        let sample = app[example]?.localizations[language].map { " (e.g. \(example.quotedForMessage): \($0.displayValue))" } ?? ""
        let keys = count == 1 ? "1 key" : "\(count) keys"
        let here = Place(file: widgetPath, line: 1, column: 1)
        return finding(.missingLanguage, key: nil, language: language, at: here,
            "the widget catalog has no \(language) at all, but the app translates \(keys) the widget uses"
                + "\(sample); the widget shows them in \(app.sourceLanguage). Run with --fix to copy them, "
                + "or add \(language) to the widget target.")
    }

    private func drift(_ entry: StringCatalog.Entry, language: String, widget widgetLocalization: StringCatalog.Localization,
                       app appLocalization: StringCatalog.Localization) -> AuditFinding {
        finding(.translationDrift, key: entry.key, language: language,
                at: place(widgetLocalization.location ?? entry.location),
                "the widget's \(language) translation of \(entry.key.quotedForMessage) is "
                    + "\(widgetLocalization.displayValue) but the app's is \(appLocalization.displayValue). "
                    + "Use one wording in both catalogs.")
    }

    /// The table a catalog file holds: its name without `.xcstrings`
    /// (`Localizable` for `Widget/Localizable.xcstrings`).
    static func tableName(ofCatalogAt path: String) -> String {
        var name = Substring(path.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
        if name.hasSuffix(".xcstrings") { name = name.dropLast(".xcstrings".count) }
        return String(name)
    }

    // MARK: - Places

    private struct Place {
        var file: String
        var line: Int
        var column: Int
    }

    /// The widget catalog at `location` when there is one, else `fallback`.
    private func at(_ location: StringCatalog.SourceLocation?, else fallback: Place) -> Place {
        location.map { Place(file: widgetPath, line: $0.line, column: $0.column) } ?? fallback
    }

    /// The widget catalog at `location`, else its line 1.
    private func place(_ location: StringCatalog.SourceLocation?) -> Place {
        Place(file: widgetPath, line: location?.line ?? 1, column: location?.column ?? 1)
    }

    private func finding(_ rule: AuditRule, key: String?, language: String?, at place: Place,
                         _ message: String) -> AuditFinding {
        AuditFinding(rule: rule, key: key, language: language, file: place.file, line: place.line,
                     column: place.column, message: message, isFixable: rule.isFixable)
    }
}

/// `--languages`, compared without regard to case or `-`/`_`.
private struct LanguageFilter {
    private let allowed: Set<String>?

    init(_ languages: [String]?) {
        allowed = languages.map { Set($0.map(Self.normalised)) }
    }

    /// Whether no `--languages` was given.
    var isEverything: Bool { allowed == nil }

    func contains(_ language: String) -> Bool {
        guard let allowed else { return true }
        return allowed.contains(Self.normalised(language))
    }

    private static func normalised(_ code: String) -> String {
        String(decoding: code.utf8.map { $0 == 0x5F ? 0x2D : ($0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0) }, as: UTF8.self)
    }
}
