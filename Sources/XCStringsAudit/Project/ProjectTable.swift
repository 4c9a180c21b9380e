import Foundation
import PropertyList
import XCStrings
import XcodeProject

/// One string table of a target as the audit reads it: a String Catalog, or a
/// legacy table of `.strings`/`.stringsdict` files read into a catalog.
struct ProjectTable: Sendable {
    /// The table name (`Localizable`).
    var name: String
    /// The table's contents.
    var catalog: StringCatalog
    /// The legacy files, when it is not a String Catalog.
    var legacy: LegacyStringTable?
    /// The file findings about the whole table point at: the catalog, or the
    /// legacy table's development-language file.
    var path: String
    /// The same for two targets exactly when they copy the same files.
    var identity: String
    /// The languages ``catalog`` has a usable translation in
    /// (``CatalogAudit/translatedLanguages(of:)``), once the plan has read the
    /// table: every audit against the table needs them.
    var translatedLanguages: Set<String>?
    /// ``catalog``'s `languages` (those it has units in), once the plan has read the table.
    var unitLanguages: [String]?

    /// Whether every file of this table is a file of `other` too: the same
    /// table, or part of it (an extension that copies a shared variant group's
    /// `.strings` but not its `.stringsdict`).
    func isPart(of other: ProjectTable) -> Bool {
        guard name == other.name else { return false }
        if identity == other.identity { return true }
        let theirs = Set(other.identity.split(separator: "\n", omittingEmptySubsequences: false))
        return identity.split(separator: "\n", omittingEmptySubsequences: false).allSatisfy(theirs.contains)
    }

    /// The storyboard or XIB in `Base.lproj` whose strings this legacy table
    /// translates (`Base.lproj/Interface.storyboard` for `ar.lproj/Interface.strings`),
    /// or `nil`. Its keys are object IDs (`Xk2-pQ-9Lm.text`) and its source text is
    /// in that document, so a key without a source-language value is not shown raw.
    var interfaceBuilderDocument: String?

    /// The SiriKit intent definition whose titles this table translates, when it
    /// is one (`Base.lproj/Route.intentdefinition` for `ar.lproj/Route.strings`,
    /// or a definition the target compiles that has no translations at all).
    /// Then ``catalog`` holds one entry per title (``IntentDefinition/titles``),
    /// keyed by its ID, whose source-language unit is the definition's text.
    var intentDefinition: IntentDefinition?
    /// The languages with a whole intent definition of their own
    /// (`nb.lproj/Route.intentdefinition`): their texts are in that file.
    var intentDefinitionLanguages: Set<String> = []
    /// The translation keys Xcode wrote once per value of an enum parameter
    /// (`"2etfeF-8CnkN3"`, the value already in place of its `${…}`) by
    /// `ID + "\u{0}" + language`: they cover the title, but their placeholders are
    /// not the title's.
    var expandedIntentTranslations: [String: String] = [:]

    /// The storyboard or XIB a legacy table's files translate, if there is one:
    /// in `Base.lproj` beside them, in the `.lproj` folder of one of their
    /// languages (a document localized without Base), or not localized at all,
    /// in the folder that holds the `.lproj` folders.
    static func interfaceBuilderDocument(name: String, files: [String]) -> String? {
        func existing(_ path: String) -> String? {
            var isDirectory = false
            return FileSystemName.exists(path, isDirectory: &isDirectory) && !isDirectory ? path : nil
        }
        var folders: [String] = []
        for file in files {
            // `<folder>/xx.lproj/Name.strings` → `<folder>/Base.lproj/Name.storyboard`.
            let components = file.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            guard components.count >= 2, components[components.count - 2].hasSuffix(".lproj") else { continue }
            let parent = components.dropLast(2).joined(separator: "/")
            if !folders.contains(parent) { folders.append(parent) }
            for document in [name + ".storyboard", name + ".xib"] {
                if let found = existing(ProjectPath.join(parent.isEmpty ? "." : parent, "Base.lproj/" + document)) { return found }
                if let found = existing(ProjectPath.join(ProjectPath.parent(file), document)) { return found }
            }
        }
        for parent in folders {
            for document in [name + ".storyboard", name + ".xib"] {
                if let found = existing(ProjectPath.join(parent.isEmpty ? "." : parent, document)) { return found }
            }
        }
        return nil
    }

