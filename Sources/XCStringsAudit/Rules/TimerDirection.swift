extension AuditRule {
    /// A timer in a widget is not laid out left to right, in a project that ships
    /// a right-to-left language. An error when it shares its line with a sign or
    /// another number: they are drawn in reverse order for every user of those
    /// languages. A warning for a lone system timer view (`Text(timerInterval:)`,
    /// `.timer`, `ProgressView(timerInterval:)`): WidgetKit draws it in the layout
    /// direction it inherits, and alone in a right-to-left region it was shown
    /// reversed in production. A lone timer the app formats itself keeps its order.
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
                        sources: ["LockScreen.swift": Self.elapsedOverTotal(modifier: "")]),
        ],
        nonTriggering: [
            RuleExample(app: ["Hold": ["en": "Hold", "ar": "انتظر"]], widget: ["Hold": ["en": "Hold", "ar": "انتظر"]],
                        sources: ["LockScreen.swift":
                            Self.elapsedOverTotal(modifier: ".environment(\\.layoutDirection, .leftToRight)")]),
            // No right-to-left language ships.
            RuleExample(app: ["Hold": ["en": "Hold", "de": "Halten"]], widget: ["Hold": ["en": "Hold", "de": "Halten"]],
                        sources: ["LockScreen.swift": Self.elapsedOverTotal(modifier: "")]),
        ]))
}

