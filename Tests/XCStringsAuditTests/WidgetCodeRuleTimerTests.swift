import Testing
@testable import XCStringsAudit

@Suite struct TimerDirectionTests {
    /// A Lock Screen view around `timer`, with `modifier` on the HStack two levels up.
    private func lockScreen(_ timer: String, outer modifier: String = "") -> String {
        """
        struct LockScreenView: View {
            let context: ActivityViewContext<TimerAttributes>
            var body: some View {
                HStack {
                    VStack {
                        \(timer)
                    }
                }
                \(modifier)
            }
        }
        """
    }

    @Test func aTimerInAProjectThatShipsArabicAndHebrewIsReported() throws {
        let findings = codeFindings(["W.swift": lockScreen("Text(timerInterval: Date.now...context.state.endDate, countsDown: true)")],
                                    languages: ["en", "ar", "de", "he"])
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.rule == .timerDirection)
        #expect(finding.severity == .error)
        #expect((finding.line, finding.column) == (6, 17))
        #expect(finding.message == """
            Text(timerInterval:) takes the layout direction of the language, and the catalogs ship ar, he, written \
            right to left: there the countdown comes out visually reversed ("-0:05" as "0:05-", "5:23 / 10:00" as \
            "10:00 / 5:23"). Put `.environment(\\.layoutDirection, .leftToRight)` on the timer alone (the labels \
            around it keep their direction), or show CountdownFormatter's text, which isolates the numbers left to \
            right (U+2066…U+2069) with Latin digits.
            """)
    }

    @Test func withoutARightToLeftLanguageNothingIsReported() {
        let source = lockScreen("Text(timerInterval: range, countsDown: true)")
        #expect(codePlaces(source, languages: ["en", "de", "ja", "az", "pt-BR"]) == [])
        #expect(codePlaces(source, languages: ["en", "fa"]) == ["timer-direction 6:17"])
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
        let rules = WidgetCodeRules(shippedLanguages: ["en", "ar", "de"], languages: ["de"])
        let file = SwiftCodeFile(path: "W.swift", bytes: Array(lockScreen("Text(timerInterval: r)").utf8))
        #expect(rules.findings(in: [file]).isEmpty)
        let withArabic = WidgetCodeRules(shippedLanguages: ["en", "ar", "de"], languages: ["AR"])
        #expect(withArabic.findings(in: [file]).count == 1)
    }

    @Test(arguments: [
        ("Text(timerInterval: r, countsDown: true)", ["timer-direction 6:17"]),
        ("Text(context.state.endDate, style: .timer)", ["timer-direction 6:17"]),
        ("Text(start, style: .offset)", ["timer-direction 6:17"]),
        ("Text(.now, format: .timer(countingDownIn: r))", ["timer-direction 6:17"]),
        ("Text(left, format: .time(pattern: .minuteSecond))", ["timer-direction 6:17"]),
        (#"Text("\(minutes):\(seconds)").monospacedDigit()"#, ["timer-direction 6:17"]),
        (#"Text(String(format: "%d:%02d", m, s)).monospacedDigit()"#, ["timer-direction 6:17"]),
        ("Text(Duration.seconds(left).formatted()).monospacedDigit()", ["timer-direction 6:17"]),
        (#"Text("\(Text(timerInterval: r)) left")"#, ["timer-direction 6:25"]),
        ("SwiftUI.Text(timerInterval: r)", ["timer-direction 6:25"]),
        // Not timers, or isolated already.
        ("Text(verbatim: countdown)", []),
        (#"Text(verbatim: "\(minutes):\(seconds)").monospacedDigit()"#, []),
        ("Text(nextBell, style: .relative)", []),
        ("Text(date, style: .time)", []),
        (#"Text("\(count) steps").monospacedDigit()"#, []),
        (#"Text("\(minutes):\(seconds)")"#, []),
        ("Text(CountdownFormatter(language: language).string(seconds: left))", []),
        (#"Text("\u{2066}\(time)\u{2069} left")"#, []),
        ("ProgressView(value: progress)", []),
        ("Text(timer.name)", []),
    ])
    func whatIsATimer(timer: String, expected: [String]) {
        #expect(codePlaces(lockScreen(timer)) == expected)
    }

    @Test(arguments: [
        // On the timer, on each enclosing view, and across a labelled trailing closure.
        ("Text(timerInterval: r)\n.environment(\\.layoutDirection, .leftToRight)", ""),
        ("Text(timerInterval: r).font(.title).environment(\\.layoutDirection, .leftToRight).padding()", ""),
        ("Text(timerInterval: r)", ".environment(\\.layoutDirection, .leftToRight)"),
        ("Text(timerInterval: r)", ".padding()\n.environment(\\EnvironmentValues.layoutDirection, LayoutDirection.leftToRight)"),
        (#"Text("\(Text(timerInterval: r)) left").environment(\.layoutDirection, .leftToRight)"#, ""),
    ])
    func leftToRightOnTheTimerOrAnEnclosingViewIsEnough(timer: String, modifier: String) {
        #expect(codePlaces(lockScreen(timer, outer: modifier)) == [])
    }

    @Test(arguments: [
        ("Text(timerInterval: r)", ".environment(\\.layoutDirection, language.layoutDirection)"),
        ("Text(timerInterval: r)", ".environment(\\.locale, .init(identifier: \"en\"))"),
        ("Text(timerInterval: r).environment(\\.layoutDirection, .rightToLeft)", ""),
    ])
    func otherEnvironmentValuesDoNotIsolate(timer: String, modifier: String) {
        #expect(codePlaces(lockScreen(timer, outer: modifier)) == ["timer-direction 6:17"])
    }

    /// A view type shown only under `.leftToRight`, in another file: silent.
    /// Shown once without it: reported.
    @Test func theUsesOfTheEnclosingViewAreFollowed() {
        let timerView = """
            struct TimerLabel: View {
                let end: Date
                var body: some View {
                    Text(timerInterval: Date.now...end, countsDown: true)
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
                    Text(timerInterval: range, countsDown: true)
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
        // A call that is never closed is not read.
        #expect(codePlaces("Text(timerInterval: r") == [])
        #expect(codePlaces("}}} Text(timerInterval: r) {{{") == ["timer-direction 1:5"])
        let cycle = """
            struct A: View { var body: some View { B() } }
            struct B: View { var body: some View { A(); Text(timerInterval: r) } }
            """
        #expect(codePlaces(cycle) == ["timer-direction 2:45"])
    }
}