    /// Whether an `InfoPlist.strings` key is text the system shows on one of
    /// `platforms` (`nil` when they are not known) of a bundle of `extensionPoint`:
    /// the bundle's names, a permission prompt (`NS…UsageDescription`), an
    /// alternative name Siri answers to and, on macOS only, the copyright line
    /// and the description of the About panel and of Safari's extension settings
    /// — but not a widget extension's copyright line, which nothing shows (the
    /// widget gallery names each widget under the app's name).
    ///
    /// ```swift
    /// ProjectTable.isUserVisibleInfoPlistKey("NSCameraUsageDescription", platforms: ["iOS"])  // true
    /// ProjectTable.isUserVisibleInfoPlistKey("NSHumanReadableCopyright", platforms: ["iOS"])  // false
    /// ProjectTable.isUserVisibleInfoPlistKey("NSHumanReadableCopyright", platforms: ["macOS"],
    ///                                        extensionPoint: "com.apple.widgetkit-extension")  // false
    /// ProjectTable.isUserVisibleInfoPlistKey("CFBundleIdentifier", platforms: nil)            // false
    /// ```
    static func isUserVisibleInfoPlistKey(_ key: String, platforms: Set<String>?, extensionPoint: String? = nil) -> Bool {
        switch key {
        case "NSHumanReadableCopyright":
            // The About panel's, which a widget extension has none of.
            return extensionPoint != "com.apple.widgetkit-extension" && (platforms?.contains("macOS") ?? true)
        case "NSHumanReadableDescription":
            return platforms?.contains("macOS") ?? false
        default:
            // `NFCReaderUsageDescription` has no `NS`: the suffix is what names a prompt.
            return userVisibleInfoPlistKeys.contains(key) || key.hasSuffix("UsageDescription")
        }
    }

    /// The part of an `InfoPlist` table a language can get wrong: the keys the
    /// system shows on `platforms` for `extensionPoint`
    /// (``isUserVisibleInfoPlistKey(_:platforms:extensionPoint:)``),
    /// less the bundle's names where they are one text in every language the
    /// table has (`Loop`, `$(PRODUCT_NAME)`): that is the product's name, which
    /// a language without the table shows as well. A name the table does
    /// translate stays, unless `namesAreShown` is false, and so does every
    /// permission prompt. `CFBundleName` counts only in a table without
    /// `CFBundleDisplayName`, which the system shows in its place.
    ///
    /// - Parameter namesAreShown: Whether the system shows the bundle's name
    ///   (``showsBundleName(extensionPoint:productType:)``).
    func infoPlistText(platforms: Set<String>?, extensionPoint: String?, namesAreShown: Bool) -> ProjectTable {
        var shown = self
        // The system shows the display name where there is one, and the bundle name only without it.
        let hasDisplayName = catalog["CFBundleDisplayName"] != nil
        for entry in catalog.entries {
            let isShown = Self.isUserVisibleInfoPlistKey(entry.key, platforms: platforms, extensionPoint: extensionPoint)
                && !(hasDisplayName && entry.key == "CFBundleName")
            if isShown, !UntranslatedCopies.bundleNameKeys.contains(entry.key) || namesAreShown && Self.isTranslatedName(entry) {
                continue
            }
            _ = shown.catalog.removeEntry(forKey: entry.key)
        }
        return shown
    }

    /// Whether the system shows an extension's own bundle name anywhere: not for
    /// a WatchKit extension (the watch app's name is shown), an Intents or
    /// Intents UI extension (Siri and Shortcuts name the app), a notification
    /// service or content extension, a WidgetKit extension (the gallery shows
    /// each widget's `configurationDisplayName` under the app's name), a Safari web
    /// extension (Safari lists the name its `manifest.json` gives), an App Intents
    /// extension (Shortcuts lists its actions under the app's name), a Lock Screen
    /// camera capture extension (reached through a control that names itself), nor one
    /// that runs with no interface of its own: a packet tunnel provider (the VPN
    /// settings list the configuration the app names, under the app's name), an
    /// app push or location push provider, a Spotlight indexer, a Screen Time
    /// activity monitor, a ClassKit context provider. A share, action, keyboard or
    /// Today extension's name is in the share sheet, the keyboard list or the Today
    /// view; an extension point not known here counts as shown.
    static func showsBundleName(extensionPoint: String?, productType: String?) -> Bool {
        if let productType, productType.hasPrefix("com.apple.product-type.watchkit") { return false }
        guard let extensionPoint else { return true }
        return !unnamedExtensionPoints.contains(extensionPoint)
    }

