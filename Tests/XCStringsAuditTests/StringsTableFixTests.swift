import Foundation
import Testing
import XCStrings
@testable import XCStringsAudit

/// `--fix` on a `.strings` file only appends: the old bytes are a prefix of the
/// new ones, in the file's own encoding and line breaks.
@Suite struct StringsTableFixTests {
    private static func utf16(_ text: String, bigEndian: Bool, mark: Bool) -> Data {
        var bytes: [UInt8] = mark ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        for unit in text.utf16 {
            bytes += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        return Data(bytes)
    }

    private static let old = "/* Shown while the user holds their breath */\n\"Hold\" = \"Hold\";\n"
    private static let hebrew = [(key: "Exhale", value: "\u{5E0}\u{5E9}\u{5D9}\u{5E4}\u{5D4}")]
    private static let added = "\n\"Exhale\" = \"\u{5E0}\u{5E9}\u{5D9}\u{5E4}\u{5D4}\";\n"

    @Test(arguments: [(false, true), (false, false), (true, true), (true, false)])
    func utf16StaysUTF16InItsByteOrder(bigEndian: Bool, mark: Bool) throws {
        let original = Self.utf16(Self.old, bigEndian: bigEndian, mark: mark)
        let fixed = try #require(StringsTableFix.appending(Self.hebrew, to: original, file: "he.strings"))
        #expect(fixed == original + Self.utf16(Self.added, bigEndian: bigEndian, mark: false))
    }

    @Test func utf8KeepsItsByteOrderMarkAndLineBreaks() throws {
        let original = Data([0xEF, 0xBB, 0xBF] + Array(Self.old.replacingOccurrences(of: "\n", with: "\r\n").utf8))
        let fixed = try #require(StringsTableFix.appending(Self.hebrew, to: original, file: "he.strings"))
        #expect(fixed == original + Data(Self.added.replacingOccurrences(of: "\n", with: "\r\n").utf8))
    }

    /// A last line without a line break gets one first; a file that already ends
    /// in a blank line gets no second one; an empty file starts with the entry.
    @Test(arguments: [
        ("\"A\" = \"B\";", "\"A\" = \"B\";\n\n\"K\" = \"V\";\n"),
        ("\"A\" = \"B\"; // last", "\"A\" = \"B\"; // last\n\n\"K\" = \"V\";\n"),
        ("\"A\" = \"B\";\n\n", "\"A\" = \"B\";\n\n\"K\" = \"V\";\n"),
        ("", "\"K\" = \"V\";\n"),
    ])
    func theEntryStartsOnALineOfItsOwn(old: String, expected: String) throws {
        let fixed = try #require(StringsTableFix.appending([("K", "V")], to: Data(old.utf8), file: "x.strings"))
        #expect(String(decoding: fixed, as: UTF8.self) == expected)
    }

    /// Quotes, backslashes, tabs and line breaks are escaped and read back as they were.
    @Test func valuesAreEscapedAndReadBack() throws {
        let value = "say \"hi\"\\\n\tnext\r"
        let fixed = try #require(StringsTableFix.appending([("q\"k", value)], to: Data(), file: "x.strings"))
        #expect(String(decoding: fixed, as: UTF8.self) == "\"q\\\"k\" = \"say \\\"hi\\\"\\\\\\n\\tnext\\r\";\n")
        let read = try StringsFile(data: fixed, file: "x.strings")
        #expect(read.entries.map(\.key) == ["q\"k"])
        #expect(read.entries.map(\.value) == [value])
    }

    /// A table written as an XML property list is not appended to: its text would
    /// end after `</plist>`.
    @Test func anXMLTableIsNotAppendedTo() {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>A</key><string>B</string></dict></plist>

            """
        #expect(StringsTableFix.appending([("K", "V")], to: Data(xml.utf8), file: "x.strings") == nil)
    }

    /// Only what is appended is "fixable": a key the file has, a language without
    /// a file and a plural are listed instead.
    @Test func onlyAppendableCopiesAreWritten() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("strings-fix-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        for language in ["en", "ar"] {
            try FileManager.default.createDirectory(at: directory.appendingPathComponent("\(language).lproj"),
                                                    withIntermediateDirectories: true)
        }
        let en = directory.appendingPathComponent("en.lproj/W.strings").path
        let ar = directory.appendingPathComponent("ar.lproj/W.strings").path
        try Data("\"Hold\" = \"Hold\";\n\"Exhale\" = \"Exhale\";\n".utf8).write(to: URL(fileURLWithPath: en))
        try Data("\"Hold\" = \"\";\n".utf8).write(to: URL(fileURLWithPath: ar))
        let legacy = try LegacyStringTable(name: "W", developmentLanguage: "en", files: [
            .init(path: en, language: "en"), .init(path: ar, language: "ar"),
        ])
        var app = StringCatalog(sourceLanguage: "en")
        for (key, values) in [("Hold", ["ar": "انتظر", "de": "Halten"]), ("Exhale", ["ar": "ازفر", "de": "Ausatmen"])] {
            var entry = StringCatalog.Entry(key: key)
            for (language, value) in values {
                entry.localizations[language] = StringCatalog.Localization(stringUnit: .init(state: .translated, value: value))
            }
            app.setEntry(entry)
        }
        var plan = CatalogFixPlan()
        plan.copy(key: "Exhale", language: "ar")
        plan.copy(key: "Hold", language: "ar")   // the file has it, empty: not a second entry
        plan.copy(key: "Exhale", language: "de")  // no de file
        let fix = StringsTableFix(plan: plan, app: app, legacy: legacy)
        #expect(fix.changes.map(\.path) == [ar])
        #expect(fix.changes.first.map { String(decoding: $0.fixed, as: UTF8.self) }
            == "\"Hold\" = \"\";\n\n\"Exhale\" = \"ازفر\";\n")
        #expect(fix.writesAll(key: "Exhale", language: "ar"))
        #expect(!fix.writesAll(key: "Hold", language: "ar"))
        #expect(!fix.writesAll(key: "Exhale", language: nil))   // de is listed
        #expect(!fix.writesAll(key: nil, language: "de"))
        let de = directory.appendingPathComponent("de.lproj/W.strings").path
        #expect(fix.manualLines == [
            "  \(ar): \"Hold\" = \"انتظر\";\n",
            "  \(de): \"Exhale\" = \"Ausatmen\";\n",
        ])
    }

    /// A key the file has is never added again, also when the table spells the
    /// language otherwise (`pt_BR.lproj` for the app's `pt-BR`).
    @Test func aKeyTheFileHasUnderAnotherSpellingIsListed() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("strings-fix-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("pt_BR.lproj"),
                                                withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("pt_BR.lproj/W.strings").path
        let before = Data("\"Hold\" = \"Segure\";\n".utf8)
        try before.write(to: URL(fileURLWithPath: file))
        let legacy = try LegacyStringTable(name: "W", developmentLanguage: "en", files: [.init(path: file, language: "pt_BR")])
        var app = StringCatalog(sourceLanguage: "en")
        app.setLocalization(.init(stringUnit: .init(state: .translated, value: "Aguarde")), language: "pt-BR", forKey: "Hold")
        var plan = CatalogFixPlan()
        plan.copy(key: "Hold", language: "pt-BR")
        let fix = StringsTableFix(plan: plan, app: app, legacy: legacy)
        #expect(fix.changes.isEmpty)
        #expect(!fix.writesAll(key: "Hold", language: "pt-BR"))
        #expect(fix.manualLines == ["  \(file): \"Hold\" = \"Aguarde\";\n"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before)
    }
}
