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
/// The families are known only when every type declared `: Widget` in the target's
/// code (but a Live Activity's, an `ActivityConfiguration`, drawn in places of
/// its own) says `.supportedFamilies([…])` with a list of families written out; a
/// widget without one supports its platform's defaults, and a list that is a
/// value (`.supportedFamilies(families)`) may be any. A switch is read where its
/// subject is a name ending in `family` or `widgetFamily`, and a case only where
/// its patterns are families (`case .systemSmall, .systemMedium:`).
enum WidgetFamilyBranches {
    typealias Place = SwiftSourceScanner.Place

    /// The families the widgets of `files` (each file's top-level run) support,
    /// or `nil` when not known.
    static func supportedFamilies(in files: [SwiftCodeFile.Run]) -> Set<String>? {
        var families = Set<String>(), widgets = 0
        for run in files {
            for type in WidgetProject.typeDeclarations(in: run, file: 0) where type.conformances.contains("Widget") {
                let body = type.body
                // A Live Activity is drawn in its own places, not in a widget family.
                if body.contains(where: { run.identifier(at: $0) == "ActivityConfiguration" }) { continue }
                widgets += 1
                var listed = false
                for call in body where run.identifier(at: call) == "supportedFamilies" && run.isPunctuation(0x2E, at: call - 1) {
                    guard let list = familyList(run, openingAt: call + 1) else { return nil }
                    families.formUnion(list)
                    listed = true
                }
                guard listed else { return nil }  // the platform's defaults
            }
        }
        return widgets > 0 ? families : nil
    }

    /// `([.systemSmall, .systemMedium])` at `open`: the families, or `nil` for anything else.
    private static func familyList(_ run: SwiftCodeFile.Run, openingAt open: Int) -> Set<String>? {
        guard run.isPunctuation(0x28, at: open), run.isPunctuation(0x5B, at: open + 1),
              let listEnd = run.closing(of: open + 1), run.closing(of: open) == listEnd + 1 else { return nil }
        var families = Set<String>(), index = open + 2
        while index < listEnd {
            guard run.isPunctuation(0x2E, at: index), let family = run.identifier(at: index + 1) else { return nil }
            families.insert(family)
            index += 2
            if run.isPunctuation(0x2C, at: index) { index += 1 }
        }
        return families
    }

