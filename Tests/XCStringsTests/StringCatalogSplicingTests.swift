import Foundation
import Testing
@testable import XCStrings

/// `encoded(keepingStyleOf:)` writes only what changed, in the file's own layout:
/// a diff of the file shows the added entries and nothing else, and a file Xcode
/// wrote comes out exactly as ``StringCatalog/encoded()`` writes it.
@Suite struct StringCatalogSplicingTests {
    typealias Unit = StringCatalog.StringUnit
    typealias Localization = StringCatalog.Localization

    static let styles = TestPaths.fixtures.appendingPathComponent("styles")

    static func unit(_ value: String, _ state: StringCatalog.TranslationState = .translated) -> Localization {
        Localization(stringUnit: Unit(state: state, value: value))
    }

    /// The lines removed from and inserted into `before` to make `after`.
    static func lineChanges(_ before: Data, _ after: Data) -> (removed: [String], inserted: [String]) {
        func lines(_ data: Data) -> [String] {
            String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        var removed: [String] = [], inserted: [String] = []
        for change in lines(after).difference(from: lines(before)) {
            switch change {
            case .remove(_, let line, _): removed.append(line)
            case .insert(_, let line, _): inserted.append(line)
            }
        }
        return (removed, inserted)
    }

    /// Splices `catalog` over `original` and checks that the result reads back as
    /// `catalog` (same content), with no warning the original did not have.
    static func splice(_ catalog: StringCatalog, over original: Data,
                       sourceLocation: SourceLocation = #_sourceLocation) throws -> Data {
        let spliced = catalog.encoded(keepingStyleOf: original)
        let reread = try StringCatalog(data: spliced)
        #expect(reread.encoded() == catalog.encoded(), "the spliced file does not read back as the catalog",
                sourceLocation: sourceLocation)
        #expect(reread.readWarnings.count <= (try StringCatalog(data: original)).readWarnings.count, sourceLocation: sourceLocation)
        return spliced
    }

    /// What the writer writes for the whole catalog in the layout of `original`.
    static func writtenInStyle(of original: Data, _ catalog: StringCatalog) -> Data {
        var writer = CatalogWriter(style: CatalogFileStyle.detect(in: CatalogLayout(bytes: [UInt8](original))))
        writer.write(catalog)
        return Data(writer.out)
    }

    // MARK: - Style detection

    @Test func detectsXcodeJSONEncoderAndCompactLayouts() throws {
        func style(_ text: String) -> CatalogFileStyle { CatalogFileStyle.detect(in: CatalogLayout(bytes: Array(text.utf8))) }
        #expect(style("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  }\n}") == .xcode)
        let encoder = style("{\n    \"sourceLanguage\": \"en\",\n    \"strings\": {\n        \"a\\/b\": {}\n    }\n}")
        #expect(encoder.indentUnit == Array("    ".utf8) && encoder.newline == [0x0A])
        #expect(encoder.beforeColon == [] && encoder.afterColon == [0x20] && encoder.afterComma == [])
        #expect(encoder.escapesSlashes && !encoder.escapesNonASCII && encoder.emptyContainerLines == 0)
        let compact = style(#"{"sourceLanguage":"en", "strings":{"\u00e9":{}}}"#)
        #expect(compact.newline == [] && compact.indentUnit == [] && compact.afterComma == [0x20])
        #expect(compact.beforeColon == [] && compact.afterColon == [] && compact.escapesNonASCII && !compact.escapesSlashes)
        let crlf = style("{\r\n\t\"sourceLanguage\" : \"en\",\r\n\t\"strings\" : {}\r\n}\r\n")
        #expect(crlf.newline == [0x0D, 0x0A] && crlf.indentUnit == [0x09])
    }

    // MARK: - Xcode's files stay Xcode's bytes

    /// Takes entries and languages out of a file, writes that as Xcode does, puts them
    /// back and splices: the result must be the original file, byte for byte.
    static func assertRestoringGivesTheOriginal(_ original: Data, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let full = try StringCatalog(data: original)
        var reduced = full
        var removedEntries: [StringCatalog.Entry] = []
        var removedLocalizations: [(key: String, language: String, localization: Localization)] = []
        var replaced: [(key: String, language: String, localization: Localization)] = []
        for (position, entry) in full.entries.enumerated() {
            if position % 3 == 1 {
                removedEntries.append(entry)
                reduced.removeEntry(forKey: entry.key)
            } else if position % 3 == 2, let language = entry.localizations.keys.sorted().last {
                var smaller = entry
                smaller.localizations[language] = nil
                reduced.setEntry(smaller)
                removedLocalizations.append((entry.key, language, entry.localizations[language]!))
            } else if let language = entry.localizations.keys.sorted().first {
                var changed = entry
                changed.localizations[language] = unit("", .new)
                reduced.setEntry(changed)
                replaced.append((entry.key, language, entry.localizations[language]!))
            }
        }
        let reducedBytes = reduced.encoded()
        var restored = try StringCatalog(data: reducedBytes)
        for entry in removedEntries { restored.setEntry(entry) }
        for (key, language, localization) in removedLocalizations + replaced {
            restored.setLocalization(localization, language: language, forKey: key)
        }
        let spliced = restored.encoded(keepingStyleOf: reducedBytes)
        #expect(spliced == restored.encoded(), sourceLocation: sourceLocation)
        #expect(spliced == original, "first difference at byte \(zip(spliced, original).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? -1)",
                sourceLocation: sourceLocation)
    }

