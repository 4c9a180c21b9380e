import Dispatch
import Foundation
import PropertyList
import XCStrings
import XcodeProject

/// Project mode: reads an Xcode project, picks the app target and the extension
/// targets, and audits every extension's tables against the app's, table by
/// table, with ``CatalogAudit``.
///
/// - A table both targets have, from different files: the full audit.
/// - `InfoPlist` of both: the same, without `translation-drift` and
///   `widget-only-key` (each bundle names itself).
/// - A table only the extension has, or the same file in both targets (one
///   catalog that is a member of both): the table's own problems, and coverage
///   of the app's languages (``CatalogCoverage``); no parity findings against itself.
/// - A table the app has and the extension's sources use but the extension
///   lacks: the keys used that the app translates are missing.
struct ProjectAudit {
    /// What the command line asked for.
    var options: AuditOptions

    /// An application target the extensions are audited against, with its tables.
    struct AppSide {
        var target: XcodeTarget
        var tables: [ProjectTable]
        /// The languages its tables have units in (and their source languages).
        var languages: [String]

        /// The name the app is shown by, when it is one text in every language:
        /// not translated by its `InfoPlist` table.
        var nameInEveryLanguage: String? {
            guard let name = target.shownName else { return nil }
            for entry in nameEntries?.entries ?? [] {
                let values = Set(entry.localizations.values.compactMap(\.representativeValue).filter { !$0.isEmpty })
                if values.count > 1 { return nil }
            }
            return name
        }

        /// The name the app is shown by in `language`: its `InfoPlist` table's
        /// display name (else bundle name) in that language, else the one its
        /// project writes out (``XcodeTarget/shownName``), else the table's in its
        /// source language; `nil` when none is known (`${DISPLAY_NAME}`).
        func shownName(in language: String) -> String? {
            guard let (sourceLanguage, entries) = nameEntries, let entry = entries.first else { return target.shownName }
            let value = entry.localizations[language]?.representativeValue
                ?? target.shownName ?? entry.localizations[sourceLanguage]?.representativeValue
            return value.flatMap { $0.isEmpty ? nil : $0 }
        }

        /// The entries of the app's `InfoPlist` table that name it — its display
        /// name, then its bundle name — with the table's source language.
        private var nameEntries: (sourceLanguage: String, entries: [StringCatalog.Entry])? {
            guard let infoPlist = tables.first(where: { $0.name == "InfoPlist" })?.catalog else { return nil }
            return (infoPlist.sourceLanguage, ["CFBundleDisplayName", "CFBundleName"].compactMap { infoPlist[$0] })
        }
    }

    /// The targets chosen and their tables.
    struct Plan {
        var project: XcodeProject
        /// The apps, in the order of their first extension; the first one when
        /// there are no extensions.
        var apps: [AppSide]
        /// Each extension, its tables and (an index into ``apps``) the app it is audited against.
        var audited: [(target: XcodeTarget, tables: [ProjectTable], app: Int)]
        /// The targets neither audited nor audited against (tests, frameworks, other apps).
        var ignored: [XcodeTarget]
        /// The extensions of ``ignored`` nothing that ships embeds (no app, no watch
        /// app that ships on its own), where the apps say what they embed
        /// (``XcodeTarget/hasEmbedPhase``): never shipped.
        var unshipped: Set<String> = []
        /// Notes for standard error (sources the project names that are not on disk, …).
        var notes: [String]
        /// The tables of the local package targets the audited extensions link, by
        /// the package target's folder (``XcodeTarget/localPackageLocalizationFiles``).
        var packageTables: [String: [ProjectTable]] = [:]
        /// The audited extensions' Swift files, read beside the tables
        /// (``plan(readingSources:)``); `nil` when ``run(_:)`` is to read them.
        var sources: ProjectSources?
        /// The legacy files read for the tables, which holds them once the tables are made
        /// (``LegacyFileContents/release(_:)``): they go when the plan goes.
        var legacyFiles: LegacyFileContents?
        /// The language the audited bundles fall back to (``developmentLanguage(of:targets:)``).
        var developmentLanguage = "en"

        /// The first app (the only one, in most projects).
        var app: AppSide { apps[0] }

        /// The names of `app`'s product: its shown name, its target's name and the
        /// project's (`Home Assistant` of `HomeAssistant.xcodeproj`).
        func brandNames(of app: AppSide) -> [String] {
            [app.target.shownName, app.target.name,
             ProjectPath.fileName(project.path).replacingOccurrences(of: ".xcodeproj", with: "")].compactMap { $0 }
        }

        /// The app targets that have `table` too (the same files, or more of
        /// them: the `.stringsdict` of a table whose `.strings` an extension copies), in plan order.
        func appsSharing(_ table: ProjectTable) -> [String] {
            apps.filter { $0.tables.contains { table.isPart(of: $0) } }.map(\.target.name)
        }

        /// Whether an app target has `table` too.
        func isSharedWithAnApp(_ table: ProjectTable) -> Bool { !appsSharing(table).isEmpty }
    }

    /// One audited pair of tables.
    struct TableAudit {
        /// The extension target.
        var target: String
        /// The table name.
        var table: String
        /// The extension's table (`nil` when it uses a table of the app it does not copy).
        var widget: ProjectTable?
        /// The app's table of that name, if any.
        var app: ProjectTable?
        /// Whether this is a parity audit whose plan `--fix` may apply.
        var isPaired: Bool
        /// The findings (tagged with target and table) and what `--fix` would copy.
        var result: CatalogAudit.Result
    }

    /// What one run found.
    struct Report {
        /// What was audited.
        var plan: Plan
        /// One per extension and table, in target then table order.
        var audits: [TableAudit]
        /// The findings of all audits, grouped by target in the order audited.
        var groups: [(target: XcodeTarget, tables: [ProjectTable], findings: [AuditFinding])]
        /// Warnings for standard error.
        var notes: [String]
        /// With ``AuditOptions/whyKey``: for each lookup of that key in an audited
        /// target's code, where it is and why it runs there (``explanation(of:in:target:reach:units:)``).
        var explanations: [String] = []
    }

    // MARK: - Choosing targets

