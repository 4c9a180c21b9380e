import Foundation
import Testing
import XCStrings

@Suite struct StringsFileTests {
    private func read(_ text: String) throws(LegacyTableError) -> StringsFile {
        try StringsFile(data: Data(text.utf8), file: "ar.lproj/Widgets.strings")
    }

    @Test func readsPairsCommentsAndPlaces() throws {
        let file = try read("""
            /* Shown while the user holds their breath */
            "Hold" = "احبس";
            // A line comment
            "Exhale"="ازفر" ;
            Title = Bare;
            "OK";
            """)
        #expect(file.entries.map(\.key) == ["Hold", "Exhale", "Title", "OK"])
        #expect(file.entries.map(\.value) == ["احبس", "ازفر", "Bare", "OK"])
        #expect(file.entries.map(\.comment) == ["Shown while the user holds their breath", "A line comment", nil, nil])
        #expect(file.entries.map(\.location.description) == ["2:1", "4:1", "5:1", "6:1"])
    }

    @Test(arguments: [
        (#""a\nb""#, "a\nb"), (#""\"q\"""#, "\"q\""), (#""\\""#, "\\"), (#""\U2066-0:05\U2069""#, "\u{2066}-0:05\u{2069}"),
        (#""\UD83D\UDE00""#, "\u{1F600}"), (#""\101""#, "A"), ("'single'", "single"),
    ])
    func decodesEscapes(_ written: String, _ expected: String) throws {
        #expect(try read("\"k\" = \(written);").entries.first?.value == expected)
    }

    @Test func readsUTF16WithAndWithoutAByteOrderMark() throws {
        let text = "\"Hold\" = \"احبس\";\n"
        let little = Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)!
        let big = Data([0xFE, 0xFF]) + text.data(using: .utf16BigEndian)!
        let unmarked = text.data(using: .utf16LittleEndian)!
        for data in [little, big, unmarked, Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)] {
            let file = try StringsFile(data: data, file: "x.strings")
            #expect(file.entries.map(\.value) == ["احبس"])
        }
    }

    @Test func theLastValueOfAKeyWinsAtItsFirstPlace() throws {
        let file = try read("\"a\" = \"1\";\n\"a\" = \"2\";")
        #expect(file.entries.count == 1)
        #expect(file.entries[0].value == "2")
        #expect(file.entries[0].location.description == "1:1")
    }

