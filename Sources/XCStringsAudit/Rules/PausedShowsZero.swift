extension AuditRule {
    /// A view compares a content state's end time with now before it checks the
    /// state's paused flag. A warning: read from tokens, not data flow, so the
    /// order is strong evidence but not proof.
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

extension WidgetCodeRules {
    /// ``AuditRule/pausedShowsZero`` in one file: an `if` or `guard` that compares
    /// an end time of a content state (`endDate`, `endTime`) with the current time
    /// (`Date()`, `.now`, `timeIntervalSinceNow`, a timeline entry's `date`) in a
    /// view or function that has not looked at the same state's paused flag
    /// (`isPaused`) before, nor in that condition.
    ///
    /// Only end times and paused flags declared together in one type of the
    /// scanned sources count, so that an unrelated `endDate` stays silent; an
    /// optional end time does not (it is usually `nil` while paused, and then
    /// `if let` is the check), and neither does code outside a view (a `View`
    /// or `Widget` type, or a property or function returning `some View`).
    func pausedFindings(in fileIndex: Int, project: WidgetProject) -> [AuditFinding] {
        guard !project.timerStates.isEmpty else { return [] }
        var pausedNamesOfEnd: [String: (state: String, paused: Set<String>)] = [:]
        for state in project.timerStates {
            for end in state.endNames {
                let known = pausedNamesOfEnd[end]
                pausedNamesOfEnd[end] = (known?.state ?? state.type, (known?.paused ?? []).union(state.pausedNames))
            }
        }
        let file = project.files[fileIndex]
        guard let run = file.runs.first else { return [] }
        var findings: [AuditFinding] = []
        for index in run.tokens.indices {
            guard let keyword = run.identifier(at: index), keyword == "if" || keyword == "guard" else { continue }
            let condition = Self.condition(in: run, after: index, isGuard: keyword == "guard")
            guard let endToken = condition.first(where: { pausedNamesOfEnd[run.identifier(at: $0) ?? ""] != nil }),
                  Self.comparesWithNow(run, condition) else { continue }
            let end = run.identifier(at: endToken)!
            let (state, paused) = pausedNamesOfEnd[end]!
            // The view or function the decision is in, up to the end of the condition;
            // it must draw a view: in a View type, or returning `some View`.
            var scopeStart = 0
            var opener = run.enclosing[index]
            var headerNamesAView = false
            while let brace = opener {
                if run.isPunctuation(0x7B, at: brace), let header = Self.declarationHeader(in: run, braceAt: brace),
                   header.keyword == "var" || header.keyword == "func" {
                    scopeStart = brace
                    headerNamesAView = (header.nameToken..<brace).contains { run.identifier(at: $0) == "View" }
                    break
                }
                opener = run.enclosing[brace]
            }
            let inAView = project.types.contains { type in
                type.file == fileIndex && type.body.contains(index)
                    && (type.conformances.contains("View") || type.conformances.contains("Widget"))
            }
            guard headerNamesAView || inAView else { continue }
            let scopeEnd = (condition.last ?? index) + 1
            let checksPaused = (scopeStart..<scopeEnd).contains { paused.contains(run.identifier(at: $0) ?? "") }
            guard !checksPaused else { continue }
            let flag = paused.sorted().first!
            findings.append(finding(.pausedShowsZero, in: file, at: SwiftCodeFile.Site(run: 0, token: endToken),
                "this view decides what to show by comparing \(end) with the current time before it looks at "
                    + "\(flag) (both in \(state)): while the activity is paused its end time stands still and "
                    + "passes, so a paused timer shows 0:00 or its finished state. Check \(flag) first and show the "
                    + "time left it froze (TimerDisplayState.mode(at:) does: paused wins over the end time), then "
                    + "compare \(end)."))
        }
        return findings
    }

    /// The token indices of the condition of the `if`/`guard` at `keyword`: up to
    /// its `{` (or a guard's `else`) at the same level, brackets included.
    private static func condition(in run: SwiftCodeFile.Run, after keyword: Int, isGuard: Bool) -> [Int] {
        var indices: [Int] = []
        var cursor = keyword + 1
        let limit = min(run.tokens.count, keyword + 128)
        while cursor < limit {
            if run.isPunctuation(0x7B, at: cursor) || run.isPunctuation(0x7D, at: cursor) { return indices }
            if isGuard, run.identifier(at: cursor) == "else" { return indices }
            if let partner = run.partner[cursor], partner > cursor {
                indices += Array(cursor...partner)
                cursor = partner + 1
                continue
            }
            indices.append(cursor)
            cursor += 1
        }
        return []
    }

    /// Whether a condition compares with the current time: a `<` or `>` and
    /// `Date()`, `now`, `timeIntervalSinceNow`, `currentDate` or an entry's `.date`.
    private static func comparesWithNow(_ run: SwiftCodeFile.Run, _ condition: [Int]) -> Bool {
        let compares = condition.contains { position in
            (run.isPunctuation(0x3C, at: position) || run.isPunctuation(0x3E, at: position))
                && !run.isPunctuation(0x2D, at: position - 1)  // `->`
        }
        guard compares else { return false }
        return condition.contains { position in
            switch run.identifier(at: position) {
            case "now", "timeIntervalSinceNow", "currentDate": true
            case "Date": run.isPunctuation(0x28, at: position + 1) && run.isPunctuation(0x29, at: position + 2)
            case "date": run.isPunctuation(0x2E, at: position - 1)
            default: false
            }
        }
    }
}
