import Foundation
@testable import XCStringsAudit

extension AppleAvailability {
    /// A use of a symbol above the manifest's minimums, outside a context that guarantees it.
    struct Finding: Equatable, CustomStringConvertible {
        var file: String
        var line: Int
        var column: Int
        /// `Mutex`, `Task.sleep`, `String.init(validating:)`.
        var symbol: String
        var requirement: Requirement
        /// The manifest's minimums.
        var minimums: Requirement

        var description: String {
            "\(file):\(line):\(column): \(symbol) is @available(\(requirement), *), above the manifest's \(minimums)"
        }
    }

    /// What a declaration or block guarantees from its position to its end.
    struct Region {
        var start: (line: Int, column: Int)
        var end: (line: Int, column: Int)
        var requirement: Requirement

        func contains(_ token: SwiftLexer.Token) -> Bool {
            (start.line, start.column) <= (token.line, token.column) && (token.line, token.column) <= (end.line, end.column)
        }
    }

    /// The names a Swift file declares (types, functions, properties, cases;
    /// parameters are not counted). A bare name the package declares itself
    /// (`struct Mutex`) means the package's own symbol, and is not checked; a
    /// member qualified by a standard-library type (`Task.name`) still is.
    static func declaredNames(_ source: LexedFile) -> Set<String> {
        let tokens = source.tokens
        var names: Set<String> = []
        for (index, token) in tokens.enumerated() {
            guard let word = identifier(token), InterfaceIndex.declarationKeywords.contains(word), word != "import",
                  let name = identifier(at(tokens, index + 1)) else { continue }
            if index > 0, isPunctuation(tokens[index - 1], ".") { continue }  // `.init`, `.case`
            names.insert(name)
        }
        return names
    }

    /// The regions of a file where more than the minimums is guaranteed: the
    /// `#if` branches no Apple build compiles (``notCompiledOnApple(_:)``); the
    /// body of `if #available(…)` and `while #available(…)`; the rest of the
    /// enclosing block after `guard #available(…) else { … }`; a declaration
    /// marked `@available(…)` with a platform version, from the attribute to the
    /// end of its body (or, without a body, to the next declaration).
    static func regions(_ file: LexedFile) -> [Region] {
        let tokens = file.tokens
        guard !tokens.isEmpty else { return [] }
        // The innermost `{` around each token, to find where a `guard` stops applying.
        var enclosing = [Int](repeating: -1, count: tokens.count)
        var stack: [Int] = []
        for (index, token) in tokens.enumerated() {
            enclosing[index] = stack.last ?? -1
            if isPunctuation(token, "{") { stack.append(index) }
            if isPunctuation(token, "}") { _ = stack.popLast() }
        }
        func position(_ index: Int) -> (line: Int, column: Int) {
            let token = tokens[Swift.min(Swift.max(index, 0), tokens.count - 1)]
            return (token.line, token.column)
        }
        func firstBrace(from start: Int) -> Int? {
            var depth = 0
            for index in start..<tokens.count {
                if isPunctuation(tokens[index], "(") || isPunctuation(tokens[index], "[") { depth += 1 }
                if isPunctuation(tokens[index], ")") || isPunctuation(tokens[index], "]") { depth -= 1 }
                if depth == 0, isPunctuation(tokens[index], "{") { return index }
                if depth < 0 || isPunctuation(tokens[index], "}") { return nil }
            }
            return nil
        }

        var regions = notCompiledOnApple(tokens)
        for (index, token) in tokens.enumerated() {
            guard isPunctuation(at(tokens, index - 1), "#") || isPunctuation(at(tokens, index - 1), "@"),
                  identifier(token) == "available", isPunctuation(at(tokens, index + 1), "(") else { continue }
            let specification = specification(file, open: index + 1, macros: [:])
            guard !specification.requirement.isEmpty else { continue }
            let requirement = specification.requirement
            if isPunctuation(tokens[index - 1], "@") {
                if let end = declarationEnd(tokens, after: specification.end) {
                    regions.append(Region(start: position(index - 1), end: position(end), requirement: requirement))
                }
                continue
            }
            // `#available`: which statement is it a condition of?
            var back = index - 2
            var depth = 0
            var statement = "if"
            while back >= 0 {
                if isPunctuation(tokens[back], ")") { depth += 1 }
                if isPunctuation(tokens[back], "(") { depth -= 1 }
                if depth == 0, let word = identifier(tokens[back]), ["if", "guard", "while"].contains(word) { statement = word; break }
                if isPunctuation(tokens[back], "{") || isPunctuation(tokens[back], "}") || isPunctuation(tokens[back], ";") { break }
                back -= 1
            }
            guard let open = firstBrace(from: specification.end + 1) else { continue }
            let close = closing(tokens, from: open)
            if statement == "guard" {
                let outer = enclosing[index]
                let end = outer >= 0 ? closing(tokens, from: outer) : tokens.count - 1
                regions.append(Region(start: position(close), end: position(end), requirement: requirement))
            } else {
                regions.append(Region(start: position(open), end: position(close), requirement: requirement))
            }
        }
        return regions
    }