    /// Pocket Casts writes its `.strings` tables as XML property lists, which
    /// Xcode compiles like the text form.
    @Test func readsATableWrittenAsAnXMLPropertyList() throws {
        let file = try read("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>Hold</key>
            \t<string>احبس</string>
            \t<key>Timer</key>
            \t<string>\u{2066}-0:05\u{2069}</string>
            </dict>
            </plist>
            """)
        #expect(file.entries.map(\.key) == ["Hold", "Timer"])
        #expect(file.entries.map(\.value) == ["احبس", "\u{2066}-0:05\u{2069}"])
        #expect(file.entries.map(\.comment) == [nil, nil])
        #expect(file.entries.map(\.location.description) == ["5:2", "7:2"])
    }

    @Test func anXMLTableWithAnotherValueThanAStringIsAnErrorAtIt() {
        let text = "<plist version=\"1.0\">\n<dict>\n<key>Count</key>\n<integer>3</integer>\n</dict>\n</plist>\n"
        do throws(LegacyTableError) {
            _ = try read(text)
            Issue.record("an <integer> value was read")
        } catch {
            #expect(error.description
                == #"ar.lproj/Widgets.strings:4:1: error: the value of "Count" is <integer>; a strings table maps each key to a <string>"#)
        }
        do throws(LegacyTableError) {
            _ = try StringsFile(data: Data("bplist00".utf8), file: "x.strings")
            Issue.record("a binary property list was read")
        } catch {
            #expect(error.description
                == "x.strings: error: a binary property list, which is not read; convert it with `plutil -convert xml1` to audit it")
        }
    }

    @Test func aBracedFileIsAnOldStylePropertyList() throws {
        #expect(try read("{ \"a\" = \"1\"; }").entries.map(\.value) == ["1"])
    }

    /// Every error, exactly: the place and the message.
    @Test(arguments: [
        ("\"a\" = \"1\"", "1:10: error: unexpected end of file, expected `;` after the value of \"a\"; the file looks truncated"),
        ("\"a\" = \"1\" \"b\"", "1:11: error: unexpected `\"`, expected `;` after the value of \"a\""),
        ("\"a\" \"b\";", "1:5: error: unexpected `\"`, expected `=` or `;` after the key \"a\""),
        ("\"a\" = \"open;", "1:7: error: unexpected end of file inside the string that starts here; close it with \""),
        ("\n\n  = \"x\";", "3:3: error: unexpected `=`, expected a key (a quoted string)"),
        ("/* open", "1:1: error: unexpected end of file inside the comment that starts here; close it with `*/`"),
        ("\"a\" = \"\\U12\";", "1:8: error: `\\U` needs four hexadecimal digits, such as `\\U00e9`"),
        ("{ \"a\" = \"1\";", "1:13: error: unexpected end of file, expected `}` to close the dictionary opened at 1:1; the file looks truncated"),
        ("{ \"a\" = \"1\"; } x", "1:16: error: unexpected `x` after the end of the top-level value; the file has more closing braces than opening ones, or text after its end"),
        ("{ = \"1\"; }", "1:3: error: unexpected `=`, expected a key (a quoted string) or `}` to close the dictionary opened at 1:1"),
        ("\"a\" = (\"1\", \"2\");", "1:7: error: the value of \"a\" is an array; a strings table maps each key to a string"),
        ("\"a\" = <0fbd>;", "1:7: error: the value of \"a\" is data; a strings table maps each key to a string"),
        ("\"a\" = { b = c; };", "1:7: error: the value of \"a\" is a dictionary; a strings table maps each key to a string"),
        ("{ \"a\" : \"1\" }", " error: a property list in JSON, which is not read; convert it with `plutil -convert xml1` to audit it"),
    ])
    func errorsSayWhere(_ text: String, _ expected: String) {
        #expect(thrownDescription { try read(text) } == "ar.lproj/Widgets.strings:" + expected)
    }

    @Test func invalidBytesAreAnErrorNotACrash() {
        #expect(throws: LegacyTableError.self) { _ = try StringsFile(data: Data([0x22, 0xC3, 0x28, 0x22]), file: "x") }
        #expect(throws: LegacyTableError.self) { _ = try StringsFile(data: Data([0xFF, 0xFE, 0x00, 0xD8]), file: "x") }
        #expect(throws: LegacyTableError.self) { _ = try StringsFile(data: Data([0xFF, 0xFE, 0x41]), file: "x") }
    }
}

@Suite struct StringsDictFileTests {
    private func plist(_ body: String) -> Data {
        Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \(body)
            </dict>
            </plist>
            """.utf8)
    }

    @Test func aPluralVariableOfTheWholeFormatBecomesPluralVariations() throws {
        let file = try StringsDictFile(data: plist("""
            <key>%lld breaths</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%#@breaths@</string>
                <key>breaths</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key>
                    <string>lld</string>
                    <key>one</key>
                    <string>نفس واحد</string>
                    <key>few</key>
                    <string>%lld أنفاس &amp; &#x2066;&lt;&#x2069;</string>
                    <key>other</key>
                    <string><![CDATA[%lld <نفس>]]></string>
                </dict>
            </dict>
            """), file: "ar.lproj/W.stringsdict")
        let plural = file.entries[0].localization.variations?.plural
        #expect(file.entries[0].key == "%lld breaths")
        #expect(file.entries[0].location.description == "5:1")
        #expect(plural?.keys.sorted() == ["few", "one", "other"])
        #expect(plural?["few"]?.stringUnit?.value == "%lld أنفاس & \u{2066}<\u{2069}")
        #expect(plural?["other"]?.stringUnit?.value == "%lld <نفس>")
        #expect(plural?["one"]?.location?.description == "15:9")
    }

