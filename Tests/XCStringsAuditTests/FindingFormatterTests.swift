import Testing
@testable import XCStringsAudit

private let findings = [
    AuditFinding(rule: .missingTranslation, key: "Breathe out", language: "ko", file: "W/L.xcstrings",
                 line: 12, column: 9, message: "no ko translation; run --fix", isFixable: true),
    AuditFinding(rule: .needsReview, key: "Resume", language: "ja", file: "W/L.xcstrings",
                 line: 40, column: 9, message: "review \"再開\"", isFixable: false),
    AuditFinding(rule: .missingLanguage, key: nil, language: "fi", file: "W/L.xcstrings",
                 line: 1, column: 1, message: "100% missing, a:b, c\nd", isFixable: true),
    AuditFinding(rule: .widgetOnlyKey, key: "Sound", language: nil, file: "W/L.xcstrings",
                 line: 50, column: 5, message: "only here", isFixable: false),
]

private func render(_ format: AuditOptions.Format, colour: Bool = false, _ list: [AuditFinding] = findings) -> String {
    FindingFormatter(format: format, colour: colour, appPath: "A/L.xcstrings", widgetPath: "W/L.xcstrings").render(list).joined()
}

@Suite struct FindingFormatterTests {
    @Test func textHasOneLinePerFindingAndASummary() {
        #expect(render(.text) == """
            W/L.xcstrings:12:9: error: [missing-translation] no ko translation; run --fix
            W/L.xcstrings:40:9: warning: [needs-review] review "再開"
            W/L.xcstrings:1:1: error: [missing-language] 100% missing, a:b, c
            d
            W/L.xcstrings:50:5: note: [widget-only-key] only here
            2 errors, 1 warning, 1 note (2 fixable with --fix).

            """)
    }

    @Test func textWithoutFindingsSaysSo() {
        #expect(render(.text, []) == "No findings: the widget catalog has every key and translation it needs.\n")
    }

    @Test func colourWrapsLocationSeverityAndRule() {
        let first = render(.text, colour: true, [findings[0]]).split(separator: "\n").first.map(String.init)
        #expect(first == "\u{1B}[1mW/L.xcstrings:12:9:\u{1B}[0m \u{1B}[1;31merror:\u{1B}[0m "
            + "\u{1B}[2m[missing-translation]\u{1B}[0m no ko translation; run --fix")
    }

    @Test func xcodeHasNoSummary() {
        #expect(render(.xcode, [findings[0], findings[3]]) == """
            W/L.xcstrings:12:9: error: [missing-translation] no ko translation; run --fix
            W/L.xcstrings:50:5: note: [widget-only-key] only here

            """)
        #expect(render(.xcode, []) == "")
    }

    @Test func githubEscapesDataAndPropertiesErrorsFirst() {
        #expect(render(.github) == """
            ::error file=W/L.xcstrings,line=12,col=9,title=missing-translation::no ko translation; run --fix
            ::error file=W/L.xcstrings,line=1,col=1,title=missing-language::100%25 missing, a:b, c%0Ad
            ::warning file=W/L.xcstrings,line=40,col=9,title=needs-review::review "再開"
            ::notice file=W/L.xcstrings,line=50,col=5,title=widget-only-key::only here

            """)
        #expect(FindingFormatter.escapeProperty("C:\\a,b%\r\n") == "C%3A\\a%2Cb%25%0D%0A")
    }

    /// The run's own warnings (made into annotations before the findings) count
    /// towards GitHub's ten per kind.
    @Test func githubCountsTheProblemAnnotationsTowardsTheLimit() {
        let warnings = (0..<12).map { index in
            AuditFinding(rule: .needsReview, key: "k\(index)", language: "ja", file: "W.xcstrings", line: index + 1, column: 1,
                         message: "m", isFixable: false)
        }
        let output = FindingFormatter.githubAnnotations(warnings, used: [.warning: 3])
        #expect(output.split(separator: "\n").count { $0.hasPrefix("::warning ") } == 7)
        #expect(output.hasSuffix("xcstrings-audit: 5 more warnings are not annotated (GitHub shows 10 of each kind per "
            + "step); the job summary counts them by rule and language, and --format sarif reports every finding to code "
            + "scanning.\n"))
    }

    @Test func jsonHasTheIssuesShapeAndFieldOrder() {
        #expect(render(.json, [findings[2], findings[3]]) == #"""
            {
              "version": 1,
              "tool": {"name": "xcstrings-audit", "version": "\#(AuditOptions.version)"},
              "app": "A/L.xcstrings",
              "widget": "W/L.xcstrings",
              "findings": [
                {"rule": "missing-language", "severity": "error", "key": null, "language": "fi", "file": "W/L.xcstrings", "line": 1, "column": 1, "message": "100% missing, a:b, c\nd", "fixable": true},
                {"rule": "widget-only-key", "severity": "note", "key": "Sound", "language": null, "file": "W/L.xcstrings", "line": 50, "column": 5, "message": "only here", "fixable": false}
              ],
              "summary": {"errors": 1, "warnings": 0, "notes": 1, "fixable": 1}
            }

            """#)
    }

    @Test func jsonWithoutFindings() {
        #expect(render(.json, []).contains("\"findings\": [],\n  \"summary\": {\"errors\": 0, \"warnings\": 0, \"notes\": 0, \"fixable\": 0}\n}\n"))
    }

    @Test(arguments: [
        ("a\"b\\c", #""a\"b\\c""#), ("\u{1}\t\u{1F}", #""\u0001\t\u001f""#), ("/ é \u{200F}", "\"/ é \u{200F}\""),
    ])
    func jsonStringsEscapeOnlyWhatJSONRequires(text: String, expected: String) {
        #expect(FindingFormatter.jsonString(text) == expected)
    }

    /// The escape scan reads eight bytes at a time: every byte to escape must be
    /// found wherever it sits in a word, next to any non-ASCII byte.
    @Test func jsonStringsMatchAByteByByteEscape() {
        func reference(_ text: String) -> String {
            var result = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": result += "\\\""
                case "\\": result += "\\\\"
                case "\n": result += "\\n"
                case "\r": result += "\\r"
                case "\t": result += "\\t"
                case "\u{8}": result += "\\b"
                case "\u{C}": result += "\\f"
                case _ where scalar.value < 0x20: result += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
                default: result.unicodeScalars.append(scalar)
                }
            }
            return result + "\""
        }
        let pieces: [String] = ["a", "\"", "\\", "\u{0}", "\u{8}", "\u{C}", "\u{1F}", "\n", " ", "\u{7F}", "é", "ع", "\u{2066}",
                                "🕐", "\u{A2}"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let text = (0..<Int.random(in: 0...40, using: &generator))
                .map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(FindingFormatter.jsonString(text) == reference(text), "\(Array(text.utf8))")
        }
        // Each escaped byte at each position of a word, after plain text.
        for position in 0..<17 {
            for special in ["\"", "\\", "\u{1}", "\u{1F}"] {
                let text = String(repeating: "x", count: position) + special + "ع"
                #expect(FindingFormatter.jsonString(text) == reference(text))
            }
        }
    }
}

@Suite struct MessageListTests {
    /// A list of languages in a message names them all, or the first few and how many more.
    @Test func aLongListNamesTheFirstFewAndCountsTheRest() {
        let nine = ["ar", "de", "es", "fr", "he", "it", "ja", "ko", "ru"]
        #expect(Wording.first(5, of: nine) == "ar, de, es, fr, he and 4 more")
        #expect(IntentCoverage.list(nine) == "ar, de, es, fr, he, it and 3 more")
        #expect(IntentCoverage.list(Array(nine.prefix(8))) == "ar, de, es, fr, he, it, ja and ko")
        #expect(IntentCoverage.list(["ar"]) == "ar")
        #expect(IntentCoverage.list([]) == "")
    }
}
