import Foundation
import PropertyList
import XCStrings
import XcodeProject

/// The legacy tables' files a project's plan read before making its tables of
/// them (``LegacyStringTable/contents(of:)``), by path. Each is let go once the
/// last table that reads it is made (``release(_:)``), on the core that made that
/// table: freeing a large table's files is work too, and it was left to the one
/// core that went on after the tables.
///
/// `@unchecked Sendable`: the lock guards both dictionaries.
final class LegacyFileContents: @unchecked Sendable {
    private var byPath: [String: Result<LegacyStringTable.FileContents, LegacyTableError>]
    /// How many tables still to be made read each file.
    private var readers: [String: Int]
    /// What ``release(_:)`` took out of ``byPath``.
    private var released: [Result<LegacyStringTable.FileContents, LegacyTableError>] = []
    private let lock = NSLock()

    /// - Parameters:
    ///   - byPath: The files read.
    ///   - readers: For each, how many tables read it.
    init(byPath: [String: Result<LegacyStringTable.FileContents, LegacyTableError>] = [:], readers: [String: Int] = [:]) {
        self.byPath = byPath
        self.readers = readers
    }

    /// What the file holds: as read before, or read now.
    func contents(of file: LegacyStringTable.File) throws(LegacyTableError) -> LegacyStringTable.FileContents {
        if let read = lock.withLock({ byPath[file.path] }) { return try read.get() }
        return try LegacyStringTable.contents(of: file)
    }

    /// How many keys the file read gives (0 for one not read, or that could not be).
    func count(of path: String) -> Int {
        lock.withLock { (try? byPath[path]?.get())?.count ?? 0 }
    }

    /// Notes that a table reading `paths` is made: a file no other table reads is set
    /// aside, not freed, and goes with this object — with the plan, which the executable
    /// keeps to its exit (``ProjectCommand/outcome(keeping:)``), because freeing each
    /// file's statements one by one once its table was made was 39 M instructions of
    /// Home Assistant's 69 files.
    func release(_ paths: [String]) {
        lock.withLock {
            for path in paths {
                guard let left = readers[path] else { continue }
                if left > 1 {
                    readers[path] = left - 1
                } else {
                    readers[path] = nil
                    if let contents = byPath.removeValue(forKey: path) { released.append(contents) }
                }
            }
        }
    }
}

/// Reading one table and auditing one extension's table (``ProjectAudit/run(_:)`` calls these).
extension ProjectAudit {
    /// Reads a table: one catalog, or the legacy files of every language.
    ///
    /// - Parameter contents: The legacy files already read (any other is read here).
    static func load(name: String, files: [LocalizationFile], identity: String,
                     developmentLanguage: String, contents: LegacyFileContents = LegacyFileContents())
        -> Result<ProjectTable, AuditInputError> {
        let definitions = files.filter { $0.format == .intentdefinition }
        if !definitions.isEmpty {
            return loadIntentTable(name: name, definitions: definitions,
                                   translations: files.filter { $0.format != .intentdefinition },
                                   identity: identity, developmentLanguage: developmentLanguage, contents: contents)
        }
        if files.count == 1, files[0].format == .xcstrings {
            let path = files[0].path
            do throws(CatalogError) {
                let catalog = try StringCatalog(contentsOfFile: path)
                return .success(ProjectTable(name: name, catalog: catalog, legacy: nil, path: path, identity: identity))
            } catch {
                return .failure(AuditInputError(error, path: path))
            }
        }
        // One translation's file that cannot be read is left out with a warning at its
        // place, and the table read from the others: the rest of the project is still
        // worth auditing. An unreadable development-language file is an error.
        var readable = files
        var skipped: [LegacyTableWarning] = []
        while true {
            do throws(LegacyTableError) {
                var legacy = try LegacyStringTable(name: name, developmentLanguage: developmentLanguage,
                                                   files: readable.map { .init(path: $0.path, language: $0.language ?? developmentLanguage) },
                                                   contents: contents.contents(of:))
                legacy.warnings = skipped + legacy.warnings
                var table = ProjectTable(name: name, catalog: legacy.catalog, legacy: legacy,
                                         path: legacy.files.first?.path ?? readable[0].path, identity: identity)
                table.interfaceBuilderDocument = ProjectTable.interfaceBuilderDocument(name: name, files: files.map(\.path))
                if let document = table.interfaceBuilderDocument, let bytes = try? XcodeProject.readFile(document) {
                    table.catalog = InterfaceBuilderCoverage.withSourceTexts(of: InterfaceBuilderCoverage.read(bytes),
                                                                             in: table.catalog)
                }
                return .success(table)
            } catch {
                // The development language's file holds every key's source text: without it
                // there is no table to audit.
                guard readable.count > 1, let bad = readable.firstIndex(where: { $0.path == error.file }),
                      (readable[bad].language ?? developmentLanguage) != developmentLanguage else {
                    return .failure(AuditInputError(path: error.file, line: error.location?.line,
                                                    column: error.location?.column, message: error.message))
                }
                skipped.append(LegacyTableWarning(file: error.file, location: error.location ?? TextLocation(line: 1, column: 1),
                                                  message: error.message + "; this file is skipped and its translations are "
                                                    + "not checked (fix it: Xcode's build copies it as it is)"))
                readable.remove(at: bad)
            }
        }
    }