    @Test func aVariableInsideALongerFormatBecomesASubstitution() throws {
        let file = try StringsDictFile(data: plist("""
            <key>Cycle %d of %d</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%#@cycle@ of %d</string>
                <key>cycle</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key><string>d</string>
                    <key>one</key><string>Cycle %d</string>
                    <key>other</key><string>Cycle %d</string>
                </dict>
            </dict>
            """), file: "en.lproj/W.stringsdict")
        let localization = file.entries[0].localization
        #expect(localization.stringUnit?.value == "%#@cycle@ of %d")
        #expect(localization.substitutions?["cycle"]?.formatSpecifier == "d")
        #expect(localization.substitutions?["cycle"]?.argNum == 1)
        #expect(localization.substitutions?["cycle"]?.variations?.plural?["one"]?.stringUnit?.value == "Cycle %arg")
    }

    /// A variable's argument is its `n$`, else its place among all the format's
    /// arguments: `%4$#@others@` is the fourth, `%@ has %#@count@`'s `count` the second.
    @Test func aVariableConsumesTheArgumentAtItsPlace() throws {
        func variable(_ name: String, _ value: String) -> String {
            """
            <key>\(name)</key>
            <dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>ld</string>
                <key>one</key><string>\(value)</string>
                <key>other</key><string>\(value)s</string>
            </dict>
            """
        }
        let file = try StringsDictFile(data: plist("""
            <key>%1$@, %2$@, %3$@ and %4$ld others are typing…</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%1$@, %2$@, %3$@ and %4$#@others@</string>
                \(variable("others", "%4$ld other"))
            </dict>
            <key>%@ has %ld items</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%@ has %#@items@</string>
                \(variable("items", "%ld item"))
            </dict>
            """), file: "ar.lproj/Localizable.stringsdict")
        let argNums = file.entries.map { entry in entry.localization.substitutions?.mapValues { $0.argNum } }
        #expect(argNums == [["others": 4], ["items": 2]])
        #expect(file.entries[0].localization.substitutions?["others"]?.variations?.plural?["one"]?.stringUnit?.value
            == "%4$ld other")
    }

    @Test func widthAndDeviceRules() throws {
        let file = try StringsDictFile(data: plist("""
            <key>Start</key>
            <dict>
                <key>NSStringVariableWidthRuleType</key>
                <dict>
                    <key>1</key><string>Go</string>
                    <key>50</key><string>Start the session</string>
                    <key>20</key><string>Start</string>
                </dict>
            </dict>
            <key>Tap</key>
            <dict>
                <key>NSStringDeviceSpecificRuleType</key>
                <dict>
                    <key>iphone</key><string>Tap</string>
                    <key>mac</key><string>Click</string>
                </dict>
            </dict>
            """), file: "en.lproj/W.stringsdict")
        #expect(file.entries[0].localization.stringUnit?.value == "Start the session")
        let device = file.entries[1].localization.variations?.device
        #expect(device?["iphone"]?.stringUnit?.value == "Tap")
        #expect(device?["mac"]?.stringUnit?.value == "Click")
    }

    /// Every error, exactly: the place and the message.
    @Test(arguments: [
        ("<key>k</key><string>x</string>", "5:13: error: the value of \"k\" must be a dictionary with NSStringLocalizedFormatKey, found a string"),
        ("<key>k</key><dict><key>other</key><string>x</string></dict>",
         "5:13: error: \"k\" has no NSStringLocalizedFormatKey (nor a width or device rule); add the format, such as %#@count@"),
        ("<key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string></dict>",
         "5:56: error: the format \"%#@n@\" names %#@n@, but \"k\" has no `n` dictionary; add it"),
        ("<key>k</key><dict>", "7:1: error: expected `<key>` or `</dict>`, found `</plist>`"),
        ("<key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>x</dict>",
         "5:65: error: expected `</string>`, found `</dict>`; text elements hold no elements"),
        ("<key>a</key><string>1</string><key>a</key><string>2</string>",
         "5:31: error: duplicate key \"a\"; it first appears at x.stringsdict:5:1. Keep one of them"),
        ("<key>k</key><bogus/>", "5:13: error: unknown property-list element `<bogus>`; a property list holds <dict>, <key>, "
            + "<array>, <string>, <integer>, <real>, <true/>, <false/>, <date> and <data>"),
        ("<key>k &bad;</key>", "5:8: error: unknown entity `&bad;`"),
        ("<key>k</key><string>x", "6:1: error: expected `</string>`, found `</dict>`; text elements hold no elements"),
        ("<key>k</key><string>x &amp", "5:23: error: `&` must start an entity such as `&amp;` or `&#x2066;`"),
    ])
    func errorsSayWhere(_ body: String, _ expected: String) {
        #expect(thrownDescription { try StringsDictFile(data: plist(body), file: "x.stringsdict") } == "x.stringsdict:" + expected)
    }

    /// Errors about the whole file, exactly.
    @Test(arguments: [
        ("", "x.stringsdict:1:1: error: the file is empty; an XML property list is `<plist version=\"1.0\">` and one value, such as `<dict>`"),
        ("<plist version=\"1.0\"><array/></plist>", "x.stringsdict:1:22: error: expected a dictionary of keys at the top level, found an array"),
        ("<plist version=\"1.0\"><dict/></plist>x", "x.stringsdict:1:37: error: unexpected `x` after the end of the property list"),
        ("<plist version=\"1.0\"><dict/>", "x.stringsdict:1:29: error: unexpected end of file, expected `</plist>`; the file looks truncated"),
        (String(repeating: "<array>", count: 200), "x.stringsdict:1:897: error: nested deeper than 128 levels; a property list is never this deep"),
        ("bplist00", "x.stringsdict: error: a binary property list, which is not read; convert it with `plutil -convert xml1` to audit it"),
        ("{\"k\": {}}", "x.stringsdict: error: a property list in JSON, which is not read; convert it with `plutil -convert xml1` to audit it"),
    ])
    func fileErrors(_ text: String, _ expected: String) {
        #expect(thrownDescription { try StringsDictFile(data: Data(text.utf8), file: "x.stringsdict") } == expected)
    }

    @Test func truncatedAndBinaryFilesAreErrors() {
        let whole = plist("<key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>x</string></dict>")
        for length in 0..<whole.count {
            #expect(throws: LegacyTableError.self) { _ = try StringsDictFile(data: whole.prefix(length), file: "x") }
        }
        #expect(throws: LegacyTableError.self) { _ = try StringsDictFile(data: Data("bplist00".utf8), file: "x") }
        #expect(throws: LegacyTableError.self) {
            _ = try StringsDictFile(data: Data(String(repeating: "<array>", count: 10_000).utf8), file: "x")
        }
    }
}