    /// Reads the project and chooses what to audit.
    ///
    /// - Parameter readingSources: Whether the audited extensions' Swift files are
    ///   read too (``Plan/sources``), on the cores the tables leave idle, for
    ///   ``run(_:)``.
    func plan(readingSources: Bool = false) throws(AuditInputError) -> Plan {
        let projectPath = try ProjectLocator.locate(options.projectPath ?? ".", named: options.project)
        let project: XcodeProject
        do throws(XcodeProjectError) {
            project = try XcodeProject(atPath: projectPath)
        } catch {
            throw AuditInputError(path: error.file, line: error.location?.line, column: error.location?.column,
                                  message: error.message)
        }
        let projectFile = project.projectFile
        func describe(_ targets: [XcodeTarget]) -> String {
            targets.map { "\($0.name) (\($0.kindName))" }.joined(separator: ", ")
        }
        let apps = project.targets.filter { $0.kind == .application && $0.sdk != "watchos" }
        var fixed: XcodeTarget?
        if let name = options.appTarget {
            guard let named = project.targets.first(where: { $0.name == name }) else {
                throw AuditInputError(path: projectFile, message: "has no target \"\(name)\" (given as the app target); "
                    + "its targets are: \(describe(project.targets))")
            }
            fixed = named
        }
        // Each extension is audited against the app that embeds it; an extension no
        // app embeds (or several do), against the one app, the one iOS app, or the
        // app that embeds the most extensions — but where the apps say what they embed
        // (an embed phase) and nothing that ships embeds an extension, it is never shipped
        // and not audited.
        let extensions = project.targets.filter { Self.isExtension($0) && $0.name != fixed?.name }
        let byName = Dictionary(project.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        func embeds(_ app: XcodeTarget, _ name: String) -> Bool {
            // Through a watch app's container and extension: three levels at most.
            var frontier = app.embeddedTargets, seen = Set<String>()
            for _ in 0..<3 {
                if frontier.contains(name) { return true }
                frontier = frontier.filter { seen.insert($0).inserted }.flatMap { byName[$0]?.embeddedTargets ?? [] }
            }
            return false
        }
        let appsSayWhatTheyEmbed = apps.contains(where: \.hasEmbedPhase)
        // What ships: the apps, and a watch app that may ship on its own — a single-target
        // watchOS app, or the container of a watch-only app — with what each embeds. A
        // two-target watch app and a WatchKit extension ship only inside one of them.
        func shipsOnItsOwn(_ target: XcodeTarget) -> Bool {
            target.productType == "com.apple.product-type.application.watchapp2-container"
                || (target.kind == .application && target.sdk == "watchos")
        }
        let roots = apps + project.targets.filter { target in
            shipsOnItsOwn(target) && !apps.contains { $0.name == target.name }
        }
        var unshipped = Set<String>()
        let embedding = apps.map { app in extensions.filter { embeds(app, $0.name) }.count }
        let most = embedding.max() ?? 0
        let iOS = apps.filter { $0.sdk == "iphoneos" }
        let fallback = fixed ?? (apps.count == 1 ? apps[0] : iOS.count == 1 ? iOS[0]
            : most > 0 && embedding.filter({ $0 == most }).count == 1 ? apps[embedding.firstIndex(of: most)!] : nil)
        var candidates: [(target: XcodeTarget, app: XcodeTarget)] = []
        for target in extensions where !options.skipTargets.contains(target.name) {
            let embedders = apps.filter { embeds($0, target.name) }
            if embedders.isEmpty, appsSayWhatTheyEmbed, !options.targets.contains(target.name), !shipsOnItsOwn(target),
               !roots.contains(where: { embeds($0, target.name) }) {
                unshipped.insert(target.name)
                continue
            }
            guard let owner = fixed ?? (embedders.count == 1 ? embedders[0] : fallback) else {
                if apps.isEmpty {
                    throw AuditInputError(path: projectFile, message: "has no application target to audit the extensions "
                        + "against; name one with --app-target. Its targets are: \(describe(project.targets))")
                }
                throw AuditInputError(path: projectFile, message: "has \(apps.count) application targets ("
                    + apps.map(\.name).joined(separator: ", ") + ") and none of them alone embeds \"\(target.name)\"; "
                    + "pick the one to audit the extensions against with --app-target NAME")
            }
            candidates.append((target, owner))
        }
        var audited = candidates
        if !options.targets.isEmpty {
            for name in options.targets where !candidates.contains(where: { $0.target.name == name }) {
                let why = project.targets.contains { $0.name == name }
                    ? "\"\(name)\" is not an extension target audited against \(fallback?.name ?? "an app")"
                    : "has no target \"\(name)\""
                throw AuditInputError(path: projectFile, message: "\(why) (given with --target); the targets audited are: "
                    + (candidates.isEmpty ? "none" : candidates.map(\.target.name).joined(separator: ", ")))
            }
            audited = candidates.filter { options.targets.contains($0.target.name) }
        }
        // The code of the frameworks the extensions link is followed file by file (a file that
        // looks nothing up still names what runs next). A shared framework is often most of a
        // project's code: past ``wholeFrameworkFiles`` files only those that may look a text
        // up are read, and a lookup reached only through the others is taken for unreached.
        if Self.frameworkOnlyFiles(of: audited.map(\.target)).count > Self.wholeFrameworkFiles {
            let looksUp = Self.files(audited.flatMap(\.target.linkedFrameworkSourceFiles), whoseBytes: Self.mayLookUpText)
            for index in audited.indices {
                audited[index].target.linkedFrameworkSourceFiles.removeAll { !looksUp.contains($0) }
            }
        }
        // The same for local packages: past ``wholeFrameworkFiles`` package files, those
        // that may look a text up or name a package's bundle (a generated accessor's).
        if Set(audited.flatMap(\.target.localPackageSourceFiles)).count > Self.wholeFrameworkFiles {
            let kept = Self.files(audited.flatMap(\.target.localPackageSourceFiles)) { bytes in
                Self.mayLookUpText(bytes) || Self.packageBundleMarkers.contains { SwiftLexer.contains($0, in: bytes[...]) }
            }
            for index in audited.indices {
                audited[index].target.localPackageSourceFiles.removeAll { !kept.contains($0) }
            }
        }
        var appTargets: [XcodeTarget] = []
        for (_, owner) in audited where !appTargets.contains(where: { $0.name == owner.name }) { appTargets.append(owner) }
        if appTargets.isEmpty {
            guard let first = fallback ?? apps.first else {
                throw AuditInputError(path: projectFile, message: "has no application target to audit the extensions "
                    + "against; name one with --app-target. Its targets are: \(describe(project.targets))")
            }
            appTargets = [first]
        }
        let ignored = project.targets.filter { target in
            !appTargets.contains { $0.name == target.name } && !audited.contains { $0.target.name == target.name }
        }

        // Tables: each file read once, however many targets copy it.
        let everyTarget = appTargets + audited.map(\.target)
        let developmentLanguage = Self.developmentLanguage(of: project, targets: everyTarget)
        var tableKeys: [[(name: String, files: [LocalizationFile])]] = []
        for target in everyTarget { tableKeys.append(Self.tables(of: target)) }
        // The linked local packages' tables, once per package target.
        var packageModules: [String] = []
        for (target, _) in audited {
            for module in target.localPackageLocalizationFiles.keys.sorted() where !packageModules.contains(module) {
                packageModules.append(module)
                tableKeys.append(Self.tables(of: target.localPackageLocalizationFiles[module]!))
            }
        }
        var uniqueIdentities: [String] = []
        var filesByIdentity: [String: (name: String, files: [LocalizationFile])] = [:]
        for tables in tableKeys {
            for table in tables {
                let identity = Self.identity(table.files)
                if filesByIdentity[identity] == nil {
                    filesByIdentity[identity] = table
                    uniqueIdentities.append(identity)
                }
            }
        }
        // The legacy tables' files first, each on its own, on all cores: one table of
        // thirty languages is thirty files to read, and most of the reading time.
        var legacyPaths: [String] = []
        var seenPaths = Set<String>()
        for identity in uniqueIdentities {
            for file in filesByIdentity[identity]!.files where file.format == .strings || file.format == .stringsdict {
                if seenPaths.insert(file.path).inserted { legacyPaths.append(file.path) }
            }
        }
        let readFiles = ConcurrentSlots<Result<LegacyStringTable.FileContents, LegacyTableError>>(count: legacyPaths.count)
        let pathsToRead = legacyPaths
        DispatchQueue.concurrentPerform(iterations: pathsToRead.count) { index in
            let file = LegacyStringTable.File(path: pathsToRead[index], language: "")
            readFiles.set(index, Result { () throws(LegacyTableError) in try LegacyStringTable.contents(of: file) })
        }
        var readers: [String: Int] = [:]
        for identity in uniqueIdentities {
            for path in Set(filesByIdentity[identity]!.files.map(\.path)) where seenPaths.contains(path) { readers[path, default: 0] += 1 }
        }
        let contents = LegacyFileContents(byPath: Dictionary(uniqueKeysWithValues: legacyPaths.indices.map {
            (legacyPaths[$0], readFiles.take($0))
        }), readers: readers)
        // Then the tables, the largest first (catalogs, whose reading is all of their
        // work, then legacy tables by their number of keys), and the Swift files, which
        // need no table: one large table is then made while the other cores scan.
        let sources = readingSources ? ProjectSources(targets: audited.map(\.target), options: options) : nil
        let loaded = ConcurrentSlots<Result<ProjectTable, AuditInputError>>(count: uniqueIdentities.count)
        let identities = uniqueIdentities, tablesToLoad = filesByIdentity
        let size = identities.map { identity -> Int in
            let files = tablesToLoad[identity]!.files
            if files.contains(where: { $0.format == .xcstrings }) { return Int.max }
            return files.reduce(0) { sum, file in sum + contents.count(of: file.path) }
        }
        let order = identities.indices.sorted { size[$0] != size[$1] ? size[$0] > size[$1] : $0 < $1 }
        DispatchQueue.concurrentPerform(iterations: order.count + (sources?.jobCount ?? 0)) { job in
            guard job < order.count else {
                sources?.perform(job - order.count)
                return
            }
            let index = order[job]
            let identity = identities[index]
            let table = tablesToLoad[identity]!
            loaded.set(index, Self.load(name: table.name, files: table.files, identity: identity,
                                        developmentLanguage: developmentLanguage, contents: contents).map { table in
                var table = table
                // `CatalogAudit.translatedLanguages(of:)` and `catalog.languages` in one pass.
                let languages = table.catalog.languages(alsoThose: \.hasUsableUnit)
                table.translatedLanguages = languages.counted
                table.unitLanguages = languages.languages
                return table
            })
            contents.release(Array(Set(table.files.map(\.path))))
        }
        sources?.settleStringMembers()
        var tableByIdentity: [String: ProjectTable] = [:]
        var errors: [AuditInputError] = []
        for (index, identity) in uniqueIdentities.enumerated() {
            switch loaded.get(index) {
            case .success(let table): tableByIdentity[identity] = table
            case .failure(let error): errors.append(error)
            }
        }
        if var first = errors.first {
            // All of them: one run shows every broken file, each as an error of its own.
            first.followingErrors = Array(errors.dropFirst())
            throw first
        }
        let resolved = tableKeys.map { tables in tables.map { tableByIdentity[Self.identity($0.files)]! } }
        var packageTables: [String: [ProjectTable]] = [:]
        for (index, module) in packageModules.enumerated() { packageTables[module] = resolved[everyTarget.count + index] }
        var appSides: [AppSide] = []
        for (index, target) in appTargets.enumerated() {
            var languages = Set<String>()
            for table in resolved[index] {
                languages.formUnion(table.unitLanguages ?? table.catalog.languages)
                if !table.catalog.entries.isEmpty { languages.insert(table.catalog.sourceLanguage) }
            }
            languages.remove("Base")
            appSides.append(AppSide(target: target, tables: resolved[index],
                                    languages: Array(languages).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }))
        }
        var notes = project.warnings.map { "xcstrings-audit: warning: " + $0 }
        // What a legacy table's reader tolerated (a stray `;`), once per place.
        var warned = Set<String>()
        for table in resolved.joined() {
            for warning in table.legacy?.warnings ?? [] where warned.insert(warning.description).inserted {
                notes.append("xcstrings-audit: warning: \(warning.file):\(warning.location.line):"
                    + "\(warning.location.column): \(warning.message)")
            }
        }
        for target in everyTarget {
            for warning in target.warnings { notes.append("xcstrings-audit: warning: " + warning) }
        }
        for (target, _) in audited {
            for missing in target.missingSourceFiles {
                notes.append("xcstrings-audit: warning: \(missing): target \"\(target.name)\" compiles this file, but it "
                    + "is not on disk (a generated file?); its keys are not checked")
            }
        }
        let auditedPlan = audited.enumerated().map { index, pair in
            (target: pair.target, tables: resolved[appTargets.count + index],
             app: appTargets.firstIndex { $0.name == pair.app.name }!)
        }
        var plan = Plan(project: project, apps: appSides, audited: auditedPlan, ignored: ignored, notes: notes,
                        packageTables: packageTables, sources: sources, legacyFiles: contents,
                        developmentLanguage: developmentLanguage)
        plan.unshipped = unshipped
        return plan
    }

