import Foundation
import Testing
@testable import PropertyList

/// The one property-list reader, on what `project.pbxproj` holds (its strings-table
/// and XML grammars are tested with `.strings` and `.stringsdict` in XCStringsTests).
@Suite struct PropertyListReaderTests {
    @Test func readsWhatXcodeWrites() throws {
        let root = try readPropertyList("""
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjects = {
            \t\tA1 /* Widget.swift */ = {isa = PBXFileReference; path = "Widget Sources/W.swift"; sourceTree = "<group>"; };
            \t};
            \tlist = (a, "b c", );
            \tdata = <0fbd 7A>;
            \tempty = ( );
            }
            """)
        #expect(root["archiveVersion"]?.string == "1")
        #expect(root["objects"]?["A1"]?["path"]?.string == "Widget Sources/W.swift")
        #expect(root["objects"]?["A1"]?["sourceTree"]?.string == "<group>")
        #expect(root["list"]?.array?.map(\.string) == ["a", "b c"])
        if case .data(let bytes) = root["data"]?.value { #expect(bytes == [0x0F, 0xBD, 0x7A]) } else { Issue.record("no data") }
        #expect(root["empty"]?.array?.isEmpty == true)
        #expect(root["objects"]?["A1"]?["path"]?.location == TextLocation(line: 5, column: 59))
    }

    @Test(arguments: [
        (#""a\nb""#, "a\nb"), (#""tab\there""#, "tab\there"), (#""q\"q""#, "q\"q"), (#""back\\slash""#, "back\\slash"),
        (#""\U00e9t\U00E9""#, "\u{E9}t\u{E9}"), (#""\Ud83d\Ude00""#, "\u{1F600}"), (#""\101\102""#, "AB"),
        (#""line\#nbreak""#, "line\nbreak"), ("'single'", "single"), ("bare$+/:._-1", "bare$+/:._-1"),
        (#""مرحبا""#, "مرحبا"),
    ])
    func decodesStrings(_ written: String, _ expected: String) throws {
        let root = try readPropertyList("{ k = \(written); }")
        #expect(root["k"]?.string == expected)
    }

    @Test func commentsMayStandAnywhereWhiteSpaceMay() throws {
        let root = try readPropertyList("/*a*/{/*b*/k/*c*/=/*d*/v/*e*/;// f\n/* g\n h */}//end")
        #expect(root["k"]?.string == "v")
    }

    /// Every error, exactly: its line, column and message; none crashes.
    @Test(arguments: [
        ("", "1:1: error: the file is empty; an old-style property list is one value, such as `{ key = value; }`"),
        ("{ a = b;", "1:9: error: unexpected end of file, expected `}` to close the dictionary opened at 1:1; the file looks truncated"),
        ("{ a = b; }}", "1:11: error: unexpected `}` after the end of the top-level value; the file has more closing braces "
            + "than opening ones, or text after its end"),
        ("{ a = b }", "1:9: error: unexpected `}`, expected `;` after the value of \"a\""),
        ("{ a b; }", "1:5: error: unexpected `b`, expected `=` after the key \"a\""),
        ("{ a = (b c); }", "1:10: error: unexpected `c`, expected `,` or `)` to close the array opened at 1:7"),
        ("{ a = (b", "1:9: error: unexpected end of file, expected `,` or `)` to close the array opened at 1:7; the file looks truncated"),
        ("{ a = \"open; }", "1:7: error: unexpected end of file inside the string that starts here; close it with \""),
        ("{ a = /* open; }", "1:7: error: unexpected end of file inside the comment that starts here; close it with `*/`"),
        ("{ a = <0f1>; }", "1:11: error: odd number of hexadecimal digits in the data opened at 1:7"),
        ("{ a = <zz>; }", "1:8: error: unexpected `z` in data; data is hexadecimal digits between `<` and `>`"),
        ("{ a = \"\\U12\"; }", "1:8: error: `\\U` needs four hexadecimal digits, such as `\\U00e9`"),
        ("{ a = b; a = c; }", "1:10: error: duplicate key \"a\"; it first appears at test.pbxproj:1:3. Keep one of them"),
        ("{ = b; }", "1:3: error: unexpected `=`, expected a key or `}` to close the dictionary opened at 1:1"),
        ("{\n  a = ;\n}", "2:7: error: unexpected `;`, expected a value (a string, `{`, `(` or `<`)"),
        ("{ a = b;; }", "1:9: error: unexpected `;`, expected a key or `}` to close the dictionary opened at 1:1"),
        (String(repeating: "(", count: 200), "1:129: error: nested deeper than 128 levels; a property list is never this deep"),
    ])
    func errorsSayWhere(_ text: String, _ expected: String) {
        #expect(thrownDescription { try readPropertyList(text) } == "test.pbxproj:" + expected)
    }

    /// A project file with an object defined twice (a merge artifact) is read as
    /// Xcode opens it: a warning at the second definition, the later value kept;
    /// a plain property list still refuses it.
    @Test(arguments: [
        ("{ objects = { A1 = { isa = X; }; A1 = { isa = X; }; }; }", "X",
         "p:1:34: warning: duplicate key \"A1\" with the same value as at p:1:15 (a merge artifact?); read once. "
            + "Remove one of them (or restore the file from version control)"),
        ("{ objects = { A1 = { isa = X; }; A1 = { isa = Y; }; }; }", "Y",
         "p:1:34: warning: duplicate key \"A1\" with a different value from at p:1:15 (a merge artifact?); the later one is read. "
            + "Remove one of them (or restore the file from version control)"),
        ("<plist><dict><key>objects</key><dict><key>A1</key><dict><key>isa</key><string>X</string></dict>"
            + "<key>A1</key><dict><key>isa</key><string>Y</string></dict></dict></dict></plist>", "Y",
         "p:1:96: warning: duplicate key \"A1\" with a different value from at p:1:38 (a merge artifact?); the later one is read. "
            + "Remove one of them (or restore the file from version control)"),
    ])
    func aProjectFileToleratesAnObjectDefinedTwice(_ text: String, _ isa: String, _ warning: String) throws {
        let (root, warnings) = try PropertyListReader.readProjectFile(Array(text.utf8), file: "p")
        #expect(root["objects"]?["A1"]?["isa"]?.string == isa)
        #expect(root["objects"]?.dictionary?.count == 1)
        #expect(warnings.map(\.description) == [warning])
        #expect(throws: PropertyListError.self) { _ = try PropertyListReader.read(Array(text.utf8), file: "p") }
    }

    @Test func deepNestingIsRefusedNotAStackOverflow() {
        let text = String(repeating: "(", count: 100_000)
        #expect(throws: PropertyListError.self) { _ = try readPropertyList(text) }
        let dictionaries = String(repeating: "{a=", count: 100_000)
        #expect(throws: PropertyListError.self) { _ = try readPropertyList(dictionaries) }
    }

    @Test func everyPrefixOfARealProjectFileFailsCleanlyOrReads() throws {
        let url = URL(fileURLWithPath: "\(fixtures)/Breathe/Breathe.xcodeproj/project.pbxproj")
        let bytes = Array(try String(contentsOf: url, encoding: .utf8).utf8)
        var failures = 0
        for length in stride(from: 0, to: bytes.count, by: 97) {
            do {
                _ = try PropertyListReader.read(Array(bytes[..<length]), file: "cut")
            } catch {
                failures += 1
                #expect(error.location != nil)
            }
        }
        #expect(failures == (bytes.count + 96) / 97)
        #expect(try PropertyListReader.read(bytes, file: "whole").dictionary?.count == 5)
    }
}