    /// Reads an intent definition's table: one entry per title of the base
    /// definition (`Base.lproj`, else the development language's, else the one
    /// outside any `.lproj`), keyed by its ID, whose source-language text is the
    /// definition's, with the translations of its `.strings` files (or catalog).
    /// A translation key the definition no longer has is a leftover Xcode keeps
    /// and nothing shows: it is not read into the table.
    static func loadIntentTable(name: String, definitions: [LocalizationFile], translations files: [LocalizationFile],
                                identity: String, developmentLanguage: String,
                                contents: LegacyFileContents) -> Result<ProjectTable, AuditInputError> {
        let base = definitions.first { $0.language == "Base" } ?? definitions.first { $0.language == developmentLanguage }
            ?? definitions.first { $0.language == nil } ?? definitions[0]
        let definition: IntentDefinition
        do throws(AuditInputError) {
            definition = try IntentDefinition(path: base.path)
        } catch {
            return .failure(error)
        }
        var translations: ProjectTable?
        if !files.isEmpty {
            switch load(name: name, files: files, identity: identity, developmentLanguage: developmentLanguage,
                        contents: contents) {
            case .success(let table): translations = table
            case .failure(let error): return .failure(error)
            }
        }
        let source = developmentLanguage
        let translated = translations?.catalog
        let languages = (translated?.languages ?? []).filter { $0 != source && $0 != "Base" }
        // `<ID>-<value ID>`: a dialog Xcode wrote once per value of its enum parameter.
        var expandedKeys: [String: [String: String]] = [:]
        for entry in translated?.entries ?? [] {
            guard let dash = entry.key.firstIndex(of: "-") else { continue }
            let id = String(entry.key[..<dash])
            for language in entry.localizations.keys where expandedKeys[language]?[id] == nil {
                expandedKeys[language, default: [:]][id] = entry.key
            }
        }
        var catalog = StringCatalog(sourceLanguage: source)
        var expanded: [String: String] = [:]
        for title in definition.titles where catalog[title.id] == nil {
            var entry = StringCatalog.Entry(key: title.id)
            entry.location = StringCatalog.SourceLocation(line: title.location.line, column: title.location.column)
            var sourceUnit = StringCatalog.Localization(stringUnit: .init(state: .translated, value: title.text))
            sourceUnit.location = entry.location
            entry.localizations[source] = sourceUnit
            let own = translated?[title.id]
            for language in languages {
                if let localization = own?.localizations[language] {
                    entry.localizations[language] = localization
                } else if let key = expandedKeys[language]?[title.id], let localization = translated?[key]?.localizations[language] {
                    entry.localizations[language] = localization
                    expanded[title.id + "\u{0}" + language] = key
                }
            }
            catalog.setEntry(entry)
        }
        let path = translations.map { $0.isCatalog ? $0.path : base.path } ?? base.path
        var table = ProjectTable(name: name, catalog: catalog, legacy: translations?.legacy, path: path, identity: identity)
        table.intentDefinition = definition
        table.expandedIntentTranslations = expanded
        table.intentDefinitionLanguages = Set(definitions.compactMap { file in
            file.path == base.path || file.language == "Base" ? nil : file.language
        })
        return .success(table)
    }