    /// The `format-mismatch` findings of an app's own tables (a translation
    /// that drops an argument, or gives it another type, prints wrong text in
    /// the app), less those an extension's audit of the same table reported.
    /// The text decides what is a format: the app's code is not scanned. Intent
    /// definitions, Interface Builder documents and `InfoPlist` hold no formats.
    /// A key no file of the project writes (``WrittenKeys``) is looked up by no
    /// code, so its finding is a note: only a push notification's `loc-key` may
    /// still format it. (Not where the app compiles a file that is not on disk:
    /// generated accessors may write it.)
    private func appFormatAudits(_ app: AppSide, reported: [TableAudit], targetNames: [String],
                                 written: inout WrittenKeys?, project: XcodeProject) -> [TableAudit] {
        // One translation of one file, whichever target reported it.
        func place(_ finding: AuditFinding) -> String {
            finding.file + "\u{0}" + (finding.key ?? "") + "\u{0}" + (finding.language ?? "")
        }
        let seen = Set(reported.lazy.flatMap(\.result.findings).filter { $0.rule == .formatMismatch }.map(place))
        let wording = TargetWording(kindName: app.target.kindName, names: targetNames)
        var audits: [TableAudit] = []
        for table in app.tables
        where table.intentDefinition == nil && table.interfaceBuilderDocument == nil && table.name != "InfoPlist" {
            var result = CatalogAudit.Result(findings: CatalogAudit(
                app: table.catalog, widget: table.catalog, appPath: table.path, widgetPath: table.path, usages: [],
                allKeys: false, languages: options.languages, reportsGaps: false,
                appTranslatedLanguages: table.translatedLanguages).formatMismatchFindings(), plan: CatalogFixPlan())
            for index in result.findings.indices {
                result.findings[index].target = app.target.name
                result.findings[index].table = table.name
                result.findings[index].isFixable = false
                result.findings[index].message = wording.message(result.findings[index].message)
                if !table.isCatalog { result.findings[index].file = table.file(for: result.findings[index]) }
            }
            result.findings.removeAll { seen.contains(place($0)) }
            guard !result.findings.isEmpty else { continue }
            if app.target.missingSourceFiles.isEmpty {
                let keys = written ?? WrittenKeys(files: project.targets.flatMap {
                    $0.sourceFiles + $0.otherLanguageSourceFiles + $0.interfaceBuilderFiles + $0.localPackageSourceFiles
                        + $0.linkedFrameworkSourceFiles
                })
                written = keys
                let writes = keys.writes(result.findings.compactMap(\.key))
                for index in result.findings.indices where !writes.contains(result.findings[index].key ?? "") {
                    result.findings[index].severity = .note
                    result.findings[index].message += " No file of the project writes this key, so no code looks "
                        + "it up: if nothing else does (a push notification's loc-key does), delete the entry."
                }
            }
            audits.append(TableAudit(target: app.target.name, table: table.name, widget: table, app: nil, isPaired: false,
                                     result: result))
        }
        return audits
    }

    /// Whether a target is audited against the app: app extensions, watch apps
    /// (of either kind) and App Clips.
    static func isExtension(_ target: XcodeTarget) -> Bool {
        target.kind == .appExtension || target.kind == .watchApp || target.kind == .appClip
            || (target.kind == .application && target.sdk == "watchos")
    }

    /// A Swift file as one target compiles it: its `#if` conditions decided
    /// against the target's platforms and, for the target's own files, its
    /// compilation conditions (a local package's code does not get the app
    /// project's flags).
    struct FileInTarget: Hashable, Sendable {
        var file: String
        var conditions: CompilationConditions
    }

    /// The code rules' `findings` in `files` but those in a branch of an
    /// availability check `target` never takes (``AvailabilityBranches``): the code
    /// rules read every branch.
    static func droppingNeverTaken(_ findings: [AuditFinding], in files: [SwiftCodeFile], by target: XcodeTarget)
        -> [AuditFinding] {
        let conditions = target.compilationConditions
        guard conditions.platforms != nil, !findings.isEmpty else { return findings }
        var neverTaken: [String: [ClosedRange<SwiftSourceScanner.Place>]] = [:]
        for file in files where neverTaken[file.path] == nil && findings.contains(where: { $0.file == file.path }) {
            neverTaken[file.path] = file.runs.first.map {
                AvailabilityBranches.neverTaken($0.tokens, bytes: file.bytes, platforms: conditions.platforms,
                                                minimumVersions: conditions.minimumVersions)
            } ?? []
        }
        return findings.filter { !Self.isInside($0, neverTaken) }
    }

    /// Whether `finding` is inside one of the ranges of its file in `ranges`.
    static func isInside(_ finding: AuditFinding, _ ranges: [String: [ClosedRange<SwiftSourceScanner.Place>]]) -> Bool {
        guard let inFile = ranges[finding.file] else { return false }
        let place = SwiftSourceScanner.Place(line: finding.line, column: finding.column)
        return inFile.contains { $0.contains(place) }
    }

    private static let conditionalDirective = Array("#if".utf8)

    /// The branches of a widget extension's `switch`es over its family that no
    /// family its widgets support reaches (``WidgetFamilyBranches``), and the
    /// functions only they call, by file: read as the target compiles them (its
    /// `#if` branches decided).
    static func familyBranchesNeverTaken(in files: [SwiftCodeFile], by target: XcodeTarget)
        -> [String: [ClosedRange<SwiftSourceScanner.Place>]] {
        guard target.isWidgetExtension else { return [:] }
        // Only files that name a family can hold a widget's list or a switch over one.
        let needle = Array("amil".utf8)  // `family`, `supportedFamilies`
        var runs: [(path: String, run: SwiftCodeFile.Run)] = []
        for file in files where SwiftLexer.contains(needle, in: file.bytes[...]) {
            // Lexed again only where an `#if` may leave code out.
            guard SwiftLexer.contains(Self.conditionalDirective, in: file.bytes[...]) else {
                if let run = file.runs.first { runs.append((file.path, run)) }
                continue
            }
            var lexer = SwiftLexer(bytes: ConditionalCompilation.activeCode(file.bytes, conditions: target.compilationConditions))
            lexer.lex()
            runs.append((file.path, SwiftCodeFile.Run(lexer.runs.first ?? [])))
        }
        guard let families = WidgetFamilyBranches.supportedFamilies(in: runs.map(\.run)) else { return [:] }
        var ranges: [String: [ClosedRange<SwiftSourceScanner.Place>]] = [:]
        for file in runs {
            let neverTaken = WidgetFamilyBranches.neverTaken(file.run, families: families)
            if !neverTaken.isEmpty { ranges[file.path] = neverTaken }
        }
        guard !ranges.isEmpty else { return ranges }
        // A function only such a branch calls (`serverDetailViewSystemMedium(…)`) runs only there.
        let relexed = Dictionary(runs.map { ($0.path, $0.run) }, uniquingKeysWith: { first, _ in first })
        let all = files.map { file in
            (path: file.path, runs: relexed[file.path].map { [$0] + file.runs.dropFirst() } ?? file.runs)
        }
        return WidgetFamilyBranches.withFunctionsOnlyCalledThere(ranges, files: all)
    }

    /// - Parameter own: The target's own files (``XcodeTarget/sourceFiles``).
    static func compiled(_ file: String, by target: XcodeTarget, own: Set<String>) -> FileInTarget {
        // A linked framework is built once, with its own conditions, for every target that links it.
        if !own.contains(file), let framework = target.linkedFrameworkConditions[file] {
            return FileInTarget(file: file, conditions: framework)
        }
        var conditions = target.compilationConditions
        if !own.contains(file) {
            // A local package's file. Xcode builds the package for release: `SWIFT_PACKAGE`
            // is set and `DEBUG` is not (a debug build sets it); the manifest's own
            // `define`s are not read, so any other condition may be either.
            conditions.flags = nil
            conditions.definedFlags = ["SWIFT_PACKAGE"]
            conditions.undefinedFlags = ["DEBUG"]
        }
        return FileInTarget(file: file, conditions: conditions)
    }

    /// What of an extension's code runs (``CodeReach``).
    struct Reach {
        /// By file, the units of the app's files it compiles too that no name leads
        /// to from its own files, its linked packages', its Objective-C and C
        /// sources' and the system's entry points.
        var dead: [String: Set<Int>] = [:]
        /// The error types no code of it holds a value of, whose payloads no code reads.
        var unheldErrors: Set<String> = []
        /// Asked for (`explains`): the files followed, and per file, per unit, why it runs.
        var files: [FileInTarget] = []
        var causes: [[CodeReach.Cause?]] = []
    }

    /// What of an extension's code the code only it compiles never reaches
    /// (``Reach``). Nothing when it has no code of its own, or a file of it cannot
    /// be read (its names are unknown).
    ///
    /// - Parameters:
    ///   - units: Each file's units, with the numbers of its names in `names`.
    ///   - objectiveC: ``namesOutsideSwift(of:)``, sorted; `nil` when a file could not be read.
    ///   - unlisted: ``CodeReach/unlistedIntents(in:)`` of the target's code.
    ///   - cache: The answers for targets already followed, by what decides them:
    ///     targets that compile the same code the same way (a brand's copies of one
    ///     extension, each linking one large framework) are followed once.
    ///   - explains: Whether to say why each unit that runs does (``Reach/causes``).
    static func deadUnits(of target: XcodeTarget, app: XcodeTarget,
                          units: [FileInTarget: (units: SwiftCodeUnits, numbers: [Int32])], names: CodeReach.Names,
                          objectiveC: [String]?, unlisted: Set<String>,
                          cache: inout [ReachQuestion: Reach], explains: Bool = false) -> Reach {
        guard let objectiveC else { return Reach() }
        let own = Set(target.sourceFiles)
        let files = code(of: target)
        let appFiles = Set(app.sourceFiles), appCode = appFiles.union(linkedCode(of: app))
        var read: [CodeReach.File] = []
        var question = ReachQuestion(selectors: objectiveC, unlisted: unlisted,
                                     startsAppIntents: CodeReach.hostsAppIntents(extensionPoint: target.extensionPoint))
        for file in files {
            let compiled = compiled(file, by: target, own: own)
            // A file that could not be read may reach anything (its names are unknown).
            guard let found = units[compiled] else { return Reach() }
            // Its own files run; a linked package's code (kind 7) runs where they name it.
            let isRoot = own.contains(file) && !appFiles.contains(file), isCompiledByTheApp = appCode.contains(file)
            read.append(CodeReach.File(units: found.units, numbers: found.numbers, isRoot: isRoot,
                                       isCompiledByTheApp: isCompiledByTheApp))
            question.files.append(ReachQuestion.File(file: compiled, isRoot: isRoot, isCompiledByTheApp: isCompiledByTheApp))
        }
        guard files.contains(where: { own.contains($0) && !appFiles.contains($0) }) else { return Reach() }
        if let known = cache[question] { return known }
        let outcome = CodeReach.deadUnits(read, names: names, selectors: objectiveC, unlisted: unlisted,
                                          startsAppIntents: question.startsAppIntents, explains: explains)
        var reach = Reach(unheldErrors: outcome.unheldErrors)
        for (index, file) in files.enumerated() where !outcome.dead[index].isEmpty { reach.dead[file] = outcome.dead[index] }
        if explains {
            reach.files = question.files.map(\.file)
            reach.causes = outcome.causes
        }
        cache[question] = reach
        return reach
    }

