/// One lexed Swift file as the widget code rules read it: its token runs with
/// their brackets matched, and its `// xcstrings-audit:…` comments.
///
/// The lexer drops comments, so the directives are read from the file's bytes
/// (``DisableDirectives``).
///
/// ```swift
/// let file = SwiftCodeFile(path: "W.swift", bytes: Array(#"Text(timerInterval: r)"#.utf8))
/// file.runs[0].tokens.count        // 6
/// file.runs[0].partner[1]          // 5: the `)` that closes the `(`
/// ```
struct SwiftCodeFile {
    /// A place in the file: a token of one run.
    struct Site: Hashable {
        /// The index of the run in ``SwiftCodeFile/runs`` (0 is the top level).
        var run: Int
        /// The index of the token in that run.
        var token: Int
    }

    /// One run of tokens (the top level, or the inside of one interpolation)
    /// with its brackets matched.
    struct Run {
        /// The tokens, in source order.
        var tokens: [SwiftLexer.Token]
        /// For an opening or closing `(`, `[` or `{`, the index of its partner;
        /// `nil` for other tokens and for brackets that are not closed.
        var partner: TokenIndices
        /// For every token, the index of the innermost unclosed opening bracket
        /// before it (for a closing bracket, the one around its pair); `nil` at the
        /// run's top level.
        var enclosing: TokenIndices

        init(_ tokens: [SwiftLexer.Token]) {
            self.tokens = tokens
            partner = TokenIndices(count: tokens.count)
            enclosing = TokenIndices(count: tokens.count)
            var open: [(index: Int, byte: UInt8)] = []
            for (index, token) in tokens.enumerated() {
                guard case .punctuation(let byte) = token.kind else {
                    enclosing[index] = open.last?.index
                    continue
                }
                switch byte {
                case 0x28, 0x5B, 0x7B:
                    enclosing[index] = open.last?.index
                    open.append((index, byte))
                case 0x29, 0x5D, 0x7D:
                    let expected: UInt8 = byte == 0x29 ? 0x28 : (byte == 0x5D ? 0x5B : 0x7B)
                    // A stray closer (unbalanced input) closes nothing.
                    if let top = open.last, top.byte == expected {
                        open.removeLast()
                        partner[top.index] = index
                        partner[index] = top.index
                    }
                    enclosing[index] = open.last?.index
                default:
                    enclosing[index] = open.last?.index
                }
            }
        }

        /// The identifier at `index`, if the token there is one.
        func identifier(at index: Int) -> String? {
            guard index >= 0, index < tokens.count, case .identifier(let name) = tokens[index].kind else { return nil }
            return name
        }

        /// The index of the bracket that closes the one at `index`, if the token
        /// there opens a bracket that is closed.
        func closing(of index: Int) -> Int? {
            guard index >= 0, index < tokens.count, let partner = partner[index], partner > index else { return nil }
            return partner
        }

        /// Whether the token at `index` is the punctuation `byte`.
        func isPunctuation(_ byte: UInt8, at index: Int) -> Bool {
            guard index >= 0, index < tokens.count, case .punctuation(let found) = tokens[index].kind else { return false }
            return found == byte
        }
    }

    /// The path to report.
    let path: String
    /// The file's bytes.
    let bytes: [UInt8]
    /// The top-level run first, then the inside of every interpolation.
    let runs: [Run]
    /// For each run but the first, the top-level token it is inside (its string literal).
    private let anchors: [Int?]
    /// Its `// xcstrings-audit:…` comments.
    let directives: DisableDirectives
    /// Every identifier token of every run, by name, in run then token order: what
    /// ``WidgetProject/uses`` gathers of each file, found once per file however many
    /// extensions compile it.
    let identifierSites: [String: [Site]]
    /// The type declarations of the top-level run (``WidgetProject/TypeDeclaration``,
    /// with `file` 0: the project sets its own index).
    let typeDeclarations: [WidgetProject.TypeDeclaration]

    /// Lexes `bytes`.
    ///
    /// - Complexity: O(*n*) in the size of the file, plus O(*r* log *t*) for *r*
    ///   interpolations among *t* top-level tokens.
    init(path: String, bytes: [UInt8]) {
        var lexer = SwiftLexer(bytes: bytes)
        lexer.lex()
        self.init(path: path, bytes: bytes, lexer: lexer)
    }

    /// The file whose `bytes` `lexer` has lexed (``SwiftLexer/lex()``): the same as
    /// ``init(path:bytes:)``, without lexing them again.
    init(path: String, bytes: [UInt8], lexer: SwiftLexer) {
        self.path = path
        self.bytes = bytes
        let runs = lexer.runs.map(Run.init)
        self.runs = runs
        directives = DisableDirectives(bytes: bytes)
        var sites: [String: [Site]] = [:]
        // Room for every identifier at once: growing the index rehashed the names found so far several times.
        var identifiers = 0
        for run in runs {
            for token in run.tokens { if case .identifier = token.kind { identifiers += 1 } }
        }
        sites.reserveCapacity(identifiers)
        for (runIndex, run) in runs.enumerated() {
            for (index, token) in run.tokens.enumerated() {
                if case .identifier(let name) = token.kind { sites[name, default: []].append(Site(run: runIndex, token: index)) }
            }
        }
        identifierSites = sites
        // The type keywords' places in the top-level run, in token order, from the index just made.
        let keywords = WidgetProject.typeKeywordNames.flatMap { sites[$0] ?? [] }.filter { $0.run == 0 }.map(\.token).sorted()
        typeDeclarations = runs.first.map { WidgetProject.typeDeclarations(in: $0, keywordsAt: keywords, file: 0) } ?? []
        let top = runs.first?.tokens ?? []
        anchors = runs.indices.map { index in
            guard index > 0, let first = runs[index].tokens.first else { return nil }
            // The string literal holding the interpolation is the last top-level
            // token that starts before the interpolation's first token.
            var low = 0, high = top.count
            while low < high {
                let middle = (low + high) / 2
                if (top[middle].line, top[middle].column) < (first.line, first.column) { low = middle + 1 } else { high = middle }
            }
            return low > 0 ? low - 1 : nil
        }
    }

    /// The token at `site`.
    func token(at site: Site) -> SwiftLexer.Token { runs[site.run].tokens[site.token] }

    /// The place just outside `site`: the innermost enclosing opening bracket, or —
    /// at the top of an interpolation — the string literal in the top-level run
    /// that holds it; `nil` at the file's top level.
    func enclosingSite(of site: Site) -> Site? {
        if let opener = runs[site.run].enclosing[site.token] { return Site(run: site.run, token: opener) }
        guard site.run > 0, let anchor = anchors[site.run] else { return nil }
        return Site(run: 0, token: anchor)
    }

    /// Whether a `// xcstrings-audit:…` comment silences `rule` on `line`
    /// (see ``DisableDirectives``).
    func isIgnored(_ rule: AuditRule, onLine line: Int) -> Bool {
        directives.isDisabled(rule, onLine: line)
    }
}

/// One optional token index per token of a run, four bytes each: `[Int?]` took
/// sixteen, and two of them per token made lexing a project's files mostly the
/// zeroing of fresh memory.
struct TokenIndices: Sendable {
    private var storage: [Int32]

    /// `count` indices, all `nil`.
    init(count: Int) {
        storage = Array(repeating: -1, count: count)
    }

    /// The index stored for the token at `position`, or `nil`.
    subscript(position: Int) -> Int? {
        get {
            let value = storage[position]
            return value < 0 ? nil : Int(value)
        }
        set { storage[position] = newValue.map { Int32($0) } ?? -1 }
    }
}
