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
                guard let view = run.identifier(at: index), view == "Text" || view == "ProgressView",
                      run.isPunctuation(0x28, at: index + 1), run.identifier(at: index - 1) != "func",
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
    private static func isSpokenOnly(_ site: SwiftCodeFile.Site, in file: SwiftCodeFile) -> Bool {
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
    private static func phrase(for regions: [TimerRegion]) -> String {
        guard !regions.isEmpty else { return "" }
        let names = regions.map(\.phrase)
        let listed = names.count == 1 ? names[0]
            : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
        return " (" + listed + ")"
    }

    /// A `ProgressView(timerInterval:…)` whose time label the system draws: one
    /// without a `currentValueLabel:` of its own.
    private static func progressTimerKind(in run: SwiftCodeFile.Run, at index: Int) -> TimerKind? {
        let arguments = Self.arguments(of: run, openingAt: index + 1)
        guard arguments.first?.label == "timerInterval", !arguments.contains(where: { $0.label == "currentValueLabel" }),
              let close = run.partner[index + 1] else { return nil }
        // Trailing closures: `{ label } currentValueLabel: { … }`.
        var cursor = close + 1
        if run.isPunctuation(0x7B, at: cursor), let end = run.partner[cursor] { cursor = end + 1 }
        while let label = run.identifier(at: cursor), run.isPunctuation(0x3A, at: cursor + 1),
              run.isPunctuation(0x7B, at: cursor + 2), let end = run.partner[cursor + 2] {
            if label == "currentValueLabel" { return nil }
            cursor = end + 1
        }
        return TimerKind(name: "ProgressView(timerInterval:)", signed: false, isSystem: true)
    }

    /// What shares a timer's line, as ``numericNeighbour(of:in:)`` finds it.
    private enum Neighbour {
        /// Nothing on the line moves: the timer is alone, among words, or the whole
        /// line is isolated.
        case alone
        /// What moves, as a message names it.
        case neighbour(String)
        /// Another timer on the line, before this one, reports the line (one
        /// finding per line); what this one would say about it.
        case reportedBy(SwiftCodeFile.Site, String)
    }

    /// What shares the timer's line and moves in a right-to-left line: another
    /// value in its literal, a `Text` concatenated to it, or a sibling in an
    /// `HStack`.
    private static func numericNeighbour(of site: SwiftCodeFile.Site, in file: SwiftCodeFile) -> Neighbour {
        var view = site
        // A timer interpolated into a literal: the literal and the Text that shows it.
        if site.run > 0 {
            var outer = site
            while outer.run > 0, let next = file.enclosingSite(of: outer) { outer = next }
            guard outer.run == 0, case .string(let literal, _) = file.runs[0].tokens[outer.token].kind else { return .alone }
            // The whole line isolated left to right (LRI or FSI … PDI) keeps its order;
            // isolating the timer alone does not: the isolate is one neutral among the numbers.
            let scalars = literal.sourceSpelling.unicodeScalars
            if let first = scalars.first, first.value == 0x2066 || first.value == 0x2068, scalars.last?.value == 0x2069 {
                return .alone
            }
            if literalHasANeighbour(literal) { return .neighbour("the other values of \"\(literal.sourceSpelling)\"") }
            let run = file.runs[0]
            guard let opener = run.enclosing[outer.token], run.isPunctuation(0x28, at: opener),
                  run.identifier(at: opener - 1) == "Text" else { return .alone }
            view = SwiftCodeFile.Site(run: 0, token: opener - 1)
        }
        let run = file.runs[view.run]
        // Text + Text, looking past separators (`Text(" | ")`) to the piece beyond.
        if var close = run.partner[view.token + 1] {
            while true {
                let end = modifierChain(in: run, after: close).isEmpty ? close : chainEnd(in: run, after: close)
                guard run.isPunctuation(0x2B, at: end + 1), run.identifier(at: end + 2) == "Text",
                      run.isPunctuation(0x28, at: end + 3), let next = run.partner[end + 3] else { break }
                let piece = pieceKind(run, textAt: end + 2)
                if piece == .number { return .neighbour("the Text added to it") }
                guard piece == .separator else { break }
                close = next
            }
        }
        var left = view.token
        while run.isPunctuation(0x2B, at: left - 1), run.isPunctuation(0x29, at: left - 2),
              let open = run.partner[left - 2], run.identifier(at: open - 1) == "Text" {
            let piece = pieceKind(run, textAt: open - 1)
            if piece == .number {
                // One finding per line: a timer on the left reports it.
                return timerKind(in: run, textAt: open - 1) == nil ? .neighbour("the Text it is added to")
                    : .reportedBy(SwiftCodeFile.Site(run: view.run, token: open - 1), "the Text it is added to")
            }
            guard piece == .separator else { break }
            left = open - 1
        }
        // Siblings in an HStack, which SwiftUI mirrors in a right-to-left layout; the
        // views of the timer's own `if`/`else` branch are its children too, those of
        // another branch are not (they are shown instead of it, never beside it).
        guard let brace = stackBrace(of: view.token, in: run), let close = run.partner[brace] else { return .alone }
        var header = brace - 1
        if run.isPunctuation(0x29, at: header), let open = run.partner[header] { header = open - 1 }
        guard run.identifier(at: header) == "HStack" else { return .alone }
        let timerBranches = branchBraces(of: view.token, in: run)
        var found = false
        for sibling in (brace + 1)..<close where sibling != view.token
            && run.identifier(at: sibling) == "Text" && run.isPunctuation(0x28, at: sibling + 1)
            && stackBrace(of: sibling, in: run) == brace
            && branchBraces(of: sibling, in: run).isSubset(of: timerBranches)
            && !spacerSeparates(sibling, view.token, in: run, stack: brace) {
            // One finding per HStack: the first timer in it reports it.
            if sibling < view.token, timerKind(in: run, textAt: sibling) != nil {
                return .reportedBy(SwiftCodeFile.Site(run: view.run, token: sibling), "the numbers beside it in an HStack")
            }
            if isNumericPiece(run, textAt: sibling) { found = true }
        }
        return found ? .neighbour("the numbers beside it in an HStack") : .alone
    }

    /// The `{` of the view builder whose child the token at `index` is: its innermost
    /// enclosing brace, looking past the braces of `if`/`else` branches (which
    /// lay their views out in the builder around them); `nil` when it is none.
    private static func stackBrace(of index: Int, in run: SwiftCodeFile.Run) -> Int? {
        guard var brace = run.enclosing[index], run.isPunctuation(0x7B, at: brace) else { return nil }
        while isBranch(braceAt: brace, in: run), let outer = run.enclosing[brace] {
            guard run.isPunctuation(0x7B, at: outer) else { return nil }
            brace = outer
        }
        return brace
    }

    /// Whether a `Spacer()` of the stack whose `{` is at `stack` stands between the
    /// tokens at `first` and `second`: it pushes them to the two ends of the row,
    /// where each is a label of its own (a progress bar's start value and the time
    /// left), and mirroring the row is the right-to-left layout, not a reversed number.
    private static func spacerSeparates(_ first: Int, _ second: Int, in run: SwiftCodeFile.Run, stack: Int) -> Bool {
        ((min(first, second) + 1)..<max(first, second)).contains { position in
            run.identifier(at: position) == "Spacer" && run.isPunctuation(0x28, at: position + 1)
                && stackBrace(of: position, in: run) == stack
        }
    }

    /// The braces of the `if`/`else` branches between the token at `index` and the
    /// view builder it is a child of (``stackBrace(of:in:)``).
    private static func branchBraces(of index: Int, in run: SwiftCodeFile.Run) -> Set<Int> {
        var braces = Set<Int>()
        var brace = run.enclosing[index]
        while let current = brace, run.isPunctuation(0x7B, at: current), isBranch(braceAt: current, in: run) {
            braces.insert(current)
            brace = run.enclosing[current]
        }
        return braces
    }

    /// Whether the `{` at `brace` opens a branch: `else {`, or `if condition {`
    /// (the condition's tokens at the same level, brackets skipped, up to 64).
    private static func isBranch(braceAt brace: Int, in run: SwiftCodeFile.Run) -> Bool {
        if run.identifier(at: brace - 1) == "else" { return true }
        return walkBack(fromBraceAt: brace, in: run, stoppingAt: [0x7B, 0x7D, 0x3B]) { cursor in
            run.identifier(at: cursor) == "if" ? .found(true) : .next
        } ?? false
    }

    /// What ``walkBack(fromBraceAt:in:stoppingAt:_:)`` does at a token.
    private enum WalkStep<Found> {
        case next
        case found(Found)
        case stop
    }

    /// Walks back from the `{` at `brace` over the tokens at its own level (a
    /// bracketed group is skipped whole), up to 64, and returns what `step` finds
    /// first; `nil` at punctuation in `stops` (`{`, `}`, `;`, `=` as bytes), at a
    /// `.stop`, or at the start.
    private static func walkBack<Found>(fromBraceAt brace: Int, in run: SwiftCodeFile.Run, stoppingAt stops: [UInt8],
                                        _ step: (Int) -> WalkStep<Found>) -> Found? {
        var cursor = brace - 1
        var steps = 0
        while cursor >= 0, steps < 64, run.enclosing[cursor] == run.enclosing[brace] {
            steps += 1
            if let partner = run.partner[cursor], partner < cursor {
                cursor = partner - 1
                continue
            }
            if stops.contains(where: { run.isPunctuation($0, at: cursor) }) { return nil }
            switch step(cursor) {
            case .next: cursor -= 1
            case .found(let found): return found
            case .stop: return nil
            }
        }
        return nil
    }

    /// What a piece of a line is to the numbers beside it.
    private enum PieceKind {
        /// A timer, a formatted value, or text of digits, signs and slashes
        /// (`"/"`, `"-"`, `" / 10:00"`): it changes places with the timer.
        case number
        /// Text of only spaces and other punctuation (`" "`, `" | "`, `" · "`):
        /// neutral, it takes the direction of what is beside it.
        case separator
        /// Words, or a value the tokens cannot show.
        case other
    }

    /// What the `Text` at `index` shows, as a piece of the timer's line.
    private static func pieceKind(_ run: SwiftCodeFile.Run, textAt index: Int) -> PieceKind {
        if timerKind(in: run, textAt: index) != nil { return .number }
        let arguments = arguments(of: run, openingAt: index + 1)
        if arguments.contains(where: { $0.label == "format" }) { return .number }
        guard let first = arguments.first, let texts = literalTexts(run, first.range), !texts.isEmpty,
              texts.allSatisfy({ !$0.isEmpty && !$0.contains(where: \.isLetter) }) else { return .other }
        return texts.contains { $0.contains(where: isNumericCharacter) } ? .number : .separator
    }

    /// The texts an argument can show when it is a literal (`"-"`) or a choice
    /// between two (`short ? "-00:0" : "-00:"`); `nil` for anything else.
    private static func literalTexts(_ run: SwiftCodeFile.Run, _ range: Range<Int>) -> [String]? {
        func text(at index: Int) -> String? {
            guard range.contains(index), case .string(let literal, _) = run.tokens[index].kind else { return nil }
            return literal.plainText
        }
        if range.count == 1 { return text(at: range.lowerBound).map { [$0] } }
        // `condition ? "a" : "b"`: the last three tokens after the condition.
        let end = range.upperBound
        guard range.count >= 5, run.isPunctuation(0x3F, at: end - 4), run.isPunctuation(0x3A, at: end - 2),
              let yes = text(at: end - 3), let no = text(at: end - 1) else { return nil }
        return [yes, no]
    }

    /// Whether a `Text` shows a number, a timer, or a sign or slash (`"/"`, `"-"`).
    private static func isNumericPiece(_ run: SwiftCodeFile.Run, textAt index: Int) -> Bool {
        pieceKind(run, textAt: index) == .number
    }

    /// Whether a literal holding a timer has another value right beside one of
    /// its interpolations: a digit, sign or `/` next to it (`"-\(t)"`,
    /// `"\(t) / 10:00"`), or another interpolation with no letters between
    /// (`"\(t) / \(total)"`). Words between them (`"Round \(t) of 3"`) keep
    /// the numbers apart in every language.
    private static func literalHasANeighbour(_ literal: SwiftStringLiteral) -> Bool {
        let segments = literal.segments
        for (index, segment) in segments.enumerated() {
            guard case .interpolation = segment else { continue }
            if index + 1 < segments.count {
                switch segments[index + 1] {
                case .interpolation:
                    return true
                case .text(let text):
                    if let first = text.first(where: { $0 != " " }), isNumericCharacter(first) { return true }
                    if index + 2 < segments.count, !text.contains(where: \.isLetter) { return true }
                }
            }
            if index > 0, case .text(let text) = segments[index - 1],
               let last = text.last(where: { $0 != " " }), isNumericCharacter(last) {
                return true
            }
        }
        return false
    }

    /// A digit, a plus or minus sign, or a slash.
    private static func isNumericCharacter(_ character: Character) -> Bool {
        character.isNumber || "+-\u{2212}/".contains(character)
    }

    /// The index of the last token of the modifier chain after `end`.
    private static func chainEnd(in run: SwiftCodeFile.Run, after end: Int) -> Int {
        var cursor = end
        while run.isPunctuation(0x2E, at: cursor + 1), run.identifier(at: cursor + 2) != nil {
            cursor += 2
            if run.isPunctuation(0x28, at: cursor + 1), let close = run.partner[cursor + 1] { cursor = close }
        }
        return cursor
    }

    /// A timer, as the rule judges it.
    private struct TimerKind: Equatable {
        /// How a message names it: `Text(timerInterval:)`.
        var name: String
        /// Whether it carries a sign or a slash of its own (`.offset`, `"-\(m):\(s)"`).
        var signed: Bool
        /// Whether the system draws it, live (`timerInterval:`, `.timer`, …), rather
        /// than the app's own string showing it.
        var isSystem: Bool
    }

    /// The timer `Text` at `index`, or `nil` when it is none (or is isolated already).
    private static func timerKind(in run: SwiftCodeFile.Run, textAt index: Int) -> TimerKind? {
        let arguments = Self.arguments(of: run, openingAt: index + 1)
        guard let first = arguments.first, first.label != "verbatim" else { return nil }
        let all = arguments.flatMap { Array($0.range) }
        // Output of the package's formatter is isolated; so is text with its own isolates.
        for position in all {
            if run.identifier(at: position) == "CountdownFormatter" { return nil }
            if case .string(let literal, _) = run.tokens[position].kind,
               literal.sourceSpelling.unicodeScalars.contains(where: { (0x2066...0x2069).contains($0.value) }) {
                return nil
            }
        }
        for argument in arguments {
            let value = Array(argument.range)
            func hasMember(_ name: String) -> Bool {
                value.contains { run.identifier(at: $0) == name && run.isPunctuation(0x2E, at: $0 - 1) }
            }
            switch argument.label {
            case "timerInterval":
                return TimerKind(name: "Text(timerInterval:)", signed: false, isSystem: true)
            case "style" where hasMember("timer"):
                return TimerKind(name: "Text(_:style: .timer)", signed: false, isSystem: true)
            case "style" where hasMember("offset"):
                return TimerKind(name: "Text(_:style: .offset)", signed: true, isSystem: true)
            case "format" where hasMember("timer"):
                return TimerKind(name: "Text(_:format: .timer…)", signed: false, isSystem: true)
            case "format" where hasMember("stopwatch"):
                return TimerKind(name: "Text(_:format: .stopwatch…)", signed: false, isSystem: true)
            case "format" where hasMember("time") && value.contains { run.identifier(at: $0) == "pattern" }:
                return TimerKind(name: "Text(_:format: .time(pattern:))", signed: false, isSystem: false)
            default:
                continue
            }
        }
        guard let close = run.partner[index + 1],
              modifierChain(in: run, after: close).contains(where: { $0.name == "monospacedDigit" }),
              let signed = Self.showsADuration(run, all) else { return nil }
        return TimerKind(name: "This Text of a duration with .monospacedDigit()", signed: signed, isSystem: false)
    }

    /// Whether argument tokens show a duration — `Duration`, a literal with
    /// `%02d`, or `\(minutes):\(seconds)` — and if so, whether its text also
    /// carries a sign or `/` (`"-\(m):\(s)"`); `nil` when it is no duration.
    private static func showsADuration(_ run: SwiftCodeFile.Run, _ positions: [Int]) -> Bool? {
        var isDuration = false
        var signed = false
        for position in positions {
            if run.identifier(at: position) == "Duration" { isDuration = true }
            guard case .string(let literal, _) = run.tokens[position].kind else { continue }
            if literal.sourceSpelling.contains("%02") { isDuration = true }
            var previousWasInterpolation = false
            var separatedByColon = false
            for segment in literal.segments {
                switch segment {
                case .interpolation:
                    if separatedByColon { isDuration = true }
                    previousWasInterpolation = true
                case .text(let text):
                    separatedByColon = previousWasInterpolation && text == ":"
                    previousWasInterpolation = false
                    if text.contains(where: { "+-\u{2212}/".contains($0) }) { signed = true }
                }
            }
        }
        return isDuration ? signed : nil
    }

    /// The modifiers applied after the token at `end`: `.name(…)` with their
    /// trailing closures, and labelled trailing closures (`} dynamicIsland: {`).
    private static func modifierChain(in run: SwiftCodeFile.Run, after end: Int) -> [(name: String, arguments: Range<Int>)] {
        var chain: [(name: String, arguments: Range<Int>)] = []
        var cursor = end + 1
        while cursor < run.tokens.count {
            if run.isPunctuation(0x2E, at: cursor), let name = run.identifier(at: cursor + 1) {
                var next = cursor + 2
                var arguments = next..<next
                if run.isPunctuation(0x28, at: next), let close = run.partner[next] {
                    arguments = (next + 1)..<close
                    next = close + 1
                }
                while run.isPunctuation(0x7B, at: next), let close = run.partner[next] { next = close + 1 }
                chain.append((name, arguments))
                cursor = next
            } else if run.identifier(at: cursor) != nil, run.isPunctuation(0x3A, at: cursor + 1),
                      run.isPunctuation(0x7B, at: cursor + 2), let close = run.partner[cursor + 2] {
                cursor = close + 1
            } else {
                break
            }
        }
        return chain
    }

    /// A declaration whose uses were followed, so that a cycle ends.
    private struct Declaration: Hashable {
        var file: Int
        var site: SwiftCodeFile.Site
    }

    /// What the places that show a declaration say about a view inside it.
    private enum UseResult {
        /// The sources show it nowhere (or it is a `body`, which SwiftUI shows).
        case noUses
        /// Every place that shows it is left to right.
        case leftToRight
        /// Some place is not; the regions of those places that the sources name.
        case shown([TimerRegion])
    }

    /// Where a Live Activity shows a view.
    enum TimerRegion: Hashable {
        /// `compactLeading:`, `compactTrailing:` or `minimal:` of a `DynamicIsland`.
        case compact(String)
        /// `DynamicIslandExpandedRegion(.trailing)`, with its position as written.
        case expanded(String)
        /// The `dynamicIsland:` closure, no region of it named.
        case dynamicIsland
        /// The first closure of an `ActivityConfiguration` (or its `content:`).
        case lockScreen

        /// How a message names it: `the Dynamic Island's compactTrailing`.
        var phrase: String {
            switch self {
            case .compact(let name): "the Dynamic Island's \(name)"
            case .expanded(let position): "DynamicIslandExpandedRegion(\(position))"
            case .dynamicIsland: "the Dynamic Island"
            case .lockScreen: "the Lock Screen"
            }
        }
    }

    /// The region a `{` opens: `compactTrailing: {`, `DynamicIslandExpandedRegion(.trailing) {`,
    /// `dynamicIsland: {`, or the Lock Screen closure `ActivityConfiguration(for: A.self) {`
    /// (or `content: {` in its parentheses); `nil` for any other brace.
    static func region(openedAt brace: Int, in run: SwiftCodeFile.Run) -> TimerRegion? {
        guard run.isPunctuation(0x7B, at: brace) else { return nil }
        if run.isPunctuation(0x3A, at: brace - 1), let label = run.identifier(at: brace - 2) {
            switch label {
            case "compactLeading", "compactTrailing", "minimal":
                return .compact(label)
            case "dynamicIsland":
                return .dynamicIsland
            case "content":
                guard let open = run.enclosing[brace], run.isPunctuation(0x28, at: open),
                      run.identifier(at: open - 1) == "ActivityConfiguration" else { return nil }
                return .lockScreen
            default:
                return nil
            }
        }
        guard run.isPunctuation(0x29, at: brace - 1), let open = run.partner[brace - 1] else { return nil }
        switch run.identifier(at: open - 1) {
        case "ActivityConfiguration":
            return .lockScreen
        case "DynamicIslandExpandedRegion":
            // The position: the first argument's last member (`.trailing`,
            // `DynamicIslandExpandedRegionPosition.trailing`).
            var cursor = open + 1
            var position: String?
            while cursor < brace - 1, !run.isPunctuation(0x2C, at: cursor) {
                if let name = run.identifier(at: cursor), run.isPunctuation(0x2E, at: cursor - 1) { position = name }
                cursor = run.partner[cursor].map { $0 > cursor ? $0 + 1 : cursor + 1 } ?? cursor + 1
            }
            return .expanded(position.map { "." + $0 } ?? "…")
        default:
            return nil
        }
    }

    /// Where the view at `site` is shown without `.leftToRight`: `nil` when a
    /// modifier on it or on an enclosing view makes it left to right, or every use
    /// of an enclosing declaration is; else the regions of the places that are
    /// not (empty when the sources do not name one).
    ///
    /// - Parameter memo: What the uses of each declaration said, so that each is
    ///   followed once per file (a cycle counts as shown, region unknown).
    private func unprotectedRegions(_ fileIndex: Int, _ site: SwiftCodeFile.Site, project: WidgetProject,
                                    memo: inout [Declaration: UseResult], depth: Int) -> [TimerRegion]? {
        let file = project.files[fileIndex]
        var region: TimerRegion?
        var shown: [TimerRegion]?
        var current: SwiftCodeFile.Site? = site
        while let here = current {
            let run = file.runs[here.run]
            var end = here.token
            if let partner = run.partner[end], partner > end {
                end = partner
            } else if run.isPunctuation(0x28, at: end + 1), let partner = run.partner[end + 1] {
                end = partner
            }
            let chain = Self.modifierChain(in: run, after: end)
            if chain.contains(where: { $0.name == "environment" && Self.setsLeftToRight(run, $0.arguments) }) {
                return nil
            }
            if region == nil { region = Self.region(openedAt: here.token, in: run) }
            if here.run == 0, run.isPunctuation(0x7B, at: here.token), depth < 8,
               let header = Self.declarationHeader(in: run, braceAt: here.token) {
                let declaration = Declaration(file: fileIndex, site: SwiftCodeFile.Site(run: 0, token: header.nameToken))
                let result: UseResult
                if let known = memo[declaration] {
                    result = known
                } else {
                    memo[declaration] = .shown([])
                    let uses = Self.uses(of: header, in: fileIndex, project: project)
                    if uses.isEmpty {
                        result = .noUses
                    } else {
                        var regions: [TimerRegion] = []
                        var all = true
                        for use in uses {
                            guard let found = unprotectedRegions(use.file, use.site, project: project, memo: &memo,
                                                                 depth: depth + 1) else { continue }
                            all = false
                            for place in found where !regions.contains(place) { regions.append(place) }
                        }
                        result = all ? .leftToRight : .shown(regions)
                    }
                    memo[declaration] = result
                }
                switch result {
                case .noUses: break
                case .leftToRight: return nil
                // A region inside the declaration is where it shows; one outside it is the uses' business.
                case .shown(let regions): if shown == nil { shown = region.map { [$0] } ?? regions }
                }
            }
            current = file.enclosingSite(of: here)
        }
        return shown ?? region.map { [$0] } ?? []
    }

    /// Whether `.environment(…)`'s arguments set `\.layoutDirection` to `.leftToRight`:
    /// a key path ending in `layoutDirection`, then `.leftToRight` or
    /// `LayoutDirection.leftToRight` (`SwiftUI.` before it too) and nothing else —
    /// not a choice such as `rtl ? .rightToLeft : .leftToRight`.
    private static func setsLeftToRight(_ run: SwiftCodeFile.Run, _ arguments: Range<Int>) -> Bool {
        let open = arguments.lowerBound - 1
        guard let comma = arguments.first(where: { run.isPunctuation(0x2C, at: $0) && run.enclosing[$0] == open }),
              (arguments.lowerBound..<comma).contains(where: { run.identifier(at: $0) == "layoutDirection" })
        else { return false }
        var value = Array((comma + 1)..<arguments.upperBound)
        guard value.count >= 2, run.identifier(at: value.last!) == "leftToRight",
              run.isPunctuation(0x2E, at: value[value.count - 2]) else { return false }
        value.removeLast(2)
        let spelled = value.map { run.identifier(at: $0) ?? (run.isPunctuation(0x2E, at: $0) ? "." : "?") }.joined()
        return spelled.isEmpty || spelled == "LayoutDirection" || spelled == "SwiftUI.LayoutDirection"
    }

    /// The declaration a `{` opens: `var name … {`, `func name(…) … {`, or a type.
    static func declarationHeader(in run: SwiftCodeFile.Run, braceAt brace: Int)
        -> (keyword: String, name: String, nameToken: Int)? {
        walkBack(fromBraceAt: brace, in: run, stoppingAt: [0x7B, 0x7D, 0x3D, 0x3B]) { cursor in
            guard let keyword = run.identifier(at: cursor),
                  ["var", "func", "struct", "class", "enum", "actor", "extension"].contains(keyword) else { return .next }
            guard let name = run.identifier(at: cursor + 1) else { return .stop }
            return .found((keyword, name, cursor + 1))
        }
    }

    /// The places that show a declaration: a type's `Name(`/`Name {` in any file;
    /// a property's or function's name in its own file. `body` is shown by SwiftUI;
    /// a place inside a preview (``isInPreview(_:in:)``) shows it to no user.
    private static func uses(of header: (keyword: String, name: String, nameToken: Int), in fileIndex: Int,
                             project: WidgetProject) -> [(file: Int, site: SwiftCodeFile.Site)] {
        guard header.name != "body" else { return [] }
        let isType = header.keyword != "var" && header.keyword != "func"
        let declarationKeywords: Set<String> = ["var", "let", "func", "struct", "class", "enum", "actor", "extension",
                                                "case", "typealias"]
        return (project.uses[header.name] ?? []).filter { use in
            guard isType || use.file == fileIndex else { return false }
            let run = project.files[use.file].runs[use.site.run]
            let index = use.site.token
            if let previous = run.identifier(at: index - 1), declarationKeywords.contains(previous) { return false }
            if run.isPunctuation(0x3A, at: index + 1) { return false }  // a label
            if isInPreview(use.site, in: project.files[use.file]) { return false }
            if isType || header.keyword == "func" {
                return run.isPunctuation(0x28, at: index + 1) || run.isPunctuation(0x7B, at: index + 1)
            }
            return true
        }
    }
}
