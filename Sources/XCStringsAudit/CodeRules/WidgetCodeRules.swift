import ActivityLocalization
import Foundation
import PropertyList

/// The rules over a widget's Swift sources that catch the two production bugs a
/// catalog cannot show: the wrong language (``AuditRule/localeDoesNotTranslate``,
/// ``AuditRule/processLocale``) and a timer drawn reversed in right-to-left
/// languages (``AuditRule/timerDirection``), plus the paused timer that shows
/// `0:00` (``AuditRule/pausedShowsZero``), and the text shown as written in every
/// language (``AuditRule/unlocalizedText``).
///
/// They read the same files as `--sources` (every scanned file is widget code) and
/// work on the lexer's tokens, not on a type-checked tree, so each rule fires only
/// on a pattern it can see whole; see each rule's documentation for what it needs.
/// A finding is silenced by a `// xcstrings-audit:…` comment (``DisableDirectives``).
///
/// ```swift
/// let rules = WidgetCodeRules(shippedLanguages: ["en", "ar", "he"])
/// rules.findings(inSources: ["Widget"])
/// // Widget/Timer.swift:12:13: error: [timer-direction] …
/// ```
struct WidgetCodeRules {
    /// Names of activity-attribute properties that carry the app's language, given
    /// with `--language-attribute` (for attributes declared outside the scanned sources).
    var languageAttributes: [String]
    /// The languages the catalogs ship (app and widget), as `--languages` allows.
    var shippedLanguages: [String]
    /// The widget's tables, in which ``AuditRule/unlocalizedText`` looks its texts up.
    var keyTables: [KeyTable]
    /// Whether the catalogs ship two languages or more (before `--languages`): with
    /// one, text shown as written is in every language the app has.
    let translates: Bool
    /// Whether the target is a notification service extension, whose own files
    /// (``ownFiles``) set the text of the notifications it shows (``AuditRule/unlocalizedText``).
    var editsNotifications = false
    /// The names of the product — the app's shown name, its target's, the project's,
    /// the extension's shown name (`YPoints`, `Home Assistant`): text that is one
    /// reads the same in every language (``isProductName(_:)``).
    var productNames: Set<String> = []

    /// Whether `text` is one of ``productNames``: as written, or, spaces and case
    /// aside, where the name is written as no language translates it
    /// (``InfoPlistCoverage/isBrand(_:of:)``: `HOME ASSISTANT` for `Home Assistant`,
    /// not `TIMER` for an app named `Timer`, a word).
    func isProductName(_ text: String) -> Bool {
        productNames.contains(text) || InfoPlistCoverage.isBrand(text, of: productNames)
    }

    /// Whether `literal`, shown as written, is language a translation would change:
    /// ``isLanguage(_:)`` and not the product's name (``isProductName(_:)``).
    func isUntranslatedLanguage(_ literal: SwiftStringLiteral) -> Bool {
        let text = Self.text(of: literal)
        return Self.isLanguage(text) && !isProductName(text)
    }
    /// Whether the target draws views: not an extension that runs with no
    /// interface (a notification service extension, a packet tunnel provider),
    /// whose `Text`s are code it compiles and never shows.
    var drawsViews = true
    /// The target's own files, not those the app compiles too, whose alerts and
    /// notifications may be the app's: where a notification's text or a UIKit or
    /// AppKit text given as a literal is the target's; `nil` for every file.
    var ownFiles: Set<String>?

    /// - Parameters:
    ///   - languageAttributes: `--language-attribute` names.
    ///   - shippedLanguages: The languages of the app and widget catalogs.
    ///   - languages: `--languages`, or `nil` for every language.
    ///   - keyTables: The widget's tables (its catalog, or a target's tables).
    init(languageAttributes: [String] = [], shippedLanguages: [String], languages: [String]? = nil,
         keyTables: [KeyTable] = []) {
        self.languageAttributes = languageAttributes
        self.keyTables = keyTables
        translates = Set(shippedLanguages.map { $0.lowercased() }.filter { $0 != "base" }).count >= 2
        let filter = LanguageFilter(languages)
        var seen = Set<String>()
        self.shippedLanguages = shippedLanguages.filter { language in
            filter.contains(language) && seen.insert(language).inserted
        }
    }