    /// Platforms that are not Apple's, in `os(…)`, and modules only they have, in `canImport(…)`.
    static let otherSystems: Set<String> = ["Linux", "Windows", "Android", "FreeBSD", "OpenBSD", "WASI", "Cygwin", "Haiku"]
    static let otherSystemModules: Set<String> = ["Glibc", "Musl", "WinSDK", "Android", "Bionic", "WASILibc"]

    /// The `#if` branches that no Apple build compiles (`#if os(Linux) && …`,
    /// `#if canImport(Glibc)`, `#elseif canImport(Musl)`, the `#else` of
    /// `#if canImport(Darwin)`), as regions that guarantee every version. A
    /// condition with `||`, or any other, is taken to be compiled.
    static func notCompiledOnApple(_ tokens: [SwiftLexer.Token]) -> [Region] {
        /// `os(Linux)` → (false, "os", "Linux"); `!canImport(Darwin)` → (true, "canImport", "Darwin").
        func terms(_ condition: [SwiftLexer.Token]) -> [(negated: Bool, test: String, argument: String)]? {
            if condition.contains(where: { isPunctuation($0, "|") }) { return nil }
            var result: [(Bool, String, String)] = []
            var index = 0
            while index < condition.count {
                let negated = isPunctuation(condition[index], "!")
                if negated { index += 1 }
                if let test = identifier(at(condition, index)), isPunctuation(at(condition, index + 1), "("),
                   let argument = identifier(at(condition, index + 2)), isPunctuation(at(condition, index + 3), ")") {
                    result.append((negated, test, argument))
                    index += 4
                } else {
                    result.append((negated, "", ""))
                    while index < condition.count, !isPunctuation(condition[index], "&") { index += 1 }
                }
                while index < condition.count, isPunctuation(condition[index], "&") { index += 1 }
            }
            return result
        }
        func isOtherSystem(_ term: (negated: Bool, test: String, argument: String)) -> Bool {
            (term.test == "os" && otherSystems.contains(term.argument)) || (term.test == "canImport" && otherSystemModules.contains(term.argument))
        }
        /// No Apple build compiles the branch: one `&&` term needs another system.
        func never(_ condition: [SwiftLexer.Token]) -> Bool {
            terms(condition)?.contains { !$0.negated && isOtherSystem($0) } ?? false
        }
        /// Every Apple build compiles the branch: `canImport(Darwin)`, `!os(Linux)`.
        func always(_ condition: [SwiftLexer.Token]) -> Bool {
            guard let terms = terms(condition), terms.count == 1, let term = terms.first else { return false }
            return (!term.negated && term.test == "canImport" && term.argument == "Darwin") || (term.negated && isOtherSystem(term))
        }

        var regions: [Region] = []
        let everything = Requirement(versions: Dictionary(uniqueKeysWithValues:
            ["macOS", "iOS", "watchOS", "tvOS", "visionOS"].map { ($0, Version.unavailable) }))
        // Per open `#if`: where the current branch starts, whether it is dead, whether an earlier branch always holds.
        var open: [(start: Int, dead: Bool, taken: Bool)] = []
        for index in tokens.indices where isPunctuation(tokens[index], "#") {
            guard let directive = identifier(at(tokens, index + 1)), ["if", "elseif", "else", "endif"].contains(directive) else { continue }
            var end = index + 2
            while end < tokens.count, tokens[end].line == tokens[index].line { end += 1 }
            let condition = Array(tokens[Swift.min(index + 2, end)..<end])
            if directive != "if", let branch = open.last, branch.dead {
                regions.append(Region(start: (tokens[branch.start].line, tokens[branch.start].column),
                                      end: (tokens[index].line, tokens[index].column), requirement: everything))
            }
            switch directive {
            case "if":
                open.append((index, never(condition), always(condition)))
            case "elseif" where !open.isEmpty:
                let taken = open[open.count - 1].taken
                open[open.count - 1] = (index, taken || never(condition), taken || always(condition))
            case "else" where !open.isEmpty:
                open[open.count - 1] = (index, open[open.count - 1].taken, true)
            case "endif" where !open.isEmpty:
                open.removeLast()
            default:
                break
            }
        }
        return regions
    }