    /// Where `usage` looks its key up in `target`'s code and why that code runs
    /// there: the chain of readings from the extension's own files or an entry
    /// point the system starts (``CodeReach/Cause``), one line each, or why it
    /// does not run.
    ///
    /// ```
    /// Shared/Goal.swift:3:37 (in Goal.title), run in Widget:
    ///   Goal.title: Row.body reads `title` of a `Goal` (Shared/Row.swift)
    ///   Row.body: runs whenever its type does
    ///   Row: Entry.body reads `Row` (Widget/Widget.swift)
    ///   Entry.body: in the extension's own file Widget/Widget.swift
    /// ```
    static func explanation(of usage: SourceKeyUsage, in file: String, target: XcodeTarget, reach: Reach,
                            units: [FileInTarget: (units: SwiftCodeUnits, numbers: [Int32])]) -> String {
        let place = "\(file.shownAsPath):\(usage.line):\(usage.column)"
        guard let fileIndex = reach.files.firstIndex(where: { $0.file == file }),
              let codeUnits = units[reach.files[fileIndex]]?.units else {
            let reason = usage.isInUnreachedCode ? "it is never shown there"
                : "its code is not followed from the extension's entry points: everything it compiles counts"
            return "\(place), in \(target.name): \(reason)\n"
        }
        func describe(_ unit: Int, of units: SwiftCodeUnits) -> String {
            var names: [String] = []
            var cursor: Int? = unit
            while let current = cursor {
                if let name = units.units[current].kind.name { names.insert(name, at: 0) }
                cursor = units.units[current].parent
            }
            return names.isEmpty ? "the top level" : names.joined(separator: ".")
        }
        var text = "\(place) (in \(describe(usage.codeUnit, of: codeUnits)))"
        guard let first = reach.causes[fileIndex][usage.codeUnit] else {
            return text + ", in \(target.name): does not run there (no code that runs there names it), so the lookup "
                + "is not \(target.name)'s\n"
        }
        guard !usage.isInUnreachedCode else {
            return text + ", in \(target.name): runs there, but shows nothing there (an error's text that no code holds "
                + "as its type, App Intents metadata that no list there shows), so the lookup is not \(target.name)'s\n"
        }
        text += ", run in \(target.name):\n"
        var step: (file: Int, unit: Int, cause: CodeReach.Cause)? = (fileIndex, usage.codeUnit, first)
        var seen = Set<[Int]>()
        while let (index, unit, cause) = step, seen.insert([index, unit]).inserted, seen.count <= 40 {
            guard let stepUnits = units[reach.files[index]]?.units else { break }
            let path = reach.files[index].file
            text += "  \(describe(unit, of: stepUnits)): "
            step = nil
            switch cause {
            case .ownFile:
                text += "in the extension's own file \(path.shownAsPath)\n"
            case .topLevel:
                text += "the top level of \(path.shownAsPath), which runs as the target starts\n"
            case .systemEntry:
                text += "a type the system starts\n"
            case .namedOutsideSwift(let name):
                text += "the target's Objective-C, storyboards or XIBs name `\(name)`\n"
            case .read(let name, let readerFile, let reader, let type):
                let readerUnits = units[reach.files[readerFile]]?.units
                // A member read by its name alone: on a value of a type not known, any type's of that name runs.
                let byName = type == nil && { if case .member = stepUnits.units[unit].kind { true } else { false } }()
                let what = type.map { "`\(name)` of a `\($0)`" } ?? "`\(name)`"
                text += "\(readerUnits.map { describe(reader, of: $0) } ?? "code") reads \(what) "
                    + "(\(reach.files[readerFile].file.shownAsPath))"
                    + (byName ? ", of a value whose type the code does not say: every `\(name)` may be it\n" : "\n")
                if let next = reach.causes[readerFile][reader] { step = (readerFile, reader, next) }
            case .withItsType:
                text += "runs whenever its type does\n"
                if let parent = stepUnits.units[unit].parent, let next = reach.causes[index][parent] {
                    step = (index, parent, next)
                }
            }
        }
        return text
    }

    /// Everything ``deadUnits(of:app:units:names:objectiveC:unlisted:cache:)`` follows a
    /// target's code with: two targets that ask the same question get the same answer.
    struct ReachQuestion: Hashable {
        struct File: Hashable {
            var file: FileInTarget
            var isRoot: Bool
            var isCompiledByTheApp: Bool
        }
        var files: [File] = []
        var selectors: [String]
        var unlisted: Set<String>
        var startsAppIntents: Bool
    }

    /// The language the audited bundles fall back to where a table lacks a key:
    /// the project's `developmentRegion`, unless every target's `Info.plist` names
    /// one other (`CFBundleDevelopmentRegion` = `tr` throughout a project whose
    /// `developmentRegion` stayed `en`). Where the targets disagree, the project's.
    static func developmentLanguage(of project: XcodeProject, targets: [XcodeTarget]) -> String {
        let projectLanguage = project.developmentRegion ?? "en"
        let named = Set(targets.map { $0.developmentRegion ?? projectLanguage })
        if named.count == 1, let only = named.first { return only }
        return projectLanguage
    }

    /// Whether `unit` is in the body of a type declared (or extended) to conform to
    /// `WidgetConfigurationIntent`: its title, description and parameters are what a
    /// widget's edit sheet shows.
    static func isInConfigurationIntent(_ unit: Int, of units: SwiftCodeUnits) -> Bool {
        units.typeUnits(around: unit).contains { units.units[$0].inherited.contains("WidgetConfigurationIntent") }
    }

    /// Whether `usage` is App Intents metadata: in a type that conforms to an App
    /// Intents protocol (`AppIntent`, `AppEntity`, `AppEnum` …), a `@Parameter`'s
    /// title or the code of a member only Shortcuts, Siri and configuration sheets
    /// read (`title`, `description`, `typeDisplayRepresentation`,
    /// `caseDisplayRepresentations`, `displayRepresentation`).
    static func isAppIntentsMetadata(_ usage: SourceKeyUsage, of units: SwiftCodeUnits) -> Bool {
        let unit = usage.codeUnit
        var isMetadata = usage.function.hasPrefix("Parameter(")
        if !isMetadata, units.units.indices.contains(unit), case .member(let name) = units.units[unit].kind {
            isMetadata = appIntentsMetadataMembers.contains(name)
        }
        return isMetadata && units.typeUnits(around: unit).contains {
            units.units[$0].inherited.contains(where: CodeReach.appIntentsEntryNames.contains)
        }
    }

    /// What makes watchOS list a watch target's App Intents, and so show their
    /// metadata: App Shortcuts (Siri), a workout or dive intent (the Action button's settings).
    private static let watchAppIntentsListings: Set<String> = ["AppShortcutsProvider", "StartWorkoutIntent", "StartDiveIntent"]

    private static let appIntentsMetadataMembers: Set<String> = [
        "title", "description", "typeDisplayRepresentation", "caseDisplayRepresentations", "displayRepresentation",
    ]

    /// The names a target's code outside Swift writes: its Objective-C and C
    /// sources call Swift by them (`[NCRoom roomWithToken:…]`, a class
    /// `@objc(Name)` renames), and its storyboards and XIBs name the classes the
    /// system makes for them (`customClass="TodayViewController"`). `nil` when a
    /// file cannot be read (then what it calls is unknown).
    static func namesOutsideSwift(of target: XcodeTarget) -> Set<String>? {
        var names = Set<String>()
        for file in target.otherLanguageSourceFiles {
            guard let bytes = try? XcodeProject.readFile(file) else { return nil }
            names.formUnion(SwiftSourceScanner.identifiers(in: bytes))
        }
        for file in target.interfaceBuilderFiles {
            guard let bytes = try? XcodeProject.readFile(file) else { return nil }
            names.formUnion(customClasses(in: bytes))
        }
        return names
    }

