import Dispatch
import Foundation
import Synchronization
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
    /// Whether some widget key is a structured identifier (see
    /// ``showsRawKey(_:)``), found once, when a plain lowercase key first asks.
    private let widgetHasStructuredKeys = Mutex<Bool?>(nil)

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

        if widget.sourceLanguage != app.sourceLanguage {
            findings.append(finding(.sourceLanguage, key: nil, language: widget.sourceLanguage,
                                    at: Place(file: widgetPath, line: 1, column: 1),
                "the widget catalog's sourceLanguage is \(widget.sourceLanguage) but the app's is "
                    + "\(app.sourceLanguage): the two targets fall back to different languages and compare "
                    + "different texts. Set the widget's development language (and the catalog's "
                    + "sourceLanguage) to \(app.sourceLanguage), or the app's to \(widget.sourceLanguage)."))
        }

        // 1. Keys used in the sources, resolved against the widget, then the app.
        let interpolated = usages.contains { $0.literal.hasInterpolation }
        let widgetMatcher = CatalogKeyMatcher(widget, indexPatterns: interpolated)
        let appMatcher = CatalogKeyMatcher(app, indexPatterns: interpolated)
        var reportedMissing = Set<String>()
        // The widget keys the sources use, with their first use.
        var usedInSources: [String: SourceKeyUsage] = [:]
        // Keys looked up in another table (`tableName: "Other"` while the widget
        // catalog is `Localizable.xcstrings`) or in a Swift package's bundle are
        // not the widget catalog's business. Without a table name, the catalog
        // given is taken to be the default table whatever its file is called.
        let table = Self.tableName(ofCatalogAt: widgetPath)
        for usage in usages where !usage.isInPackageBundle && (usage.table.map { $0 == table } ?? true) {
            switch widgetMatcher.match(usage) {
            case .exact(let widgetKey)?:
                if usedInSources[widgetKey] == nil { usedInSources[widgetKey] = usage }
                continue
            case let .specifierMismatch(catalogKey, lookupKey, argument, expected, found)?:
                // `Text("\(streak) day streak")` with an Int looks up `%lld day
                // streak`; a catalog that has only `%@ day streak` does not match.
                // `Text("\(count)")` shows the number whichever key it finds.
                guard Self.hasTranslatableText(lookupKey), reportedMissing.insert(lookupKey).inserted else { continue }
                let inApp = if case .exact(lookupKey)? = appMatcher.match(usage) { true } else { false }
                findings.append(specifierMismatch(usage, lookupKey: lookupKey, catalogKey: catalogKey, argument: argument,
                                                  expected: expected, found: found, inApp: inApp))
                if inApp { plan.addEntry(lookupKey) }
                continue
            case nil:
                break
            }
            var appKey: String?
            if case .exact(let key)? = appMatcher.match(usage) { appKey = key }
            let key = appKey ?? usage.lookupKey
            if let appKey, app[appKey]?.shouldTranslate == false { continue }
            // `Text("\(done) / \(total)")` has nothing to translate: the key is the text.
            let text = appKey.flatMap { app[$0]?.localizations[app.sourceLanguage]?.representativeValue }
                ?? (usage.literal.hasInterpolation ? CatalogKeyMatcher.pattern(of: usage.literal) : key)
            guard Self.hasTranslatableText(text) else { continue }
            guard reportedMissing.insert(key).inserted else { continue }
            findings.append(missingKey(key, usage: usage, inApp: appKey != nil))
            if appKey != nil { plan.addEntry(key) }
        }

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
            findings.append(missingLanguage(language, missing))
        }
        var result = Result(findings: [], plan: plan)
        if !widgetOnly.isEmpty {
            let renames = renamedKeys(widgetOnly.map { entries[$0] })
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

    /// The keys of one language the widget has no unit in at all.
    private struct MissingLanguage {
        var count = 0
        var fixable = 0
        /// The bytewise smallest key, and the smallest one the app translates.
        var example: String?
        var fixableExample: String?

        mutating func add(_ key: String, fixable isFixable: Bool) {
            merge(MissingLanguage(count: 1, fixable: isFixable ? 1 : 0, example: key, fixableExample: isFixable ? key : nil))
        }

        /// Adds the keys another chunk found.
        mutating func merge(_ other: MissingLanguage) {
            count += other.count
            fixable += other.fixable
            example = Self.smaller(example, other.example)
            fixableExample = Self.smaller(fixableExample, other.fixableExample)
        }

        /// The bytewise smaller of two keys, either of which may be absent.
        private static func smaller(_ current: String?, _ other: String?) -> String? {
            guard let other else { return current }
            guard let current else { return other }
            return other.utf8.lexicographicallyPrecedes(current.utf8) ? other : current
        }
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
                settled.findings.append(missingTranslation(entry, language: language,
                                                           app: fixable ? appLocalization : nil))
            } else {
                settled.missingLanguages[language, default: MissingLanguage()].add(entry.key, fixable: fixable)
            }
        }
        return settled
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
        var languages = SortedLanguages()
        var findings: [AuditFinding] = []
        findings.reserveCapacity(keys.count)
        for key in keys { findings.append(missingKey(key, usage: nil, inApp: true, languages: &languages)) }
        return (keys, findings)
    }

    /// The sorted languages of the last entry asked about, and their list for a
    /// message, reused while the next entry has the same ones (consecutive entries
    /// nearly always do).
    private struct SortedLanguages {
        private var last: [String] = []
        private var lastList = ""

        /// The languages of `localizations` in bytewise order, and them joined by `", "`.
        mutating func of(_ localizations: [String: StringCatalog.Localization]) -> (sorted: [String], list: String) {
            if last.count == localizations.count, last.allSatisfy({ localizations[$0] != nil }) { return (last, lastList) }
            last = CatalogAudit.sortedLanguages(localizations.keys)
            lastList = last.joined(separator: ", ")
            return (last, lastList)
        }
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
                if !unit.isNew && unit.value.isEmpty { summary.empty = leaf }
            }
            // An empty value has no specifiers to compare: it is reported as empty.
            if !unit.value.isEmpty, let problem = reference.problem(inPlainValue: unit.value) {
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
        // The first leaf of each kind in path order (``CatalogLeafPath/precedes(_:_:)``),
        // each leaf's order text made once instead of once per comparison.
        var reviewOrder = "", emptyOrder = "", mismatchOrder = ""
        localization.forEachUnit { leaf in
            let isReview = leaf.state == .needsReview
            let isEmpty = leaf.state != .new && leaf.isEmpty
            let problem = reference.problem(inLeaf: leaf, substitutions: substitutions, alike: alike)
            guard isReview || isEmpty || problem != nil else { return }
            let order = leaf.path.orderText
            func first(_ current: String, _ found: Bool) -> Bool {
                !found || CatalogLeafPath.precedes(order: order, current)
            }
            if isReview, first(reviewOrder, summary.review != nil) {
                summary.review = leaf
                reviewOrder = order
            }
            if isEmpty, first(emptyOrder, summary.empty != nil) {
                summary.empty = leaf
                emptyOrder = order
            }
            if let problem, first(mismatchOrder, summary.mismatch != nil) {
                summary.mismatch = (leaf.path, leaf.value, problem, leaf.location)
                mismatchOrder = order
            }
        }
        return summary
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
                part.findings.append(staleKey(entry))
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
            if showsRawKey(entry.key) {
                let raw = rawKey(entry, usage: usage)
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
        let shows = (hasUnits: true, shows: summary.hasAny || summary.empty != nil)
        guard summary.isUsable, let appLocalization = appLocalizations?[language] else { return shows }
        let appPlain = appLocalization.plainUnit
        guard isNeeded(appLocalization, plain: appPlain, language: language, key: entry.key, context: context)
        else { return shows }
        let differs = if let plain, let appPlain {
            !plain.value.isSameText(as: appPlain.value) && Self.folded(plain.value) != Self.folded(appPlain.value)
        } else {
            localization.wordsDifferently(from: appLocalization)
        }
        if differs {
            part.findings.append(drift(entry, language: language, widget: localization, app: appLocalization))
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
            part.findings.append(finding(.needsReview, key: entry.key, language: language, at: at(review.location, else: here),
                "the \(language) translation of \(entry.key.quotedForMessage) (\(review.value.quotedForMessage)) "
                    + "is marked needs_review. Review it and mark it translated."))
        }
        // An empty value is deliberate where the source-language text is empty too
        // (and for the key ""): only an empty translation of a text is reported.
        if let empty = summary.empty, !entry.key.isEmpty, language != widget.sourceLanguage,
           sourceValue.map({ !$0.isEmpty }) ?? true {
            let which = empty.path.description.isEmpty ? "" : " (variant \(empty.path.description))"
            let source = sourceValue.map { "the \(widget.sourceLanguage) text \($0.quotedForMessage)" }
                ?? "the key's own text"
            part.findings.append(finding(.emptyValue, key: entry.key, language: language, at: at(empty.location, else: here),
                "the \(language) translation of \(entry.key.quotedForMessage)\(which) is empty, so the widget shows "
                    + "nothing where \(widget.sourceLanguage) shows \(source). Translate it, or delete the empty "
                    + "unit to fall back to \(widget.sourceLanguage)."))
        }
        if let pluralRules, summary.lacksPluralCategory {
            pluralProblems(entry, language: language, localization: localization, requirements: pluralRules.requirements,
                           at: here, into: &part.findings)
        }
        // Where the key is the reference because the source text drops an
        // argument ("Streak" for `%lld day streak`), the drop is the author's choice.
        if let mismatch = summary.mismatch, language != widget.sourceLanguage || sourceValue == reference.text {
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
        var languages = SortedLanguages()
        return missingKey(key, usage: usage, inApp: inApp, languages: &languages)
    }

    private func missingKey(_ key: String, usage: SourceKeyUsage?, inApp: Bool,
                            languages sortedLanguages: inout SortedLanguages) -> AuditFinding {
        let here = usage.map { Place(file: $0.file, line: $0.line, column: $0.column) }
            ?? Place(file: widgetPath, line: 1, column: 1)
        let used = usage == nil ? "is an app key (--all-keys)" : "is used here"
        var message = "\(key.quotedForMessage) \(used) but is missing from the widget catalog, so the widget shows "
            + "the key itself, untranslated. "
        if inApp, let entry = app[key] {
            let (languages, list) = sortedLanguages.of(entry.localizations)
            if languages.isEmpty {
                message += "The app catalog has it, untranslated."
            } else {
                let sample = languages.first { $0 != app.sourceLanguage }.flatMap { language in
                    entry.localizations[language].map { " (\(language): \($0.displayValue))" }
                } ?? ""
                message += "The app catalog has it in \(list)\(sample)."
            }
            message += " Run with --fix to copy it, or add it to the widget catalog."
        } else {
            message += "The app catalog does not have it either: add it to the widget catalog and translate it, "
                + "or check the spelling."
        }
        return AuditFinding(rule: .missingKey, key: key, language: nil, file: here.file, line: here.line,
                            column: here.column, message: message, isFixable: inApp)
    }

    /// A key the code looks up with other specifiers than the widget catalog's
    /// nearest key: the lookup fails at run time.
    private func specifierMismatch(_ usage: SourceKeyUsage, lookupKey: String, catalogKey: String, argument: String,
                                   expected: String, found: String, inApp: Bool) -> AuditFinding {
        let value = argument.isEmpty ? "the interpolated value" : "`\(argument)`"
        var message = "\(lookupKey.quotedForMessage) is what the code looks up here (\(value) is passed as \(expected)), "
            + "but the widget catalog has only \(catalogKey.quotedForMessage), with \(found): the lookup fails and the "
            + "widget shows the key itself, untranslated. "
        message += inApp
            ? "The app catalog has \(lookupKey.quotedForMessage): run with --fix to copy it."
            : "Change the catalog key (and its translations) to \(expected), or interpolate a value of the type "
                + "the key expects."
        return AuditFinding(rule: .missingKey, key: lookupKey, language: nil, file: usage.file, line: usage.line,
                            column: usage.column, message: message, isFixable: inApp)
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

    /// What the widget shows in a language it has nothing of its own in: the
    /// source-language text, else the key.
    private func fallback(for entry: StringCatalog.Entry) -> String {
        let source = widget.sourceLanguage
        if let value = entry.localizations[source]?.representativeValue, !value.isEmpty {
            return "falls back to \(source) (\(value.quotedForMessage))"
        }
        return showsRawKey(entry.key)
            ? "shows the raw key \(entry.key.quotedForMessage)"
            : "falls back to \(source) (the key's own text)"
    }

    /// `app` is the app's usable translation when there is one (then it is fixable).
    private func missingTranslation(_ entry: StringCatalog.Entry, language: String,
                                    app appLocalization: StringCatalog.Localization?) -> AuditFinding {
        let widgetLocalization = entry.localizations[language]
        let here = place(widgetLocalization?.location ?? entry.location)
        let state = widgetLocalization.map { _ in "has only an untranslated (state new) \(language) unit" }
            ?? "has no \(language) translation"
        let remedy = appLocalization.map { "The app has \($0.displayValue): run with --fix to copy it." }
            ?? "The app has no \(language) translation of it to copy: translate it in the widget catalog."
        let shown = language == widget.sourceLanguage ? "shows the key's own text" : fallback(for: entry)
        var result = finding(.missingTranslation, key: entry.key, language: language, at: here,
            "\(entry.key.quotedForMessage) \(state) in the widget catalog, so the widget \(shown) "
                + "for \(language) users. \(remedy)")
        result.isFixable = appLocalization != nil
        return result
    }

    private func missingLanguage(_ language: String, _ missing: MissingLanguage) -> AuditFinding {
        let keys = missing.count == 1 ? "1 key" : "\(missing.count) keys"
        var remedy: String
        if missing.fixable == 0 {
            remedy = "The app translates none of them: translate them in the widget catalog"
        } else {
            let sample = missing.fixableExample.flatMap { key in
                app[key]?.localizations[language].map { " (e.g. \(key.quotedForMessage): \($0.displayValue))" }
            } ?? ""
            remedy = missing.fixable == missing.count
                ? "The app translates all of them\(sample): run with --fix to copy them"
                : "The app translates \(missing.fixable) of them\(sample): --fix copies those; translate the other "
                    + "\(missing.count - missing.fixable) in the widget catalog"
        }
        let here = Place(file: widgetPath, line: 1, column: 1)
        var result = finding(.missingLanguage, key: nil, language: language, at: here,
            "the app ships \(language) but the widget catalog has no \(language) at all: \(keys) the widget uses "
                + "(such as \((missing.example ?? "").quotedForMessage)) show in \(widget.sourceLanguage) instead. "
                + "\(remedy), and add \(language) to the widget target.")
        result.isFixable = missing.fixable > 0
        return result
    }

    /// A key the widget uses with no source-language value: the key itself is
    /// the text, which is a raw identifier for a key such as `timer.cancel`.
    private func rawKey(_ entry: StringCatalog.Entry, usage: SourceKeyUsage?) -> AuditFinding {
        let source = widget.sourceLanguage
        let appValue = app[entry.key]?.localizations[source].flatMap { localization in
            localization.isUsableTranslation ? localization : nil
        }
        let remedy = appValue.map { "The app has \($0.displayValue): run with --fix to copy it." }
            ?? "Add the \(source) text in the widget catalog."
        let used = usage.map { " (used at \($0.file):\($0.line))" } ?? ""
        var result = finding(.rawKey, key: entry.key, language: source, at: place(entry.location),
            "\(entry.key.quotedForMessage)\(used) has no \(source) value in the widget catalog, so the widget "
                + "shows the identifier \(entry.key.quotedForMessage) itself to \(source) users, and to every "
                + "language without a translation. \(remedy)")
        result.isFixable = appValue != nil
        return result
    }

    private func staleKey(_ entry: StringCatalog.Entry) -> AuditFinding {
        let why = sourcesScanned
            ? "Xcode no longer finds it in the widget's code, and neither do the scanned sources."
            : "Xcode no longer finds it in the widget's code."
        return finding(.staleKey, key: entry.key, language: nil, at: place(entry.location),
            "\(entry.key.quotedForMessage) is marked stale: \(why) Delete it from the widget catalog if nothing "
                + "uses it (a key built at run time is not found by either), or use it again.")
    }

    /// Whether a key reads as an identifier rather than as text: no spaces, only
    /// ASCII letters, digits, `.`, `_` and `-`, and one of: a `.`/`_` between
    /// word characters (`widget.start.description`, `Widget_Title`), a camelCase
    /// word (`sleepTimer`: two or more lowercase letters, then a capital that
    /// starts a word), or a lowercase word of four letters or more (`chapters`,
    /// `paused`). A structured one shown as the text is a bug, a plain word only
    /// where the catalog writes its keys as identifiers (``showsRawKey(_:)``,
    /// which the `raw-key` rule uses). Text is not: `Done`,
    /// `Start timer`, `Done.`, and brand names such as `iCloud`, `macOS`,
    /// `watchOS`, and short units such as `km` or `min`.
    static func isIdentifierLike(_ key: String) -> Bool {
        identifierShape(of: key) != nil
    }

    /// How a key reads as an identifier (see ``isIdentifierLike(_:)``).
    enum IdentifierShape {
        /// A `.`/`_` between word characters, or a camelCase word.
        case structured
        /// A lowercase word of four letters or more: an identifier in a catalog
        /// of identifiers (`chapters` beside `sleepTimer.cancel`), but text in a
        /// catalog of text (`closed` beside `resets %@ · %@`).
        case plainWord
    }

    /// The identifier shape of `key`, or `nil` when it reads as text.
    static func identifierShape(of key: String) -> IdentifierShape? {
        let bytes = Array(key.utf8)
        guard bytes.count >= 2, bytes.last != UInt8(ascii: ".") else { return nil }
        func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
        func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        var separator = false
        for (index, byte) in bytes.enumerated() {
            if isLower(byte) || isUpper(byte) || isDigit(byte) || byte == UInt8(ascii: "-") { continue }
            guard byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") else { return nil }
            if index > 0, bytes[index - 1] != UInt8(ascii: "."), bytes[index - 1] != UInt8(ascii: "_") { separator = true }
        }
        if separator { return .structured }
        // A camelCase word: a lowercase run of two or more, then a capital
        // followed by a lowercase letter (`sleepTimer`, not `iCloud` or `macOS`).
        let lowercasePrefix = bytes.prefix(while: isLower).count
        if lowercasePrefix >= 2, lowercasePrefix + 1 < bytes.count, isUpper(bytes[lowercasePrefix]),
           isLower(bytes[lowercasePrefix + 1]) {
            return .structured
        }
        return lowercasePrefix == bytes.count && bytes.count >= 4 ? .plainWord : nil
    }

    /// Whether the widget showing `key` itself shows a raw identifier: a
    /// structured one always; a plain lowercase word only in a widget catalog
    /// that has structured keys, where its authors write keys as identifiers.
    /// In a catalog whose keys are English text, `closed` is the English text.
    func showsRawKey(_ key: String) -> Bool {
        switch Self.identifierShape(of: key) {
        case .structured?: return true
        case nil: return false
        case .plainWord?:
            return widgetHasStructuredKeys.withLock { known in
                if let known { return known }
                let found = widget.entries.contains { Self.identifierShape(of: $0.key) == .structured }
                known = found
                return found
            }
        }
    }

    /// Whether a text has anything to translate: a letter outside its format
    /// specifiers. `%@`, `%lld / %lld` and `—` show the same in every language.
    static func hasTranslatableText(_ text: String) -> Bool {
        // The usual case without a parse (this runs for every entry in use): an
        // ASCII letter outside `%…` specifiers, read byte by byte. Non-ASCII text
        // takes the exact route below.
        var utf8 = text.utf8[...]
        var isASCII = true
        scan: while let byte = utf8.popFirst() {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                return true
            case 0x80...:
                isASCII = false
                break scan
            case UInt8(ascii: "%"):
                if utf8.first == UInt8(ascii: "#") {
                    // `%#@name@`: a substitution, through its closing `@`.
                    utf8 = utf8.dropFirst(2)
                    while let next = utf8.popFirst(), next != UInt8(ascii: "@") {}
                    continue
                }
                // Flags, width, precision, position and length, then the conversion.
                while let next = utf8.first, "0123456789$.#-+ 'lhqztjL*".utf8.contains(next) { utf8.removeFirst() }
                utf8 = utf8.dropFirst()
            default:
                continue
            }
        }
        if isASCII { return false }
        if !text.utf8.contains(0x25) {
            return text.unicodeScalars.contains { $0.properties.isAlphabetic }
        }
        for segment in FormatString(text).segments {
            if case .literal(let literal) = segment, literal.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) {
                return true
            }
        }
        return false
    }

    /// Widget-only keys with evidence of a rename in the app: an app key the
    /// widget lacks that is the same identifier but for case and punctuation
    /// (`widget.title` / `widgetTitle`). The same text under another key is not
    /// evidence: on real projects every such pair was the widget's own key
    /// (`pause` beside the app's `playback.pause`, `label.text.unread` beside
    /// `Unread`).
    ///
    /// - Complexity: O(*n*) in the number of app entries.
    private func renamedKeys(_ entries: [StringCatalog.Entry]) -> [AuditFinding] {
        var byFolded: [String: Int] = [:]
        // Identifiers only: two texts that differ in case or punctuation ("Net
        // Income" / "Net income") are two texts, not a renamed key.
        for (position, entry) in entries.enumerated() where Self.isIdentifierLike(entry.key) {
            // A key of few letters is near-identical to too much.
            let folded = Self.folded(entry.key)
            if folded.utf8.count >= 4 { byFolded[folded] = byFolded[folded] ?? position }
        }
        guard !byFolded.isEmpty else { return [] }
        var renamed: [Int: String] = [:]
        for appEntry in app.entries where appEntry.shouldTranslate != false && widget[appEntry.key] == nil
            && Self.isIdentifierLike(appEntry.key) {
            if let position = byFolded[Self.folded(appEntry.key)], renamed[position] == nil {
                renamed[position] = appEntry.key
            }
        }
        return renamed.sorted { $0.key < $1.key }.map { position, appKey in
            let entry = entries[position]
            return finding(.widgetOnlyKey, key: entry.key, language: nil, at: place(entry.location),
                "\(entry.key.quotedForMessage) is in the widget catalog but not in the app's, which has "
                    + "\(appKey.quotedForMessage): if the app renamed the key, rename it in the widget's code and "
                    + "catalog too, so both stay translated alike.")
        }
    }

    /// A text without case, spaces and ASCII punctuation, for spotting renames
    /// and for drift that is only a capital or a full stop.
    private static func folded(_ key: String) -> String {
        String(decoding: key.utf8.compactMap { byte -> UInt8? in
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 0x20
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), 0x80...: byte
            default: nil
            }
        }, as: UTF8.self)
    }

    private func drift(_ entry: StringCatalog.Entry, language: String, widget widgetLocalization: StringCatalog.Localization,
                       app appLocalization: StringCatalog.Localization) -> AuditFinding {
        finding(.translationDrift, key: entry.key, language: language,
                at: place(widgetLocalization.location ?? entry.location),
                "the widget's \(language) translation of \(entry.key.quotedForMessage) is "
                    + "\(widgetLocalization.displayValue) but the app's is \(appLocalization.displayValue). "
                    + "Both are shown as written; if one is outdated, use one wording in both catalogs.")
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