@Suite struct LegacyStringTableTests {
    private let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("XcodeProjectTests/Fixtures/Breathe/BreatheWidget").path

    @Test func filesOfEveryLanguageBecomeOneCatalogTracedToTheirFiles() throws {
        let table = try LegacyStringTable(name: "Widgets", developmentLanguage: "en", files: [
            .init(path: "\(folder)/ar.lproj/Widgets.strings", language: "ar"),
            .init(path: "\(folder)/ar.lproj/Widgets.stringsdict", language: "ar"),
            .init(path: "\(folder)/en.lproj/Widgets.strings", language: "en"),
            .init(path: "\(folder)/en.lproj/Widgets.stringsdict", language: "en"),
        ])
        #expect(table.files.map(\.language) == ["en", "en", "ar", "ar"])
        #expect(table.catalog.sourceLanguage == "en")
        #expect(table.catalog.keys == ["Hold", "Exhale", "%lld breaths"])
        #expect(table.catalog["Hold"]?.localizations["ar"]?.stringUnit?.value == "احبس")
        #expect(table.catalog["Hold"]?.localizations["ar"]?.location?.description == "2:1")
        #expect(table.catalog["Exhale"]?.localizations["ar"] == nil)
        #expect(table.catalog["%lld breaths"]?.localizations["ar"]?.variations?.plural?.keys.sorted() == ["one", "other"])
        #expect(table.file(forKey: "Hold", language: "ar") == "\(folder)/ar.lproj/Widgets.strings")
        #expect(table.file(forKey: "%lld breaths", language: "ar") == "\(folder)/ar.lproj/Widgets.stringsdict")
        #expect(table.file(forKey: "Exhale", language: "ar") == "\(folder)/en.lproj/Widgets.strings")
        #expect(table.path(forLanguage: "de") == "\(folder)/de.lproj/Widgets.strings")
        #expect(table.path(forLanguage: "de", dictionary: true) == "\(folder)/de.lproj/Widgets.stringsdict")
    }