    /// One table of one extension.
    ///
    /// - Parameter sharedWithApp: Whether `widget` is also a table of an app target
    ///   (one file that is a member of both): then only the keys the extension's
    ///   code uses are its concern. The rest of the table — the app's review queue,
    ///   its plurals, keys only the app shows — is the app's.
    /// - Parameter extensionTarget: The extension, for the `InfoPlist` keys the
    ///   system shows of it (on its platforms, for its kind).
    func audit(target: String, table name: String, widget: ProjectTable?, app: ProjectTable?,
                       usages: [SourceKeyUsage], side: AppSide, sharedWithApp: Bool,
                       otherExtensions: [ProjectTable], extensionTarget: XcodeTarget) -> TableAudit {
        let platforms = extensionTarget.compilationConditions.platforms
        let languages = options.languages
        // Only what the system shows counts: the display name, permission prompts;
        // a bundle identifier or a URL scheme in the table is never seen, and a name
        // that is one text everywhere has nothing to translate.
        // `--fix` writes the table as it is: the audit reads the shown part. The app's
        // table stays whole: its languages are the ones the extension must have.
        let whole = widget
        let widget = name == "InfoPlist"
            ? widget?.infoPlistText(platforms: platforms, extensionPoint: extensionTarget.extensionPoint,
                                    namesAreShown: ProjectTable.showsBundleName(
                extensionPoint: extensionTarget.extensionPoint, productType: extensionTarget.productType))
            : widget
        // ClockKit looks `ckcomplication` keys up itself (`withStringsFileTextKey:`), for the
        // watch face gallery: every key is the extension's, whoever else copies the table.
        let sharedWithApp = sharedWithApp && !ProjectTable.isLookedUpBySystem(name)
        var result: CatalogAudit.Result
        var isPaired = false
        if let widget, let definition = widget.intentDefinition {
            // An intent definition's table: the definition is its source text and says which
            // titles there are; whichever targets compile it, every title counts, in every
            // language of the app. Nothing is copied from the app's tables.
            result = CatalogAudit(app: widget.catalog, widget: widget.catalog, appPath: widget.path, widgetPath: widget.path,
                                  usages: [], allKeys: false, languages: languages, reportsGaps: false,
                                  appTranslatedLanguages: widget.translatedLanguages).run()
            let replaced: Set<AuditRule> = [.missingTranslation, .missingLanguage, .rawKey, .orphanKey, .staleKey]
            result.findings.removeAll { replaced.contains($0.rule) }
            let coverage = IntentCoverage(table: widget, definition: definition, targetName: target, appName: side.target.name,
                                          appLanguages: side.languages, languages: languages)
            result.findings = AuditFinding.sorted(result.findings + coverage.findings())
            result.plan = CatalogFixPlan()
        } else if let widget, let app, widget.identity != app.identity, !(sharedWithApp && widget.isPart(of: app)) {
            result = CatalogAudit(app: app.catalog, widget: widget.catalog, appPath: app.path, widgetPath: widget.path,
                                  usages: usages, allKeys: options.allKeys, languages: languages, sourcesScanned: true,
                                  appTranslatedLanguages: app.translatedLanguages, appShippedLanguages: side.languages).run()
            isPaired = true
            if name == "InfoPlist" {
                // Each bundle names itself: a widget's own display name is neither drift nor a stray key.
                result.findings.removeAll { $0.rule == .translationDrift || $0.rule == .widgetOnlyKey }
            }
        } else if let widget {
            // The keys of the table the extension's code uses (interpolations matched as `%lld`,
            // `%@`…), less lookups it never runs: a generated accessor nothing reads, a preview.
            let used: Set<String> = sharedWithApp
                ? { let matcher = CatalogKeyMatcher(widget.catalog)
                    return Set(usages.lazy.filter { !$0.isNeverShown }.compactMap { matcher.key(for: $0.literal) }) }()
                : []
            // Its gaps are measured by coverage, against the app's languages; of a table
            // shared with the app only the used keys' entries are the extension's (below),
            // so only they are walked.
            result = CatalogAudit(app: widget.catalog, widget: widget.catalog, appPath: widget.path, widgetPath: widget.path,
                                  usages: usages, allKeys: false, languages: languages, sourcesScanned: true,
                                  reportsGaps: false, walkedKeys: sharedWithApp ? used : nil,
                                  appTranslatedLanguages: widget.translatedLanguages, appShippedLanguages: side.languages).run()
            let coverage = CatalogCoverage(table: widget, targetName: target, appName: side.target.name,
                                           appLanguages: side.languages, languages: languages,
                                           keys: sharedWithApp ? used : nil)
            // Coverage is against the app's languages, not the table's own: the
            // self-audit's coverage findings would repeat or contradict it.
            result.findings.removeAll { $0.rule == .missingTranslation || $0.rule == .missingLanguage }
            result.findings = AuditFinding.sorted(result.findings + coverage.findings())
            result.plan = CatalogFixPlan()
            if sharedWithApp {
                // The table's own problems (a unit to review, an empty value, a plural)
                // are the extension's only in the keys it shows; code findings
                // (missing keys, at a Swift or Objective-C file) stay.
                result.findings.removeAll { finding in
                    guard let key = finding.key, !ProjectAudit.isCode(finding.file) else { return false }
                    return !used.contains(key)
                }
            }
        } else {
            // The extension's sources use a table it does not copy: the app's, or one
            // another extension copies. A key one of them translates is shown untranslated.
            let references = (app.map { [$0] } ?? []) + otherExtensions
            let empty = StringCatalog(sourceLanguage: references.first?.catalog.sourceLanguage ?? "en")
            result = CatalogAudit.Result(findings: [], plan: CatalogFixPlan())
            var reported = Set<String>()
            for reference in references {
                var found = CatalogAudit(app: reference.catalog, widget: empty, appPath: reference.path,
                                         widgetPath: "\(name).xcstrings", usages: usages, languages: languages,
                                         appTranslatedLanguages: reference.translatedLanguages, appShippedLanguages: side.languages).run()
                // A key the table has but translates nowhere shows as the app shows it; a key
                // no table has shows as written in every language the app ships.
                found.findings.removeAll { finding in
                    guard let key = finding.key, !reported.contains(key) else { return true }
                    guard let entry = reference.catalog[key] else { return false }
                    return !entry.localizations.contains { language, localization in
                        language != reference.catalog.sourceLanguage && localization.isUsableTranslation
                    }
                }
                for finding in found.findings { reported.insert(finding.key ?? "") }
                result.findings += found.findings
            }
            result.findings = AuditFinding.sorted(result.findings)
            let suggestion = references.first.map { ProjectPath.fileName($0.path) } ?? name
            for index in result.findings.indices {
                result.findings[index].isFixable = false
                result.findings[index].message += " (\(target) has no \(name) table: add \(suggestion) to the target.)"
            }
            result.plan = CatalogFixPlan()
        }
        if let widget, widget.intentDefinition == nil { result.findings = OrphanKeys.collapse(result.findings, table: widget.catalog, path: widget.path, isLegacy: !widget.isCatalog, usages: sharedWithApp ? [] : usages, sourcesScanned: false) }
        if name == "InfoPlist" {
            // An app key `--all-keys` lists is the extension's only where the system shows it.
            result.findings.removeAll { finding in
                finding.key.map { widget?.catalog[$0] == nil && !ProjectTable.isUserVisibleInfoPlistKey(
                    $0, platforms: platforms, extensionPoint: extensionTarget.extensionPoint) } ?? false
            }
        }
        // The app's name (`Text("BikeBonk")`, `BETTER RAIL` of Better Rail) is what a language shows
        // where the app is called that: a gap only where the app has another name (zh-Hans "畅游地图!!").
        result.findings.removeAll { finding in
            guard finding.rule == .missingKey || finding.rule == .missingTranslation, let key = finding.key else {
                return false
            }
            let name = finding.language.map(side.shownName(in:)) ?? side.nameInEveryLanguage
            return name.map { CatalogAudit.showsSameText(key, as: $0) || InfoPlistCoverage.isBrand(key, of: [$0]) } ?? false
        }
        if widget?.interfaceBuilderDocument != nil {
            // The base storyboard or XIB holds every object's source text: no key is shown raw.
            result.findings.removeAll { $0.rule == .rawKey }
        }
        // --fix appends plain strings to a legacy table's existing .strings files and
        // lists what it cannot write: only what it writes is "fixable".
        let tableFix = widget?.legacy.flatMap { legacy in
            app.map { StringsTableFix(plan: result.plan, app: $0.catalog, legacy: legacy) }
        }
        for index in result.findings.indices {
            result.findings[index].target = target
            result.findings[index].table = name
            if let widget, !widget.isCatalog {
                result.findings[index].file = widget.file(for: result.findings[index])
                if result.findings[index].isFixable,
                   tableFix?.writesAll(key: result.findings[index].key, language: result.findings[index].language) != true {
                    result.findings[index].isFixable = false
                    result.findings[index].message = StringsTableFix.listedRemedy(result.findings[index].message)
                }
            }
        }
        return TableAudit(target: target, table: name, widget: whole, app: app, isPaired: isPaired, result: result)
    }
}
