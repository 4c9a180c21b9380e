import Foundation
import Testing

/// File names are bytes (issue 23): a catalog, a widget source, a folder, the
/// `--output` file and the catalog `--fix` writes may have names that are not
/// UTF-8 (`printf '\xff'`), on the command line or met in a folder walk. Each
/// is read and written by its own bytes and shown as `\xFF` in messages and
/// reports (`\\xFF` inside a JSON string).
@Suite struct ByteNameTests {
    /// An app catalog with "Hello" in German; the widget catalog `W\xFF.xcstrings`
    /// is empty, and `S\xFE/V\xFF.swift` uses "Hello".
    private static let setUp = #"""
        printf '%s' '{"sourceLanguage":"en","strings":{"Hello":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Hallo"}}}}},"version":"1.0"}' > App.xcstrings
        W="W$(printf '\xff').xcstrings"; S="S$(printf '\xfe')"
        printf '%s' '{"sourceLanguage":"en","strings":{},"version":"1.0"}' > "$W"
        mkdir "$S"; printf 'import SwiftUI\nstruct V: View { var body: some View { Text("Hello") } }\n' > "$S/V$(printf '\xff').swift"

        """#

    private static let missingKey = #""Hello" is used here but is missing from the widget catalog, so the widget shows the key itself, "#
        + #"untranslated. The app catalog has it in de (de: "Hallo"). Run with --fix to copy it, or add it to the widget catalog."#

    private func shell(_ script: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> CommandRunner.Output {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("byte-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { _ = try? CommandRunner.shell("rm -rf -- \"$PWD\"", in: directory) }
        return try #require(try CommandRunner.shell(Self.setUp + script, in: directory, sourceLocation: sourceLocation),
                            sourceLocation: sourceLocation)
    }

    @Test func aPairAndAFolderOfSourcesAreAudited() throws {
        let output = try shell(#""$AUDIT" App.xcstrings "$W" --sources "$S"; echo "status $?""#)
        #expect(output.standardOutput == "S\\xFE/V\\xFF.swift:2:45: error: [missing-key] \(Self.missingKey)\n"
            + "1 error, 0 warnings, 0 notes (1 fixable with --fix).\nstatus 1\n")
        #expect(output.standardError == "")
    }

    @Test func aSourceFileByItsNameIsScannedAndListed() throws {
        let output = try shell(#""$AUDIT" --list-keys --sources "$S/V$(printf '\xff').swift"; echo "status $?""#)
        #expect(output.standardOutput == "S\\xFE/V\\xFF.swift:2:45: Hello\nstatus 0\n")
        #expect(output.standardError == "")
    }

    /// `--output` creates the file by its bytes; JSON carries the names as `\\xFF`
    /// and still parses.
    @Test func theOutputFileAndTheJSONReport() throws {
        let output = try shell(#"""
            "$AUDIT" --format json -o "R$(printf '\xfd').json" App.xcstrings "$W" --sources "$S"; echo "status $?"
            ls | grep -c "^R$(printf '\xfd').json$"
            python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(d["widget"], d["findings"][0]["file"])' "R$(printf '\xfd').json"
            """#)
        #expect(output.standardOutput == "status 1\n1\nW\\xFF.xcstrings S\\xFE/V\\xFF.swift\n")
        #expect(output.standardError == "")
    }

    /// SARIF and HTML link the files by their bytes, percent-encoded.
    @Test func linksPercentEncodeTheBytes() throws {
        let output = try shell(#"""
            "$AUDIT" --format sarif App.xcstrings "$W" --sources "$S" | grep -o '"uri": "S[^"]*"'
            "$AUDIT" --format html App.xcstrings "$W" --sources "$S" | grep -o 'href="S[^"]*"' | sort -u
            """#)
        #expect(output.standardOutput == "\"uri\": \"S%FE/V%FF.swift\"\nhref=\"S%FE/V%FF.swift#L2\"\n")
    }

    @Test func fixWritesTheCatalogByItsName() throws {
        let output = try shell(#"""
            "$AUDIT" --fix App.xcstrings "$W" --sources "$S"; echo "status $?"
            cat "$W"; echo; ls -A | wc -l
            """#)
        #expect(output.standardOutput == "--fix: copied 1 key and 0 translations from the app catalog into W\\xFF.xcstrings:\n"
            + "  + \"Hello\": new entry (de)\n"
            + "No findings: the widget catalog has every key and translation it needs.\nstatus 0\n"
            + #"{"sourceLanguage":"en","strings":{"Hello":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Hallo"}}}}},"version":"1.0"}"#
            + "\n3\n")  // App.xcstrings, the widget catalog, the folder: no temporary file left
        #expect(output.standardError == "")
    }

    /// The environment is read by its bytes too: the job summary file keeps its name.
    @Test func theGitHubFormatAndAJobSummaryNamedWithBytes() throws {
        let output = try shell(#"""
            GITHUB_STEP_SUMMARY="sum$(printf '\xfc').md" "$AUDIT" --format github App.xcstrings "$W" --sources "$S"; echo "status $?"
            head -1 "sum$(printf '\xfc').md"
            """#)
        #expect(output.standardOutput == "::error file=S\\xFE/V\\xFF.swift,line=2,col=45,title=missing-key::\(Self.missingKey)\n"
            + "status 1\n### xcstrings-audit: W\\xFF.xcstrings\n")
        #expect(output.standardError == "")
    }

    @Test func aMissingFileIsNamedWithItsBytesEscaped() throws {
        let output = try shell(#""$AUDIT" App.xcstrings $'X\xff\n.xcstrings'; echo "status $?""#)
        #expect(output.standardOutput == "status 2\n")
        #expect(output.standardError == "xcstrings-audit: error: X\\xFF\\n.xcstrings: cannot read the catalog: no such file; "
            + "check the path\n")
    }

    /// Project mode in a folder whose name is not UTF-8: every path of the project
    /// (its file, catalogs, sources) carries the byte; `--fix` writes the widget's catalog.
    @Test func projectModeInAFolderNamedWithBytes() throws {
        let fixture = ProjectFixture(
            files: ["App/Localizable.xcstrings": #"{"sourceLanguage":"en","strings":{"Hello":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Hallo"}}}}},"version":"1.0"}"#,
                    "Widget/Localizable.xcstrings": #"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#,
                    "Widget/V.swift": "import SwiftUI\nstruct V: View { var body: some View { Text(\"Hello\") } }\n"],
            targets: [.app("App", resources: ["App/Localizable.xcstrings"]),
                      .widget("Widget", sources: ["Widget/V.swift"], resources: ["Widget/Localizable.xcstrings"])])
        let root = try fixture.write()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = try #require(try CommandRunner.shell(#"""
            P="P$(printf '\xff')"; mkdir "$P"; mv App Widget Fixture.xcodeproj "$P"
            "$AUDIT" --format xcode "$P"; echo "status $?"
            "$AUDIT" --fix "$P" > /dev/null; echo "status $?"
            grep -c Hallo "$P/Widget/Localizable.xcstrings"
            """#, in: root))
        let missingKey = #""Hello" is used here but is missing from the extension's catalog, so the extension shows the key "#
            + #"itself, untranslated. The app catalog has it in de (de: "Hallo"). Run with --fix to copy it, or add it to the "#
            + "extension's catalog."
        #expect(output.standardOutput == "P\\xFF/Widget/V.swift:2:45: error: [missing-key] \(missingKey)\n"
            + "status 1\nstatus 0\n1\n")
        #expect(output.standardError == "")
    }
}