    /// A key a file gives twice: the table has its last value at its first place, as
    /// ``StringsFile/entries`` has it, whatever the files before and after it give.
    @Test func aKeyGivenTwiceInAFileKeepsItsFirstPlaceAndLastValue() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("legacy-twice-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let files: [(language: String, text: String)] = [
            ("en", "\"A\" = \"a\";\n\"B\" = \"b\";\n\"A\" = \"a2\";\n"),
            ("ar", "\"B\" = \"ب\";\n\"A\" = \"أ\";\n\"B\" = \"ب٢\";\n\"C\" = \"ج\";\n\"C\";\n"),
        ]
        var described: [LegacyStringTable.File] = []
        for file in files {
            let folder = directory.appendingPathComponent("\(file.language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let path = folder.appendingPathComponent("W.strings")
            try Data(file.text.utf8).write(to: path)
            described.append(.init(path: path.path, language: file.language))
        }
        let table = try LegacyStringTable(name: "W", developmentLanguage: "en", files: described)
        #expect(table.catalog.keys == ["A", "B", "C"])
        for (file, text) in zip(described, files.map(\.text)) {
            let entries = try StringsFile(data: Data(text.utf8), file: file.path).entries
            for entry in entries {
                let localization = table.catalog[entry.key]?.localizations[file.language]
                #expect(localization?.stringUnit?.value == entry.value)
                #expect(localization?.location == entry.location)
                #expect(table.file(forKey: entry.key, language: file.language) == file.path)
            }
        }
        #expect(table.catalog["A"]?.location?.description == "1:1")
        #expect(table.catalog["C"]?.location?.description == "4:1")
    }
}

/// Seeded mutations of the fixture tables: every result is a table or an error
/// whose line lies inside the input — never a crash or a hang.
@Suite struct LegacyReaderMutationTests {
    /// xorshift64*: a fixed sequence for a fixed seed, on every platform.
    private struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state >> 12; state ^= state << 25; state ^= state >> 27
            return state &* 0x2545_F491_4F6C_DD1D
        }
    }

    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("XcodeProjectTests/Fixtures/Breathe/BreatheWidget")

    @Test(arguments: ["en.lproj/Widgets.strings", "ar.lproj/Widgets.strings", "ar.lproj/Widgets.stringsdict"])
    func mutatedTablesNeverTrap(_ name: String) throws {
        let original = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(name)))
        var random = Generator(state: 42)
        let interesting: [UInt8] = Array("\"\\;=<>/*&#x!-[]{}\n".utf8) + [0x00, 0xFF, 0xFE, 0xD8, 0xDC, 0xC3]
        for _ in 0..<1500 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let position = Int.random(in: 0..<max(bytes.count, 1), using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0 where !bytes.isEmpty: bytes[position] = interesting.randomElement(using: &random)!
                case 1 where !bytes.isEmpty: bytes.remove(at: position)
                case 2: bytes.insert(interesting.randomElement(using: &random)!, at: min(position, bytes.count))
                default: bytes = Array(bytes.prefix(position))
                }
            }
            let data = Data(bytes)
            let lines = bytes.reduce(into: 1) { count, byte in if byte == 0x0A { count += 1 } }
            do {
                if name.hasSuffix(".stringsdict") {
                    _ = try StringsDictFile(data: data, file: name)
                } else {
                    _ = try StringsFile(data: data, file: name)
                }
            } catch {
                if let location = error.location {
                    // UTF-16 files count lines of the decoded text: at most as many as bytes.
                    #expect(location.line >= 1 && location.line <= max(lines, bytes.count / 2 + 1), "\(error)")
                    #expect(location.column >= 1, "\(error)")
                }
                #expect(error.description.hasPrefix(name), "\(error)")
            }
        }
    }
}