extension AuditRule {
    /// A Lock Screen view showing elapsed over total (`5:23 / 10:00`), with
    /// `modifier` on the line, for timer-direction's examples.
    fileprivate static func elapsedOverTotal(modifier: String) -> String {
        #"""
        struct LockScreenView: View {
            let range: ClosedRange<Date>
            var body: some View {
                Text("\(Text(timerInterval: range, countsDown: false)) / \(total)")
        """# + (modifier.isEmpty ? "" : "\n            " + modifier) + "\n    }\n}"
    }
}

extension WidgetCodeRules {
    /// ``AuditRule/timerDirection`` in one file: a timer in a project that ships a
    /// right-to-left language, laid out in the language's direction.
    ///
    /// A timer is a system timer view — `Text(timerInterval:…)`, `Text(_:style:)`
    /// with `.timer` or `.offset`, `Text(_:format: .timer…)` or `.stopwatch…`,
    /// `ProgressView(timerInterval:…)` without a `currentValueLabel:` — or a `Text`
    /// we format ourselves: `Text(_:format: .time(pattern:))`, and a `Text` of a
    /// duration (`Duration`, `%02d`, `\(m):\(s)`) with `.monospacedDigit()`. Not
    /// one: `Text(_:style: .relative)`, a phrase of words ("5 min"), not a clock, that
    /// no report says was drawn reversed; a timer in `.accessibilityValue(…)` (spoken, not
    /// drawn); a timer in a `#Preview` or a `previews` property (no user sees it).
    ///
    /// A system timer view is drawn by WidgetKit, live, outside the app's strings, in
    /// the layout direction it inherits: alone in a right-to-left region it was shown
    /// reversed (`5:23` as `23:5`) in production, so every one is reported, a lone one
    /// as a warning. A timer we format ourselves is one string: under the Unicode
    /// Bidirectional Algorithm `5:23` (digits with a colon between them) stays one
    /// left-to-right run in a right-to-left line, Arabic-Indic digits too, so a lone
    /// one is not reported. What moves in both is a sign (`-0:05` shows as `0:05-`)
    /// and a second number on the line (`5:23 / 10:00` shows as `10:00 / 5:23`): a
    /// timer with one of those is an error. They are the `.offset` style, a sign in
    /// the duration's text, the timer interpolated into a literal with another value
    /// or a digit, `/` or sign, `Text + Text` with such a piece (past any separators
    /// such as `Text(" | ")`, which are neutral), or an `HStack` whose other
    /// children — in its `if`/`else` branches too, unless a `Spacer()` pushes them
    /// to the row's other end — are such pieces (SwiftUI mirrors it). A piece may be
    /// a literal or a choice of two (`c ? "-00:" : "-"`).
    ///
    /// It is left to right when `.environment(\.layoutDirection, .leftToRight)` is
    /// on it or on an enclosing view — in the same expression, or at every place
    /// that shows the enclosing property, function or view type (followed across
    /// files, up to 8 declarations deep; a use in a preview does not count). The
    /// value must be `.leftToRight` itself: a choice (`rtl ? .rightToLeft :
    /// .leftToRight`) is not. A `Text(verbatim:)` and a `Text` of
    /// `CountdownFormatter` output are isolated already. The message
    /// names the Dynamic Island region (`compactTrailing`,
    /// `DynamicIslandExpandedRegion(.trailing)`, …) or the Lock Screen where the
    /// timer is shown without the override, when the sources say.
    func timerFindings(in fileIndex: Int, project: WidgetProject, rightToLeft: [String]) -> [AuditFinding] {
        guard !rightToLeft.isEmpty else { return [] }
        let file = project.files[fileIndex]
        var findings: [AuditFinding] = []
        var memo: [Declaration: UseResult] = [:]
        let languages = rightToLeft.joined(separator: ", ")
        for (runIndex, run) in file.runs.enumerated() {
            for index in run.tokens.indices {
                // The `(` first: it rules out most names before they are compared.
                guard run.isPunctuation(0x28, at: index + 1), let view = run.identifier(at: index),
                      view == "Text" || view == "ProgressView", run.identifier(at: index - 1) != "func",
                      !run.isPunctuation(0x2E, at: index - 1) || run.identifier(at: index - 2) == "SwiftUI",
                      let timer = view == "Text" ? Self.timerKind(in: run, textAt: index)
                          : Self.progressTimerKind(in: run, at: index) else { continue }
                let site = SwiftCodeFile.Site(run: runIndex, token: index)
                if Self.isSpokenOnly(site, in: file) || Self.isInPreview(site, in: file) { continue }
                var neighbour: String?
                if timer.signed {
                    neighbour = "its sign"
                } else if view == "Text" {
                    switch Self.numericNeighbour(of: site, in: file) {
                    case .alone:
                        break
                    case .neighbour(let description):
                        neighbour = description
                    case .reportedBy(let other, let description):
                        // The line is reported at the other timer, unless that one is left to
                        // right on its own: then this one still changes places with it.
                        guard unprotectedRegions(fileIndex, other, project: project, memo: &memo, depth: 0) == nil
                        else { continue }
                        neighbour = description
                    }
                }
                guard neighbour != nil || timer.isSystem,
                      let regions = unprotectedRegions(fileIndex, site, project: project, memo: &memo, depth: 0)
                else { continue }
                let place = Self.phrase(for: regions)
                if let neighbour {
                    findings.append(finding(.timerDirection, in: file, at: site,
                        "\(timer.name)\(place) shares its line with \(neighbour), and the catalogs ship \(languages), "
                            + "written right to left: there the line runs right to left and its numbers change places "
                            + "(\"5:23 / 10:00\" reads \"10:00 / 5:23\", \"-0:05\" reads \"0:05-\"). Put "
                            + "`.environment(\\.layoutDirection, .leftToRight)` on the numbers alone (the labels around "
                            + "them keep their direction), or show CountdownFormatter's text, which isolates each value "
                            + "left to right (U+2066…U+2069) with Latin digits."))
                } else {
                    var lone = finding(.timerDirection, in: file, at: site,
                        "\(timer.name)\(place) is a system timer view, and the catalogs ship \(languages), written "
                            + "right to left: WidgetKit draws it live, outside the app's strings, in the layout direction "
                            + "it inherits, and a lone timer like it was shown reversed to Arabic and Hebrew users "
                            + "(\"5:23\" as \"23:5\") until `.environment(\\.layoutDirection, .leftToRight)` was put on "
                            + "it. Put that modifier on the timer's own view (the labels around it keep their direction); "
                            + "the Unicode Bidirectional Algorithm keeps \"5:23\" in order only in a string the app lays "
                            + "out itself, such as CountdownFormatter's.")
                    lone.severity = .warning
                    findings.append(lone)
                }
            }
        }
        return findings
    }

    /// Whether the view at `site` is an argument of `.accessibilityValue(…)`,
    /// `.accessibilityLabel(…)` or `.accessibilityHint(…)`: VoiceOver speaks it, nothing
    /// lays it out (a Live Activity's `.accessibilityValue(Text(timerInterval: r))`).
    static func isSpokenOnly(_ site: SwiftCodeFile.Site, in file: SwiftCodeFile) -> Bool {
        var current = file.enclosingSite(of: site)
        while let here = current {
            let run = file.runs[here.run]
            if run.isPunctuation(0x28, at: here.token), run.isPunctuation(0x2E, at: here.token - 2),
               let name = run.identifier(at: here.token - 1),
               ["accessibilityValue", "accessibilityLabel", "accessibilityHint"].contains(name) {
                return true
            }
            current = file.enclosingSite(of: here)
        }
        return false
    }

    /// Whether the token at `site` is inside a preview — `#Preview { … }`,
    /// `#Preview("name") { … }`, or a `previews` property — which Xcode shows and
    /// no user does.
    static func isInPreview(_ site: SwiftCodeFile.Site, in file: SwiftCodeFile) -> Bool {
        func isPreviewMacro(_ run: SwiftCodeFile.Run, nameAt index: Int) -> Bool {
            run.identifier(at: index) == "Preview" && run.isPunctuation(0x23, at: index - 1)
        }
        var current = file.enclosingSite(of: site)
        while let here = current {
            let run = file.runs[here.run]
            let opener = here.token
            if isPreviewMacro(run, nameAt: opener - 1) { return true }
            if run.isPunctuation(0x7B, at: opener) {
                if run.isPunctuation(0x29, at: opener - 1), let open = run.partner[opener - 1],
                   isPreviewMacro(run, nameAt: open - 1) {
                    return true
                }
                if here.run == 0, declarationHeader(in: run, braceAt: opener)?.name == "previews" { return true }
            }
            current = file.enclosingSite(of: here)
        }
        return false
    }

    /// How a message says where a timer is shown without `.leftToRight`:
    /// ` in the Dynamic Island's compactTrailing`, ` on the Lock Screen`, or
    /// nothing when the sources do not say.
    static func phrase(for regions: [TimerRegion]) -> String {
        guard !regions.isEmpty else { return "" }
        let names = regions.map(\.phrase)
        let listed = names.count == 1 ? names[0]
            : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
        return " (" + listed + ")"
    }
}
