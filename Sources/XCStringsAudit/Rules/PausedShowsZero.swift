extension AuditRule {
    /// A view compares a content state's end time with now before it checks the
    /// state's paused flag. A warning: read from tokens, not data flow, so the
    /// order is strong evidence but not proof. The check is
    /// ``WidgetCodeRules/pausedFindings(in:project:)``.
    static let pausedShowsZero = AuditRule(RuleDescription(
        identifier: "paused-shows-zero",
        severity: .warning,
        input: .code,
        fixability: nil,
        summary: "a view compares the end time with now before checking the paused flag: a paused timer shows 0:00",
        rationale: "A view compares a content state's end time with the current time before it checks the "
            + "state's paused flag; while paused the end time passes, so the paused timer shows 0:00 or its finished state.",
        howToFix: "Check the paused flag first and show the frozen remaining time (TimerDisplayState.mode(at:)).",
        details: "a view compares a content state's end time (`endDate`, `endTime`) with now before it looks at the "
            + "same state's paused flag (`isPaused`)",
        triggering: [
            RuleExample(app: ["Paused": ["en": "Paused"]], widget: ["Paused": ["en": "Paused"]],
                        sources: ["Attributes.swift": Self.exampleAttributes, "LockScreen.swift": """
                            struct LockScreenView: View {
                                let context: ActivityViewContext<TimerAttributes>
                                var body: some View {
                                    if context.state.endDate <= .now { Text("0:00") } else if context.state.isPaused { Text("Paused") }
                                }
                            }
                            """]),
        ],
        nonTriggering: [
            RuleExample(app: ["Paused": ["en": "Paused"]], widget: ["Paused": ["en": "Paused"]],
                        sources: ["Attributes.swift": Self.exampleAttributes, "LockScreen.swift": """
                            struct LockScreenView: View {
                                let context: ActivityViewContext<TimerAttributes>
                                var body: some View {
                                    if context.state.isPaused { Text("Paused") } else if context.state.endDate <= .now { Text("0:00") }
                                }
                            }
                            """]),
        ]))
}
