extension WidgetCodeRules {
    // timer-direction: the timer kinds, the regions that show a timer, and the
    // left-to-right override on it or on the views that show it, across files.

    /// A timer, as the rule judges it.
    struct TimerKind: Equatable {
        /// How a message names it: `Text(timerInterval:)`.
        var name: String
        /// Whether it carries a sign or a slash of its own (`.offset`, `"-\(m):\(s)"`).
        var signed: Bool
        /// Whether the system draws it, live (`timerInterval:`, `.timer`, …), rather
        /// than the app's own string showing it.
        var isSystem: Bool
    }

    /// The timer `Text` at `index`, or `nil` when it is none (or is isolated already).
    static func timerKind(in run: SwiftCodeFile.Run, textAt index: Int) -> TimerKind? {
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
    static func showsADuration(_ run: SwiftCodeFile.Run, _ positions: [Int]) -> Bool? {
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
    static func modifierChain(in run: SwiftCodeFile.Run, after end: Int) -> [(name: String, arguments: Range<Int>)] {
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
    struct Declaration: Hashable {
        var file: Int
        var site: SwiftCodeFile.Site
    }

    /// What the places that show a declaration say about a view inside it.
    enum UseResult {
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
    func unprotectedRegions(_ fileIndex: Int, _ site: SwiftCodeFile.Site, project: WidgetProject,
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
    static func setsLeftToRight(_ run: SwiftCodeFile.Run, _ arguments: Range<Int>) -> Bool {
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
    static func uses(of header: (keyword: String, name: String, nameToken: Int), in fileIndex: Int,
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
