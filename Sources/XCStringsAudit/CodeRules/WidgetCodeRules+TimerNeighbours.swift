extension WidgetCodeRules {
    // timer-direction: what shares a timer's line (a sign, another number), and
    // which timer view a call is.

    /// A `ProgressView(timerInterval:…)` whose time label the system draws: one
    /// without a `currentValueLabel:` of its own.
    static func progressTimerKind(in run: SwiftCodeFile.Run, at index: Int) -> TimerKind? {
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
    enum Neighbour {
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
    static func numericNeighbour(of site: SwiftCodeFile.Site, in file: SwiftCodeFile) -> Neighbour {
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
    static func stackBrace(of index: Int, in run: SwiftCodeFile.Run) -> Int? {
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
    static func spacerSeparates(_ first: Int, _ second: Int, in run: SwiftCodeFile.Run, stack: Int) -> Bool {
        ((min(first, second) + 1)..<max(first, second)).contains { position in
            run.identifier(at: position) == "Spacer" && run.isPunctuation(0x28, at: position + 1)
                && stackBrace(of: position, in: run) == stack
        }
    }

    /// The braces of the `if`/`else` branches between the token at `index` and the
    /// view builder it is a child of (``stackBrace(of:in:)``).
    static func branchBraces(of index: Int, in run: SwiftCodeFile.Run) -> Set<Int> {
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
    static func isBranch(braceAt brace: Int, in run: SwiftCodeFile.Run) -> Bool {
        if run.identifier(at: brace - 1) == "else" { return true }
        return walkBack(fromBraceAt: brace, in: run, stoppingAt: [0x7B, 0x7D, 0x3B]) { cursor in
            run.identifier(at: cursor) == "if" ? .found(true) : .next
        } ?? false
    }

    /// What ``walkBack(fromBraceAt:in:stoppingAt:_:)`` does at a token.
    enum WalkStep<Found> {
        case next
        case found(Found)
        case stop
    }

    /// Walks back from the `{` at `brace` over the tokens at its own level (a
    /// bracketed group is skipped whole), up to 64, and returns what `step` finds
    /// first; `nil` at punctuation in `stops` (`{`, `}`, `;`, `=` as bytes), at a
    /// `.stop`, or at the start.
    static func walkBack<Found>(fromBraceAt brace: Int, in run: SwiftCodeFile.Run, stoppingAt stops: [UInt8],
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
    enum PieceKind {
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
    static func pieceKind(_ run: SwiftCodeFile.Run, textAt index: Int) -> PieceKind {
        if timerKind(in: run, textAt: index) != nil { return .number }
        let arguments = arguments(of: run, openingAt: index + 1)
        if arguments.contains(where: { $0.label == "format" }) { return .number }
        guard let first = arguments.first, let texts = literalTexts(run, first.range), !texts.isEmpty,
              texts.allSatisfy({ !$0.isEmpty && !$0.contains(where: \.isLetter) }) else { return .other }
        return texts.contains { $0.contains(where: isNumericCharacter) } ? .number : .separator
    }

    /// The texts an argument can show when it is a literal (`"-"`) or a choice
    /// between two (`short ? "-00:0" : "-00:"`); `nil` for anything else.
    static func literalTexts(_ run: SwiftCodeFile.Run, _ range: Range<Int>) -> [String]? {
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
    static func isNumericPiece(_ run: SwiftCodeFile.Run, textAt index: Int) -> Bool {
        pieceKind(run, textAt: index) == .number
    }

    /// Whether a literal holding a timer has another value right beside one of
    /// its interpolations: a digit, sign or `/` next to it (`"-\(t)"`,
    /// `"\(t) / 10:00"`), or another interpolation with no letters between
    /// (`"\(t) / \(total)"`). Words between them (`"Round \(t) of 3"`) keep
    /// the numbers apart in every language.
    static func literalHasANeighbour(_ literal: SwiftStringLiteral) -> Bool {
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
    static func isNumericCharacter(_ character: Character) -> Bool {
        character.isNumber || "+-\u{2212}/".contains(character)
    }

    /// The index of the last token of the modifier chain after `end`.
    static func chainEnd(in run: SwiftCodeFile.Run, after end: Int) -> Int {
        var cursor = end
        while run.isPunctuation(0x2E, at: cursor + 1), run.identifier(at: cursor + 2) != nil {
            cursor += 2
            if run.isPunctuation(0x28, at: cursor + 1), let close = run.partner[cursor + 1] { cursor = close }
        }
        return cursor
    }
}
