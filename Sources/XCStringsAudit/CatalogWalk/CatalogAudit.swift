import Dispatch
import Foundation
import XCStrings

/// The audit itself: checks that the widget can show every string it uses in
/// every language the app ships, and compares its catalog with the app's.
/// Returns findings (values, never thrown) and what `--fix` would copy.
///
/// **The keys the widget uses** are the widget catalog's keys that are in use —
/// every key not marked `extractionState: stale`, and a stale one the Swift
/// sources use — plus the keys the sources use, and with `allKeys` every app
/// key. Keys either catalog marks `shouldTranslate: false` are skipped.
///
/// **What the widget shows** for a key in a language (one definition, the same
/// as ``StringCatalog/localizedString(_:language:arguments:device:isolatingArguments:)``):
/// a unit with a value (states `translated`, `needs_review`, `stale`,
/// `machine_translated`) shows that value; a unit with an empty value shows
/// nothing; a unit in state `new` outside the source language is an untranslated
/// placeholder, and like an absent unit it falls back to the source-language
/// value, else to the key itself.
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
    /// Whether Swift sources were scanned (`--sources`): then a stale key the
    /// sources use is in use, and one they do not use is certainly unused.
    let sourcesScanned: Bool
    /// Whether some widget key is a structured identifier (see ``showsRawKey(_:)``).
    let widgetHasStructuredKeys: Bool

    // A class, not a struct: the workers and the many small helpers share one
    // reference instead of copying two catalogs' worth of references each call.
    init(app: StringCatalog, widget: StringCatalog, appPath: String, widgetPath: String,
         usages: [SourceKeyUsage] = [], allKeys: Bool = false, languages: [String]? = nil,
         sourcesScanned: Bool? = nil) {
        self.app = app
        self.widget = widget
        self.appPath = appPath
        self.widgetPath = widgetPath
        self.usages = usages
        self.allKeys = allKeys
        self.languages = languages
        self.sourcesScanned = sourcesScanned ?? !usages.isEmpty
        self.widgetHasStructuredKeys = widget.entries.contains { Self.identifierShape(of: $0.key) == .structured }
    }

    /// What the audit found.
    struct Result {
        /// Sorted by file, line, column, rule, key, language.
        var findings: [AuditFinding]
        /// What `--fix` would copy from the app catalog.
        var plan: CatalogFixPlan
        /// Widget keys the app lacks with no sign of a rename: text only the
        /// widget shows, counted for the summary instead of reported one by one.
        var widgetOnlyKeys = 0
    }

    private let plurals = PluralCategoryRequirements.shared

    /// The checks of the rules that plug into the walk on their own
    /// (``RuleDescription/localizationCheck``), in the rules' order.
    private static let localizationChecks = AuditRule.all.compactMap(\.definition.localizationCheck)

    /// Runs every catalog rule over the two catalogs.
    ///
    /// - Parameter chunkedFrom: The number of widget entries from which they are
    ///   audited in several chunks on all cores (tests lower it to check that
    ///   chunking changes nothing).
    func run(chunkedFrom chunking: Int = 4096) -> Result {
        var findings: [AuditFinding] = []
        var plan = CatalogFixPlan()
        let filter = LanguageFilter(languages)
        let sourceLanguage = widget.sourceLanguage

        if let finding = sourceLanguageFinding() { findings.append(finding) }

        // 1. Keys used in the sources, resolved against the widget, then the app.
        let (usedInSources, reportedMissing) = missingKeyFindings(into: &findings, plan: &plan)

        // 2. The languages the app ships (but the source language, which shows the
        //    key itself when it has no value: see raw keys), as `--languages` allows.
        let coverage = Self.coverageLanguages(of: app, except: sourceLanguage, filter: filter)

        // 3. Every widget entry: its own problems, and what it lacks — in
        //    contiguous chunks on all cores, merged in order. With `allKeys`, the
        //    app keys the widget lacks are found and described alongside, as one more
        //    job (the first one handed out), instead of before on one core.
        let entries = widget.entries
        // Several chunks per core, so that a core that finishes early takes another.
        let chunks = entries.count < chunking ? 1
            : min(ProcessInfo.processInfo.activeProcessorCount * 4, 64, max(entries.count, 1))
        let slots = ConcurrentSlots<EntryFindings>(count: chunks)
        let missingAppKeys = ConcurrentSlots<(keys: [String], findings: [AuditFinding])>(count: 1)
        let context = EntryContext(filter: filter, sourceLanguage: sourceLanguage, coverage: coverage,
                                   usedInSources: usedInSources)
        let allKeysJobs = allKeys ? 1 : 0
        let reportedInSources = reportedMissing
        DispatchQueue.concurrentPerform(iterations: allKeysJobs + chunks) { job in
            guard job >= allKeysJobs else {
                missingAppKeys.set(0, self.missingAppKeys(reported: reportedInSources))
                return
            }
            let chunk = job - allKeysJobs
            let range = (entries.count * chunk / chunks)..<(entries.count * (chunk + 1) / chunks)
            var part = EntryFindings(coverageCount: coverage.count)
            for index in range { audit(entries[index], at: index, context: context, into: &part) }
            slots.set(chunk, part)
        }
        if allKeys {
            let missing = missingAppKeys.get(0)
            for key in missing.keys { plan.addEntry(key) }
            findings += missing.findings
        }
        let parts = (0..<chunks).map(slots.get)

        // 4. What the widget lacks: per key where the widget has the language
        //    somewhere (which is known only now), else once per language. Each
        //    chunk's gaps are settled on all cores too, and merged in order.
        let widgetHas = coverage.indices.map { position in parts.contains { $0.coverageWithUnits[position] } }
        let settledSlots = ConcurrentSlots<SettledGaps>(count: chunks)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            settledSlots.set(chunk, settle(parts[chunk], entries: entries, context: context, widgetHas: widgetHas))
        }
        var missingLanguages: [String: MissingLanguage] = [:]
        var widgetOnly: [Int] = []
        for chunk in 0..<chunks {
            let settled = settledSlots.get(chunk)
            findings += parts[chunk].findings
            findings += settled.findings
            widgetOnly += parts[chunk].widgetOnly
            for (language, missing) in settled.missingLanguages {
                missingLanguages[language, default: MissingLanguage()].merge(missing)
            }
        }
        // The raw keys' copies, then the gaps', each in entry order: the same plan
        // however the entries were chunked.
        for chunk in 0..<chunks {
            for (key, language) in parts[chunk].copies { plan.copy(key: key, language: language) }
        }
        for chunk in 0..<chunks {
            for (key, language) in settledSlots.get(chunk).copies { plan.copy(key: key, language: language) }
        }
        for (language, missing) in missingLanguages {
            findings.append(missingLanguageFinding(language, missing))
        }
        var result = Result(findings: [], plan: plan)
        if !widgetOnly.isEmpty {
            let renames = renamedKeyFindings(widgetOnly.map { entries[$0] })
            result.widgetOnlyKeys = widgetOnly.count - renames.count
            findings += renames
        }
        result.findings = AuditFinding.sorted(findings)
        return result
    }

    /// The languages whose coverage the widget is checked for: every language
    /// the app catalog has a translation in (a unit with a value, not `new`), but
    /// `sourceLanguage`, as `filter` allows, in bytewise order.
    ///
    /// - Complexity: O(*n*) in the number of app localizations, on all cores.
    private static func coverageLanguages(of app: StringCatalog, except sourceLanguage: String,
                                          filter: LanguageFilter) -> [String] {
        let entries = app.entries
        let chunks = entries.count < 8192 ? 1 : ProcessInfo.processInfo.activeProcessorCount * 2
        let slots = ConcurrentSlots<Set<String>>(count: chunks)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            var found = Set<String>()
            for index in (entries.count * chunk / chunks)..<(entries.count * (chunk + 1) / chunks) {
                // By position: a language already found costs a lookup, not a
                // copy of its localization.
                let localizations = entries[index].localizations
                for position in localizations.indices where !found.contains(localizations.keys[position]) {
                    if localizations.values[position].hasUsableUnit { found.insert(localizations.keys[position]) }
                }
            }
            slots.set(chunk, found)
        }
        var languages = Set<String>()
        for chunk in 0..<chunks { languages.formUnion(slots.get(chunk)) }
        languages.remove(sourceLanguage)
        return languages.filter(filter.contains).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// One chunk's gaps, settled once the widget's languages are known.
    private struct SettledGaps {
        /// `missing-translation` findings, in the chunk's order.
        var findings: [AuditFinding] = []
        /// (Key, language) to copy from the app: the fixable gaps, in order.
        var copies: [(key: String, language: String)] = []
        /// The gaps in languages the widget has no unit in at all.
        var missingLanguages: [String: MissingLanguage] = [:]
    }

    /// Settles a chunk's gaps: a `missing-translation` finding where the widget
    /// has the language somewhere (or it is the source language, whose text is
    /// the key unless the app says more), else a count towards `missing-language`;
    /// and a copy wherever the app has a usable translation.
    ///
    /// - Parameter widgetHas: Whether the widget has a unit anywhere in each
    ///   coverage language (by position in `context.coverage`).
    private func settle(_ part: EntryFindings, entries: [StringCatalog.Entry], context: EntryContext,
                        widgetHas: [Bool]) -> SettledGaps {
        var settled = SettledGaps()
        for (index, language) in part.missing {
            let entry = entries[index]
            let appLocalization = app[entry.key]?.localizations[language]
            let fixable = appLocalization?.isUsableTranslation == true
            if fixable { settled.copies.append((entry.key, language)) }
            if language == widget.sourceLanguage || context.coverageIndex[language].map({ widgetHas[$0] }) ?? false {
                settled.findings.append(missingTranslationFinding(entry, language: language,
                                                                  app: fixable ? appLocalization : nil))
            } else {
                settled.missingLanguages[language, default: MissingLanguage()].add(entry.key, fixable: fixable)
            }
        }
        return settled
    }

    /// What the audit of some widget entries found.
    private struct EntryFindings {
        var findings: [AuditFinding] = []
        /// (Index of the widget entry, language) that the widget cannot show in
        /// that language; whether that is a missing translation or part of a
        /// missing language is decided once all workers are done.
        var missing: [(index: Int, language: String)] = []
        /// Whether these entries have at least one unit in each coverage language
        /// (by position in the context's `coverage`): the only languages whose
        /// gaps can be a missing language.
        var coverageWithUnits: [Bool]
        /// Indices of entries in use whose key the app catalog lacks.
        var widgetOnly: [Int] = []
        /// (Key, language) to copy from the app besides the missing ones: raw keys'
        /// source-language values.
        var copies: [(key: String, language: String)] = []
        /// What this worker knows of each language it met, looked up once per
        /// localization.
        var languages = LanguageTable<LanguageFacts>()

        init(coverageCount: Int) {
            coverageWithUnits = Array(repeating: false, count: coverageCount)
        }

        /// The slot in `languages` of `language`.
        mutating func slot(of language: String, context: EntryContext) -> Int {
            if let slot = languages.slot(of: language) { return slot }
            return languages.insert(language, LanguageFacts(isAudited: context.filter.contains(language),
                                                            coveragePosition: context.coverageIndex[language]))
        }

        /// Notes that an entry has units in `language`, if it is a coverage language.
        mutating func noteUnits(in language: String, context: EntryContext) {
            if let position = languages[slot(of: language, context: context)].coveragePosition {
                coverageWithUnits[position] = true
            }
        }
    }

    /// A language as one worker sees it.
    private struct LanguageFacts {
        /// Whether `--languages` lets it be audited.
        var isAudited: Bool
        /// Its position in the context's `coverage`, if the widget must cover it.
        var coveragePosition: Int?
        /// Its plural requirements (the backend's CLDR rules) and the categories
        /// every plural variation must have (`other` too), looked up the first time
        /// a plural needs them, so that workers seldom contend for the shared cache.
        var pluralRules: PluralRules?
    }

    private struct PluralRules {
        var requirements: [PluralCategoryRequirements.Requirement]?
        var required: PluralCategorySet
    }

    private struct EntryContext {
        var filter: LanguageFilter
        var sourceLanguage: String
        /// The languages every key in use must have (see ``coverageLanguages(of:except:filter:)``).
        var coverage: [String]
        /// The position of each coverage language in `coverage`.
        var coverageIndex: [String: Int]
        /// The widget keys the sources use, with their first use.
        var usedInSources: [String: SourceKeyUsage]

        init(filter: LanguageFilter, sourceLanguage: String, coverage: [String],
             usedInSources: [String: SourceKeyUsage]) {
            self.filter = filter
            self.sourceLanguage = sourceLanguage
            self.coverage = coverage
            self.coverageIndex = Dictionary(uniqueKeysWithValues: coverage.enumerated().map { ($1, $0) })
            self.usedInSources = usedInSources
        }
    }

    private func audit(_ entry: StringCatalog.Entry, at index: Int, context: EntryContext, into part: inout EntryFindings) {
        let appEntry = app[entry.key]
        let usage = context.usedInSources.isEmpty ? nil : context.usedInSources[entry.key]
        // A stale key is in use only when the sources show it is; without
        // sources, Xcode's word is taken for it.
        let inUse = entry.extractionState != .stale || usage != nil
        guard inUse, entry.shouldTranslate != false, appEntry?.shouldTranslate != false else {
            // Not audited, but its units still count towards the widget's languages.
            for (language, localization) in entry.localizations where localization.hasUnits {
                part.noteUnits(in: language, context: context)
            }
            if entry.extractionState == .stale, usage == nil, entry.shouldTranslate != false {
                part.findings.append(staleKeyFinding(entry))
            }
            return
        }
        if appEntry == nil { part.widgetOnly.append(index) }
        let reference = FormatReference.reference(for: entry, sourceLanguage: widget.sourceLanguage)
        let sourceLocalization = entry.localizations[context.sourceLanguage]
        let sourceValue = sourceLocalization?.representativeValue
        // `%@` or `%lld / %lld` shows the same in every language: nothing to cover.
        let needsCoverage = Self.hasTranslatableText(sourceValue.flatMap { $0.isEmpty ? nil : $0 } ?? entry.key)
        // Drift: both entries in use and meant alike (the same comment, or none).
        let comparable = appEntry.map { $0.extractionState != .stale && $0.comment == entry.comment } ?? false

        // The widget's localizations: their own problems, what differs from the
        // app's, and which of the languages it must have it shows something in.
        var covered = 0
        let localizations = entry.localizations
        let appLocalizations = appEntry?.localizations
        for position in localizations.indices {
            let language = localizations.keys[position]
            let localization = localizations.values[position]
            let slot = part.slot(of: language, context: context)
            // A language `--languages` leaves out is never a coverage language.
            guard part.languages[slot].isAudited else { continue }
            // The app's localization is looked up only where it is compared.
            let seen = audit(entry, at: index, language: language, slot: slot, localization: localization,
                             app: comparable ? appLocalizations : nil, sourceValue: sourceValue,
                             reference: reference, context: context, into: &part)
            guard seen.hasUnits, let position = part.languages[slot].coveragePosition else { continue }
            part.coverageWithUnits[position] = true
            if seen.shows { covered += 1 }
        }
        guard needsCoverage else { return }
        // A source value is the usual case, and settles it without another walk.
        if context.filter.contains(context.sourceLanguage), sourceValue.map({ $0.isEmpty }) ?? true,
           showsNothing(in: sourceLocalization, language: context.sourceLanguage) {
            if let raw = rawKeyFinding(entry, usage: usage) {
                if raw.isFixable { part.copies.append((entry.key, context.sourceLanguage)) }
                part.findings.append(raw)
            } else if let appSource = appLocalizations?[context.sourceLanguage],
                      isNeeded(appSource, plain: appSource.plainUnit, language: context.sourceLanguage, key: entry.key,
                               context: context) {
                // The key is the text, but the app says more ("%lld minute left"
                // for one): without it the widget shows "1 minutes left".
                part.missing.append((index, context.sourceLanguage))
            }
        }

        // The languages the app ships that this entry shows nothing in (none when
        // every one was met above).
        guard covered < context.coverage.count else { return }
        for language in context.coverage {
            if !showsNothing(in: localizations[language], language: language) { continue }
            part.missing.append((index, language))
        }
    }

    /// Whether a widget localization leaves `language` with nothing of its own
    /// to show: absent, without units, or only untranslated (`new`) units outside
    /// the source language. In the source language a `new` unit with a value holds
    /// the text the code gave (`defaultValue:`), which is shown. An empty value is
    /// shown as it is, as nothing: not here (see `empty-value`).
    private func showsNothing(in localization: StringCatalog.Localization?, language: String) -> Bool {
        guard let localization, localization.hasUnits else { return true }
        if language == widget.sourceLanguage {
            return (localization.representativeValue ?? "").isEmpty && localization.hasOnlyNewUnits
        }
        return localization.hasOnlyNewUnits
    }

    /// One widget localization: its own problems, and what differs from the app's
    /// localization of the language (`app` is the app entry's localizations, `nil`
    /// when the two entries are not to be compared: see `translation-drift`;
    /// looked up only once the widget's translation is known to be usable).
    ///
    /// - Returns: Whether the localization has units at all, and whether the
    ///   widget shows something of its own in `language` (a value, or an empty
    ///   value shown as nothing).
    private func audit(_ entry: StringCatalog.Entry, at index: Int, language: String, slot: Int,
                       localization: StringCatalog.Localization,
                       app appLocalizations: [String: StringCatalog.Localization]?,
                       sourceValue: String?,
                       reference: FormatReference, context: EntryContext,
                       into part: inout EntryFindings) -> (hasUnits: Bool, shows: Bool) {
        let plain = localization.plainUnit
        // Plural rules matter only where there are variations or substitutions.
        let rules = plain == nil && localization.hasVariationsOrSubstitutions
            ? pluralRules(for: language, slot: slot, in: &part) : nil
        let summary = summarize(localization, plain: plain, reference: reference,
                                requiredPlurals: rules?.required ?? .other)
        guard summary.hasUnits else { return (false, false) }
        ownProblems(entry, language: language, localization: localization, summary: summary,
                    sourceValue: sourceValue, reference: reference, pluralRules: rules, into: &part)
        for check in Self.localizationChecks {
            part.findings += check(LocalizationCheckInput(audit: self, entry: entry, language: language,
                                                          localization: localization))
        }
        let shows = (hasUnits: true, shows: summary.hasAny || summary.empty != nil)
        guard summary.isUsable, let appLocalization = appLocalizations?[language] else { return shows }
        let appPlain = appLocalization.plainUnit
        guard isNeeded(appLocalization, plain: appPlain, language: language, key: entry.key, context: context)
        else { return shows }
        if let drift = translationDriftFinding(entry, language: language, widget: localization, plain: plain,
                                               app: appLocalization, appPlain: appPlain) {
            part.findings.append(drift)
        }
        return shows
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

    /// The plural requirements of `language` (in `slot` of the worker's languages),
    /// from the worker's own cache.
    private func pluralRules(for language: String, slot: Int, in part: inout EntryFindings) -> PluralRules {
        if let cached = part.languages[slot].pluralRules { return cached }
        let requirements = plurals.requirements(for: language)
        var required = PluralCategorySet.other
        for requirement in requirements ?? [] { required.insert(PluralCategorySet(category: requirement.category)) }
        let rules = PluralRules(requirements: requirements, required: required)
        part.languages[slot].pluralRules = rules
        return rules
    }

    private func ownProblems(_ entry: StringCatalog.Entry, language: String, localization: StringCatalog.Localization,
                             summary: UnitSummary, sourceValue: String?, reference: FormatReference,
                             pluralRules: PluralRules?, into part: inout EntryFindings) {
        var here: Place { place(localization.location ?? entry.location) }
        if let review = summary.review {
            part.findings.append(needsReviewFinding(entry, language: language, review: review, at: here))
        }
        if let empty = summary.empty,
           let finding = emptyValueFinding(entry, language: language, empty: empty, sourceValue: sourceValue, at: here) {
            part.findings.append(finding)
        }
        if let pluralRules, summary.lacksPluralCategory {
            pluralCategoryFindings(entry, language: language, localization: localization,
                                   requirements: pluralRules.requirements, at: here, into: &part.findings)
        }
        if let mismatch = summary.mismatch,
           let finding = formatMismatchFinding(entry, language: language, value: mismatch.value,
                                               problem: mismatch.problem, location: mismatch.location,
                                               sourceValue: sourceValue, reference: reference, at: here) {
            part.findings.append(finding)
        }
    }
}