    /// The `customClass` attributes of an Interface Builder document.
    static func customClasses(in document: [UInt8]) -> Set<String> {
        let attribute = Array(#"customClass=""#.utf8)
        var names = Set<String>()
        var rest = document[...]
        while let start = rest.firstRange(of: attribute) {
            let value = rest[start.upperBound...].prefix { $0 != UInt8(ascii: "\"") }
            if !value.isEmpty { names.insert(String(decoding: value, as: UTF8.self)) }
            rest = rest[(start.upperBound + value.count)...]
        }
        return names
    }

    /// The Swift files only the linked frameworks of `targets` hold: no target
    /// compiles them itself, and no package of theirs holds them.
    static func frameworkOnlyFiles(of targets: [XcodeTarget]) -> Set<String> {
        let compiledOwn = Set(targets.flatMap { $0.sourceFiles + $0.localPackageSourceFiles })
        return Set(targets.flatMap(\.linkedFrameworkSourceFiles)).subtracting(compiledOwn)
    }

    /// How many Swift files the frameworks the audited extensions link may hold (those
    /// no extension compiles itself) for all of them to be read: beyond, the files that
    /// name no localized API (``mayLookUpText(_:)``) are not. A reading of every file of
    /// the corpus's largest frameworks (300 to 700 files) took 2 to 4 times as long. The
    /// same holds for the files of the local packages they link (where a file that names
    /// the package's bundle is read too): linked in a trial, mastodon-ios's SDK (429 files,
    /// five extensions) took 0.46 s read whole and 0.15 s read so.
    static let wholeFrameworkFiles = 250

    /// Which of `files` hold bytes that pass `test`, each file read once, on all cores;
    /// a file that cannot be read passes nothing.
    private static func files(_ files: [String], whoseBytes test: @Sendable ([UInt8]) -> Bool) -> Set<String> {
        let unique = Array(Set(files))
        let passes = ConcurrentSlots<Bool>(count: unique.count)
        DispatchQueue.concurrentPerform(iterations: unique.count) { index in
            passes.set(index, (try? XcodeProject.readFile(unique[index])).map(test) ?? false)
        }
        return Set(unique.indices.lazy.filter { passes.get($0) }.map { unique[$0] })
    }

    /// Whether a linked framework's Swift code may look a text up in the main bundle,
    /// the extension's: it calls Foundation's or SwiftUI's localized API with a literal or
    /// without a bundle of its own (`NSLocalizedString(`, `String(localized:`,
    /// `LocalizedStringKey`, `LocalizedStringResource`, `Text("`, `Label("`, `Button("`,
    /// `Bundle.main.localizedString(`) or a string extension (`"key".localized`). A file
    /// that names none — SwiftGen's generated tables among them, which look up in the
    /// framework's own bundle — is not read.
    static func mayLookUpText(_ bytes: [UInt8]) -> Bool {
        mayLookUpMarkers.contains { SwiftLexer.contains($0, in: bytes[...]) }
    }
    private static let mayLookUpMarkers = [
        "NSLocalizedString(", "String(localized:", "LocalizedStringKey", "LocalizedStringResource", "Text(\"",
        "Label(\"", "Button(\"", "main.localizedString(", "\".localized",
    ].map { Array($0.utf8) }

    /// What names a package's own bundle, where its lookups go: `Bundle.module`, `#bundle`.
    private static let packageBundleMarkers = ["Bundle.module", "#bundle"].map { Array($0.utf8) }

    /// Whether a source file is Objective-C (or Objective-C++).
    static func isObjectiveC(_ file: String) -> Bool {
        file.hasSuffix(".m") || file.hasSuffix(".mm")
    }

    /// The Objective-C files the audited targets compile, each read once and lexed
    /// at most once: the project's own lookup functions and macros
    /// (``ObjectiveCLookups/wrappers(in:)``) that their code can call — defined in those
    /// files or in the header beside each of the same name, where a macro usually is —
    /// and each file that may hold a lookup, lexed.
    struct ObjectiveCSources {
        private(set) var wrappers: Set<String> = []
        private var lexed: [String: SwiftCodeFile.Run] = [:]
        private var unlexed: [String: [UInt8]] = [:]

        init(_ plan: Plan, localizedFunctions: [String]) {
            var files = Set<String>()
            for target in plan.audited.map(\.target) {
                for file in target.otherLanguageSourceFiles where ProjectAudit.isObjectiveC(file) {
                    files.insert(file)
                    files.insert(String(file[..<(file.lastIndex(of: ".") ?? file.endIndex)]) + ".h")
                }
            }
            for file in files.sorted() {
                guard let bytes = try? XcodeProject.readFile(file) else { continue }
                let isSource = ProjectAudit.isObjectiveC(file)
                guard ObjectiveCLookups.mayDefineWrappers(bytes) else {
                    if isSource { unlexed[file] = bytes }
                    continue
                }
                let run = ObjectiveCLookups.lexed(bytes)
                wrappers.formUnion(ObjectiveCLookups.wrappers(in: run))
                if isSource { lexed[file] = run }
            }
            wrappers.formUnion(localizedFunctions)
        }

        /// One of the files, lexed, where it may give UIKit or AppKit a literal to
        /// show (`@"` and a `…Title:`, `…Text` or `…oolTip` part):
        /// ``WidgetCodeRules/objectiveCInterfaceTextFindings(in:file:)``.
        mutating func interfaceTextRun(of file: String) -> SwiftCodeFile.Run? {
            if let run = lexed[file] { return run }
            guard let bytes = unlexed[file], SwiftLexer.contains(Array("@\"".utf8), in: bytes[...]),
                  Self.interfaceTextMarkers.contains(where: { SwiftLexer.contains($0, in: bytes[...]) })
            else { return nil }
            return lex(file, bytes)
        }

        private static let interfaceTextMarkers = ["Title:", "Text", "oolTip"].map { Array($0.utf8) }

        /// The lookups of one of the files (``ObjectiveCLookups/usages(in:file:wrappers:)``).
        mutating func usages(in file: String) -> [SourceKeyUsage] {
            if let run = lexed[file] { return ObjectiveCLookups.usages(in: run, file: file, wrappers: wrappers) }
            guard let bytes = unlexed[file], ObjectiveCLookups.mayLookUp(bytes, wrappers: wrappers) else { return [] }
            return ObjectiveCLookups.usages(in: lex(file, bytes), file: file, wrappers: wrappers)
        }

        /// `file`, lexed once and kept lexed.
        private mutating func lex(_ file: String, _ bytes: [UInt8]) -> SwiftCodeFile.Run {
            unlexed[file] = nil
            let run = ObjectiveCLookups.lexed(bytes)
            lexed[file] = run
            return run
        }
    }

    /// Whether a finding's file is code (a Swift or Objective-C lookup's place), not a table.
    static func isCode(_ file: String) -> Bool {
        file.hasSuffix(".swift") || isObjectiveC(file)
    }

    /// The Swift files whose code runs in a target: its own, then those of the
    /// local Swift packages and of this project's frameworks it links.
    static func code(of target: XcodeTarget) -> [String] {
        var seen = Set(target.sourceFiles)
        return target.sourceFiles + linkedCode(of: target).filter { seen.insert($0).inserted }
    }

    /// The Swift files of this project's frameworks a target links that it does
    /// not compile itself.
    static func frameworkCode(of target: XcodeTarget) -> Set<String> {
        Set(target.linkedFrameworkSourceFiles).subtracting(target.sourceFiles)
    }

    /// The names of APIs that ask for a permission (``InfoPlistCoverage/promptRequests``)
    /// each scanned Swift file mentions, by path (in any of the ways it is compiled),
    /// from the names it was scanned with (``CodeReach/Names``); a file that
    /// mentions none is there with none.
    static func requestNames(in units: [FileInTarget: (units: SwiftCodeUnits, numbers: [Int32])],
                             names: CodeReach.Names) -> [String: Set<String>] {
        var requestOfNumber = [String?](repeating: nil, count: names.count)
        for request in InfoPlistCoverage.requestNamesOfEveryPrompt {
            if let number = names.numbers[request] { requestOfNumber[Int(number)] = request }
        }
        var found: [String: Set<String>] = [:]
        for (file, scanned) in units {
            var requests = found[file.file] ?? []
            for number in scanned.numbers { if let request = requestOfNumber[Int(number)] { requests.insert(request) } }
            found[file.file] = requests
        }
        return found
    }

    /// The names of APIs that ask for a permission (``InfoPlistCoverage/promptRequests``)
    /// that the code of `target` names: its own, what it links, and the extensions it
    /// embeds (a first-generation watch app's WatchKit extension) — in the names each
    /// Swift file was scanned with (`scanned`, ``requestNames(in:names:)``); a file not
    /// scanned, and Objective-C, is read.
    static func requestNames(askedBy target: XcodeTarget, in project: XcodeProject,
                             scanned: [String: Set<String>]) -> Set<String> {
        let embedded = project.targets.filter { $0.kind == .appExtension && target.embeddedProducts.contains($0.name) }
        var names = Set<String>()
        for compiling in [target] + embedded {
            for file in code(of: compiling) { names.formUnion(scanned[file] ?? requestNames(in: file)) }
            for file in compiling.otherLanguageSourceFiles { names.formUnion(requestNames(in: file)) }
        }
        return names
    }

    /// The names of APIs that ask for a permission (``InfoPlistCoverage/promptRequests``)
    /// that the file at `path` writes; none when it cannot be read.
    static func requestNames(in path: String) -> Set<String> {
        (try? XcodeProject.readFile(path)).map {
            CodeFacts(files: [$0], words: InfoPlistCoverage.requestNamesOfEveryPrompt).written
        } ?? []
    }

    /// The Swift files of what a target links (local packages, this project's
    /// frameworks) that it does not compile itself: they run where its code names them.
    static func linkedCode(of target: XcodeTarget) -> [String] {
        let own = Set(target.sourceFiles)
        return (target.localPackageSourceFiles + target.linkedFrameworkSourceFiles).filter { !own.contains($0) }
    }

    /// A target's localisation files by table, in first-seen order.
    static func tables(of target: XcodeTarget) -> [(name: String, files: [LocalizationFile])] {
        tables(of: target.localizationFiles)
    }

    /// Localisation files by table, in first-seen order.
    static func tables(of localizationFiles: [LocalizationFile]) -> [(name: String, files: [LocalizationFile])] {
        var order: [String] = []
        var files: [String: [LocalizationFile]] = [:]
        for file in localizationFiles {
            if files[file.table] == nil { order.append(file.table) }
            files[file.table, default: []].append(file)
        }
        return order.map { name in
            let all = files[name]!
            // A catalog and legacy files of one name: Xcode builds the catalog (and an
            // intent definition of that name is still its source text).
            if let catalog = all.first(where: { $0.format == .xcstrings }) {
                return (name, [catalog] + all.filter { $0.format == .intentdefinition })
            }
            return (name, all)
        }
    }

    /// The same string for two tables exactly when they are the same files.
    static func identity(_ files: [LocalizationFile]) -> String {
        files.map(\.path).sorted().joined(separator: "\n")
    }

    // MARK: - Auditing

    /// Audits every chosen extension against the app.
    func run(_ plan: Plan) -> Report {
        var notes = plan.notes
        // Each Swift file scanned once per set of compilation conditions (a file a
        // phone and a watch widget both compile: twice), on all cores.
        let sources = plan.sources ?? {
            let sources = ProjectSources(targets: plan.audited.map(\.target), options: options)
            sources.performAll()
            return sources
        }()
        let scans = sources.scans
        let files = scans.map(\.file)
        var usagesByFile: [FileInTarget: [SourceKeyUsage]] = [:]
        var memberNamesByFile: [FileInTarget: (plain: Set<String>, qualified: Set<String>)] = [:]
        var unitsByFile: [FileInTarget: (units: SwiftCodeUnits, numbers: [Int32])] = [:]
        // The names files declare as `Bundle.module`, by name: the files, in scan order (each
        // package may declare its own `currentSPM`, which only its own code can name).
        var moduleBundleFiles: [String: [String]] = [:]
        // The names of every file numbered once, for all the targets' reach (``CodeReach``).
        var reachNames = CodeReach.Names()
        var noted = Set<String>()
        for (index, file) in files.enumerated() {
            if let reason = sources.skipReason(index) {
                if noted.insert(file).inserted {
                    notes.append("xcstrings-audit: warning: \(file.shownAsPath): \(reason); its keys are not checked")
                }
                continue
            }
            guard let result = sources.scanResult(index) else {
                if noted.insert(file).inserted {
                    notes.append("xcstrings-audit: warning: \(file): cannot read this Swift source; its keys are not checked")
                }
                continue
            }
            usagesByFile[scans[index]] = result.usages
            memberNamesByFile[scans[index]] = (result.memberNames, result.qualifiedMemberNames)
            unitsByFile[scans[index]] = (result.units, reachNames.numbers(of: result.units))
            for name in result.moduleBundleNames where moduleBundleFiles[name]?.contains(file) != true {
                moduleBundleFiles[name, default: []].append(file)
            }
            if let problem = result.problem, noted.insert(file).inserted { notes.append("xcstrings-audit: warning: \(problem)") }
        }

        let appTablesByApp = plan.apps.map { app in
            Dictionary(app.tables.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        }
        // Tables by name that extensions copy: where a key used by an extension without
        // that table is translated when the app's table of that name lacks it (a watch
        // widget compiling the phone widget's files).
        var extensionTables: [String: [ProjectTable]] = [:]
        for (_, tables, _) in plan.audited {
            for table in tables where !(extensionTables[table.name] ?? []).contains(where: { $0.identity == table.identity }) {
                extensionTables[table.name, default: []].append(table)
            }
        }
        var jobs: [(target: XcodeTarget, table: String, widget: ProjectTable?, usages: [SourceKeyUsage], app: Int,
                    packageTarget: String?)] = []
        // Per target, the files of its linked packages none of whose code runs in it
        // (an app screen of the package): the code rules' findings there are not its.
        var unrunPackageFiles: [String: Set<String>] = [:]
        // The App Shortcut phrases of targets without an `AppShortcuts` table (``AppShortcutPhrases``).
        var phraseAudits: [TableAudit] = []
        var objectiveCSources = ObjectiveCSources(plan, localizedFunctions: options.localizedFunctions)
        // Per audited target, its own Objective-C files that may give UIKit a literal to show, lexed.
        var objectiveCInterfaceRuns: [[(file: String, run: SwiftCodeFile.Run)]] = []
        var reachAnswers: [ReachQuestion: Reach] = [:]
        var explanations: [String] = []
        // The framework targets of the project, by their Swift files: a lookup in a framework's own
        // bundle shows that framework's tables, in the language the extension's bundle runs in.
        var frameworkOfFile: [String: Int] = [:]
        for (index, framework) in plan.project.targets.enumerated() where XcodeTarget.isLibrary(framework.productType) {
            for file in framework.sourceFiles where frameworkOfFile[file] == nil { frameworkOfFile[file] = index }
        }
        var catalogLanguages: [String: [String]] = [:]
        func languages(ofCatalog path: String) -> [String] {
            if let known = catalogLanguages[path] { return known }
            let found = (try? StringCatalog(contentsOfFile: path))?.languages ?? []
            catalogLanguages[path] = found
            return found
        }
        // Per audited target, the languages its own bundle lacks while a bundle it shows texts from has them.
        var bundleLanguageFindings: [[AuditFinding]] = []
        for (target, tables, appIndex) in plan.audited {
            let appTables = appTablesByApp[appIndex]
            var frameworkTexts: [Int: Int] = [:]
            var usagesByTable: [String: [SourceKeyUsage]] = [:]
            // `bundle: .module` lookups in a linked package's code, by package target folder and table.
            let modules = target.localPackageLocalizationFiles.keys.sorted { $0.count > $1.count }
            var packageUsages: [String: [String: [SourceKeyUsage]]] = [:]
            let own = Set(target.sourceFiles)
            // Each file was scanned alone: a lookup its file does not read again may be read by another.
            let members = Self.code(of: target).compactMap { memberNamesByFile[Self.compiled($0, by: target, own: own)] }
            let memberNames = members.map(\.plain), qualifiedMemberNames = members.map(\.qualified)
            let objectiveC = Self.namesOutsideSwift(of: target)?.sorted()
            let selectors = objectiveC ?? []
            // Computed once: the reach and the parameter titles below both need it.
            let targetUnits = Self.code(of: target).compactMap { unitsByFile[Self.compiled($0, by: target, own: own)]?.units }
            let unlistedIntents = CodeReach.unlistedIntents(in: targetUnits)
            // watchOS has no Shortcuts editor: a watch target's App Intents are listed by Siri through its App
            // Shortcuts, and by the Action button's settings (a workout or dive intent); a widget's by neither.
            let listsAppIntentsOnWatch = target.sdk == "watchos" && !target.isWidgetExtension && targetUnits.contains {
                $0.units.contains { $0.inherited.contains(where: Self.watchAppIntentsListings.contains) }
            }
            let reach = Self.deadUnits(of: target, app: plan.apps[appIndex].target, units: unitsByFile, names: reachNames,
                                       objectiveC: objectiveC, unlisted: unlistedIntents, cache: &reachAnswers,
                                       explains: options.whyKey != nil)
            for file in Self.linkedCode(of: target) {
                // Every unit but the file's own (its imports) does not run.
                guard let count = unitsByFile[Self.compiled(file, by: target, own: own)]?.units.units.count, count > 1,
                      reach.dead[file]?.count == count - 1 else { continue }
                unrunPackageFiles[target.name, default: []].insert(file)
            }
            let frameworkFiles = Self.frameworkCode(of: target)
            let app = plan.apps[appIndex].target, appCode = Set(app.sourceFiles).union(Self.linkedCode(of: app))
            for file in Self.code(of: target) {
                let compiled = Self.compiled(file, by: target, own: own)
                for var usage in SwiftSourceScanner.settleReferences(usagesByFile[compiled] ?? [], memberNames: memberNames,
                                                                      qualifiedMemberNames: qualifiedMemberNames) {
                    // A lookup kept in a name only Objective-C calls (`relativeTimeFromDate:`) is read.
                    if usage.isUnreferenced, let name = usage.boundName, CodeReach.isPrefixOfOne(name, selectors) {
                        usage.isUnreferenced = false
                    }
                    // A text made into an error's value that no code holds as that type is read by none.
                    usage.isInUnreachedCode = reach.dead[file]?.contains(usage.codeUnit) ?? false
                        || usage.payloadType.map(reach.unheldErrors.contains) ?? false
                    usage.isInTheAppsCode = appCode.contains(file)
                    // watchOS has no widget configuration UI (it shows the provider's recommendations):
                    // a configuration intent's title and parameters are shown nowhere there, and the
                    // App Intents metadata of a watch target (an entity's or enum's names, a button's
                    // intent's title and parameters) has no Shortcuts to show it either, unless the
                    // target lists App Shortcuts, which Siri shows (never in a widget extension).
                    if target.sdk == "watchos", let units = unitsByFile[compiled]?.units,
                       Self.isInConfigurationIntent(usage.codeUnit, of: units)
                        || (!listsAppIntentsOnWatch && Self.isAppIntentsMetadata(usage, of: units)) {
                        usage.isInUnreachedCode = true
                    }
                    if usage.function.hasPrefix("Parameter("), !unlistedIntents.isEmpty, let units = unitsByFile[compiled]?.units,
                       units.typeUnits(around: usage.codeUnit).contains(where: {
                           if case .type(let name) = units.units[$0].kind { unlistedIntents.contains(name) } else { false }
                       }) {
                        usage.isInUnreachedCode = true
                    }
                    // A linked framework's lookup that names a bundle (`Bundle(for: Self.self)`) goes to the
                    // framework's own tables; one that names none, to the target's (the main bundle).
                    let isInFrameworkBundle = usage.namesABundle && frameworkFiles.contains(file)
                    if let wanted = options.whyKey, usage.lookupKey == wanted {
                        var explanation = Self.explanation(of: usage, in: file, target: target, reach: reach, units: unitsByFile)
                        if isInFrameworkBundle {
                            let owner = frameworkOfFile[file].map { "framework \(plan.project.targets[$0].name)'s" } ?? "its framework's"
                            explanation += "  (the lookup names \(owner) own bundle: its tables, not \(target.name)'s, hold the key, "
                                + "shown in the language \(target.name)'s bundle runs in unless it allows mixed localizations)\n"
                        }
                        explanations.append(explanation)
                    }
                    if isInFrameworkBundle {
                        // Counted for the language its texts show in (``BundleLanguages``).
                        if let framework = frameworkOfFile[file], !usage.isNeverShown { frameworkTexts[framework, default: 0] += 1 }
                        continue
                    }
                    let table = usage.table ?? "Localizable"
                    usage.table = nil
                    // `bundle: .arrCore`, a package's `Bundle.module` declared in another file: the one
                    // declaration, or the one in the lookup's own package module.
                    if let name = usage.bundleName, let declaring = moduleBundleFiles[name] {
                        let module = modules.first { file.hasPrefix($0 + "/") }
                        let own = module.flatMap { module in declaring.first { $0.hasPrefix(module + "/") } }
                        usage.settleBundle(declaredIn: own ?? (declaring.count == 1 ? declaring[0] : nil))
                    }
                    if usage.isInPackageBundle {
                        // The package whose file the lookup (or the name of its bundle) is in; outside
                        // a package (`Bundle.module` of the app's own code): no table of the target's.
                        let place = usage.packageBundleFile ?? file
                        guard let module = modules.first(where: { place.hasPrefix($0 + "/") }) else {
                            // `#bundle` outside a package: the target's own bundle.
                            if usage.namesItsOwnBundle {
                                usage.isInPackageBundle = false
                                usagesByTable[table, default: []].append(usage)
                            }
                            continue
                        }
                        // Audited against that bundle's table, the lookup is an ordinary one.
                        usage.isInPackageBundle = false
                        packageUsages[module, default: [:]][table, default: []].append(usage)
                    } else {
                        usagesByTable[table, default: []].append(usage)
                    }
                }
            }
            // Its own Objective-C files' lookups (`NSLocalizedString(@"key", …)`). Those of files
            // the app compiles too are left out: Objective-C is not followed from the extension's
            // entry points, so whether they run in it is not known.
            let appOtherFiles = Set(plan.apps[appIndex].target.otherLanguageSourceFiles)
            var interfaceRuns: [(file: String, run: SwiftCodeFile.Run)] = []
            for file in target.otherLanguageSourceFiles where !appOtherFiles.contains(file) && Self.isObjectiveC(file) {
                for var usage in objectiveCSources.usages(in: file) {
                    if let wanted = options.whyKey, usage.lookupKey == wanted {
                        explanations.append("\(file.shownAsPath):\(usage.line):\(usage.column), in \(target.name): in "
                            + "the extension's own Objective-C, which runs whole (Objective-C is not followed from "
                            + "the extension's entry points)\n")
                    }
                    let table = usage.table ?? "Localizable"
                    usage.table = nil
                    usagesByTable[table, default: []].append(usage)
                }
                if let run = objectiveCSources.interfaceTextRun(of: file) { interfaceRuns.append((file, run)) }
            }
            objectiveCInterfaceRuns.append(interfaceRuns)
            // App Shortcut phrases are read from the bundle of a target that hosts them, and
            // only from its own `AppShortcuts` table; elsewhere (a widget compiling the app's
            // provider) they are never read.
            if !tables.contains(where: { $0.name == AppShortcutPhrases.table }),
               let usages = usagesByTable.removeValue(forKey: AppShortcutPhrases.table), AppShortcutPhrases.hostsShortcuts(target) {
                let phrases = AppShortcutPhrases(target: target, appLanguages: plan.apps[appIndex].languages,
                                                 developmentLanguage: plan.developmentLanguage, languages: options.languages)
                let findings = phrases.findings(usages)
                if !findings.isEmpty {
                    phraseAudits.append(TableAudit(target: target.name, table: AppShortcutPhrases.table, widget: nil, app: nil,
                                                   isPaired: false, result: CatalogAudit.Result(findings: findings, plan: CatalogFixPlan())))
                }
            }
            var names = tables.map(\.name)
            for table in usagesByTable.keys.sorted() where !names.contains(table) {
                if appTables[table] != nil || extensionTables[table] != nil {
                    names.append(table)
                } else if let first = usagesByTable[table]?.first {
                    notes.append("xcstrings-audit: warning: \(first.file):\(first.line):\(first.column): target "
                        + "\"\(target.name)\" looks up keys in table \"\(table)\", which neither it nor \(plan.apps[appIndex].target.name) has")
                }
            }
            for name in names {
                jobs.append((target, name, tables.first { $0.name == name }, usagesByTable[name] ?? [], appIndex, nil))
            }
            // A package's lookups count against the package target's own table, for the keys they use.
            for module in packageUsages.keys.sorted() {
                let moduleTables = plan.packageTables[module] ?? []
                for (table, usages) in packageUsages[module]!.sorted(by: { $0.key < $1.key }) {
                    if let own = moduleTables.first(where: { $0.name == table }) {
                        jobs.append((target, table, own, usages, appIndex, ProjectPath.fileName(module)))
                    } else if let first = usages.first {
                        notes.append("xcstrings-audit: warning: \(first.file):\(first.line):\(first.column): target "
                            + "\"\(target.name)\" looks up keys in table \"\(table)\" of its package's bundle (`bundle: .module`), "
                            + "which package target \(ProjectPath.fileName(module)) does not have; they show as written in every "
                            + "language. Add \(table).xcstrings to \(module)/Resources")
                    }
                }
            }
            var foreign: [BundleLanguages.ForeignBundle] = []
            for (framework, texts) in frameworkTexts.sorted(by: { $0.key < $1.key }) {
                let other = plan.project.targets[framework]
                foreign.append(.init(name: "framework \(other.name)", languages:
                    BundleLanguages.languages(of: other.localizationFiles, catalogLanguages: languages(ofCatalog:)), texts: texts))
            }
            for (module, byTable) in packageUsages.sorted(by: { $0.key < $1.key }) {
                let texts = byTable.values.reduce(0) { $0 + $1.count(where: { !$0.isNeverShown }) }
                guard texts > 0 else { continue }
                let moduleLanguages = (plan.packageTables[module] ?? []).flatMap { $0.unitLanguages ?? $0.catalog.languages }
                foreign.append(.init(name: "package target \(ProjectPath.fileName(module))", languages: Set(moduleLanguages),
                                     texts: texts))
            }
            // Its own bundle's: its tables' (the catalogs read already), the `.lproj` folders of its
            // other localization files and documents, and what its Info.plist declares.
            var bundle = Set(tables.flatMap { $0.unitLanguages ?? $0.catalog.languages })
            bundle.formUnion(target.localizationFiles.compactMap(\.language))
            bundle.formUnion(target.interfaceBuilderFiles.compactMap(LocalizationFile.folderLanguage(of:)))
            bundle.formUnion(target.declaredLocalizations)
            bundle.remove("Base")
            let place = target.infoPlistFile.map { (file: $0, line: 1, column: 1) }
                ?? (plan.project.projectFile, target.location.line, target.location.column)
            bundleLanguageFindings.append(BundleLanguages.findings(
                target: target, own: bundle, foreign: foreign, appName: plan.apps[appIndex].target.name,
                appLanguages: plan.apps[appIndex].languages, developmentLanguage: plan.developmentLanguage, place: place))
        }
        // An intent definition several targets compile is audited once against one app's
        // languages: the later targets' audits would only be dropped as repeats below.
        var intentTablesAudited = Set<String>()
        let repeatedIntentTables = jobs.map { job -> Bool in
            guard let widget = job.widget, widget.intentDefinition != nil else { return false }
            return !intentTablesAudited.insert(widget.identity + "\u{0}" + plan.apps[job.app].languages.joined(separator: ",")).inserted
        }
        // The widget code rules over each extension's own Swift files, with its first
        // table's audit so that rule control applies to them as to the rest. Each file
        // was read and lexed once (``ProjectSources``), however many extensions compile
        // it. The extensions' code and their tables are judged side by side, on all
        // cores: the tables first, the largest (a shared table is walked whole) first,
        // then the code, the extensions with the most source first.
        let codePaths = sources.codePaths
        let lexedFiles = sources.lexed()
        let firstAudits = plan.audited.map { target, _, _ in jobs.firstIndex { $0.target.name == target.name } }
        let codeAudits = ConcurrentSlots<(findings: [AuditFinding], problems: [AuditProblem])>(count: plan.audited.count)
        let familyBranches = ConcurrentSlots<[String: [ClosedRange<SwiftSourceScanner.Place>]]>(count: plan.audited.count)
        let results = ConcurrentSlots<TableAudit>(count: jobs.count)
        let tableJobs = jobs, tablesOfExtensions = extensionTables
        let audited = plan.audited, apps = plan.apps, codeOptions = options, interfaceRuns = objectiveCInterfaceRuns
        let brandNames = plan.apps.map(plan.brandNames(of:))
        let tableSize = jobs.map { job in job.widget.map { $0.catalog.entries.count * max(1, $0.unitLanguages?.count ?? 1) } ?? 0 }
        let codeSize = codePaths.map { paths in paths.reduce(0) { $0 + (lexedFiles[$1] ?? []).reduce(0) { $0 + $1.bytes.count } } }
        let order = jobs.indices.sorted { tableSize[$0] != tableSize[$1] ? tableSize[$0] > tableSize[$1] : $0 < $1 }
            .map { $0 + audited.count }
            + audited.indices.sorted { codeSize[$0] != codeSize[$1] ? codeSize[$0] > codeSize[$1] : $0 < $1 }
        DispatchQueue.concurrentPerform(iterations: order.count) { slot in
            guard order[slot] >= audited.count else {
                let index = order[slot]
                let files = codePaths[index].flatMap { lexedFiles[$0] ?? [] }
                familyBranches.set(index, Self.familyBranchesNeverTaken(in: files, by: audited[index].target))
                guard firstAudits[index] != nil else { return }
                let (_, tables, appIndex) = audited[index]
                let shipped = apps[appIndex].languages + tables.flatMap { $0.unitLanguages ?? $0.catalog.languages }
                let keyTables = tables.map { WidgetCodeRules.KeyTable(catalog: $0.catalog, path: $0.path, legacy: $0.legacy) }
                var rules = WidgetCodeRules(languageAttributes: codeOptions.languageAttributes, shippedLanguages: shipped,
                                            languages: codeOptions.languages, keyTables: keyTables)
                let target = audited[index].target
                if let point = target.extensionPoint, ProjectTable.interfacelessExtensionPoints.contains(point) {
                    rules.drawsViews = false
                }
                // Its own files: the app's notification and alert code it compiles is the app's.
                let app = apps[appIndex].target, appFiles = Set(app.sourceFiles)
                rules.ownFiles = Set(target.sourceFiles.filter { !appFiles.contains($0) })
                rules.productNames = Set(brandNames[appIndex] + [target.shownName].compactMap { $0 })
                if target.extensionPoint == "com.apple.usernotifications.service" {
                    rules.editsNotifications = true
                }
                var audit = rules.audit(lexed: files)
                audit.findings = Self.droppingNeverTaken(audit.findings, in: files, by: target)
                for (file, run) in interfaceRuns[index] {
                    audit.findings += rules.objectiveCInterfaceTextFindings(in: run, file: file)
                }
                codeAudits.set(index, audit)
                return
            }
            let index = order[slot] - audited.count
            let job = tableJobs[index]
            if repeatedIntentTables[index] {
                results.set(index, TableAudit(target: job.target.name, table: job.table, widget: job.widget, app: nil,
                                              isPaired: false, result: CatalogAudit.Result(findings: [], plan: CatalogFixPlan())))
                return
            }
            // A package's table is its own, not the app's counterpart, and only the
            // keys the package's code looks up are the extension's concern (the app may link it too).
            results.set(index, audit(target: job.target.name, table: job.table, widget: job.widget,
                                     app: job.packageTarget != nil ? nil : appTablesByApp[job.app][job.table], usages: job.usages,
                                     side: plan.apps[job.app],
                                     sharedWithApp: job.packageTarget != nil || (job.widget.map { plan.isSharedWithAnApp($0) } ?? false),
                                     otherExtensions: job.packageTarget != nil ? [] : tablesOfExtensions[job.table] ?? [],
                                     extensionTarget: job.target))
        }
        var audits = (0..<jobs.count).map(results.get) + phraseAudits
        // A table audited for two targets against the same app table (one catalog
        // shared by several extensions) reports each of its defects once, with the
        // first target that shows it: a later target keeps what its own sources use
        // and the defects of the keys only it shows.
        var reportedByPair: [String: Set<String>] = [:]
        for index in audits.indices {
            guard let widget = audits[index].widget else { continue }
            // Paired: the same two tables. Coverage: the same table and the same app languages.
            let against = audits[index].isPaired ? audits[index].app?.identity ?? ""
                : plan.apps[jobs[index].app].languages.joined(separator: ",")
            let pair = widget.identity + "\u{0}" + against + "\u{0}\(audits[index].isPaired)"
            var reported = reportedByPair[pair] ?? []
            audits[index].result.findings.removeAll { finding in
                guard !Self.isCode(finding.file) else { return false }
                let defect = [finding.rule.identifier, finding.key ?? "", finding.language ?? "", finding.file].joined(separator: "\u{0}")
                return !reported.insert(defect).inserted
            }
            reportedByPair[pair] = reported
        }
        var reportedDirectives = Set<AuditProblem>()
        for (index, (target, _, _)) in plan.audited.enumerated() {
            // A language its own tables already miss is that table's finding, whose fix gives the bundle the language.
            var bundleFindings = bundleLanguageFindings[index].filter { finding in
                !audits.contains { audit in
                    audit.target == target.name
                        && audit.result.findings.contains { $0.rule == .missingLanguage && $0.language == finding.language }
                }
            }
            for finding in bundleFindings.indices { bundleFindings[finding].target = target.name }
            guard let first = firstAudits[index] else {
                if !bundleFindings.isEmpty {
                    audits.append(TableAudit(target: target.name, table: "Localizable", widget: nil, app: nil, isPaired: false,
                                             result: CatalogAudit.Result(findings: bundleFindings, plan: CatalogFixPlan())))
                }
                continue
            }
            let audited = codeAudits.get(index)
            var code = audited.findings
            // A file two targets compile is warned about once.
            for problem in audited.problems where reportedDirectives.insert(problem).inserted {
                notes.append(problem.textLine.dropLast(1).description)
            }
            code.removeAll { unrunPackageFiles[target.name]?.contains($0.file) ?? false }
            for index in code.indices { code[index].target = target.name }
            audits[first].result.findings = AuditFinding.sorted(audits[first].result.findings + code + bundleFindings)
        }
        // Messages name the kind of target they are about ("the watch app shows the key").
        // Target names stay as they are, whatever they are called ("Widget").
        let names = plan.project.targets.map(\.name)
        let wordings = Dictionary(plan.audited.map { ($0.target.name, TargetWording(kindName: $0.target.kindName, names: names)) },
                                  uniquingKeysWith: { first, _ in first })
        for index in audits.indices {
            let package = index < jobs.count ? jobs[index].packageTarget : nil
            guard var wording = wordings[audits[index].target] else { continue }
            // A `.strings` table is no catalog: "the widget catalog" is the widget's table of that name.
            let legacy = audits[index].widget.map { !$0.isCatalog } ?? false
            let appLegacy = audits[index].app.map { !$0.isCatalog } ?? legacy
            if legacy || appLegacy {
                let table = audits[index].table
                wording = TargetWording(kindName: wording.kindName, names: wording.names,
                                        widgetTable: legacy ? table : nil, appTable: appLegacy ? table : nil)
            }
            guard !wording.keepsMessages || package != nil else { continue }
            for finding in audits[index].result.findings.indices {
                var message = audits[index].result.findings[finding].message
                // A package's table is that package target's catalog, not the extension's.
                if let package { message = wording.naming(package: package, in: message) }
                audits[index].result.findings[finding].message = wording.message(message)
            }
        }
        // An extension's own Info.plist texts, where it has no InfoPlist table to translate them.
        // The request names each scanned Swift file mentions, found once, when a prompt first needs them.
        var scannedRequests: [String: Set<String>]?
        for (target, tables, appIndex) in plan.audited {
            let app = plan.apps[appIndex]
            let brands = plan.brandNames(of: app)
            let coverage = InfoPlistCoverage(target: target, brandNames: brands, appLanguages: app.languages,
                                             developmentLanguage: plan.developmentLanguage, languages: options.languages)
            // The code's requests, looked at only when a prompt would otherwise be reported.
            var asked: Set<String>?
            let hasTable = tables.contains { $0.name == "InfoPlist" }
            let findings = coverage.findings(hasInfoPlistTable: hasTable) { name in
                let scanned = scannedRequests ?? Self.requestNames(in: unitsByFile, names: reachNames)
                scannedRequests = scanned
                let names = asked ?? Self.requestNames(askedBy: target, in: plan.project, scanned: scanned)
                asked = names
                return names.contains(name)
            }
            guard !findings.isEmpty else { continue }
            audits.append(TableAudit(target: target.name, table: "InfoPlist", widget: nil, app: nil, isPaired: false,
                                     result: CatalogAudit.Result(findings: findings, plan: CatalogFixPlan())))
        }
        // The texts of an extension's storyboards and XIBs that are not localized at all.
        var codeFacts: [CodeFacts.Question: CodeFacts] = [:]
        for (target, _, appIndex) in plan.audited where !target.interfaceBuilderFiles.isEmpty {
            let app = plan.apps[appIndex]
            let coverage = InterfaceBuilderCoverage(target: target, brandNames: plan.brandNames(of: app),
                                                    appLanguages: app.languages,
                                                    developmentLanguage: plan.developmentLanguage, languages: options.languages)
            // A watch app's storyboard is run by its WatchKit extension, which it embeds (or, in the first
            // WatchKit, which embeds it): that code sets the outlets.
            let compilesNothing = target.sourceFiles.isEmpty && target.otherLanguageSourceFiles.isEmpty
            let others = plan.project.targets.filter { other in
                target.embeddedProducts.contains(other.name) || target.dependencies.contains(other.name)
                    || (compilesNothing && other.kind == .appExtension
                        && (other.embeddedProducts.contains(target.name) || other.dependencies.contains(target.name)))
            }
            // A framework's code is left out: a large one is most of a project and is linked by every
            // extension. An outlet no code read names counts as set, a document no code names as not
            // shown, so what is left out can only silence a finding.
            let findings = coverage.findings(codeFiles: ([target] + others).flatMap {
                $0.sourceFiles + $0.otherLanguageSourceFiles
            }, facts: &codeFacts)
            for (table, found) in Dictionary(grouping: findings, by: { $0.table ?? "" }).sorted(by: { $0.key < $1.key }) {
                audits.append(TableAudit(target: target.name, table: table, widget: nil, app: nil, isPaired: false,
                                         result: CatalogAudit.Result(findings: found, plan: CatalogFixPlan())))
            }
        }
        var groups: [(target: XcodeTarget, tables: [ProjectTable], findings: [AuditFinding])] = []
        for (index, (target, tables, _)) in plan.audited.enumerated() {
            // What a widget shows only in a family none of its widgets supports, it never shows.
            let neverTaken = familyBranches.get(index)
            if !neverTaken.isEmpty {
                for audit in audits.indices where audits[audit].target == target.name {
                    audits[audit].result.findings.removeAll { Self.isInside($0, neverTaken) }
                }
            }
            let findings = audits.filter { $0.target == target.name }.flatMap(\.result.findings)
            groups.append((target, tables, AuditFinding.sorted(findings)))
        }
        // The app's own defects, under the app: each app table's translations that
        // drop or change an argument, unless an extension showing the key reported it.
        var written: WrittenKeys?
        for app in plan.apps where !plan.audited.contains(where: { $0.target.name == app.target.name }) {
            let own = appFormatAudits(app, reported: audits, targetNames: names, written: &written,
                                      project: plan.project)
            guard !own.isEmpty else { continue }
            audits += own
            groups.append((app.target, own.compactMap(\.widget), AuditFinding.sorted(own.flatMap(\.result.findings))))
        }
        return Report(plan: plan, audits: audits, groups: groups, notes: notes, explanations: explanations)
    }
}
