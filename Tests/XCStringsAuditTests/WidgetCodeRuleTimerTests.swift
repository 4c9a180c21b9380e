import Foundation
import Testing
@testable import XCStringsAudit

@Suite struct TimerDirectionTests {
    /// A Lock Screen view with `line` two levels down, and `modifier` on the
    /// outer HStack.
    private func lockScreen(_ line: String, outer modifier: String = "") -> String {
        """
        struct LockScreenView: View {
            let context: ActivityViewContext<TimerAttributes>
            var body: some View {
                HStack {
                    VStack {
                        \(line)
                    }
                }
                \(modifier)
            }
        }
        """
    }

    /// Elapsed over total, as the Dynamic Island showed it: `5:23 / 10:00`.
    private let elapsedOverTotal = #"Text("\(Text(timerInterval: r, countsDown: false)) / \(total)")"#

    @Test func aTimerBesideAnotherNumberInAProjectThatShipsArabicAndHebrewIsReported() throws {
        let findings = codeFindings(["W.swift": lockScreen(elapsedOverTotal)], languages: ["en", "ar", "de", "he"])
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.rule == .timerDirection)
        #expect(finding.severity == .error)
        #expect((finding.line, finding.column) == (6, 25))
        #expect(finding.message == #"""
            Text(timerInterval:) shares its line with the other values of "\(Text(timerInterval: r, countsDown: \#
            false)) / \(total)", and the catalogs ship ar, he, written right to left: there the line runs right to \#
            left and its numbers change places ("5:23 / 10:00" reads "10:00 / 5:23", "-0:05" reads "0:05-"). Put \#
            `.environment(\.layoutDirection, .leftToRight)` on the numbers alone (the labels around them keep their \#
            direction), or show CountdownFormatter's text, which isolates each value left to right (U+2066…U+2069) \#
            with Latin digits.
            """#)
    }

    @Test func withoutARightToLeftLanguageNothingIsReported() {
        let source = lockScreen(elapsedOverTotal)
        #expect(codePlaces(source, languages: ["en", "de", "ja", "az", "pt-BR"]) == [])
        #expect(codePlaces(source, languages: ["en", "fa"]) == ["timer-direction 6:25"])
    }

    /// Direction comes from the script, through ActivityLanguage, not from a list.
    @Test(arguments: [
        ("ar", true), ("he", true), ("fa", true), ("ur", true), ("dv", true), ("ps", true), ("yi", true),
        ("ji", true), ("iw", true), ("az-Arab", true), ("pa-Arab", true), ("ckb", true),
        ("az", false), ("en", false), ("pt-BR", false), ("ar-Latn", false), ("zh-Hant", false), ("x!", false),
    ])
    func rightToLeftLanguages(language: String, rightToLeft: Bool) {
        #expect(WidgetCodeRules.isRightToLeft(language) == rightToLeft)
    }

    @Test func languagesOutsideLanguagesAreNotCounted() {
        let file = SwiftCodeFile(path: "W.swift", bytes: Array(lockScreen(elapsedOverTotal).utf8))
        #expect(WidgetCodeRules(shippedLanguages: ["en", "ar", "de"], languages: ["de"]).findings(in: [file]).isEmpty)
        #expect(WidgetCodeRules(shippedLanguages: ["en", "ar", "de"], languages: ["AR"]).findings(in: [file]).count == 1)
    }

    /// The timer-direction findings of `source` as `severity line:column`.
    private func timerPlaces(_ source: String, languages: [String] = ["en", "ar", "he"]) -> [String] {
        let file = SwiftCodeFile(path: "W.swift", bytes: Array(source.utf8))
        return WidgetCodeRules(shippedLanguages: languages).findings(in: [file])
            .filter { $0.rule == .timerDirection }
            .map { "\($0.severity.rawValue) \($0.line):\($0.column)" }
    }

    /// A system timer view (drawn by WidgetKit, live) is reported even alone, as a
    /// warning: alone in a right-to-left region it was shown reversed in
    /// production. A timer the app formats itself keeps its order alone (the
    /// digits and the colon between them are one left-to-right run). A sign or a
    /// second number on the line moves in both: an error.
    @Test(arguments: [
        ("Text(timerInterval: r, countsDown: true)", ["warning 6:17"]),
        ("Text(context.state.endDate, style: .timer)", ["warning 6:17"]),
        ("Text(.now, format: .stopwatch(startingAt: start))", ["warning 6:17"]),
        (#"Text("\(Text(timerInterval: r)) remaining")"#, ["warning 6:25"]),
        ("ProgressView(timerInterval: r)", ["warning 6:17"]),
        (#"ProgressView(timerInterval: r, countsDown: true) { Text("Left") }"#, ["warning 6:17"]),
        // Its own current value label: the system draws no time.
        (#"ProgressView(timerInterval: r) { Text("Left") } currentValueLabel: { Text("Soon") }"#, []),
        (#"ProgressView(timerInterval: r, label: { Text("Left") }, currentValueLabel: { Text("Soon") })"#, []),
        // A relative date is a phrase of words ("5 minutes"), not a clock.
        ("Text(context.state.endDate, style: .relative)", []),
        // Spoken by VoiceOver, never laid out.
        (#"Text("Left").accessibilityValue(Text(timerInterval: r, countsDown: true))"#, []),
        // Our own strings.
        ("Text(left, format: .time(pattern: .minuteSecond)).monospacedDigit()", []),
        (#"Text("\(minutes):\(seconds)").monospacedDigit()"#, []),
        // The sign moves.
        ("Text(start, style: .offset)", ["error 6:17"]),
        (#"Text("-\(minutes):\(seconds)").monospacedDigit()"#, ["error 6:17"]),
        // A second value on the line.
        (#"Text("\(Text(timerInterval: r)) / \(total)")"#, ["error 6:25"]),
        (#"Text("\(Text(timerInterval: r)) / 10:00")"#, ["error 6:25"]),
        (#"Text("-\(Text(.now, format: .timer(countingDownIn: r)))")"#, ["error 6:26"]),
        (#"Text("10:00 - \(Text(timerInterval: r))")"#, ["error 6:33"]),
        // Words between the values keep them apart: the system timer is alone.
        (#"Text("Round \(Text(.now, format: .timer(countingDownIn: r))) of 3")"#, ["warning 6:31"]),
        (#"Text("\(Text(timerInterval: r)) left, \(laps) laps")"#, ["warning 6:25"]),
        (#"Text(timerInterval: r) + Text(verbatim: " / ") + Text(total, format: .number)"#, ["error 6:17"]),
        (#"Text(total, format: .number) + Text(timerInterval: r)"#, ["error 6:48"]),
        (#"HStack { Text(timerInterval: r); Text("/"); Text(total, format: .number) }"#, ["error 6:26"]),
        (#"HStack(spacing: 2) { Text(Duration.seconds(s).formatted()).monospacedDigit(); Text(verbatim: "/") }"#,
         ["error 6:38"]),
        // Two timers on one line: one finding, at the first. Unless the first is left
        // to right on its own: then the second still changes places with it.
        ("Text(timerInterval: a) + Text(timerInterval: b)", ["error 6:17"]),
        (#"HStack { Text(timerInterval: a); Text(timerInterval: b) }"#, ["error 6:26"]),
        (#"HStack { Text(timerInterval: a).environment(\.layoutDirection, .leftToRight); Text(timerInterval: b) }"#,
         ["error 6:95"]),
        // Not timers, or isolated already.
        (#"Text(verbatim: "\(elapsed) / \(total)")"#, []),
        (#"Text("\(nextBell, style: .relative) / \(total)")"#, []),
        (#"Text("\(count) / \(total) steps").monospacedDigit()"#, []),
        // The whole line isolated keeps its numbers in order; the system timer in it is
        // still drawn in the region's direction.
        (#"Text("\u{2066}\(Text(timerInterval: r)) / \(total)\u{2069}")"#, ["warning 6:33"]),
        // Isolating the timer alone leaves it one neutral among the numbers: still reversed.
        (#"Text("\u{2066}\(Text(timerInterval: r))\u{2069} / \(total)")"#, ["error 6:33"]),
        (#"HStack { Text(timerInterval: r); Text("remaining") }"#, ["warning 6:26"]),
        // The branches of an if/else in an HStack are its children: a sign before the
        // timer in each (a public widget's countdown), a choice of two signs.
        (#"HStack { if short { Text("-00:"); Text(timerInterval: r) } else { Text("-"); Text(timerInterval: r) } }"#,
         ["error 6:51", "error 6:94"]),
        // Another branch is shown instead of the timer, never beside it (a prayer's
        // countdown, or else its time: public widget code).
        (#"HStack { Text(name); if soon { Text(date, style: .timer) } else { Text(date, format: .dateTime.hour()) } }"#,
         ["warning 6:48"]),
        (#"HStack { if soon { Text(date, style: .timer) } else if late { Text("-") } else { Text(date, format: .dateTime) } }"#,
         ["warning 6:36"]),
        (#"HStack { Text("-"); if soon { Text(date, style: .timer) } }"#, ["error 6:47"]),
        (#"HStack { if let r { Text(short ? "-00:0" : "-00:"); Text(timerInterval: r) } }"#, ["error 6:69"]),
        (#"HStack { Text(short ? "-" : "+"); Text(timerInterval: r) }"#, ["error 6:51"]),
        (#"HStack { if short { Text("left") } else { Text(name) }; Text(timerInterval: r) }"#, ["warning 6:73"]),
        (#"HStack { Text(short ? "left" : "-"); Text(timerInterval: r) }"#, ["warning 6:54"]),
        // A Spacer pushes the values to the two ends of the row: two labels, which a
        // right-to-left layout mirrors on purpose (a charging activity's start percent
        // under its progress bar, and the time left: public widget code).
        (#"HStack { Text(start, format: .percent); Spacer(); Text(timerInterval: r) }"#, ["warning 6:67"]),
        (#"HStack { Text(timerInterval: r); Text("/"); Text(total, format: .number); Spacer() }"#, ["error 6:26"]),
        // A VStack in the HStack stacks its own children: they are not beside the timer.
        (#"HStack { VStack { Text("-"); Text("10:00") }; Text(timerInterval: r) }"#, ["warning 6:63"]),
        (#"HStack { Text(timerInterval: r); if done { VStack { Text("/") } } }"#, ["warning 6:26"]),
        // A separator is neutral: the piece beyond it decides (a period's name, a lap count).
        (#"Text(period.end, style: .timer) + Text("  |  ") + Text(period.name)"#, ["warning 6:17"]),
        (#"Text(period.name) + Text(" · ") + Text(timerInterval: r)"#, ["warning 6:52"]),
        (#"HStack { Text(timerInterval: r); Text("|"); Text(period.name) }"#, ["warning 6:26"]),
        (#"Text(timerInterval: r) + Text(" · ") + Text(laps, format: .number)"#, ["error 6:17"]),
        (#"Text(laps, format: .number) + Text(" ") + Text(timerInterval: r)"#, ["error 6:59"]),
        (#"Text(timerInterval: r) + Text(" remaining")"#, ["warning 6:17"]),
        ("Text(CountdownFormatter(language: language).string(seconds: left))", []),
        ("ProgressView(value: progress)", []),
    ])
    func whatIsAReversedTimer(line: String, expected: [String]) {
        #expect(timerPlaces(lockScreen(line)) == expected)
    }

    @Test(arguments: [
        // On the timer, on each enclosing view, and across a labelled trailing closure.
        (#"Text("\(Text(timerInterval: r)) / \(total)").environment(\.layoutDirection, .leftToRight)"#, ""),
        (#"Text("\(Text(timerInterval: r)) / \(total)").font(.title)"# + "\n.environment(\\.layoutDirection, .leftToRight).padding()", ""),
        (#"Text("\(Text(timerInterval: r)) / \(total)")"#, ".environment(\\.layoutDirection, .leftToRight)"),
        (#"Text("\(Text(timerInterval: r)) / \(total)")"#,
         ".padding()\n.environment(\\EnvironmentValues.layoutDirection, LayoutDirection.leftToRight)"),
        (#"HStack { Text(timerInterval: r); Text("/"); Text(total, format: .number) }.environment(\.layoutDirection, .leftToRight)"#, ""),
    ])
    func leftToRightOnTheTimerOrAnEnclosingViewIsEnough(line: String, modifier: String) {
        #expect(codePlaces(lockScreen(line, outer: modifier)) == [])
    }

    @Test(arguments: [
        ".environment(\\.layoutDirection, language.layoutDirection)",
        ".environment(\\.locale, .init(identifier: \"en\"))",
        ".environment(\\.layoutDirection, .rightToLeft)",
        // A choice is not left to right (a calendar widget's `isHebrew ? .rightToLeft : .leftToRight`).
        ".environment(\\.layoutDirection, isHebrew ? .rightToLeft : .leftToRight)",
    ])
    func otherEnvironmentValuesDoNotIsolate(modifier: String) {
        #expect(codePlaces(lockScreen(elapsedOverTotal, outer: modifier)) == ["timer-direction 6:25"])
    }

    /// A view type shown only under `.leftToRight`, in another file: silent.
    /// Shown once without it: reported.
    @Test func theUsesOfTheEnclosingViewAreFollowed() {
        let timerView = """
            struct TimerLabel: View {
                let end: Date
                var body: some View {
                    Text(timerInterval: Date.now...end, countsDown: true) + Text(verbatim: " / 10:00")
                }
            }
            """
        let allIsolated: KeyValuePairs<String, String> = ["Live.swift": """
            struct Live: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: TimerAttributes.self) { context in
                        TimerLabel(end: context.state.endDate)
                            .environment(\\.layoutDirection, .leftToRight)
                    } dynamicIsland: { context in
                        DynamicIsland {
                            DynamicIslandExpandedRegion(.trailing) { TimerLabel(end: context.state.endDate) }
                        } compactLeading: { EmptyView() } compactTrailing: { EmptyView() } minimal: { EmptyView() }
                        .environment(\\.layoutDirection, .leftToRight)
                    }
                }
            }
            """]
        #expect(codePlaces(timerView, also: allIsolated) == [])
        let oneNot: KeyValuePairs<String, String> = ["Live.swift": """
            struct Live: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: TimerAttributes.self) { context in
                        TimerLabel(end: context.state.endDate)
                            .environment(\\.layoutDirection, .leftToRight)
                    } dynamicIsland: { context in
                        DynamicIsland {
                            DynamicIslandExpandedRegion(.trailing) { TimerLabel(end: context.state.endDate) }
                        } compactLeading: { EmptyView() } compactTrailing: { EmptyView() } minimal: { EmptyView() }
                    }
                }
            }
            """]
        #expect(codePlaces(timerView, also: oneNot) == ["timer-direction 4:9"])
        // Not shown anywhere the sources say: reported.
        #expect(codePlaces(timerView) == ["timer-direction 4:9"])
    }

    @Test func aPropertyShownUnderLeftToRightIsFollowedToo() {
        let source = """
            struct LockScreenView: View {
                private var countdown: some View {
                    Text(timerInterval: range, countsDown: true) + Text(verbatim: " / 10:00")
                }
                var body: some View {
                    HStack { Text("Left"); countdown.environment(\\.layoutDirection, .leftToRight) }
                }
            }
            """
        #expect(codePlaces(source) == [])
        #expect(codePlaces(source.replacingOccurrences(of: ".environment(\\.layoutDirection, .leftToRight)", with: ""))
            == ["timer-direction 3:9"])
    }

    @Test func unbalancedAndCyclicSourcesEndWithoutACrash() {
        // A call that is never closed is not read: the timer before it is alone.
        #expect(timerPlaces("Text(timerInterval: r) + Text(verbatim: \"/\"") == ["warning 1:1"])
        #expect(codePlaces("}}} Text(start, style: .offset) {{{") == ["timer-direction 1:5"])
        let cycle = """
            struct A: View { var body: some View { B() } }
            struct B: View { var body: some View { A(); Text(start, style: .offset) } }
            """
        #expect(codePlaces(cycle) == ["timer-direction 2:45"])
    }
}

@Suite struct WidgetCodeRulesHostileInputTests {
    /// Deep nesting and many declarations that use each other end in linear time.
    @Test func deepNestingAndLongUseChainsEnd() {
        let depth = 5_000
        let nested = String(repeating: "HStack {\n", count: depth) + #"Text(start, style: .offset)"#
            + String(repeating: "}\n", count: depth)
        #expect(codePlaces(nested) == ["timer-direction \(depth + 1):1"])
        // V0 shows the timer, V1 shows V0, …, and only V199 is under .leftToRight: uses
        // are followed 8 declarations deep, so beyond that the timer is reported.
        var chain = "struct V0: View { var body: some View { Text(start, style: .offset) } }\n"
        for index in 1..<200 {
            chain += "struct V\(index): View { var body: some View { V\(index - 1)() } }\n"
        }
        chain += "struct Top: View { var body: some View { V199().environment(\\.layoutDirection, .leftToRight) } }\n"
        #expect(codePlaces(chain) == ["timer-direction 1:41"])
        let short = chain.replacingOccurrences(of: "V199().environment", with: "V199()")
            .replacingOccurrences(of: "struct V8: View { var body: some View { V7() } }",
                                  with: "struct V8: View { var body: some View { V7().environment(\\.layoutDirection, .leftToRight) } }")
        #expect(codePlaces(short) == [])
    }
}

/// In project mode the code rules read each extension's own Swift files and ship
/// the app's languages (Breathe's app has ar).
@Suite struct WidgetCodeRulesProjectTests {
    @Test func anExtensionsTimerIsReportedWithItsTarget() throws {
        let workspace = FileManager.default.temporaryDirectory.appendingPathComponent("code-rules-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: workspace) }
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Tests/XcodeProjectTests/Fixtures/Breathe"),
                                         to: workspace)
        let widget = workspace.appendingPathComponent("BreatheWidget/BreatheWidget.swift")
        var source = try String(contentsOf: widget, encoding: .utf8)
        source += """

            struct BreatheTimerView: View {
                var range: ClosedRange<Date>
                var body: some View {
                    HStack { Text(timerInterval: range); Text(verbatim: "/"); Text(range.upperBound, style: .timer) }
                }
            }

            """
        try Data(source.utf8).write(to: widget)
        guard let output = try CommandRunner.run(["--format", "json", workspace.path], in: repositoryRoot) else { return }
        let lines = output.standardOutput.components(separatedBy: "\n").filter { $0.contains("\"timer-direction\"") }
        #expect(lines.count == 1)
        #expect(lines.first?.contains("\"target\": \"BreatheWidgetExtension\"") == true, "\(lines)")
        #expect(lines.first?.contains("BreatheWidget/BreatheWidget.swift\", \"line\": 25, \"column\": 18") == true, "\(lines)")
        #expect(lines.first?.contains("the catalogs ship ar, written right to left") == true, "\(lines)")
    }
}

/// Where a lone system timer is shown, as its warning names it, and the places
/// that do not count: previews.
@Suite struct TimerDirectionRegionTests {
    /// Each timer-direction finding as `line:column what` (its message up to ` is a system timer view`).
    private func places(_ source: String, also others: KeyValuePairs<String, String> = [:]) -> [String] {
        var files: [(String, String)] = [("W.swift", source)]
        files += others.map { ($0.key, $0.value) }
        let lexed = files.map { SwiftCodeFile(path: $0.0, bytes: Array($0.1.utf8)) }
        return AuditFinding.sorted(WidgetCodeRules(shippedLanguages: ["en", "he"]).findings(in: lexed)).map {
            "\($0.file == "W.swift" ? "" : $0.file + ":")\($0.line):\($0.column) "
                + $0.message.components(separatedBy: " is a system timer view").first!
        }
    }

    @Test func theArgumentFormsOfTheRegionsAreNamedToo() {
        let source = """
            struct Live: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: A.self, content: { context in
                        Text(timerInterval: r)
                    }, dynamicIsland: { context in
                        DynamicIsland(expanded: {
                            DynamicIslandExpandedRegion(DynamicIslandExpandedRegionPosition.leading, priority: 1) {
                                Text(timerInterval: r)
                            }
                        }, compactLeading: { Text(timerInterval: r) }, compactTrailing: { EmptyView() },
                           minimal: { Text(timerInterval: r) })
                    })
                }
            }
            """
        #expect(places(source) == [
            "4:13 Text(timerInterval:) (the Lock Screen)",
            "8:21 Text(timerInterval:) (DynamicIslandExpandedRegion(.leading))",
            "10:34 Text(timerInterval:) (the Dynamic Island's compactLeading)",
            "11:27 Text(timerInterval:) (the Dynamic Island's minimal)",
        ])
    }

    /// A function of the same file that builds a region's content: its uses name the region.
    @Test func aFunctionIsFollowedToItsRegion() {
        let source = """
            struct Live: Widget {
                func trailing(_ context: Context) -> some View {
                    Text(timerInterval: context.state.range)
                }
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: A.self) { context in
                        EmptyView()
                    } dynamicIsland: { context in
                        DynamicIsland {
                            DynamicIslandExpandedRegion(.trailing) { trailing(context) }
                        } compactLeading: { EmptyView() } compactTrailing: { trailing(context) } minimal: { EmptyView() }
                    }
                }
            }
            """
        #expect(places(source) == [
            "3:9 Text(timerInterval:) (DynamicIslandExpandedRegion(.trailing) and the Dynamic Island's compactTrailing)",
        ])
        let oneFixed = source.replacingOccurrences(of: "compactTrailing: { trailing(context) }",
                                                   with: "compactTrailing: { trailing(context).environment(\\.layoutDirection, .leftToRight) }")
        #expect(places(oneFixed) == ["3:9 Text(timerInterval:) (DynamicIslandExpandedRegion(.trailing))"])
    }

    /// Previews are shown in Xcode, to no user: a timer in one, or a view's use in one, does not count.
    @Test func previewsDoNotCount() {
        #expect(places("#Preview { Text(timerInterval: r) }") == [])
        #expect(places(#"#Preview("Lock Screen") { Text(timerInterval: r) }"#) == [])
        #expect(places("struct P: PreviewProvider { static var previews: some View { Text(timerInterval: r) } }") == [])
        let view = "struct Clock: View { var body: some View { Text(timerInterval: r) } }"
        let shown: KeyValuePairs<String, String> = ["Live.swift": """
            struct Live: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: A.self) { context in
                        Clock().environment(\\.layoutDirection, .leftToRight)
                    } dynamicIsland: { context in
                        DynamicIsland { DynamicIslandExpandedRegion(.bottom) { EmptyView() } }
                            compactLeading: { EmptyView() } compactTrailing: { EmptyView() } minimal: { EmptyView() }
                    }
                }
            }
            #Preview { Clock() }
            """]
        #expect(places(view, also: shown) == [])
    }
}
