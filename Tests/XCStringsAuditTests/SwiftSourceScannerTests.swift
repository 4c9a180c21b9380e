import Testing
@testable import XCStringsAudit

/// The keys (as written back, interpolations as `\(…)`) found in `source`.
private func keys(in source: String, functions: [String] = []) -> [String] {
    SwiftSourceScanner(localizedFunctions: functions)
        .scan(Array(source.utf8), file: "W.swift").usages.map(\.literal.sourceSpelling)
}

private func usages(in source: String) -> [SourceKeyUsage] {
    SwiftSourceScanner().scan(Array(source.utf8), file: "W.swift").usages
}

@Suite struct SwiftSourceScannerCallTests {
    @Test(arguments: [
        (#"Text("Start")"#, ["Start"]),
        (#"Text("Start", tableName: "Localizable")"#, ["Start"]),
        (#"String(localized: "Paused")"#, ["Paused"]),
        (#"String(localized: "Paused", comment: "x")"#, ["Paused"]),
        (#"AttributedString(localized: "Paused")"#, ["Paused"]),
        (#"LocalizedStringKey("Rest")"#, ["Rest"]),
        (#"LocalizedStringResource("Rest", defaultValue: "Pause")"#, ["Rest"]),
        (#"NSLocalizedString("Done", comment: "")"#, ["Done"]),
        (#"Label("End session", systemImage: "stop.fill")"#, ["End session"]),
        (#"Button("Stop") { stop() }"#, ["Stop"]),
        (#"Button("Stop", role: .destructive, action: stop)"#, ["Stop"]),
        (#"SwiftUI.Text("Qualified")"#, ["Qualified"]),
    ])
    func recognisesLocalizingCalls(source: String, expected: [String]) {
        #expect(keys(in: source) == expected)
    }

    @Test(arguments: [
        #"Text(verbatim: "12:00")"#,
        #"Text(title)"#,
        #"Text("a" + suffix)"#,
        #"String("Start")"#,
        #"String(describing: "x")"#,
        #"print("Text(\"no\")")"#,
        #"func Text(_ s: String) {}"#,
        #"Label { Text(verbatim: "x") } icon: { Image("y") }"#,
        #"Image("moon.fill")"#,
    ])
    func ignoresWhatIsNotAKey(source: String) {
        #expect(keys(in: source).isEmpty)
    }

    @Test func extraFunctionsTakeTheirFirstStringLiteralArgument() {
        let source = #"""
            let a = tr("Breathe in")
            let b = L10n.tr(count, key: "Breathe out")
            let c = other.tr2("Not this")
            let d = Strings.widget("Hold")
            """#
        #expect(keys(in: source, functions: ["tr", "Strings.widget"]) == ["Breathe in", "Breathe out", "Hold"])
        #expect(keys(in: source, functions: []) == [])
    }

    @Test func commentsHideCalls() {
        let source = """
            // Text("Line comment")
            /* Text("Block") /* nested Text("Nested") */ Text("Still comment") */
            Text("Real")
            """
        #expect(keys(in: source) == ["Real"])
    }

    @Test func reportsLineAndUTF8ColumnOfTheLiteral() {
        let source = "struct V {\n    var body: some View {\n  /* \u{00E9} */ Text(\"Start\")\n"
        let found = usages(in: source)
        #expect(found.count == 1)
        #expect(found.first?.line == 3)
        // `  /* ` is 5 bytes, `é` 2, ` */ ` 4, `Text(` 5: the quote is byte 17.
        #expect(found.first?.column == 17)
        #expect(found.first?.function == "Text")
    }

    @Test func findsKeysInsideInterpolations() {
        let source = #"Text("\(String(localized: "Minutes")): \(m)")"#
        #expect(keys(in: source).sorted() == ["Minutes", #"\(String(localized: "Minutes")): \(m)"#])
    }
}

@Suite struct SwiftSourceScannerLiteralTests {
    @Test(arguments: [
        (#"Text("Tab\there")"#, "Tab\there"),
        (#"Text("Quote \"x\" and \\")"#, "Quote \"x\" and \\"),
        (#"Text("Null\0")"#, "Null\u{0}"),
        (#"Text("\u{1F9D8} Meditate")"#, "\u{1F9D8} Meditate"),
        (#"Text("\u{200F}%@")"#, "\u{200F}%@"),
        (##"Text(#"Raw \n stays"#)"##, #"Raw \n stays"#),
        (###"Text(##"Has "# inside"##)"###, ##"Has "# inside"##),
        (##"Text(#"Escaped \#t tab"#)"##, "Escaped \t tab"),
        (#"Text("")"#, ""),
    ])
    func resolvesEscapes(source: String, expected: String) {
        #expect(usages(in: source).first?.literal.plainText == expected)
    }

    @Test func interpolationsKeepTheirExpression() {
        let literal = usages(in: #"Text("Cycle \(session.cycle(at: (now))) of \(total)")"#).first?.literal
        #expect(literal?.segments == [
            .text("Cycle "), .interpolation("session.cycle(at: (now))"), .text(" of "), .interpolation("total"),
        ])
    }

    @Test func stringsInsideInterpolationsDoNotEndTheLiteral() {
        let literal = usages(in: #"Text("A \(f(")", "\")")) B")"#).first?.literal
        #expect(literal?.segments == [.text("A "), .interpolation(#"f(")", "\")")"#), .text(" B")])
    }

    @Test func rawStringsInterpolateOnlyWithTheirHashes() {
        let literal = usages(in: ##"Text(#"\(not) \#(yes)"#)"##).first?.literal
        #expect(literal?.segments == [.text(#"\(not) "#), .interpolation("yes")])
    }

    @Test func multiLineLiteralsStripTheClosingIndentation() {
        let source = "Text(\"\"\"\n        Breathe in,\n          hold,\n\n        breathe out\n        \"\"\")\n"
        #expect(usages(in: source).first?.literal.plainText == "Breathe in,\n  hold,\n\nbreathe out")
    }

    @Test func multiLineLiteralsJoinEscapedNewlinesAndInterpolate() {
        let source = "Text(\"\"\"\n    Cycle \\(n) \\\n    of \\(total)\n    \"\"\")"
        #expect(usages(in: source).first?.literal.segments == [
            .text("Cycle "), .interpolation("n"), .text(" of "), .interpolation("total"),
        ])
    }

    @Test func rawMultiLineLiterals() {
        let source = "Text(#\"\"\"\n  A \"\"\" \\(x) \\#(y)\n  \"\"\"#)"
        #expect(usages(in: source).first?.literal.segments == [.text(#"A """ \(x) "#), .interpolation("y")])
    }

    @Test func crlfLineEndingsReadAsNewlines() {
        let source = "Text(\"\"\"\r\n  One\r\n  Two\r\n  \"\"\")\r\nText(\"After\")"
        let found = usages(in: source)
        #expect(found.map(\.literal.sourceSpelling) == ["One\nTwo", "After"])
        #expect(found.last?.line == 5)
    }

    @Test(arguments: [
        "Text(\"unterminated\nText(\"Next\")",
        "Text(\"bad \\q escape\")\nText(\"Next\")",
        "Text(\"\\u{110000}\")\nText(\"Next\")",
        "Text(\"\"\"\nno closing Text(\"Next\")",
    ])
    func malformedLiteralsAreNotKeysAndDoNotStopTheScan(source: String) {
        let found = keys(in: source)
        #expect(!found.contains { $0.contains("unterminated") || $0.contains("escape") })
        if !source.contains("no closing") { #expect(found == ["Next"]) }
    }

    @Test func extendedRegexLiteralsAreSkipped() {
        #expect(keys(in: ##"let r = #/"(\d+)"/#; Text("After")"##) == ["After"])
    }

    @Test func deepNestingStopsTheFileWithANoteInsteadOfOverflowing() {
        let depth = 10_000
        let source = "Text(\"" + String(repeating: "\\(\"", count: depth) + String(repeating: "\")", count: depth) + "\")"
        let result = SwiftSourceScanner().scan(Array(source.utf8), file: "Deep.swift")
        #expect(result.problem?.hasPrefix("Deep.swift:1:") == true)
    }

    @Test(arguments: [
        [UInt8]([0xFF, 0xFE, 0x22]), [0x22, 0x5C], [0x23, 0x23, 0x22, 0x22, 0x22], [0x2F, 0x2A, 0x2F, 0x2A],
        [0x5C, 0x28], Array("Text(\"\\(".utf8), Array("Text(#\"\\#(".utf8), [],
    ])
    func truncatedInputNeverTraps(bytes: [UInt8]) {
        _ = SwiftSourceScanner(localizedFunctions: ["tr"]).scan(bytes, file: "x.swift")
    }
}

@Suite struct SwiftSourceScannerNestingTests {
    /// Every level of a deeply nested call is found, each with its own table.
    @Test func nestedCallsAreEachFound() {
        let depth = 5_000
        let source = String(repeating: #"Text("k", tableName: "T", x: "#, count: depth) + "0" + String(repeating: ")", count: depth)
        let found = SwiftSourceScanner().scan(Array(source.utf8), file: "N.swift").usages
        #expect(found.count == depth)
        #expect(found.allSatisfy { $0.table == "T" && $0.literal.plainText == "k" })
    }
}

@Suite struct SwiftSourceScannerHostileInputTests {
    /// Deterministic pseudo-random sources made of the fragments the lexer cares
    /// about: every one scans, and every usage lies inside the input.
    @Test func randomSourcesScanAndStayInBounds() {
        let fragments: [[UInt8]] = [
            "Text(", "Text(\"", "\"", "\")", ")", "\\(", "\\#(", "\"\"\"\n", "\n\"\"\"", "#", "#\"", "\"#",
            "/*", "*/", "//", "\n", "\r\n", "tr(", "x", ", ", "key: ", "\\u{41}", "\\n", "\u{00E9}", "\\",
            "String(localized: \"", "Label(\"", "tableName: \"T\"", "#/", "/#",
        ].map { Array($0.utf8) } + [[0xFF], [0x0D]]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let scanner = SwiftSourceScanner(localizedFunctions: ["tr"])
        var found = 0
        for _ in 0..<300 {
            var bytes: [UInt8] = []
            for _ in 0..<60 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                bytes += fragments[Int(state >> 33) % fragments.count]
            }
            let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).count
                + bytes.filter { $0 == 0x0D }.count
            for usage in scanner.scan(bytes, file: "R.swift").usages {
                found += 1
                #expect(usage.line >= 1 && usage.line <= lines && usage.column >= 1 && usage.column <= bytes.count)
            }
        }
        // The inputs do contain calls with literals, so the bounds were exercised.
        #expect(found > 0)
    }
}

/// Found by `tools/Fuzzing/run swift-scanner`: the harness counted only `\n` as a line
/// break while Swift (and the scanner) also count `\r\n` and a lone `\r`. The
/// scanner was right; these pin the line numbers it reports for each ending.
@Suite struct SwiftSourceScannerLineEndingTests {
    @Test(arguments: ["\n", "\r\n", "\r"])
    func everyLineEndingCountsOnce(ending: String) {
        let source = ["import SwiftUI", "", #"let a = Text("One")"#, #"/* x */ let b = Text("Two")"#].joined(separator: ending)
        #expect(usages(in: source).map { "\($0.line):\($0.column)" } == ["3:14", "4:22"])
    }

    @Test func mixedEndingsInOneFile() {
        let source = "// a\r\n// b\r// c\n" + #"Text("Here")"#
        #expect(usages(in: source).map { "\($0.line):\($0.column)" } == ["4:6"])
    }
}

/// App Shortcut phrases are keys of the `AppShortcuts` table, `\(.applicationName)`
/// and parameters written as Xcode extracts them; the short title is `Localizable`'s.
@Suite struct AppShortcutPhraseScanTests {
    @Test func phrasesAreKeysOfTheAppShortcutsTable() {
        let source = #"""
            struct Shortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: StartTimer(), phrases: [
                        "Start a timer with \(.applicationName)",
                        "Start \(\.$minutes) minutes in \(.applicationName)",
                    ], shortTitle: "Start Timer", systemImageName: "timer")
                }
            }
            """#
        let found = usages(in: source).map { "\($0.table ?? "Localizable") \($0.lookupKey) \($0.function)" }
        #expect(found == [
            "AppShortcuts Start a timer with ${applicationName} AppShortcut(phrases:)",
            "AppShortcuts Start ${minutes} minutes in ${applicationName} AppShortcut(phrases:)",
            "Localizable Start Timer AppShortcut(shortTitle:)",
        ])
        // An array built otherwise, or a `phrases:` of another call, names no key.
        #expect(usages(in: #"AppShortcut(intent: I(), phrases: names.map { "\($0)" }, shortTitle: "T", systemImageName: "x")"#)
            .map(\.lookupKey) == ["T"])
        #expect(usages(in: #"Other(phrases: ["Go"])"#).isEmpty)
    }
}