    private static let unnamedExtensionPoints = interfacelessExtensionPoints.union([
        "com.apple.watchkit", "com.apple.intents-ui-service", "com.apple.usernotifications.content-extension",
        "com.apple.widgetkit-extension", "com.apple.Safari.web-extension", "com.apple.appintents-extension",
        "com.apple.securecapture",
    ])

    /// The extension points that run with no interface of their own, so no view
    /// they compile is ever drawn: an Intents extension (Siri and Shortcuts show
    /// its responses, an Intents UI extension its views), a notification service
    /// extension (it edits a notification's text), a packet tunnel, app push or
    /// location push provider, a Spotlight indexer, a Screen Time activity monitor,
    /// a ClassKit context provider.
    static let interfacelessExtensionPoints: Set<String> = [
        "com.apple.intents-service", "com.apple.usernotifications.service", "com.apple.networkextension.packet-tunnel",
        "com.apple.networkextension.app-push", "com.apple.location.push.service", "com.apple.spotlight.index",
        "com.apple.deviceactivity.monitor-extension", "com.apple.classkit.context-provider",
    ]

    /// Whether a bundle name has two different texts among its languages.
    private static func isTranslatedName(_ entry: StringCatalog.Entry) -> Bool {
        var first: String?
        for localization in entry.localizations.values {
            guard let value = localization.representativeValue, !value.isEmpty else { continue }
            if let first, first != value { return true }
            first = first ?? value
        }
        return false
    }

    /// Whether the system looks up every key of a table by name, not the target's
    /// code: `ckcomplication.strings`, whose keys ClockKit's localizable text
    /// providers name (`CLKSimpleTextProvider.localizableTextProvider(withStringsFileTextKey:)`)
    /// for a complication's placeholder in the watch face gallery.
    static func isLookedUpBySystem(_ table: String) -> Bool {
        table == "ckcomplication"
    }

    private static let userVisibleInfoPlistKeys: Set<String> = [
        "CFBundleDisplayName", "CFBundleName", "CFBundleSpokenName", "INAlternativeAppNames",
    ]


    /// Whether `--fix` can write it.
    var isCatalog: Bool { legacy == nil && (intentDefinition == nil || path.hasSuffix(".xcstrings")) }

    /// `Localizable.xcstrings`, `Widgets (.strings, .stringsdict)`, or
    /// `Route.intentdefinition (.strings)`.
    var summary: String {
        if let intentDefinition {
            let name = ProjectPath.fileName(intentDefinition.path)
            return legacy != nil ? "\(name) (.strings)" : isCatalog ? "\(name) (\(ProjectPath.fileName(path)))" : name
        }
        guard let legacy else { return ProjectPath.fileName(path) }
        var kinds: [String] = []
        if legacy.files.contains(where: { $0.path.hasSuffix(".strings") }) { kinds.append(".strings") }
        if legacy.files.contains(where: { $0.path.hasSuffix(".stringsdict") }) { kinds.append(".stringsdict") }
        return "\(name) (\(kinds.joined(separator: ", ")))"
    }

    /// The file a finding of this table belongs in: for a legacy table, the file
    /// of the finding's key and language.
    func file(for finding: AuditFinding) -> String {
        guard let legacy, finding.file == path, let key = finding.key else { return finding.file }
        if intentDefinition != nil {
            // A finding about a translation is in that language's file; one about a title
            // no file of its language has stays at the title in the definition.
            guard let language = finding.language, language != catalog.sourceLanguage else { return finding.file }
            if let expanded = expandedIntentTranslations[key + "\u{0}" + language] {
                return legacy.file(forKey: expanded, language: language) ?? finding.file
            }
            guard catalog[key]?.localizations[language] != nil else { return finding.file }
        }
        return legacy.file(forKey: key, language: finding.language) ?? finding.file
    }
}

extension ProjectPath {
    /// The last path component.
    static func fileName(_ path: String) -> String {
        path.lastPathComponent.map(String.init) ?? path
    }

    /// Everything before the last component (`.` when there is none).
    static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The name of the folder a path is in (`Base.lproj` for `W/Base.lproj/R.intentdefinition`).
    static func parentName(_ path: String) -> String {
        fileName(parent(path))
    }

    /// `folder/relative`, or `relative` in the current folder.
    static func join(_ folder: String, _ relative: String) -> String {
        folder == "." ? relative : folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
    }
}

/// A namespace for lexical path helpers used by project mode.
enum ProjectPath {}