    @Test("Xcode-formatted corpus files: splicing what was taken out gives the file back",
          .enabled(if: TestPaths.corpusIsPresent, "../shared/corpus/xcstrings is absent; corpus splicing skipped"),
          arguments: TestPaths.corpusFiles().filter { $0 != StringCatalogRoundTripTests.toolWritten })
    func corpusFile(name: String) throws {
        try Self.assertRestoringGivesTheOriginal(try Data(contentsOf: TestPaths.corpus.appendingPathComponent(name)))
    }

    @Test("The package's own Xcode-formatted catalogs: splicing gives the file back",
          arguments: ["Strings/App/Localizable.xcstrings", "Strings/Widget/Localizable.xcstrings"]
            + TestPaths.fixtureFiles("valid").map { "Tests/XCStringsTests/Fixtures/valid/" + $0 })
    func packageCatalog(path: String) throws {
        try Self.assertRestoringGivesTheOriginal(try Data(contentsOf: TestPaths.repositoryRoot.appendingPathComponent(path)))
    }

    @Test func nothingChangedIsTheSameBytes() throws {
        for name in ["jsonencoder", "compact", "unknown-fields"] {
            let original = try Data(contentsOf: Self.styles.appendingPathComponent("\(name).xcstrings"))
            #expect(try StringCatalog(data: original).encoded(keepingStyleOf: original) == original, "\(name)")
        }
    }

    // MARK: - Other layouts keep theirs

