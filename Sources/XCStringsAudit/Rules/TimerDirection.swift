extension AuditRule {
    /// A timer in a widget is not laid out left to right, in a project that ships
    /// a right-to-left language. An error when it shares its line with a sign or
    /// another number: they are drawn in reverse order for every user of those
    /// languages. A warning for a lone system timer view (`Text(timerInterval:)`,
    /// `.timer`, `ProgressView(timerInterval:)`): WidgetKit draws it in the layout
    /// direction it inherits, and alone in a right-to-left region it was shown
    /// reversed in production. A lone timer the app formats itself keeps its order.
    /// The check is ``WidgetCodeRules/timerFindings(in:project:rightToLeft:)``.
    static let timerDirection = AuditRule(RuleDescription(
        identifier: "timer-direction",
        severity: .error,
        input: .code,
        fixability: nil,
        summary: "a timer not laid out left to right where a right-to-left language ships: beside a sign or number "
            + "(5:23 / 10:00) an error, a lone system timer a warning",
        rationale: "A timer is laid out in the language's direction, in a project that ships a right-to-left "
            + "language. Beside a sign or another number (-0:05, 5:23 / 10:00) the numbers are drawn in reverse order: an "
            + "error. A system timer view (Text(timerInterval:), Text(_:style: .timer), the .timer format, "
            + "ProgressView(timerInterval:)) is drawn by WidgetKit in the direction it inherits, and alone in a "
            + "right-to-left region it was shown reversed in production: a warning, which names the Dynamic Island "
            + "region or the Lock Screen. A lone timer the app formats itself keeps its order (the Unicode Bidirectional "
            + "Algorithm) and is not reported.",
        howToFix: "Put .environment(\\.layoutDirection, .leftToRight) on the timer's own view (the numbers "
            + "alone, not the whole region), or show CountdownFormatter's isolated text.",
        details: "the catalogs ship a right-to-left language and a timer has no `.environment(\\.layoutDirection, "
            + ".leftToRight)` on it or on any view that shows it. An error when it (`timerInterval:`, `style: "
            + ".timer`/`.offset`, `format: .timer…`/`.stopwatch…`/`.time(pattern:)`, a duration with "
            + "`.monospacedDigit()`) shares its line with a sign or another number — in one literal, `Text + Text` or an "
            + "`HStack`. A warning for a lone system timer view (`Text(timerInterval:)`, `.timer`, `.timer…`/"
            + "`.stopwatch…` formats, `ProgressView(timerInterval:)` without a `currentValueLabel:`), which WidgetKit "
            + "draws in the direction of its region; the message names the region (`compactTrailing`, "
            + "`DynamicIslandExpandedRegion(.trailing)`, the Lock Screen). A lone timer the app formats itself keeps "
            + "its order and is not reported",
        severityDescription: "error, or warning",
        triggering: [
            // A lone system timer in the Dynamic Island's compact trailing region: a warning.
            RuleExample(app: ["Hold": ["en": "Hold", "he": "המתן"]], widget: ["Hold": ["en": "Hold", "he": "המתן"]],
                        sources: ["Activity.swift": #"""
                            struct TimerActivity: Widget {
                                var body: some WidgetConfiguration {
                                    ActivityConfiguration(for: TimerAttributes.self) { context in
                                        Text("Hold")
                                    } dynamicIsland: { context in
                                        DynamicIsland {
                                            DynamicIslandExpandedRegion(.center) { Text("Hold") }
                                        } compactLeading: {
                                            Text("Hold")
                                        } compactTrailing: {
                                            Text(timerInterval: context.state.range, countsDown: true)
                                        } minimal: {
                                            Text("Hold")
                                        }
                                    }
                                }
                            }
                            """#]),
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
