import Foundation
import Testing
@testable import ActivityLocalization

/// A bundle directory in a temporary folder: `.lproj` folders with `.strings`
/// tables and, optionally, an Info.plist, as Xcode lays out a widget extension's
/// compiled catalogs. Removed when the test ends.
private struct TemporaryBundle: ~Copyable {
    let url: URL
    let bundle: Bundle

    /// - Parameters:
    ///   - tables: `.lproj` folder name → table name → key → value.
    ///   - developmentRegion: `CFBundleDevelopmentRegion`, or `nil` for no Info.plist.
    init(_ tables: [String: [String: [String: String]]], developmentRegion: String?) throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("ActivityLanguageBundle-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (folder, files) in tables {
            let lproj = url.appendingPathComponent("\(folder).lproj", isDirectory: true)
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            for (table, entries) in files {
                let text = entries.sorted { $0.key < $1.key }
                    .map { "\"\($0.key)\" = \"\($0.value)\";\n" }.joined()
                try Data(text.utf8).write(to: lproj.appendingPathComponent("\(table).strings"))
            }
        }
        if let developmentRegion {
            let plist = try PropertyListSerialization.data(
                fromPropertyList: ["CFBundleDevelopmentRegion": developmentRegion], format: .xml, options: 0)
            try plist.write(to: url.appendingPathComponent("Info.plist"))
        }
        bundle = try #require(Bundle(path: url.path))
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}

/// "Time left" in each language, written as code points.
private enum TimeLeft {
    static let english = "Time left"
    static let arabic = "\u{627}\u{644}\u{648}\u{642}\u{62A} \u{627}\u{644}\u{645}\u{62A}\u{628}\u{642}\u{64A}"
    static let hebrew = "\u{5D6}\u{5DE}\u{5DF} \u{5E0}\u{5D5}\u{5EA}\u{5E8}"
    static let portuguese = "Tempo restante"
}

/// A widget extension's bundle: English (development), Arabic, Hebrew, Brazilian
/// Portuguese written with an underscore, and Base.
private func widgetBundle(developmentRegion: String? = "en") throws -> TemporaryBundle {
    try TemporaryBundle([
        "en": ["Localizable": ["Time left": TimeLeft.english, "Only in English": "Only in English"],
               "Widget": ["Title": "Timer"]],
        "ar": ["Localizable": ["Time left": TimeLeft.arabic], "Widget": ["Title": "\u{645}\u{624}\u{642}\u{62A}"]],
        "he": ["Localizable": ["Time left": TimeLeft.hebrew], "Widget": ["Title": "\u{5D8}\u{5D9}\u{5D9}\u{5DE}\u{5E8}"]],
        "pt_BR": ["Localizable": ["Time left": TimeLeft.portuguese]],
        "Base": ["Main": ["Title": "Base"]],
    ], developmentRegion: developmentRegion)
}

@Suite struct ActivityLanguageBundleTests {
    @Test(arguments: [
        ("iw", "he", ActivityLanguage.Resolution.exact), ("he-IL", "he", .closest), ("ar", "ar", .exact),
        ("ar-EG", "ar", .closest), ("pt", "pt-BR", .closest), ("pt_BR", "pt-BR", .exact),
        ("ko", "en", .developmentLanguage(.noMatch)), ("ckb", "en", .developmentLanguage(.oneWayMatch(candidate: "ar"))),
        ("Base", "en", .developmentLanguage(.noMatch)),
    ])
    func resolvesAgainstTheBundlesLocalizations(code: String, identifier: String,
                                                resolution: ActivityLanguage.Resolution) throws {
        let widget = try widgetBundle()
        let language = ActivityLanguage(code: code, bundle: widget.bundle)
        #expect(language.identifier == identifier)
        #expect(language.resolution == resolution)
        // Base is not a language: it is neither a candidate nor reported as junk.
        #expect(language.ignoredSupportedLanguages.isEmpty)
    }

    @Test func arabicAndHebrewAreRightToLeft() throws {
        let widget = try widgetBundle()
        #expect(ActivityLanguage(code: "ar", bundle: widget.bundle).direction == .rightToLeft)
        #expect(ActivityLanguage(code: "iw", bundle: widget.bundle).direction == .rightToLeft)
        #expect(ActivityLanguage(code: "en", bundle: widget.bundle).direction == .leftToRight)
    }