    @Test("A JSONEncoder-style file gains one key: the diff is exactly its lines")
    func jsonEncoderStyleGainsOneKey() throws {
        let original = try Data(contentsOf: Self.styles.appendingPathComponent("jsonencoder.xcstrings"))
        var catalog = try StringCatalog(data: original)
        catalog.setEntry(.init(key: "Hold", comment: "Breathing phase", localizations: ["ar": Self.unit("احبس"), "de": Self.unit("Halten")]))
        let spliced = try Self.splice(catalog, over: original)
        let changes = Self.lineChanges(original, spliced)
        #expect(changes.removed == [])
        #expect(changes.inserted == [
            #"    "Hold": {"#,
            #"      "comment": "Breathing phase","#,
            #"      "localizations": {"#,
            #"        "ar": {"#,
            #"          "stringUnit": {"#,
            #"            "state": "translated","#,
            #"            "value": "احبس""#,
            #"          }"#,
            #"        },"#,
            #"        "de": {"#,
            #"          "stringUnit": {"#,
            #"            "state": "translated","#,
            #"            "value": "Halten""#,
            #"          }"#,
            #"        }"#,
            #"      }"#,
            #"    },"#,
        ])
    }

    @Test("A language goes before the first that sorts after it, also out of order; a replaced unit changes only its lines")
    func jsonEncoderStyleGainsALanguageAndAReplacement() throws {
        let original = try Data(contentsOf: Self.styles.appendingPathComponent("jsonencoder.xcstrings"))
        var catalog = try StringCatalog(data: original)
        catalog.setLocalization(Self.unit("%lld Min."), language: "de", forKey: "%lld min")
        catalog.setLocalization(Self.unit("Einatmen"), language: "de", forKey: "Breathe in")
        let spliced = try Self.splice(catalog, over: original)
        // `fr`, `ar` are not in Xcode's order: `de` goes before the first that sorts after it.
        var expected = String(decoding: original, as: UTF8.self)
        expected = expected.replacingOccurrences(of: """
              "comment": "Minutes left in the session",
              "localizations": {
                "fr": {
        """, with: """
              "comment": "Minutes left in the session",
              "localizations": {
                "de": {
                  "stringUnit": {
                    "state": "translated",
                    "value": "%lld Min."
                  }
                },
                "fr": {
        """)
        expected = expected.replacingOccurrences(of: """
                    "state": "new",
                    "value": ""
        """, with: """
                    "state": "translated",
                    "value": "Einatmen"
        """)
        #expect(String(decoding: spliced, as: UTF8.self) == expected)
        #expect(Set(Self.lineChanges(original, spliced).removed) == [#"            "state": "new","#, #"            "value": """#])
    }

    @Test("An entry without `localizations` gets the field in its sorted place")
    func anEntryWithoutLocalizationsGainsTheField() throws {
        let original = try Data(contentsOf: Self.styles.appendingPathComponent("jsonencoder.xcstrings"))
        var catalog = try StringCatalog(data: original)
        catalog.setLocalization(Self.unit("Commencer"), language: "fr", forKey: "Start")
        let changes = Self.lineChanges(original, try Self.splice(catalog, over: original))
        #expect(changes.removed == [#"      "extractionState": "manual""#])
        #expect(changes.inserted == [
            #"      "extractionState": "manual","#,
            #"      "localizations": {"#,
            #"        "fr": {"#,
            #"          "stringUnit": {"#,
            #"            "state": "translated","#,
            #"            "value": "Commencer""#,
            #"          }"#,
            #"        }"#,
            #"      }"#,
        ])
        // `extractionState` was the last field: it gains a comma, and `localizations` follows it.
        let text = String(decoding: try Self.splice(catalog, over: original), as: UTF8.self)
        #expect(text.contains("""
              "comment": "Button",
              "extractionState": "manual",
              "localizations": {
                "fr": {
                  "stringUnit": {
                    "state": "translated",
                    "value": "Commencer"
                  }
                }
              }
            }
          },
          "version": "1.0"
        """))
    }

    @Test("A one-line catalog stays one line")
    func compactStaysOneLine() throws {
        let original = try Data(contentsOf: Self.styles.appendingPathComponent("compact.xcstrings"))
        var catalog = try StringCatalog(data: original)
        catalog.setEntry(.init(key: "End", localizations: ["ar": Self.unit("إنهاء")]))
        catalog.setLocalization(Self.unit("Halten"), language: "de", forKey: "Hold")
        catalog.setLocalization(Self.unit("Einatmen"), language: "de", forKey: "Breathe in")
        catalog.setLocalization(Self.unit("Start"), language: "de", forKey: "Start")
        let spliced = try Self.splice(catalog, over: original)
        #expect(String(decoding: spliced, as: UTF8.self) == #"{"sourceLanguage":"en","strings":{"#
            + #""Breathe in":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Einatmen"}}}},"#
            + #""End":{"localizations":{"ar":{"stringUnit":{"state":"translated","value":"إنهاء"}}}},"#
            + #""Hold":{"localizations":{"ar":{"stringUnit":{"state":"translated","value":"احبس"}},"#
            + #""de":{"stringUnit":{"state":"translated","value":"Halten"}}}},"#
            + #""Start":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Start"}}}}},"version":"1.0"}"#
            + "\n")
    }

    @Test("A 48 000-line JSONEncoder file gains one key: every original line is kept, in place")
    func largeFileGainsOneKey() throws {
        // 3 000 entries of 16 lines, four-space indent, `"key": value`, `\/` escapes.
        var text = "{\n    \"sourceLanguage\": \"en\",\n    \"strings\": {\n"
        for index in 0..<3000 {
            let key = "key \(String(index * 2).leftPadded(to: 5))"
            text += """
                    "\(key)": {
                        "localizations": {
                            "de": {
                                "stringUnit": {
                                    "state": "translated",
                                    "value": "Wert \(index)\\/2"
                                }
                            },
                            "fr": {
                                "stringUnit": {
                                    "state": "translated",
                                    "value": "valeur \(index)"
                                }
                            }
                        }
                    }\(index == 2999 ? "" : ",")

            """
        }
        text += "    },\n    \"version\": \"1.0\"\n}\n"
        let original = Data(text.utf8)
        #expect(text.utf8.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 } == 48_006)

        var catalog = try StringCatalog(data: original)
        catalog.setEntry(.init(key: "key 01001", localizations: ["de": Self.unit("1/2")]))
        let spliced = try Self.splice(catalog, over: original)
        let inserted = """
                "key 01001": {
                    "localizations": {
                        "de": {
                            "stringUnit": {
                                "state": "translated",
                                "value": "1\\/2"
                            }
                        }
                    }
                },

        """
        // The new key sorts between `key 01000` and `key 01002`: the original bytes
        // are the same before and after the inserted lines.
        let at = try #require(text.range(of: "        \"key 01002\": {"))
        #expect(String(decoding: spliced, as: UTF8.self) == String(text[..<at.lowerBound]) + inserted + String(text[at.lowerBound...]))
    }

    @Test("Inserted lines use CRLF in a CRLF file")
    func crlfFile() throws {
        let original = Data("{\r\n  \"sourceLanguage\" : \"en\",\r\n  \"strings\" : {\r\n    \"B\" : {\r\n\r\n    }\r\n  },\r\n  \"version\" : \"1.0\"\r\n}\r\n".utf8)
        var catalog = try StringCatalog(data: original)
        catalog.setEntry(.init(key: "A", localizations: ["de": Self.unit("A")]))
        let spliced = try Self.splice(catalog, over: original)
        #expect(String(decoding: spliced, as: UTF8.self) == "{\r\n  \"sourceLanguage\" : \"en\",\r\n  \"strings\" : {\r\n"
            + "    \"A\" : {\r\n      \"localizations\" : {\r\n        \"de\" : {\r\n          \"stringUnit\" : {\r\n"
            + "            \"state\" : \"translated\",\r\n            \"value\" : \"A\"\r\n          }\r\n        }\r\n      }\r\n    },\r\n"
            + "    \"B\" : {\r\n\r\n    }\r\n  },\r\n  \"version\" : \"1.0\"\r\n}\r\n")
    }

    @Test("Empty objects are filled in the file's layout")
    func emptyObjectsAreFilled() throws {
        let original = Data(#"{"sourceLanguage": "en", "strings": {}, "version": "1.0"}"#.utf8)
        var catalog = try StringCatalog(data: original)
        catalog.setEntry(.init(key: "b", localizations: [:]))
        catalog.setEntry(.init(key: "a", localizations: ["de": Self.unit("A")]))
        #expect(String(decoding: try Self.splice(catalog, over: original), as: UTF8.self)
            == #"{"sourceLanguage": "en", "strings": {"a": {"localizations": {"de": {"stringUnit": "#
            + #"{"state": "translated", "value": "A"}}}}, "b": {}}, "version": "1.0"}"#)

        let withEmptyLocalizations = Data("{\n  \"sourceLanguage\": \"en\",\n  \"strings\": {\n    \"a\": {\n      \"localizations\": {}\n    }\n  }\n}".utf8)
        var second = try StringCatalog(data: withEmptyLocalizations)
        second.setLocalization(Self.unit("A"), language: "de", forKey: "a")
        #expect(String(decoding: try Self.splice(second, over: withEmptyLocalizations), as: UTF8.self)
            == "{\n  \"sourceLanguage\": \"en\",\n  \"strings\": {\n    \"a\": {\n      \"localizations\": {\n        \"de\": {\n"
            + "          \"stringUnit\": {\n            \"state\": \"translated\",\n            \"value\": \"A\"\n          }\n"
            + "        }\n      }\n    }\n  }\n}")
    }

    // MARK: - Nothing lost

    @Test("Unknown fields keep their bytes, and the spliced file keeps them as fields")
    func unknownFieldsAreKept() throws {
        let original = try Data(contentsOf: Self.styles.appendingPathComponent("unknown-fields.xcstrings"))
        var catalog = try StringCatalog(data: original)
        catalog.setLocalization(Self.unit("Tenir"), language: "fr", forKey: "Hold")
        catalog.setEntry(.init(key: "Go", localizations: ["de": Self.unit("Los")]))
        let spliced = try Self.splice(catalog, over: original)
        let text = String(decoding: spliced, as: UTF8.self)
        #expect(text.contains(#""tags": [1, 2.50, true, null]"#))
        #expect(text.contains(#""x-reviewed-by": "anna""#) && text.contains(#""x-source": "vendor""#))
        #expect(text.hasSuffix("    \"version\": \"1.1\",\n    \"x-generator\": \"catalog-sync 3.2\"\n}\n"))
        let reread = try StringCatalog(data: spliced)
        #expect(reread.unknownFields == ["x-generator": .string("catalog-sync 3.2")])
        #expect(reread["Hold"]?.unknownFields["x-owner"] == catalog["Hold"]?.unknownFields["x-owner"])
        #expect(reread["Hold"]?.localizations["de"]?.unknownFields == ["x-source": .string("vendor")])
        // `de` was the last language of `Hold`: its closing brace gains a comma, which
        // a line diff shows as added lines only (the braces are alike).
        #expect(Self.lineChanges(original, spliced).removed == [])
        #expect(text.contains("                    \"x-source\": \"vendor\"\n                },\n                \"fr\": {\n"
            + "                    \"stringUnit\": {\n                        \"state\": \"translated\",\n"
            + "                        \"value\": \"Tenir\"\n                    }\n                }\n            },\n"))
    }

    @Test("A null comment stays in the file, and reads the same")
    func nullCommentIsKept() throws {
        let original = try Data(contentsOf: TestPaths.fixtures.appendingPathComponent("warnings/null-comment.xcstrings"))
        var catalog = try StringCatalog(data: original)
        catalog.setLocalization(Self.unit("Bonjour"), language: "fr", forKey: "Hello")
        let spliced = try Self.splice(catalog, over: original)
        #expect(String(decoding: spliced, as: UTF8.self).contains("      \"comment\": null,\n"))
        #expect(try StringCatalog(data: spliced).readWarnings.map(\.reason) == [.nullValue(field: "comment")])
        #expect(Self.lineChanges(original, spliced).removed == [])
        #expect(String(decoding: spliced, as: UTF8.self) == String(decoding: original, as: UTF8.self).replacingOccurrences(
            of: "\"value\": \"مرحبا\"\n          }\n        }\n",
            with: "\"value\": \"مرحبا\"\n          }\n        },\n        \"fr\": {\n          \"stringUnit\": {\n"
                + "            \"state\": \"translated\",\n            \"value\": \"Bonjour\"\n          }\n        }\n"))
    }

    @Test("An edited entry that the file has twice is written once, the whole file in its layout")
    func editingADuplicatedEntryWritesTheFileOnce() throws {
        let original = try Data(contentsOf: TestPaths.fixtures.appendingPathComponent("warnings/identical-duplicate-key.xcstrings"))
        var catalog = try StringCatalog(data: original)
        catalog.setLocalization(Self.unit("Bonjour"), language: "fr", forKey: "Hello")
        let spliced = try Self.splice(catalog, over: original)
        #expect(try StringCatalog(data: spliced).readWarnings == [])
        #expect(spliced == catalog.encoded())
    }

    @Test("A change that is not an addition writes the whole file, still in its layout")
    func aRemovalWritesTheWholeFileInItsLayout() throws {
        let original = try Data(contentsOf: Self.styles.appendingPathComponent("compact.xcstrings"))
        var catalog = try StringCatalog(data: original)
        catalog.removeEntry(forKey: "Hold")
        let spliced = try Self.splice(catalog, over: original)
        #expect(String(decoding: spliced, as: UTF8.self) == #"{"sourceLanguage":"en","strings":{"Breathe in":{"localizations":"#
            + #"{"de":{"stringUnit":{"state":"new","value":""}}}},"Start":{}},"version":"1.0"}"# + "\n")
    }

    @Test("A tool-written corpus file: splicing what was taken out gives the whole model written in its layout",
          .enabled(if: TestPaths.corpusIsPresent, "../shared/corpus/xcstrings is absent; skipped"))
    func toolWrittenCorpusFile() throws {
        let original = try Data(contentsOf: TestPaths.corpus.appendingPathComponent(StringCatalogRoundTripTests.toolWritten))
        let full = try StringCatalog(data: original)
        var reduced = full
        for (position, entry) in full.entries.enumerated() where position % 4 == 1 { reduced.removeEntry(forKey: entry.key) }
        // Removing entries is not splicing: this writes the whole file in its layout.
        let reducedBytes = reduced.encoded(keepingStyleOf: original)
        #expect(String(decoding: reducedBytes, as: UTF8.self).hasPrefix("{\n  \"sourceLanguage\": \"en\",\n  \"strings\": {\n"))
        var restored = try StringCatalog(data: reducedBytes)
        for (position, entry) in full.entries.enumerated() where position % 4 == 1 { restored.setEntry(entry) }
        let spliced = try Self.splice(restored, over: reducedBytes)
        #expect(spliced == Self.writtenInStyle(of: original, full))
        #expect(Self.lineChanges(reducedBytes, spliced).removed == [])
    }

    @Test("The tool-written corpus file gains one key: the diff is exactly its lines",
          .enabled(if: TestPaths.corpusIsPresent, "../shared/corpus/xcstrings is absent; skipped"))
    func toolWrittenCorpusFileGainsOneKey() throws {
        let original = try Data(contentsOf: TestPaths.corpus.appendingPathComponent(StringCatalogRoundTripTests.toolWritten))
        var catalog = try StringCatalog(data: original)
        catalog.setEntry(.init(key: "Daily Joodle", localizations: ["fr": Self.unit("Joodle du jour")]))
        let spliced = try Self.splice(catalog, over: original)
        #expect(Self.lineChanges(original, spliced).removed == [])
        // Between "Choose an anniversary to display in the widget." and "in %@".
        let text = String(decoding: original, as: UTF8.self)
        let at = try #require(text.range(of: "    \"in %@\": {"))
        #expect(String(decoding: spliced, as: UTF8.self) == String(text[..<at.lowerBound]) + """
            "Daily Joodle": {
              "localizations": {
                "fr": {
                  "stringUnit": {
                    "state": "translated",
                    "value": "Joodle du jour"
                  }
                }
              }
            },

        """ + String(text[at.lowerBound...]))
    }

    @Test("A file Python's json module wrote (`\\uXXXX` for non-ASCII, `, ` on one line) keeps its escapes; a byte order mark stays")
    func asciiOnlyFileKeepsItsEscapes() throws {
        let original = Data([0xEF, 0xBB, 0xBF] + Array(#"{"sourceLanguage": "en", "strings": {"Caf\u00e9": {"localizations": {"ar": "#.utf8)
            + Array(#"{"stringUnit": {"state": "translated", "value": "\u0645\u0642\u0647\u0649"}}}}}, "version": "1.0"}"#.utf8))
        var catalog = try StringCatalog(data: original)
        #expect(catalog["Café"]?.localizations["ar"]?.stringUnit?.value == "مقهى")
        catalog.setLocalization(Self.unit("קפה 😀"), language: "he", forKey: "Café")
        let spliced = try Self.splice(catalog, over: original)
        #expect(Array(spliced) == [0xEF, 0xBB, 0xBF] + Array(#"{"sourceLanguage": "en", "strings": {"Caf\u00e9": {"localizations": {"ar": "#.utf8)
            + Array(#"{"stringUnit": {"state": "translated", "value": "\u0645\u0642\u0647\u0649"}}, "he": {"stringUnit": "#.utf8)
            + Array(#"{"state": "translated", "value": "\u05e7\u05e4\u05d4 \ud83d\ude00"}}}}}, "version": "1.0"}"#.utf8))
    }

    @Test("Input that is not a catalog gives Xcode's form")
    func unreadableOriginal() throws {
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.setEntry(.init(key: "A"))
        #expect(catalog.encoded(keepingStyleOf: Data("not json".utf8)) == catalog.encoded())
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
