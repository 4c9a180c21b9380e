import Testing
@testable import XCStringsAudit

@Suite struct PausedShowsZeroTests {
    /// A Lock Screen view whose body is `body`, over `languageAttributesFile`'s
    /// content state (`endDate: Date`, `isPaused: Bool`).
    private func places(_ body: String, state: KeyValuePairs<String, String> = languageAttributesFile) -> [String] {
        let source = """
            struct LockScreenView: View {
                let context: ActivityViewContext<TimerAttributes>
                var body: some View {
                    \(body)
                }
            }
            """
        return codePlaces(source, languages: ["en"], also: state).filter { $0.hasPrefix("paused-shows-zero") }
    }

    @Test func comparingTheEndWithNowBeforeThePausedFlagIsReported() throws {
        let body = """
            if context.state.endDate <= .now { Text("0:00") } else if context.state.isPaused { Text("Paused") }
            """
        #expect(places(body) == ["paused-shows-zero 4:26"])
        let source = "struct V: View { let s: TimerAttributes.ContentState\n var body: some View { if s.endDate < Date() { Text(\"Done\") } } }"
        let findings = codeFindings(["W.swift": source, "Attributes.swift": languageAttributesFile[0].value])
        let finding = try #require(findings.first)
        #expect(finding.severity == .warning)
        #expect(finding.message == """
            this view decides what to show by comparing endDate with the current time before it looks at isPaused \
            (both in ContentState): while the activity is paused its end time stands still and passes, so a paused \
            timer shows 0:00 or its finished state. Check isPaused first and show the time left it froze \
            (TimerDisplayState.mode(at:) does: paused wins over the end time), then compare endDate.
            """)
    }

    @Test(arguments: [
        "if Date() > context.state.endDate { Text(\"Done\") }",
        "if context.state.endDate.timeIntervalSinceNow <= 0 { Text(\"0:00\") }",
        "guard context.state.endDate > now else { return Text(\"0:00\") }",
        "if entry.date >= context.state.endDate { Text(\"Done\") }",
    ])
    func theWaysToCompareWithNow(body: String) {
        #expect(places(body).count == 1)
    }

    @Test(arguments: [
        // The paused flag first, or in the same condition.
        "if context.state.isPaused { Text(\"Paused\") } else if context.state.endDate <= .now { Text(\"0:00\") }",
        "if !context.state.isPaused && context.state.endDate <= .now { Text(\"0:00\") }",
        "let paused = context.state.isPaused\nif context.state.endDate <= .now { Text(\"0:00\") }",
        // No comparison with now.
        "if context.state.endDate == start { Text(\"x\") }",
        "Text(timerInterval: Date.now...context.state.endDate)",
        "if let e = context.state.endDate as Date?, e < .now, context.state.isPaused == false { Text(\"x\") }",
    ])
    func thePausedFlagCheckedFirstOrNoComparison(body: String) {
        #expect(places(body) == [])
    }

    @Test func onlyAnEndTimeDeclaredBesideAPausedFlagCounts() {
        let body = "if context.state.endDate <= .now { Text(\"0:00\") }"
        let noPausedFlag: KeyValuePairs<String, String> = ["A.swift": """
            struct TimerAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var endDate: Date; var title: String }
            }
            """]
        #expect(places(body, state: noPausedFlag) == [])
        // An optional end time is nil while paused: its unwrapping is the check.
        let optionalEnd: KeyValuePairs<String, String> = ["A.swift": """
            struct TimerAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable {
                    var endDate: Date?
                    var isPaused: Bool
                }
            }
            """]
        #expect(places(body, state: optionalEnd) == [])
        #expect(places(body, state: [:]) == [])
    }

    @Test func codeThatDrawsNoViewIsNotReported() {
        let model = """
            struct KitchenTimer: Codable {
                var endDate: Date
                var isPaused: Bool
                func overdue(at now: Date) -> TimeInterval {
                    guard now > endDate else { return 0 }
                    return now.timeIntervalSince(endDate)
                }
            }
            """
        #expect(codePlaces(model, languages: ["en"]) == [])
        let helper = """
            struct Row: View {
                let timer: KitchenTimer
                var body: some View { Text("x") }
                private func label(now: Date) -> String {
                    if timer.endDate < now { return "Done" }
                    return timer.isPaused ? "Paused" : "Running"
                }
            }
            """
        #expect(codePlaces(helper, languages: ["en"], also: ["M.swift": model]) == ["paused-shows-zero 5:18"])
    }
}
