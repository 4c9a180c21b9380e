import Foundation
import Testing
import XCStrings

/// The encodings of legacy tables: UTF-8 and UTF-16 (either byte order, with or
/// without a byte order mark) are read, as Xcode reads them; anything else is an
/// error that names the encoding.
@Suite struct LegacyTableEncodingTests {
    static let strings = "/* Hold */\n\"Hold\" = \"احبس\";\n\"Timer\" = \"\u{2066}-0:05\u{2069}\";\n"

    static let stringsdict = """
        <?xml version="1.0" encoding="UTF-16"?>
        <plist version="1.0">
        <dict>
        \t<key>%lld breaths</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@n@</string>
        \t\t<key>n</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>one</key>
        \t\t\t<string>نفس</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%lld أنفاس</string>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>

        """

    enum Encoding: String, CaseIterable, Sendable {
        case utf8, utf8BOM, utf16LE, utf16LEBOM, utf16BE, utf16BEBOM

        func encode(_ text: String) -> Data {
            switch self {
            case .utf8: Data(text.utf8)
            case .utf8BOM: Data([0xEF, 0xBB, 0xBF] + Array(text.utf8))
            case .utf16LE: text.data(using: .utf16LittleEndian)!
            case .utf16LEBOM: Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)!
            case .utf16BE: text.data(using: .utf16BigEndian)!
            case .utf16BEBOM: Data([0xFE, 0xFF]) + text.data(using: .utf16BigEndian)!
            }
        }
    }

    @Test(arguments: Encoding.allCases)
    func aStringsTableIsReadInEveryEncodingXcodeReads(_ encoding: Encoding) throws {
        let file = try StringsFile(data: encoding.encode(Self.strings), file: "ar.lproj/W.strings")
        #expect(file.entries.map(\.key) == ["Hold", "Timer"])
        #expect(file.entries.map(\.value) == ["احبس", "\u{2066}-0:05\u{2069}"])
        #expect(file.entries.map(\.comment) == ["Hold", nil])
        // Columns count UTF-8 bytes of the decoded text, whatever the file's encoding.
        #expect(file.entries.map(\.location.description) == ["2:1", "3:1"])
    }

    @Test(arguments: Encoding.allCases)
    func aStringsDictIsReadInEveryEncodingXcodeReads(_ encoding: Encoding) throws {
        let file = try StringsDictFile(data: encoding.encode(Self.stringsdict), file: "ar.lproj/W.stringsdict")
        #expect(file.entries.map(\.key) == ["%lld breaths"])
        #expect(file.entries[0].location.description == "4:2")
        let plural = file.entries[0].localization.variations?.plural
        #expect(plural?["one"]?.stringUnit?.value == "نفس")
        #expect(plural?["other"]?.stringUnit?.value == "%lld أنفاس")
    }

    static func utf32(_ text: String, bigEndian: Bool, mark: Bool) -> Data {
        var bytes: [UInt8] = []
        for scalar in (mark ? "\u{FEFF}" : "").unicodeScalars + text.unicodeScalars {
            let value = scalar.value
            let word = [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24)]
            bytes += bigEndian ? word.reversed() : word
        }
        return Data(bytes)
    }

    @Test(arguments: [
        (false, true, "UTF-32 (little-endian, with a byte order mark)"),
        (true, true, "UTF-32 (big-endian, with a byte order mark)"),
        (false, false, "UTF-32 (little-endian, without a byte order mark)"),
        (true, false, "UTF-32 (big-endian, without a byte order mark)"),
    ])
    func utf32IsAnErrorThatNamesIt(_ bigEndian: Bool, _ mark: Bool, _ name: String) {
        let expected = ": error: the file is \(name), which is not read; save it as UTF-8 (or UTF-16)"
        do throws(LegacyTableError) {
            _ = try StringsFile(data: Self.utf32(Self.strings, bigEndian: bigEndian, mark: mark), file: "W.strings")
            Issue.record("UTF-32 was read")
        } catch {
            #expect(error.description == "W.strings" + expected)
        }
        do throws(LegacyTableError) {
            _ = try StringsDictFile(data: Self.utf32(Self.stringsdict, bigEndian: bigEndian, mark: mark), file: "W.stringsdict")
            Issue.record("UTF-32 was read")
        } catch {
            #expect(error.description == "W.stringsdict" + expected)
        }
    }

    static let undecodable: [(bytes: [UInt8], expected: String)] = [
        ([0x22, 0x61, 0x22, 0x20, 0x3D, 0x20, 0x22, 0xC3, 0x28, 0x22, 0x3B],
         "W.strings:1:8: error: byte 0xC3 is not UTF-8, and the file is not UTF-16 either; save it as UTF-8"),
        (Array("\"a\" = \"b\";\n\"c\" = \"".utf8) + [0xE9, 0x22, 0x3B],
         "W.strings:2:8: error: byte 0xE9 is not UTF-8, and the file is not UTF-16 either; save it as UTF-8"),
        ([0xFF, 0xFE, 0x41],
         "W.strings: error: the file is UTF-16 (little-endian, with a byte order mark) but has an odd number of bytes; "
             + "it is cut short, or not UTF-16: save it as UTF-8"),
        ([0xFF, 0xFE, 0x22, 0x00, 0x00, 0xD8, 0x22, 0x00],
         "W.strings:1:2: error: the file is UTF-16 (little-endian, with a byte order mark) with a lone surrogate here; "
             + "save it as UTF-8"),
    ]

    @Test(arguments: undecodable)
    func undecodableBytesAreAnErrorAtTheirPlace(_ bytes: [UInt8], _ expected: String) {
        do throws(LegacyTableError) {
            _ = try StringsFile(data: Data(bytes), file: "W.strings")
            Issue.record("read")
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test func aStrayZeroByteInUTF8IsNotTakenForUTF16() throws {
        let file = try StringsFile(data: Data("\"a\" = \"x\u{0}y\";\n\"b\" = \"2\";".utf8), file: "W.strings")
        #expect(file.entries.map(\.value) == ["x\u{0}y", "2"])
    }
}

/// A `;` with no key before it: Xcode builds such a table, so it is read on, with
/// a warning at the `;`.
@Suite struct EmptyStatementTests {
    @Test func aDoubledSemicolonIsAWarningAndReadingGoesOn() throws {
        let file = try StringsFile(data: Data("\"Hold\" = \"احبس\";;\n/* Out */\n\"Exhale\" = \"ازفر\";\n;\n".utf8),
                                   file: "ar.lproj/W.strings")
        #expect(file.entries.map(\.key) == ["Hold", "Exhale"])
        #expect(file.entries.map(\.value) == ["احبس", "ازفر"])
        #expect(file.entries.map(\.comment) == [nil, "Out"])
        #expect(file.entries.map(\.location.description) == ["1:1", "3:1"])
        #expect(file.warnings.map(\.description) == [
            "ar.lproj/W.strings:1:21: warning: `;` with no key before it (an empty statement); read as if it were not there. Remove it",
            "ar.lproj/W.strings:4:1: warning: `;` with no key before it (an empty statement); read as if it were not there. Remove it",
        ])
    }

    @Test func aTableWithoutOneHasNoWarnings() throws {
        #expect(try StringsFile(data: Data("\"a\" = \"1\";\n\"b\";\n".utf8), file: "W.strings").warnings.isEmpty)
        #expect(try StringsFile(data: Data("{ \"a\" = \"1\"; }".utf8), file: "W.strings").warnings.isEmpty)
    }

    @Test func aTableGathersTheWarningsOfItsFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("empty-statement-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for language in ["en", "ar"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("\(language).lproj"), withIntermediateDirectories: true)
        }
        let english = folder.appendingPathComponent("en.lproj/W.strings"), arabic = folder.appendingPathComponent("ar.lproj/W.strings")
        try Data("\"Hold\" = \"Hold\";\n".utf8).write(to: english)
        try Data("\"Hold\" = \"احبس\";;\n".utf8).write(to: arabic)
        let table = try LegacyStringTable(name: "W", developmentLanguage: "en", files: [
            .init(path: english.path, language: "en"), .init(path: arabic.path, language: "ar"),
        ])
        #expect(table.catalog["Hold"]?.localizations["ar"]?.stringUnit?.value == "احبس")
        #expect(table.warnings.map(\.description) == [
            "\(arabic.path):1:21: warning: `;` with no key before it (an empty statement); read as if it were not there. Remove it",
        ])
    }
}
