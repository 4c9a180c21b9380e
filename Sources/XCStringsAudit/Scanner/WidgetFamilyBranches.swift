/// The branches of a `switch` over a widget's family that no family the
/// target's widgets support reaches: WidgetKit draws a widget only in the
/// families its configuration lists (`.supportedFamilies([.systemMedium])`), so
/// a `default:` after a case for each of them, or a case only for others, never
/// runs.
///
/// ```swift
/// // .supportedFamilies([.systemSmall, .systemMedium]) on every widget:
/// switch family {
/// case .systemSmall: SmallView()
/// case .systemMedium: MediumView()
/// default: Text("Unsupported family")   // never taken
/// }
/// ```
///
/// The families are known only when every `struct … : Widget` of the target's
/// code (but a Live Activity's, an `ActivityConfiguration`, drawn in places of
/// its own) says `.supportedFamilies([…])` with a list of families written out; a
/// widget without one supports its platform's defaults, and a list that is a
/// value (`.supportedFamilies(families)`) may be any. A switch is read where its
/// subject is a name ending in `family` or `widgetFamily`, and a case only where
/// its patterns are families (`case .systemSmall, .systemMedium:`).
enum WidgetFamilyBranches {
    typealias Place = SwiftSourceScanner.Place

    /// The families the widgets of `files` (each file's top-level tokens) support,
    /// or `nil` when not known.
    static func supportedFamilies(in files: [[SwiftLexer.Token]]) -> Set<String>? {
        var families = Set<String>(), widgets = 0
        for tokens in files {
            let closing = SwiftLexer.closingBrackets(tokens)
            for index in tokens.indices where isWord(tokens, index, "struct") {
                // `struct Name: Widget {`, `struct Name: Widget, Sendable {`
                var brace = index + 2, isWidget = false
                while brace < tokens.count, brace < index + 24, !isPunctuation(tokens, brace, 0x7B) {
                    if isWord(tokens, brace, "Widget"), !isPunctuation(tokens, brace - 1, 0x2E) { isWidget = true }
                    brace += 1
                }
                guard isWidget, isPunctuation(tokens, brace, 0x7B), closing[brace] > brace else { continue }
                // A Live Activity is drawn in its own places, not in a widget family.
                if (brace..<closing[brace]).contains(where: { isWord(tokens, $0, "ActivityConfiguration") }) { continue }
                widgets += 1
                var listed = false
                for call in brace..<closing[brace] where isWord(tokens, call, "supportedFamilies")
                    && isPunctuation(tokens, call - 1, 0x2E) {
                    guard let list = familyList(tokens, openingAt: call + 1, closing: closing) else { return nil }
                    families.formUnion(list)
                    listed = true
                }
                guard listed else { return nil }  // the platform's defaults
            }
        }
        return widgets > 0 ? families : nil
    }

    /// `([.systemSmall, .systemMedium])` at `open`: the families, or `nil` for anything else.
    private static func familyList(_ tokens: [SwiftLexer.Token], openingAt open: Int, closing: [Int]) -> Set<String>? {
        guard isPunctuation(tokens, open, 0x28), isPunctuation(tokens, open + 1, 0x5B),
              closing[open + 1] > open + 1, closing[open] == closing[open + 1] + 1 else { return nil }
        var families = Set<String>(), index = open + 2
        while index < closing[open + 1] {
            guard isPunctuation(tokens, index, 0x2E), case .identifier(let family) = tokens[index + 1].kind else { return nil }
            families.insert(family)
            index += 2
            if isPunctuation(tokens, index, 0x2C) { index += 1 }
        }
        return families
    }

    /// The braces of the branches of `tokens` that no family of `families` reaches.
    ///
    /// - Complexity: O(*n*) in the number of tokens.
    static func neverTaken(_ tokens: [SwiftLexer.Token], families: Set<String>) -> [ClosedRange<Place>] {
        let switches = tokens.indices.filter { isWord(tokens, $0, "switch") }
        guard !switches.isEmpty else { return [] }
        let closing = SwiftLexer.closingBrackets(tokens)
        func place(_ index: Int) -> Place { Place(line: tokens[index].line, column: tokens[index].column) }
        var ranges: [ClosedRange<Place>] = []
        for start in switches {
            // `switch family {`, `switch(family) {`, `switch self.widgetFamily {`
            var index = start + 1
            let parenthesised = isPunctuation(tokens, index, 0x28)
            if parenthesised { index += 1 }
            var last: String?
            while case .identifier(let name) = tokens[safe: index]?.kind {
                last = name
                index += 1
                guard isPunctuation(tokens, index, 0x2E) else { break }
                index += 1
            }
            if parenthesised {
                guard isPunctuation(tokens, index, 0x29) else { continue }
                index += 1
            }
            guard let last, last == "family" || last == "widgetFamily", isPunctuation(tokens, index, 0x7B),
                  closing[index] > index else { continue }
            let end = closing[index]
            // The labels at the switch's own depth: each one's first token, its families
            // (`nil`: another pattern) and whether it is `default`.
            var labels: [(token: Int, families: Set<String>?, isDefault: Bool)] = []
            var cursor = index + 1
            while cursor < end {
                if closing[cursor] > cursor { cursor = closing[cursor] + 1; continue }
                // A label's `case`, not `if case`, `guard case`, `for case` or a second pattern's.
                if isWord(tokens, cursor, "case"),
                   !["if", "guard", "while", "for"].contains(where: { isWord(tokens, cursor - 1, $0) }),
                   !isPunctuation(tokens, cursor - 1, 0x2C) {
                    var families: Set<String>? = [], next = cursor + 1
                    while next < end, !isPunctuation(tokens, next, 0x3A) {
                        if isPunctuation(tokens, next, 0x2E), case .identifier(let family) = tokens[safe: next + 1]?.kind {
                            families?.insert(family)
                            next += 2
                            if isPunctuation(tokens, next, 0x2C) { next += 1 }
                        } else {
                            families = nil
                            next += 1
                        }
                    }
                    labels.append((cursor, families, false))
                    cursor = next
                } else if isWord(tokens, cursor, "default"), isPunctuation(tokens, cursor + 1, 0x3A) {
                    let first = isWord(tokens, cursor - 1, "unknown") && isPunctuation(tokens, cursor - 2, 0x40) ? cursor - 2 : cursor
                    labels.append((first, nil, true))
                }
                cursor += 1
            }
            let handled = labels.reduce(into: Set<String>()) { $0.formUnion($1.families ?? []) }
            for (position, label) in labels.enumerated() {
                let bodyEnd = position + 1 < labels.count ? labels[position + 1].token - 1 : end - 1
                guard bodyEnd > label.token else { continue }
                let isDead = label.isDefault ? families.isSubset(of: handled)
                    : label.families.map { !$0.isEmpty && $0.isDisjoint(with: families) } ?? false
                if isDead { ranges.append(place(label.token)...place(bodyEnd)) }
            }
        }
        return ranges
    }

    private static func isPunctuation(_ tokens: [SwiftLexer.Token], _ index: Int, _ byte: UInt8) -> Bool {
        index >= 0 && index < tokens.count && SwiftKeyRecogniser.isPunctuation(tokens[index], byte)
    }

    private static func isWord(_ tokens: [SwiftLexer.Token], _ index: Int, _ word: String) -> Bool {
        index >= 0 && index < tokens.count && SwiftKeyRecogniser.isWord(tokens[index], word)
    }
}

private extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