    /// The braces of the branches of `run` (a file's top-level run) that no
    /// family of `families` reaches.
    ///
    /// - Complexity: O(*n*) in the number of tokens.
    static func neverTaken(_ run: SwiftCodeFile.Run, families: Set<String>) -> [ClosedRange<Place>] {
        let tokens = run.tokens
        func place(_ index: Int) -> Place { Self.place(run, index) }
        var ranges: [ClosedRange<Place>] = []
        for start in tokens.indices where run.identifier(at: start) == "switch" {
            // `switch family {`, `switch(family) {`, `switch self.widgetFamily {`
            var index = start + 1
            let parenthesised = run.isPunctuation(0x28, at: index)
            if parenthesised { index += 1 }
            var last: String?
            while let name = run.identifier(at: index) {
                last = name
                index += 1
                guard run.isPunctuation(0x2E, at: index) else { break }
                index += 1
            }
            if parenthesised {
                guard run.isPunctuation(0x29, at: index) else { continue }
                index += 1
            }
            guard last == "family" || last == "widgetFamily", run.isPunctuation(0x7B, at: index),
                  let end = run.closing(of: index) else { continue }
            // The labels at the switch's own depth: each one's first token, its families
            // (`nil`: another pattern) and whether it is `default`.
            var labels: [(token: Int, families: Set<String>?, isDefault: Bool)] = []
            var cursor = index + 1
            while cursor < end {
                if let close = run.closing(of: cursor) { cursor = close + 1; continue }
                // A label's `case`, not `if case`, `guard case`, `for case` or a second pattern's.
                if run.identifier(at: cursor) == "case",
                   !["if", "guard", "while", "for"].contains(where: { run.identifier(at: cursor - 1) == $0 }),
                   !run.isPunctuation(0x2C, at: cursor - 1) {
                    var families: Set<String>? = [], next = cursor + 1
                    while next < end, !run.isPunctuation(0x3A, at: next) {
                        if run.isPunctuation(0x2E, at: next), let family = run.identifier(at: next + 1) {
                            families?.insert(family)
                            next += 2
                            if run.isPunctuation(0x2C, at: next) { next += 1 }
                        } else {
                            families = nil
                            next += 1
                        }
                    }
                    labels.append((cursor, families, false))
                    cursor = next
                } else if run.identifier(at: cursor) == "default", run.isPunctuation(0x3A, at: cursor + 1) {
                    let isUnknown = run.identifier(at: cursor - 1) == "unknown" && run.isPunctuation(0x40, at: cursor - 2)
                    labels.append((isUnknown ? cursor - 2 : cursor, nil, true))
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

    /// `dead` (each file's code that never runs, by path) with the functions that
    /// only it calls: a `func` whose name no code outside `dead` mentions — in
    /// any file of `files`, interpolations included — runs only from there
    /// (`serverDetailViewSystemMedium(…)`, named only in a `case .systemMedium:`
    /// no widget supports), and so do the functions only it names, in turn.
    ///
    /// - Parameter files: Every file of the target, by path: its runs as the
    ///   target compiles it, the top-level run first.
    /// - Complexity: O(*n* · *k*) for *n* tokens and *k* rounds (a function
    ///   found dead may leave another unmentioned); only where `dead` has code.
    static func withFunctionsOnlyCalledThere(_ dead: [String: [ClosedRange<Place>]],
                                             files: [(path: String, runs: [SwiftCodeFile.Run])])
        -> [String: [ClosedRange<Place>]] {
        var dead = dead
        var settled = Set<String>()
        while true {
            // The names called in dead code, not yet looked at.
            var candidates = Set<String>()
            for file in files {
                guard let ranges = dead[file.path] else { continue }
                for run in file.runs {
                    for index in run.tokens.indices where run.isPunctuation(0x28, at: index + 1) {
                        guard let name = run.identifier(at: index), !settled.contains(name),
                              ranges.contains(where: { $0.contains(place(run, index)) }) else { continue }
                        candidates.insert(name)
                    }
                }
            }
            guard !candidates.isEmpty else { return dead }
            settled.formUnion(candidates)
            // Where each is declared (`func name`, with its body), and whether code outside `dead` names it.
            var bodies: [String: [(path: String, range: ClosedRange<Place>)]] = [:]
            var mentioned = Set<String>()
            for file in files {
                let ranges = dead[file.path] ?? []
                for (runIndex, run) in file.runs.enumerated() {
                    for index in run.tokens.indices {
                        guard let name = run.identifier(at: index), candidates.contains(name),
                              !mentioned.contains(name) else { continue }
                        if runIndex == 0, run.identifier(at: index - 1) == "func" {
                            if let end = bodyEnd(ofFunctionNamedAt: index, in: run) {
                                bodies[name, default: []].append((file.path, place(run, index - 1)...place(run, end)))
                            }
                            continue
                        }
                        if !ranges.contains(where: { $0.contains(place(run, index)) }) { mentioned.insert(name) }
                    }
                }
            }
            var grew = false
            for (name, declared) in bodies where !mentioned.contains(name) {
                for body in declared { dead[body.path, default: []].append(body.range) }
                grew = true
            }
            guard grew else { return dead }
        }
    }

    /// Where the token at `index` of `run` starts.
    private static func place(_ run: SwiftCodeFile.Run, _ index: Int) -> Place {
        Place(line: run.tokens[index].line, column: run.tokens[index].column)
    }

    /// The closing brace of the body of the function whose name is at `index`;
    /// `nil` for a requirement without one.
    private static func bodyEnd(ofFunctionNamedAt index: Int, in run: SwiftCodeFile.Run) -> Int? {
        var cursor = index + 1
        while cursor < run.tokens.count {
            if run.isPunctuation(0x7B, at: cursor) { return run.closing(of: cursor) }
            if run.isPunctuation(0x7D, at: cursor) || run.identifier(at: cursor) == "func" { return nil }
            if run.isPunctuation(0x28, at: cursor) || run.isPunctuation(0x5B, at: cursor),
               let close = run.closing(of: cursor) {
                cursor = close
            }
            cursor += 1
        }
        return nil
    }
}