    /// The findings in the Swift files at `paths` (files, or directories searched
    /// recursively, as `--sources`), with the scanner's selection: `excludes`
    /// (`--exclude`) and the folders it skips (`.build`, `Pods`, …) are left out.
    /// Paths and files that cannot be read are skipped: the key scanner reports them.
    ///
    /// - Complexity: O(*n*) in the size of the sources, plus the cross-file look-ups
    ///   of ``AuditRule/timerDirection`` (O(*u*) in the uses of each enclosing view).
    func findings(inSources paths: [String], excludes: [String] = []) -> [AuditFinding] {
        audit(inSources: paths, excludes: excludes).findings
    }

    /// The findings in the Swift files at `paths`, as ``findings(inSources:excludes:)``,
    /// and warnings about their `// xcstrings-audit:…` comments that silence nothing.
    func audit(inSources paths: [String], excludes: [String] = []) -> (findings: [AuditFinding], problems: [AuditProblem]) {
        let selection = SourceSelection(excludes: excludes)
        return audit(lexed: paths.flatMap { Self.lexedFiles(at: $0, selection: selection) })
    }

    /// The Swift files at `path` as ``audit(inSources:excludes:)`` reads them,
    /// lexed: a folder's `.swift` files (as `selection` leaves them), or the file;
    /// what cannot be read is left out.
    static func lexedFiles(at path: String, selection: SourceSelection) -> [SwiftCodeFile] {
        guard let selected = try? selection.swiftFiles(in: [path]) else { return [] }
        var files: [SwiftCodeFile] = []
        for file in selected.files {
            guard let data = FileSystemName.contents(of: file) else { continue }
            files.append(SwiftCodeFile(path: file, bytes: [UInt8](data)))
        }
        return files
    }

    /// ``audit(inSources:excludes:)`` of files already lexed (``lexedFiles(at:selection:)``
    /// of each path, in order): a file given twice counts once, where it first is.
    func audit(lexed files: [SwiftCodeFile]) -> (findings: [AuditFinding], problems: [AuditProblem]) {
        var seen = Set<String>()
        let files = files.filter { seen.insert($0.path).inserted }
        return (findings(in: files), Self.directiveProblems(in: files))
    }

    /// The warnings of the files' `// xcstrings-audit:…` comments, in file order.
    static func directiveProblems(in files: [SwiftCodeFile]) -> [AuditProblem] {
        files.flatMap { file in
            file.directives.warnings.map {
                AuditProblem(level: .warning, path: file.path, line: $0.line, column: $0.column, message: $0.message)
            }
        }
    }

    /// The findings in already lexed files, in file order.
    func findings(in files: [SwiftCodeFile]) -> [AuditFinding] {
        let project = WidgetProject(files: files, languageAttributes: languageAttributes)
        let rightToLeft = shippedLanguages.filter(Self.isRightToLeft)
        var findings: [AuditFinding] = []
        var literalNames: [String: [StringSource]?] = [:]
        for (index, file) in files.enumerated() {
            let found = localeDoesNotTranslateFindings(in: index, project: project)
                + presentationFindings(in: index, project: project)
                + processLocaleFindings(in: index, project: project)
                + timerFindings(in: index, project: project, rightToLeft: rightToLeft)
                + pausedFindings(in: index, project: project)
                + unlocalizedTextFindings(in: index, project: project, memo: &literalNames)
                + notificationTextFindings(in: index, project: project, memo: &literalNames)
                + interfaceTextFindings(in: index, project: project, memo: &literalNames)
            findings += found.filter { !file.isIgnored($0.rule, onLine: $0.line) }
        }
        return findings
    }

    /// A finding at a token.
    func finding(_ rule: AuditRule, in file: SwiftCodeFile, at site: SwiftCodeFile.Site, _ message: String)
        -> AuditFinding {
        let token = file.token(at: site)
        return AuditFinding(rule: rule, key: nil, language: nil, file: file.path, line: token.line,
                            column: token.column, message: message, isFixable: false)
    }

    /// Whether a catalog language is written right to left, decided by its script
    /// (`ar`, `he`, `fa`, `ur`, `dv`, `az-Arab`; not `az`) through `ActivityLanguage`.
    static func isRightToLeft(_ language: String) -> Bool {
        ActivityLanguage(code: language, supported: [language], developmentLanguage: language).direction == .rightToLeft
    }
}
