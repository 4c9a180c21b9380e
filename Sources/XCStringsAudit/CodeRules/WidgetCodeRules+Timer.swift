extension WidgetCodeRules {
    /// ``AuditRule/timerDirection`` in one file: a timer `Text` that is laid out in
    /// the language's direction, in a project that ships a right-to-left language.
    ///
    /// A timer is `Text(timerInterval:…)`, `Text(_:style: .timer)` (or `.offset`),
    /// `Text(_:format: .timer…)` or `.time(pattern:)`, and a `Text` of a duration
    /// (`Duration`, `%02d`, `\(m):\(s)`) with `.monospacedDigit()`. It is left to
    /// right when `.environment(\.layoutDirection, .leftToRight)` is on it or on an
    /// enclosing view — in the same expression, or at every place that shows the
    /// enclosing property, function or view type (followed across files). A
    /// `Text(verbatim:)` and a `Text` of `CountdownFormatter` output are isolated
    /// already.
    func timerFindings(in fileIndex: Int, project: WidgetProject, rightToLeft: [String]) -> [AuditFinding] {
        guard !rightToLeft.isEmpty else { return [] }
        let file = project.files[fileIndex]
        var findings: [AuditFinding] = []
        for (runIndex, run) in file.runs.enumerated() {
            for index in run.tokens.indices where run.identifier(at: index) == "Text" {
                guard run.isPunctuation(0x28, at: index + 1), run.identifier(at: index - 1) != "func",
                      !run.isPunctuation(0x2E, at: index - 1) || run.identifier(at: index - 2) == "SwiftUI",
                      let kind = Self.timerKind(in: run, textAt: index) else { continue }
                let site = SwiftCodeFile.Site(run: runIndex, token: index)
                var visited = Set<Declaration>()
                if isLeftToRight(fileIndex, site, project: project, visited: &visited, depth: 0) { continue }
                let languages = rightToLeft.joined(separator: ", ")
                findings.append(finding(.timerDirection, in: file, at: site,
                    "\(kind) takes the layout direction of the language, and the catalogs ship \(languages), "
                        + "written right to left: there the countdown comes out visually reversed (\"-0:05\" as "
                        + "\"0:05-\", \"5:23 / 10:00\" as \"10:00 / 5:23\"). Put `.environment(\\.layoutDirection, "
                        + ".leftToRight)` on the timer alone (the labels around it keep their direction), or show "
                        + "CountdownFormatter's text, which isolates the numbers left to right (U+2066…U+2069) with "
                        + "Latin digits."))
            }
        }
        return findings
    }

    /// How a message names the timer `Text` at `index`, or `nil` when it is none
    /// (or is isolated already).
    private static func timerKind(in run: SwiftCodeFile.Run, textAt index: Int) -> String? {
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
                return "Text(timerInterval:)"
            case "style" where hasMember("timer"):
                return "Text(_:style: .timer)"
            case "style" where hasMember("offset"):
                return "Text(_:style: .offset)"
            case "format" where hasMember("timer"):
                return "Text(_:format: .timer…)"
            case "format" where hasMember("time") && value.contains { run.identifier(at: $0) == "pattern" }:
                return "Text(_:format: .time(pattern:))"
            default:
                continue
            }
        }
        guard let close = run.partner[index + 1],
              modifierChain(in: run, after: close).contains(where: { $0.name == "monospacedDigit" }),
              Self.showsADuration(run, all) else { return nil }
        return "This Text of a duration with .monospacedDigit()"
    }

    /// Whether argument tokens show a duration: `Duration`, `.time(pattern:)`, a
    /// literal with `%02d`, or `\(minutes):\(seconds)`.
    private static func showsADuration(_ run: SwiftCodeFile.Run, _ positions: [Int]) -> Bool {
        for position in positions {
            if run.identifier(at: position) == "Duration" { return true }
            guard case .string(let literal, _) = run.tokens[position].kind else { continue }
            let spelling = literal.sourceSpelling
            if spelling.contains("%02") { return true }
            var previousWasInterpolation = false
            var separatedByColon = false
            for segment in literal.segments {
                switch segment {
                case .interpolation:
                    if separatedByColon { return true }
                    previousWasInterpolation = true
                case .text(let text):
                    separatedByColon = previousWasInterpolation && text == ":"
                    previousWasInterpolation = false
                }
            }
        }
        return false
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

    /// Whether the view at `site` is laid out left to right: a modifier on it or
    /// on an enclosing view, or every use of an enclosing declaration is.
    private func isLeftToRight(_ fileIndex: Int, _ site: SwiftCodeFile.Site, project: WidgetProject,
                               visited: inout Set<Declaration>, depth: Int) -> Bool {
        let file = project.files[fileIndex]
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
                return true
            }
            if here.run == 0, run.isPunctuation(0x7B, at: here.token), depth < 8,
               let header = Self.declarationHeader(in: run, braceAt: here.token) {
                let declaration = Declaration(file: fileIndex, site: SwiftCodeFile.Site(run: 0, token: header.nameToken))
                if visited.insert(declaration).inserted {
                    let uses = Self.uses(of: header, in: fileIndex, project: project)
                    if !uses.isEmpty, uses.allSatisfy({ use in
                        isLeftToRight(use.file, use.site, project: project, visited: &visited, depth: depth + 1)
                    }) {
                        return true
                    }
                }
            }
            current = file.enclosingSite(of: here)
        }
        return false
    }

    /// Whether `.environment(…)`'s arguments set `\.layoutDirection` to `.leftToRight`.
    private static func setsLeftToRight(_ run: SwiftCodeFile.Run, _ arguments: Range<Int>) -> Bool {
        arguments.contains { run.identifier(at: $0) == "layoutDirection" }
            && arguments.contains { run.identifier(at: $0) == "leftToRight" }
    }

    /// The declaration a `{` opens: `var name … {`, `func name(…) … {`, or a type.
    static func declarationHeader(in run: SwiftCodeFile.Run, braceAt brace: Int)
        -> (keyword: String, name: String, nameToken: Int)? {
        var cursor = brace - 1
        var steps = 0
        while cursor >= 0, steps < 64, run.enclosing[cursor] == run.enclosing[brace] {
            steps += 1
            if let partner = run.partner[cursor], partner < cursor {
                cursor = partner - 1
                continue
            }
            if run.isPunctuation(0x7B, at: cursor) || run.isPunctuation(0x7D, at: cursor)
                || run.isPunctuation(0x3D, at: cursor) || run.isPunctuation(0x3B, at: cursor) { return nil }
            if let keyword = run.identifier(at: cursor),
               ["var", "func", "struct", "class", "enum", "actor", "extension"].contains(keyword) {
                guard let name = run.identifier(at: cursor + 1) else { return nil }
                return (keyword, name, cursor + 1)
            }
            cursor -= 1
        }
        return nil
    }

    /// The places that show a declaration: a type's `Name(`/`Name {` in any file;
    /// a property's or function's name in its own file. `body` is shown by SwiftUI.
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
            if isType || header.keyword == "func" {
                return run.isPunctuation(0x28, at: index + 1) || run.isPunctuation(0x7B, at: index + 1)
            }
            return true
        }
    }
}
