import XCStrings
import XcodeProject

/// The language a framework's or a package's texts are shown in.
///
/// iOS picks one language for the extension's own bundle, among the localizations
/// that bundle has (its `.lproj` folders and `CFBundleLocalizations`). Unless the
/// extension's `Info.plist` sets `CFBundleAllowMixedLocalizations`, the frameworks
/// and package bundles it loads follow that choice: an extension with no French of
/// its own shows a package's French texts in its development language, however well
/// the package translates them.
enum BundleLanguages {
    /// A bundle other than the extension's own that the extension's code shows texts from.
    struct ForeignBundle: Sendable {
        /// What it is, for the message: `framework Common`, `package target ActivityUI`.
        var name: String
        /// The languages its tables have.
        var languages: Set<String>
        /// How many of its lookups the extension's code runs.
        var texts: Int
    }

    /// The languages `files` localize: their `.lproj` folders' and their catalogs'
    /// (read through `catalogLanguages`), `Base` left out.
    static func languages(of files: [LocalizationFile], catalogLanguages: (String) -> [String]) -> Set<String> {
        var found = Set<String>()
        for file in files {
            if file.format == .xcstrings {
                found.formUnion(catalogLanguages(file.path))
            } else if let language = file.language, language != "Base" {
                found.insert(language)
            }
        }
        return found
    }

    /// One `missing-language` finding per language the app ships that `target`'s own
    /// bundle lacks while a bundle it shows texts from has it.
    ///
    /// - Parameters:
    ///   - own: The languages of the target's own bundle (its tables, its documents'
    ///     folders, `CFBundleLocalizations`).
    ///   - foreign: The frameworks and packages whose texts the target's code shows.
    ///   - place: Where to report: the target's `Info.plist`, else its project file and line.
    static func findings(target: XcodeTarget, own: Set<String>, foreign: [ForeignBundle], appName: String,
                         appLanguages: [String], developmentLanguage: String,
                         place: (file: String, line: Int, column: Int)) -> [AuditFinding] {
        guard !target.allowsMixedLocalizations, !foreign.isEmpty else { return [] }
        let development = target.developmentRegion ?? developmentLanguage
        let ownList = own.sorted()
        var findings: [AuditFinding] = []
        for language in appLanguages where language != development && !own.contains(language)
            && !LanguageFallback.isShownThroughAParent(language, available: own, sourceLanguage: development) {
            let translating = foreign.filter { bundle in
                bundle.languages.contains(language)
                    || LanguageFallback.isShownThroughAParent(language, available: bundle.languages, sourceLanguage: "")
            }
            guard !translating.isEmpty else { continue }
            let texts = translating.reduce(0) { $0 + $1.texts }
            let names = translating.map(\.name).joined(separator: ", ")
            // With languages of its own, the user's next preferred one of them, else the development language.
            let runs = ownList.isEmpty ? "has no localization of its own, so the system runs it in \(development)"
                : "is localized in \(ownList.joined(separator: ", ")) only, so the system runs it in one of those "
                    + "(\(development) unless the user also reads another)"
            let bundles = "\(names) (\(translating.count == 1 ? "which has" : "which have") \(language))"
            findings.append(AuditFinding(
                rule: .missingLanguage, key: nil, language: language, file: place.file, line: place.line,
                column: place.column,
                message: "\(target.name)'s bundle \(runs) for \(language) users (\(appName) ships \(language)); the "
                    + "frameworks and packages it loads follow that language, so the "
                    + "\(texts == 1 ? "text" : "\(texts) texts") it shows from \(bundles) \(texts == 1 ? "is" : "are") "
                    + "not in \(language). Set CFBundleAllowMixedLocalizations to YES in its Info.plist, or list its languages "
                    + "in CFBundleLocalizations.",
                isFixable: false))
        }
        return findings
    }
}