    @Test func emptyCodeTakesTheFirstMatchingSystemLanguage() throws {
        let widget = try widgetBundle()
        let language = ActivityLanguage(code: "", bundle: widget.bundle, systemLanguages: ["ko-KR", "he-IL"])
        #expect(language.identifier == "he")
        #expect(language.resolution == .systemLanguage)
    }

    @Test(arguments: [
        ("ar", TimeLeft.arabic, "\u{645}\u{624}\u{642}\u{62A}"),
        ("iw", TimeLeft.hebrew, "\u{5D8}\u{5D9}\u{5D9}\u{5DE}\u{5E8}"),
        ("en", TimeLeft.english, "Timer"),
    ])
    func theLanguagesBundleLooksStringsUpInThatLanguage(code: String, timeLeft: String, title: String) throws {
        let widget = try widgetBundle()
        let language = ActivityLanguage(code: code, bundle: widget.bundle)
        let strings = try #require(language.bundle(in: widget.bundle))
        #expect(strings.localizedString(forKey: "Time left", value: nil, table: nil) == timeLeft)
        #expect(strings.localizedString(forKey: "Time left", value: nil, table: "Localizable") == timeLeft)
        #expect(strings.localizedString(forKey: "Title", value: nil, table: "Widget") == title)
    }

    @Test func theFolderIsFoundByLanguageNotBySpelling() throws {
        let widget = try widgetBundle()
        let brazil = ActivityLanguage(code: "pt-BR", bundle: widget.bundle)
        #expect(brazil.identifier == "pt-BR")
        let strings = try #require(brazil.bundle(in: widget.bundle))
        #expect(strings.bundleURL.lastPathComponent == "pt_BR.lproj")
        #expect(strings.localizedString(forKey: "Time left", value: nil, table: nil) == TimeLeft.portuguese)

        let legacy = try TemporaryBundle(["iw": ["Localizable": ["Time left": TimeLeft.hebrew]]], developmentRegion: nil)
        let hebrew = ActivityLanguage(code: "he", bundle: legacy.bundle)
        #expect(hebrew.identifier == "he")
        #expect(hebrew.bundle(in: legacy.bundle)?.localizedString(forKey: "Time left", value: nil, table: nil) == TimeLeft.hebrew)
    }

    /// A key the language's table lacks gives the caller's value, never the
    /// development language: the bundle holds one language only.
    @Test func aMissingKeyGivesTheValuePassedNotAnotherLanguage() throws {
        let widget = try widgetBundle()
        let strings = try #require(ActivityLanguage(code: "he", bundle: widget.bundle).bundle(in: widget.bundle))
        #expect(strings.localizedString(forKey: "Only in English", value: "fallback", table: nil) == "fallback")
        #expect(strings.localizedString(forKey: "Only in English", value: nil, table: nil) == "Only in English")
    }

    @Test func theDevelopmentLanguageComesFromTheInfoPlist() throws {
        let widget = try widgetBundle(developmentRegion: "he")
        let language = ActivityLanguage(code: "xx", bundle: widget.bundle)
        #expect(language.identifier == "he")
        #expect(language.resolution == .developmentLanguage(.noMatch))
        #expect(language.bundle(in: widget.bundle)?.localizedString(forKey: "Time left", value: nil, table: nil) == TimeLeft.hebrew)
    }

    @Test func withoutADevelopmentRegionTheDevelopmentLanguageIsEnglishUnlessGiven() throws {
        let widget = try widgetBundle(developmentRegion: nil)
        #expect(ActivityLanguage(code: "xx", bundle: widget.bundle).identifier == "en")
        let arabic = ActivityLanguage(code: "xx", bundle: widget.bundle, developmentLanguage: "ar")
        #expect(arabic.identifier == "ar")
        #expect(arabic.resolution == .developmentLanguage(.noMatch))
        let empty = try widgetBundle(developmentRegion: "")
        #expect(ActivityLanguage(code: "xx", bundle: empty.bundle).identifier == "en")
    }