    /// The last token of the declaration whose attributes end at `attributeEnd`:
    /// the `}` of its body, or the token before the next declaration (a
    /// requirement or a type alias has no body).
    static func declarationEnd(_ tokens: [SwiftLexer.Token], after attributeEnd: Int) -> Int? {
        var index = attributeEnd + 1
        var seenKeyword = false
        var depth = 0
        while index < tokens.count {
            let token = tokens[index]
            if isPunctuation(token, "(") || isPunctuation(token, "[") { depth += 1 }
            if isPunctuation(token, ")") || isPunctuation(token, "]") { depth -= 1 }
            if depth == 0 {
                if isPunctuation(token, "{") { return closing(tokens, from: index) }
                if isPunctuation(token, "}") { return index - 1 }
                if let word = identifier(token), InterfaceIndex.declarationKeywords.contains(word) {
                    // `class func` is one declaration.
                    if seenKeyword, identifier(tokens[index - 1]) != "class" { return index - 1 }
                    seenKeyword = true
                } else if seenKeyword, isPunctuation(token, "@") {
                    return index - 1
                }
            }
            index += 1
        }
        return tokens.count - 1
    }

    /// The first argument label of the call whose `(` is at `open`: the label,
    /// `_` for an unlabelled argument, `nil` for `()`.
    static func firstArgumentLabel(_ tokens: [SwiftLexer.Token], open: Int) -> String? {
        guard let first = at(tokens, open + 1), !isPunctuation(first, ")") else { return nil }
        if let label = identifier(first), isPunctuation(at(tokens, open + 2), ":") { return label }
        return "_"
    }

    /// The overloads a use can mean: those taking the call's first label (an
    /// argument with a default may come before it), all of them when none does,
    /// or when the use is not a call.
    static func candidates(_ overloads: [Overload], label: String?) -> [Overload] {
        guard let label else { return overloads }
        let matching = overloads.filter { $0.labels?.contains(label) ?? true }
        return matching.isEmpty ? overloads : matching
    }

    /// Every use in `source` of a symbol of `index` that needs more than
    /// `minimums`, outside a region that guarantees it.
    ///
    /// What counts as a use, so that a common member name on an unknown value
    /// (`x.span`, `.seconds(1)`) is never taken for a new API: a type, type alias,
    /// global function, variable or macro by its bare or module-qualified name
    /// (`Mutex`, `Synchronization.Mutex`); a member only when written after its
    /// type (`Task.sleep`, `Unicode.Scalar.Properties.x`, `String(validating:)`,
    /// `String.init(validating:)`). A name counts as too new only when every
    /// overload it may mean is.
    /// - Parameters:
    ///   - source: The Swift file.
    ///   - file: Its path, for the findings.
    ///   - index: The interfaces' declarations.
    ///   - minimums: The manifest's platforms.
    ///   - declaredNames: Names the package declares itself (``declaredNames(_:)``), not checked bare.
    /// - Returns: The findings, in source order.
    static func check(_ source: [UInt8], file: String, index: InterfaceIndex, minimums: Requirement,
                      declaredNames: Set<String> = []) -> [Finding] {
        check(LexedFile(source), file: file, index: index, minimums: minimums, declaredNames: declaredNames)
    }

