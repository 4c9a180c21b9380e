extension AuditRule {
    /// A timer `Text` in a widget shares its line with a sign or another number
    /// and is not laid out left to right, in a project that ships a right-to-left
    /// language. An error: the numbers are drawn in reverse order for every user of
    /// those languages. The check is ``WidgetCodeRules/timerFindings(in:project:rightToLeft:)``.
    static let timerDirection = AuditRule(RuleDescription(
        identifier: "timer-direction",
        severity: .error,
        input: .code,
        fixability: nil,
        summary: "a timer next to a sign or another number (5:23 / 10:00), not laid out left to right, where a "
            + "right-to-left language ships",
        rationale: "A timer shares its line with a sign or another number (-0:05, 5:23 / 10:00) and is laid out in "
            + "the language's direction, in a project that ships a right-to-left language: there the numbers are drawn "
            + "in reverse order. A lone timer keeps its order and is not reported.",
        howToFix: "Put .environment(\\.layoutDirection, .leftToRight) on the numbers alone, or show "
            + "CountdownFormatter's isolated text.",
        details: "the catalogs ship a right-to-left language and a timer `Text` (`timerInterval:`, `style: "
            + ".timer`/`.offset`, `format: .timer…`, a duration with `.monospacedDigit()`) shares its line with a sign "
            + "or another number — in one literal, `Text + Text` or an `HStack` — with no `.environment(\\.layoutDirection, "
            + ".leftToRight)` on it or on any view that shows it. A lone timer keeps its order and is not reported",
        triggering: [
            RuleExample(app: ["Hold": ["en": "Hold", "ar": "انتظر"]], widget: ["Hold": ["en": "Hold", "ar": "انتظر"]],
                        sources: ["LockScreen.swift": #"""
                            struct LockScreenView: View {
                                let range: ClosedRange<Date>
                                var body: some View {
                                    Text("\(Text(timerInterval: range, countsDown: false)) / \(total)")
                                }
                            }
                            """#]),
        ],
        nonTriggering: [
            RuleExample(app: ["Hold": ["en": "Hold", "ar": "انتظر"]], widget: ["Hold": ["en": "Hold", "ar": "انتظر"]],
                        sources: ["LockScreen.swift": #"""
                            struct LockScreenView: View {
                                let range: ClosedRange<Date>
                                var body: some View {
                                    Text("\(Text(timerInterval: range, countsDown: false)) / \(total)")
                                        .environment(\.layoutDirection, .leftToRight)
                                }
                            }
                            """#]),
            // No right-to-left language ships.
            RuleExample(app: ["Hold": ["en": "Hold", "de": "Halten"]], widget: ["Hold": ["en": "Hold", "de": "Halten"]],
                        sources: ["LockScreen.swift": #"""
                            struct LockScreenView: View {
                                let range: ClosedRange<Date>
                                var body: some View {
                                    Text("\(Text(timerInterval: range, countsDown: false)) / \(total)")
                                }
                            }
                            """#]),
        ]))
}