    /// The development language is the first candidate, the rest in code order:
    /// of two folders for one language, the other one is the duplicate.
    @Test func theDevelopmentLanguageComesFirstAndTheRestInCodeOrder() throws {
        let tables = ["pt-BR": ["Localizable": ["Time left": "hyphen"]], "pt_BR": ["Localizable": ["Time left": "underscore"]],
                      "en": ["Localizable": ["Time left": TimeLeft.english]]]
        let english = try TemporaryBundle(tables, developmentRegion: "en")
        #expect(ActivityLanguage(code: "pt", bundle: english.bundle).ignoredSupportedLanguages
                == [.init(entry: "pt_BR", reason: .duplicate(of: "pt-BR"))])
        let brazil = try TemporaryBundle(tables, developmentRegion: "pt_BR")
        #expect(ActivityLanguage(code: "pt", bundle: brazil.bundle).ignoredSupportedLanguages
                == [.init(entry: "pt-BR", reason: .duplicate(of: "pt-BR"))])
        // The folder spelled as the identifier wins.
        let language = ActivityLanguage(code: "pt", bundle: brazil.bundle)
        #expect(language.bundle(in: brazil.bundle)?.localizedString(forKey: "Time left", value: nil, table: nil) == "hyphen")
    }

    /// Folders that are not language tags are reported, never chosen, never a crash.
    @Test func junkFoldersAreReportedAndSkipped() throws {
        let junk = try TemporaryBundle([
            "123": ["Localizable": ["Time left": "junk"]], "en--US": ["Localizable": ["Time left": "junk"]],
            "he": ["Localizable": ["Time left": TimeLeft.hebrew]], "Base": ["Main": ["Title": "Base"]],
        ], developmentRegion: "he")
        let language = ActivityLanguage(code: "123", bundle: junk.bundle)
        #expect(language.identifier == "he")
        #expect(language.resolution == .developmentLanguage(.invalidCode(.notWellFormed)))
        #expect(language.ignoredSupportedLanguages == [
            .init(entry: "123", reason: .invalid(.notWellFormed)),
            .init(entry: "en--US", reason: .invalid(.notWellFormed)),
        ])
        #expect(language.bundle(in: junk.bundle)?.localizedString(forKey: "Time left", value: nil, table: nil) == TimeLeft.hebrew)
    }

    @Test func noFolderForTheLanguageGivesNoBundle() throws {
        let baseOnly = try TemporaryBundle(["Base": ["Main": ["Title": "Base"]], "fr": ["Localizable": ["Time left": "Temps restant"]]],
                                           developmentRegion: "en")
        let language = ActivityLanguage(code: "en", bundle: baseOnly.bundle)
        #expect(language.identifier == "en")
        #expect(language.bundle(in: baseOnly.bundle) == nil)
        // A language resolved from another list has no folder here either.
        let korean = ActivityLanguage(code: "ko", supported: ["ko"], developmentLanguage: "en")
        #expect(korean.bundle(in: baseOnly.bundle) == nil)
    }

    /// Foundation lists a bundle without `.lproj` folders as localised in its
    /// development region alone; that language is used, and has no folder.
    @Test func aBundleWithoutLocalizationsFallsBack() throws {
        let bare = try TemporaryBundle([:], developmentRegion: "en")
        #expect(bare.bundle.localizations == ["en"])
        let language = ActivityLanguage(code: "he", bundle: bare.bundle)
        #expect(language.identifier == "en")
        #expect(language.resolution == .developmentLanguage(.noMatch))
        #expect(language.bundle(in: bare.bundle) == nil)
    }
}

@Suite struct ActivityLanguageLocaleTests {
    @Test(arguments: [
        ("iw", ["en", "he"], "he", "he"), ("ar-EG", ["en", "ar"], "ar", "ar"), ("pt_BR", ["en", "pt_BR"], "pt-BR", "pt"),
        ("es-MX", ["en", "es", "es-419"], "es-419", "es"), ("zh-TW", ["en", "zh-Hans", "zh-Hant"], "zh-Hant", "zh"),
        ("xx", ["en", "he"], "en", "en"),
    ])
    func theLocaleIsTheResolvedLanguage(code: String, supported: [String], identifier: String, languageCode: String) {
        let language = ActivityLanguage(code: code, supported: supported, developmentLanguage: "en")
        #expect(language.locale.identifier == identifier)
        #expect(language.locale.language.languageCode?.identifier == languageCode)
    }

    @Test func theLocaleKeepsRegionScriptAndNumberingSystem() {
        let latinArabic = ActivityLanguage(code: "ar", supported: ["en", "ar-u-nu-latn"], developmentLanguage: "en")
        #expect(latinArabic.locale.numberingSystem.identifier == "latn")
        let latinAmerica = ActivityLanguage(code: "es-MX", supported: ["es", "es-419"], developmentLanguage: "es")
        #expect(latinAmerica.locale.region?.identifier == "419")
        let traditional = ActivityLanguage(code: "zh-HK", supported: ["zh-Hans", "zh-Hant"], developmentLanguage: "zh-Hans")
        #expect(traditional.locale.language.script?.identifier == "Hant")
    }
}