    /// ``check(_:file:index:minimums:declaredNames:)`` on a file lexed already.
    static func check(_ lexed: LexedFile, file: String, index: InterfaceIndex, minimums: Requirement,
                      declaredNames: Set<String> = []) -> [Finding] {
        let regions = regions(lexed)
        var findings: [Finding] = []

        func report(_ token: SwiftLexer.Token, _ symbol: String, _ overloads: [Overload]) -> Bool {
            let requirement = Requirement.loosest(overloads.map(\.requirement))
            let context = regions.filter { $0.contains(token) }.reduce(Requirement()) { $0.merged(with: $1.requirement) }
            let above = requirement.platformsAbove(minimums, context: context)
            guard !above.isEmpty else { return false }
            findings.append(Finding(file: file, line: token.line, column: token.column, symbol: symbol,
                                    requirement: requirement, minimums: minimums))
            return true
        }

        for tokens in [lexed.tokens] + lexed.interpolations {
            var position = 0
            while position < tokens.count {
                defer { position += 1 }
                guard let first = identifier(tokens[position]) else { continue }
                // An argument or parameter label (`f(span: x)`, `_ clock: C`) is not a use.
                if isPunctuation(at(tokens, position + 1), ":"), !isPunctuation(at(tokens, position + 2), ":"),
                   let previous = at(tokens, position - 1),
                   isPunctuation(previous, "(") || isPunctuation(previous, ",") || identifier(previous) != nil {
                    continue
                }
                var start = position
                if position > 0, isPunctuation(tokens[position - 1], ".") {
                    // `Synchronization.Mutex` is a use of `Mutex`; `x.Mutex` is not.
                    guard position > 1, let module = identifier(tokens[position - 2]), index.modules.contains(module),
                          !isPunctuation(at(tokens, position - 3), ".") else { continue }
                }
                if index.modules.contains(first), isPunctuation(at(tokens, position + 1), "."), identifier(at(tokens, position + 2)) != nil {
                    continue  // the module name; the next identifier is the use
                }
                // The chain `A.B.c` that starts here.
                var chain = [start]
                while isPunctuation(at(tokens, start + 1), "."), identifier(at(tokens, start + 2)) != nil {
                    start += 2
                    chain.append(start)
                }
                func callLabel(after last: Int) -> String?? {
                    guard let open = at(tokens, last + 1), isPunctuation(open, "("), open.line == tokens[last].line else { return .none }
                    return .some(firstArgumentLabel(tokens, open: last + 1))
                }
                guard !declaredNames.contains(first) else { position = chain.last!; continue }
                if let overloads = index.globals[first] {
                    let label = chain.count == 1 ? callLabel(after: position) : .none
                    let isType = overloads.contains { $0.labels == nil }
                    let chosen = label.map { candidates(overloads, label: $0) } ?? overloads
                    if report(tokens[position], first, isType ? overloads : chosen) { position = chain.last!; continue }
                }
                var path = first
                var reported = false
                for (offset, member) in chain.enumerated().dropFirst() {
                    // A member is the standard library's even when the package has one of
                    // that name elsewhere (`name`, `count`): it is qualified by the type.
                    guard let name = identifier(tokens[member]), let overloads = index.members[path]?[name] else {
                        path += "." + (identifier(tokens[member]) ?? "")
                        continue
                    }
                    let label = offset == chain.count - 1 ? callLabel(after: member) : .none
                    let chosen = label.map { candidates(overloads, label: $0) } ?? overloads
                    let symbol = name == "init" ? "\(path).init(\(Self.labelText(label)))" : "\(path).\(name)"
                    if report(tokens[member], symbol, chosen) { reported = true; break }
                    path += "." + name
                }
                // `Type(label: …)`: an initialiser.
                let last = chain.last!
                let typePath = chain.compactMap { identifier(tokens[$0]) }.joined(separator: ".")
                if !reported, identifier(tokens[last]) != "init", let label = callLabel(after: last),
                   let initialisers = index.members[typePath]?["init"] {
                    _ = report(tokens[last], "\(typePath).init(\(Self.labelText(label)))", candidates(initialisers, label: label))
                }
                position = last
            }
        }
        return findings.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    static func labelText(_ label: String??) -> String {
        switch label {
        case .some(.some(let text)): "\(text):"
        default: ""
        }
    }
}
