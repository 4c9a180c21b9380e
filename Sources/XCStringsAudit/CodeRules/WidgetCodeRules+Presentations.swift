extension WidgetCodeRules {
    /// ``AuditRule/localeDoesNotTranslate`` for a Live Activity whose presentations
    /// disagree: one closure of an `ActivityConfiguration` (the Lock Screen content,
    /// or `dynamicIsland:`) sets `.environment(\.locale, …)` and another shows
    /// literal text without it and without passing a language down (no `locale`
    /// nor language-attribute name in it). Its `Text`, `Label` and `Button` keys
    /// are then looked up in the system's language while the other presentation
    /// speaks the chosen one.
    func presentationFindings(in fileIndex: Int, project: WidgetProject) -> [AuditFinding] {
        let file = project.files[fileIndex]
        guard let run = file.runs.first else { return [] }
        let languageNames = project.language?.names ?? []
        var findings: [AuditFinding] = []
        for index in run.tokens.indices where run.identifier(at: index) == "ActivityConfiguration" {
            guard run.isPunctuation(0x28, at: index + 1), let close = run.partner[index + 1] else { continue }
            // The trailing closures: the Lock Screen content, then `dynamicIsland: { … }`.
            var closures: [(name: String, at: Int, body: ClosedRange<Int>)] = []
            var cursor = close + 1
            if run.isPunctuation(0x7B, at: cursor), let end = run.partner[cursor] {
                closures.append(("Lock Screen", index, cursor...end))
                cursor = end + 1
            }
            while let label = run.identifier(at: cursor), run.isPunctuation(0x3A, at: cursor + 1),
                  run.isPunctuation(0x7B, at: cursor + 2), let end = run.partner[cursor + 2] {
                closures.append((label == "dynamicIsland" ? "Dynamic Island" : label, cursor, (cursor + 2)...end))
                cursor = end + 1
            }
            guard let setter = closures.first(where: { Self.setsLocale(run, in: $0.body) }) else { continue }
            for closure in closures where !Self.setsLocale(run, in: closure.body) {
                let passesALanguage = closure.body.contains { position in
                    guard let name = run.identifier(at: position) else { return false }
                    return name == "locale" || languageNames.contains(name)
                }
                guard !passesALanguage, Self.showsLiteralText(run, in: closure.body) else { continue }
                findings.append(finding(.localeDoesNotTranslate, in: file, at: SwiftCodeFile.Site(run: 0, token: closure.at),
                    "the \(closure.name) text of this Live Activity is looked up in the system's language: the "
                        + "\(setter.name) presentation sets `.environment(\\.locale, …)` and this one does not, so a "
                        + "user who chose another language in the app reads the \(setter.name) in it and the "
                        + "\(closure.name) in the system's. Set the same `.environment(\\.locale, …)` on the views "
                        + "of the \(closure.name) (each region's content)."))
            }
        }
        return findings
    }

    /// Whether `.environment(\.locale, …)` is applied somewhere in `range`.
    private static func setsLocale(_ run: SwiftCodeFile.Run, in range: ClosedRange<Int>) -> Bool {
        range.contains { position in
            guard run.identifier(at: position) == "environment", run.isPunctuation(0x28, at: position + 1),
                  let close = run.partner[position + 1] else { return false }
            return ((position + 2)..<close).contains {
                run.identifier(at: $0) == "locale" && run.isPunctuation(0x2E, at: $0 - 1)
            }
        }
    }

    /// Whether `range` shows a literal key: `Text("…")`, `Label("…", …)`, `Button("…", …)`.
    private static func showsLiteralText(_ run: SwiftCodeFile.Run, in range: ClosedRange<Int>) -> Bool {
        range.contains { position in
            guard let name = run.identifier(at: position), ["Text", "Label", "Button"].contains(name),
                  run.isPunctuation(0x28, at: position + 1), position + 2 <= range.upperBound,
                  case .string(_, valid: true) = run.tokens[position + 2].kind else { return false }
            return true
        }
    }
}
