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
    /// Whether the widget catalog's authors write its keys as identifiers: it has
    /// structured ones (`sleepTimer.cancel`), at least as many as keys written as
    /// text with a space (`Checked at %@`) (see ``showsRawKey(_:)``).
    let widgetWritesKeysAsIdentifiers: Bool
    /// Whether the widget's gaps are reported (`missing-translation`,
    /// `missing-language`): not for a caller that measures coverage itself and
    /// would drop them, whose messages would be most of the audit's work.
    let reportsGaps: Bool
    /// Only these widget keys' entries are walked (their own problems and gaps),
    /// or all: for a caller that keeps no other entry's findings. The checks of
    /// the whole table (the source language, copied languages, used keys) still
    /// read every entry.
    let walkedKeys: Set<String>?
    /// The app catalog's languages with a usable translation
    /// (``translatedLanguages(of:)``), when the caller has them already: every
    /// audit against one app table needs them, and they take a pass over it.
    let appTranslatedLanguages: Set<String>?
    /// Every language the app ships, from all its tables (project mode), when the
    /// caller knows them; else the app catalog's translated languages stand for them.
    let appShippedLanguages: [String]?

    // A class, not a struct: the many small helpers share one reference instead
    // of copying two catalogs' worth of references each call.
    init(app: StringCatalog, widget: StringCatalog, appPath: String, widgetPath: String,
         usages: [SourceKeyUsage] = [], allKeys: Bool = false, languages: [String]? = nil,
         sourcesScanned: Bool? = nil, reportsGaps: Bool = true, walkedKeys: Set<String>? = nil,
         appTranslatedLanguages: Set<String>? = nil, appShippedLanguages: [String]? = nil) {
        self.app = app
        self.widget = widget
        self.appPath = appPath
        self.widgetPath = widgetPath
        self.usages = usages
        self.allKeys = allKeys
        self.languages = languages
        self.sourcesScanned = sourcesScanned ?? !usages.isEmpty
        self.reportsGaps = reportsGaps
        self.walkedKeys = walkedKeys
        self.appTranslatedLanguages = appTranslatedLanguages
        self.appShippedLanguages = appShippedLanguages
        var structured = 0, text = 0
        for entry in widget.entries {
            if Self.identifierShape(of: entry.key) == .structured {
                structured += 1
            } else if entry.key.utf8.contains(UInt8(ascii: " ")) {
                text += 1
            }
        }
        self.widgetWritesKeysAsIdentifiers = structured > 0 && structured >= text
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
        /// The languages of the widget's table reported as copies of the source
        /// as a whole (``UntranslatedCopies/fold(_:copiedLanguages:)``).
        var copiedLanguages: Set<String> = []
    }

    private let plurals = PluralCategoryRequirements.shared

    /// The checks of the rules that plug into the walk on their own
    /// (``RuleDescription/localizationCheck``), in the rules' order.
    private static let localizationChecks = AuditRule.all.compactMap(\.definition.localizationCheck)

    /// Runs every catalog rule over the two catalogs, in one walk of the widget's
    /// entries.
    ///
    /// The same as ``start()``, ``appKeysTheWidgetLacks(_:)``, ``walk(_:from:)``
    /// over every entry, ``settle(_:from:widgetHas:)`` and ``finish(_:appKeys:walks:settled:)``:
    /// the steps a caller can take itself to walk the entries in parts and merge
    /// them in order (``AuditSchedule``), with the same result.
    func run() -> Result {
        let start = start()
        let appKeys = appKeysTheWidgetLacks(start)
        let walked = walk(widget.entries.indices, from: start)
        let settled = settle(walked, from: start, widgetHas: Self.widgetHas([walked]))
        return finish(start, appKeys: appKeys, walks: [walked], settled: [settled])
    }

    /// What the walk of the entries starts from: the findings and fixes that come
    /// before it, and what every entry is checked against.
    struct Start {
        var findings: [AuditFinding] = []
        var plan = CatalogFixPlan()
        /// The source usages reported as missing keys (not again with `allKeys`).
        var reportedMissing: Set<String> = []
        /// The languages reported as copies of the source as a whole.
        var copiedLanguages: Set<String> = []
        fileprivate var context: EntryContext
    }

    /// The checks before the walk: the source language, the keys the sources use,
    /// the languages that are copies of the source, and the languages the widget
    /// must cover.
    func start() -> Start {
        var findings: [AuditFinding] = []
        var plan = CatalogFixPlan()
        let filter = LanguageFilter(languages)
        let sourceLanguage = widget.sourceLanguage

        if let finding = sourceLanguageFinding() { findings.append(finding) }

        // The languages the app ships (but the source language, which shows the
        // key itself when it has no value: see raw keys), as `--languages` allows.
        let coverage = Self.coverageLanguages(appTranslatedLanguages ?? Self.translatedLanguages(of: app),
                                              except: sourceLanguage, filter: filter)

        // Whether the app ships a language besides the source one (and its regional variants).
        let shipsOtherLanguages = appShippedLanguages.map { shipped in
            shipped.contains { filter.contains($0) && $0.languageSubtag != sourceLanguage.languageSubtag }
        } ?? !coverage.isEmpty

        // Keys used in the sources, resolved against the widget, then the app.
        let (usedInSources, reportedMissing, neverShown) = missingKeyFindings(into: &findings, plan: &plan,
                                                                              appLanguages: coverage,
                                                                              shipsOtherLanguages: shipsOtherLanguages)

        // Languages of the widget's table that are the source text, copied, plural texts
        // a language in another script copies, and texts in use one language copies.
        let copies = untranslatedCopyFindings(filter: filter)
        let copiedLanguages = Set(copies.compactMap(\.language))
        findings += copies + untranslatedPluralFindings(filter: filter, copiedLanguages: copiedLanguages)
            + untranslatedTextFindings(filter: filter, copiedLanguages: copiedLanguages, usedInSources: usedInSources,
                                       neverShown: neverShown)
        var context = EntryContext(filter: filter, sourceLanguage: sourceLanguage, coverage: coverage,
                                   usedInSources: usedInSources, neverShown: neverShown)
        context.superseded = supersededKeys(usedInSources: usedInSources)
        return Start(findings: findings, plan: plan, reportedMissing: reportedMissing, copiedLanguages: copiedLanguages,
                     context: context)
    }

    /// The widget catalog's extracted keys (no extraction state) that the scanned
    /// sources no longer look up, where they look up a key of the same text with
    /// other specifiers, every interpolation's type known: Xcode extracted the key
    /// before an interpolated value changed its type (`Set %@`, where
    /// `Text("Set \(set.number)")` with `number` now an `Int` looks up `Set %lld`),
    /// and marks it stale when it next reads the code. Not for `.strings` tables,
    /// which Xcode does not extract.
    ///
    /// - Complexity: O(*n*) in the length of the keys that contain `%`.
    private func supersededKeys(usedInSources: [String: SourceKeyUsage]) -> Set<String> {
        guard sourcesScanned, widgetPath.hasSuffix(".xcstrings") else { return [] }
        var replacing: Set<String> = []  // the patterns of keys looked up with every type known
        for (key, usage) in usedInSources where key.utf8.contains(0x25) && !usage.specifiers.isEmpty
            && !usage.specifiers.contains(nil) && usage.lookupKey == key {
            if let pattern = CatalogKeyMatcher.pattern(ofKey: key) { replacing.insert(pattern) }
        }
        guard !replacing.isEmpty else { return [] }
        var superseded: Set<String> = []
        for entry in widget.entries where entry.extractionState == nil && usedInSources[entry.key] == nil
            && entry.key.utf8.contains(0x25) {
            if let pattern = CatalogKeyMatcher.pattern(ofKey: entry.key), replacing.contains(pattern) {
                superseded.insert(entry.key)
            }
        }
        return superseded
    }

    /// With `allKeys`, the app keys the widget lacks (keys to add, and their
    /// findings); else nothing.
    func appKeysTheWidgetLacks(_ start: Start) -> (keys: [String], findings: [AuditFinding]) {
        allKeys ? missingAppKeys(reported: start.reportedMissing) : ([], [])
    }

    /// The widget entries at `indices`: their own problems, and what they lack.
    ///
    /// - Complexity: O(*n*) in the entries' localizations and units.
    func walk(_ indices: Range<Int>, from start: Start) -> Walk {
        let entries = widget.entries
        var walked = Walk(coverageCount: start.context.coverage.count)
        for index in indices {
            if let walkedKeys, !walkedKeys.contains(entries[index].key) { continue }
            audit(entries[index], at: index, context: start.context, into: &walked)
        }
        return walked
    }

    /// Whether the widget has a unit anywhere in each coverage language, from the
    /// walks of all its entries.
    static func widgetHas(_ walks: [Walk]) -> [Bool] {
        guard var has = walks.first?.coverageWithUnits else { return [] }
        for walk in walks.dropFirst() {
            for position in has.indices where walk.coverageWithUnits[position] { has[position] = true }
        }
        return has
    }

    /// The findings of the walks (in order) and of their settled gaps, merged
    /// into the result.
    func finish(_ start: Start, appKeys: (keys: [String], findings: [AuditFinding]), walks: [Walk],
                settled: [SettledGaps]) -> Result {
        var findings = start.findings
        var plan = start.plan
        for key in appKeys.keys { plan.addEntry(key) }
        findings += appKeys.findings
        var missingLanguages: [String: MissingLanguage] = [:]
        var widgetOnly: [Int] = []
        for (walked, gaps) in zip(walks, settled) {
            findings += walked.findings
            findings += gaps.findings
            widgetOnly += walked.widgetOnly
            for (language, missing) in gaps.missingLanguages {
                missingLanguages[language, default: MissingLanguage()].merge(missing)
            }
        }
        // The raw keys' copies, then the gaps', each in entry order.
        for walked in walks {
            for (key, language) in walked.copies { plan.copy(key: key, language: language) }
        }
        for gaps in settled {
            for (key, language) in gaps.copies { plan.copy(key: key, language: language) }
        }
        // A regional variant the widget has the language of (`fr-CA` of `fr`, `en-GB` of the
        // source language) shows that language: nothing is missing.
        let widgetLanguages = missingLanguages.isEmpty ? [] : Self.translatedLanguages(of: widget)
        for (language, missing) in missingLanguages
        where !LanguageFallback.isShownThroughAParent(language, available: widgetLanguages,
                                                      sourceLanguage: widget.sourceLanguage) {
            findings.append(missingLanguageFinding(language, missing))
        }
        var result = Result(findings: [], plan: plan)
        if !widgetOnly.isEmpty {
            let entries = widget.entries
            let renames = renamedKeyFindings(widgetOnly.map { entries[$0] })
            result.widgetOnlyKeys = widgetOnly.count - renames.count
            findings += renames
        }
        result.copiedLanguages = start.copiedLanguages
        // A key only one or two translations have and no code uses: one finding, not its gaps.
        findings = OrphanKeys.collapse(findings, table: widget, path: widgetPath, isLegacy: false, usages: usages,
                                       sourcesScanned: sourcesScanned)
        // A language whose translations mostly carry needs_review: one note, not one warning per text.
        findings = RoutineReview.collapse(findings, table: widget, path: widgetPath)
        result.findings = AuditFinding.sorted(findings)
        return result
    }

    /// The languages whose coverage the widget is checked for: every language
    /// the app catalog has a translation in (``translatedLanguages(of:)``), but
    /// `sourceLanguage`, as `filter` allows, in bytewise order.
    private static func coverageLanguages(_ translated: Set<String>, except sourceLanguage: String,
                                          filter: LanguageFilter) -> [String] {
        var languages = translated
        languages.remove(sourceLanguage)
        return languages.filter(filter.contains).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Every language `catalog` has a translation in: a unit with a value, not `new`.
    ///
    /// - Complexity: O(*n*) in the number of the catalog's localizations.
    static func translatedLanguages(of catalog: StringCatalog) -> Set<String> {
        var languages = Set<String>()
        for entry in catalog.entries {
            // By position: a language already found costs a lookup, not a copy of
            // its localization.
            let localizations = entry.localizations
            for position in localizations.indices where !languages.contains(localizations.keys[position]) {
                if localizations.values[position].hasUsableUnit { languages.insert(localizations.keys[position]) }
            }
        }
        return languages
    }

    /// A walk's gaps, settled once the widget's languages are known.
    struct SettledGaps {
        /// `missing-translation` findings, in entry order.
        var findings: [AuditFinding] = []
        /// (Key, language) to copy from the app: the fixable gaps, in order.
        var copies: [(key: String, language: String)] = []
        /// The gaps in languages the widget has no unit in at all.
        var missingLanguages: [String: MissingLanguage] = [:]
    }

    /// Settles a walk's gaps: a `missing-translation` finding where the widget
    /// has the language somewhere (or it is the source language, whose text is
    /// the key unless the app says more), else a count towards `missing-language`;
    /// and a copy wherever the app has a usable translation.
    ///
    /// - Parameter widgetHas: Whether the widget has a unit anywhere in each
    ///   coverage language (by position in `context.coverage`).
    func settle(_ part: Walk, from start: Start, widgetHas: [Bool]) -> SettledGaps {
        let entries = widget.entries
        let context = start.context
        var settled = SettledGaps()
        var keepersOfEntry: [Int: SourceTextKeepers?] = [:]
        for (index, language) in part.missing {
            let entry = entries[index]
            let appLocalization = app[entry.key]?.localizations[language]
            let fixable = appLocalization?.isUsableTranslation == true
            if fixable { settled.copies.append((entry.key, language)) }
            guard reportsGaps else { continue }
            // Nothing a user sees is missing where what the widget falls back to is the app's
            // own translation in that language (the brand "Go Map!!", a "Wi-Fi" the app keeps, the
            // brand with its punctuation moved as an Arabic translation writes it: "!!Go Map").
            if language != widget.sourceLanguage, fixable,
               Self.showsSameText(appLocalization?.representativeValue, as: entry.sourceText(in: widget.sourceLanguage)) {
                continue
            }
            // Nor where every language that translates the key writes the source text as it is
            // ("OK", "? g", a name): the fallback is what the missing translation would be.
            if language != widget.sourceLanguage, keepers(of: index, entry: entry, in: &keepersOfEntry)?.cover(language) == true {
                continue
            }
            // Where the entry has no text at all, the widget shows the key; to an English
            // user an English key is the text itself ("Calendar View" in a ko catalog).
            if language != widget.sourceLanguage, language.languageSubtag == "en",
               entry.sourceText(in: widget.sourceLanguage) == entry.key, Self.readsAsEnglishText(entry.key) {
                continue
            }
            if language == widget.sourceLanguage || context.coverageIndex[language].map({ widgetHas[$0] }) ?? false {
                settled.findings.append(missingTranslationFinding(entry, language: language,
                                                                  app: fixable ? appLocalization : nil))
            } else {
                settled.missingLanguages[language, default: MissingLanguage()].add(entry.key, fixable: fixable)
            }
        }
        return settled
    }

    /// The keepers of the source text of the widget entry at `index`, from both
    /// catalogs: `nil` where a language of either translates it. Cached by index.
    private func keepers(of index: Int, entry: StringCatalog.Entry,
                         in cache: inout [Int: SourceTextKeepers?]) -> SourceTextKeepers? {
        if let known = cache[index] { return known }
        // The app's languages count too; a language both have, as the widget writes it.
        let found = app[entry.key].map { SourceTextKeepers(entry, $0, sourceLanguage: widget.sourceLanguage) }
            ?? SourceTextKeepers(entry, sourceLanguage: widget.sourceLanguage)
        cache[index] = found
        return found
    }

    /// What the walk of some widget entries found.
    struct Walk {
        var findings: [AuditFinding] = []
        /// (Index of the widget entry, language) that the widget cannot show in
        /// that language; whether that is a missing translation or part of a
        /// missing language is decided once every entry has been walked.
        var missing: [(index: Int, language: String)] = []
        /// Whether the widget has at least one unit in each coverage language
        /// (by position in the context's `coverage`): the only languages whose
        /// gaps can be a missing language.
        var coverageWithUnits: [Bool]
        /// Indices of entries in use whose key the app catalog lacks.
        var widgetOnly: [Int] = []
        /// (Key, language) to copy from the app besides the missing ones: raw keys'
        /// source-language values.
        var copies: [(key: String, language: String)] = []
        /// What the walk knows of each language it met, looked up once per
        /// localization.
        fileprivate var languages = LanguageTable<LanguageFacts>()

        init(coverageCount: Int) {
            coverageWithUnits = Array(repeating: false, count: coverageCount)
        }

        /// The slot in `languages` of `language`.
        fileprivate mutating func slot(of language: String, context: EntryContext) -> Int {
            if let slot = languages.slot(of: language) { return slot }
            return languages.insert(language, LanguageFacts(isAudited: context.filter.contains(language),
                                                            coveragePosition: context.coverageIndex[language]))
        }

        /// Notes that an entry has units in `language`, if it is a coverage language.
        fileprivate mutating func noteUnits(in language: String, context: EntryContext) {
            if let position = languages[slot(of: language, context: context)].coveragePosition {
                coverageWithUnits[position] = true
            }
        }
    }

    /// A language as the walk sees it.
    fileprivate struct LanguageFacts {
        /// Whether `--languages` lets it be audited.
        var isAudited: Bool
        /// Its position in the context's `coverage`, if the widget must cover it.
        var coveragePosition: Int?
        /// Its plural requirements (the backend's CLDR rules) and the categories
        /// every plural variation must have (`other` too), looked up the first time
        /// a plural needs them.
        var pluralRules: PluralRules?
    }

    fileprivate struct PluralRules {
        var requirements: [PluralCategoryRequirements.Requirement]?
        var required: PluralCategorySet
    }

    fileprivate struct EntryContext {
        var filter: LanguageFilter
        var sourceLanguage: String
        /// The languages every key in use must have (see ``coverageLanguages(of:except:filter:)``).
        var coverage: [String]
        /// The position of each coverage language in `coverage`.
        var coverageIndex: [String: Int]
        /// The widget keys the sources use, with their first use.
        var usedInSources: [String: SourceKeyUsage]
        /// The widget keys the sources use only in code the target never runs (a
        /// member only the app names, a Live Activity the app never requests): they
        /// need no translation there.
        var neverShown: Set<String>
        /// Extracted keys the sources have replaced by a key of the same text with
        /// other specifiers (``supersededKeys(usedInSources:)``): not in use.
        var superseded: Set<String> = []

        init(filter: LanguageFilter, sourceLanguage: String, coverage: [String],
             usedInSources: [String: SourceKeyUsage], neverShown: Set<String>) {
            self.filter = filter
            self.sourceLanguage = sourceLanguage
            self.coverage = coverage
            self.coverageIndex = Dictionary(uniqueKeysWithValues: coverage.enumerated().map { ($1, $0) })
            self.usedInSources = usedInSources
            self.neverShown = neverShown
        }
    }

    private func audit(_ entry: StringCatalog.Entry, at index: Int, context: EntryContext, into part: inout Walk) {
        let appEntry = app[entry.key]
        let usage = context.usedInSources.isEmpty ? nil : context.usedInSources[entry.key]
        // A stale key is in use only when the sources show it is; without
        // sources, Xcode's word is taken for it.
        let inUse = (entry.extractionState != .stale && !context.superseded.contains(entry.key)) || usage != nil
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
        let reference = FormatReference.reference(for: entry, sourceLanguage: widget.sourceLanguage, usage: usage,
                                                  keyIsIdentifier: showsRawKey(entry.key))
        let sourceLocalization = entry.localizations[context.sourceLanguage]
        let sourceValue = sourceLocalization?.representativeValue
        // `%@`, `%lld / %lld` or a lone `g` shows the same in every language: nothing to
        // cover, unless the widget's or the app's translations write the letter otherwise.
        let needsCoverage = (Self.hasTranslatableText(entry, sourceLanguage: context.sourceLanguage)
            || appEntry.map { Self.hasTranslatableText($0, sourceLanguage: context.sourceLanguage) } == true)
            && !context.neverShown.contains(entry.key)
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
            } else if context.sourceLanguage.writesNonLatinScript, usage?.defaultValue == nil,
                      usage?.hasComputedDefault != true, Self.readsAsEnglishText(entry.key) {
                // The key is the text, but in English: a catalog whose source language writes
                // another script ("Calendar View" in a ko catalog) shows its users English.
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
                       into part: inout Walk) -> (hasUnits: Bool, shows: Bool) {
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

    /// The plural requirements of `language` (in `slot` of the walk's languages),
    /// cached there.
    private func pluralRules(for language: String, slot: Int, in part: inout Walk) -> PluralRules {
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
                             pluralRules: PluralRules?, into part: inout Walk) {
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
        // An App Shortcut phrase is never formatted: its `%` is text (`siri-placeholder` reads its `${…}`).
        if let mismatch = summary.mismatch, !SiriPlaceholders.isShortcutPhrase(entry.key),
           let finding = formatMismatchFinding(entry, language: language, value: mismatch.value,
                                               problem: mismatch.problem, location: mismatch.location,
                                               sourceValue: sourceValue, reference: reference, at: here) {
            part.findings.append(finding)
        }
    }
}
