import Foundation
@testable import XCStringsAudit

extension AppleAvailability {
    /// One declaration of a name: its argument labels (functions and initialisers;
    /// `_` for an unlabelled parameter) and its availability, its own `@available`
    /// merged with that of the type or extension around it.
    struct Overload: Equatable {
        var labels: [String]?
        var requirement: Requirement
    }

    /// The public declarations of some `.swiftinterface` files, by name.
    struct InterfaceIndex {
        /// Top-level types, type aliases, functions, variables and macros.
        var globals: [String: [Overload]] = [:]
        /// Members (nested types, functions, properties, enum cases, `init`) of
        /// each type path (`Task`, `Unicode.Scalar`), from the type's body and every
        /// extension of it, without the module prefix.
        var members: [String: [String: [Overload]]] = [:]
        /// The module names that prefix type paths in interfaces (`Swift.String`).
        var modules: Set<String> = []
        /// `file:line: macro` for every availability macro the header did not define.
        var unresolvedMacros: [String] = []

        /// Adds the public declarations of one interface file.
        /// - Parameters:
        ///   - text: The interface.
        ///   - module: Its module's name (`Synchronization`).
        ///   - file: A name for ``unresolvedMacros``.
        mutating func add(interface text: String, module: String, file: String) {
            modules.insert(module)
            let macros = AppleAvailability.macroDefinitions(text)
            let lexed = LexedFile(Array(text.utf8))
            let tokens = lexed.tokens

            // The file, and the types and extensions open around the current token.
            typealias Container = (path: String?, requirement: Requirement)
            var containers: [Container] = [(nil, Requirement())]
            var bodyDepth = 0  // inside a function or accessor body: only its braces matter
            var pending = Requirement()
            var isPublic = true
            var opening: Container?  // the type or extension whose `{` comes next
            var depth = 0  // parentheses and brackets of the declaration being read
            var index = 0

            /// Reads the modifier or declaration keyword at `index`.
            func readDeclaration(_ path: String?, _ scopeRequirement: Requirement) {
                guard let word = identifier(tokens[index]) else { return }
                if Self.restrictedAccess.contains(word), !isPunctuation(at(tokens, index + 1), "(") {
                    isPublic = false
                    return
                }
                let next = identifier(at(tokens, index + 1))
                if word == "class", let next, Self.declarationKeywords.contains(next) { return }  // `class func`
                guard Self.declarationKeywords.contains(word) else { return }

                let requirement = scopeRequirement.merged(with: pending)
                let record = isPublic
                pending = Requirement()
                isPublic = true
                switch word {
                case "extension":
                    var extended: [String] = []
                    var position = index + 1
                    while let name = identifier(at(tokens, position)) {
                        extended.append(name)
                        guard isPunctuation(at(tokens, position + 1), ".") else { break }
                        position += 2
                    }
                    if let first = extended.first, modules.contains(first), extended.count > 1 { extended.removeFirst() }
                    opening = (extended.joined(separator: "."), requirement)
                    index = position
                case "struct", "class", "enum", "protocol", "actor":
                    guard let name = next else { return }
                    let nested = path.map { "\($0).\(name)" } ?? name
                    opening = (nested, requirement)
                    if record { add(name, in: path, Overload(labels: nil, requirement: requirement)) }
                    index += 1
                case "init", "func", "macro":
                    let name = word == "init" ? "init" : next
                    guard let name, record else { return }
                    add(name, in: path, Overload(labels: Self.labels(tokens, after: index), requirement: requirement))
                case "var", "let", "case", "typealias", "associatedtype":
                    guard let name = next, record else { return }
                    add(name, in: path, Overload(labels: nil, requirement: requirement))
                    index += 1
                case "import":
                    // `import Swift`, `@_exported import Foundation`, `import struct Swift.Int`
                    let kind = next.map { Self.declarationKeywords.contains($0) } ?? false
                    if let module = identifier(at(tokens, index + (kind ? 2 : 1))) { modules.insert(module) }
                default:  // subscript, deinit, operator, precedencegroup
                    return
                }
            }

            while index < tokens.count {
                let token = tokens[index]
                defer { index += 1 }
                guard case .punctuation(let byte) = token.kind else {
                    if bodyDepth > 0 || depth > 0 { continue }
                    let (path, scopeRequirement) = containers[containers.count - 1]
                    readDeclaration(path, scopeRequirement)
                    continue
                }
                if bodyDepth > 0 {
                    if byte == 0x7B { bodyDepth += 1 } else if byte == 0x7D { bodyDepth -= 1 }
                    continue
                }
                switch byte {
                case 0x28, 0x5B: depth += 1; continue  // ( [
                case 0x29, 0x5D: depth = Swift.max(0, depth - 1); continue  // ) ]
                default: if depth > 0 { continue }
                }
                if byte == 0x7B {  // {
                    if let container = opening { containers.append(container) } else { bodyDepth = 1 }
                    opening = nil
                    continue
                }
                if byte == 0x7D {  // }
                    if containers.count > 1 { containers.removeLast() }
                    pending = Requirement()
                    isPublic = true
                    continue
                }
                if byte == 0x23, let directive = identifier(at(tokens, index + 1)), Self.conditionalDirectives.contains(directive) {
                    // Both branches are read: a declaration is known if any branch has it.
                    while let next = at(tokens, index + 1), next.line == token.line { index += 1 }
                    continue
                }
                if byte == 0x40, let attribute = identifier(at(tokens, index + 1)) {
                    index += 1
                    if isPunctuation(at(tokens, index + 1), "(") {
                        if attribute == "available" {
                            let specification = AppleAvailability.specification(lexed, open: index + 1, macros: macros)
                            pending = pending.merged(with: specification.requirement)
                            unresolvedMacros += specification.unresolvedMacros.map { "\(file):\(token.line): \($0)" }
                        }
                        index = closing(tokens, from: index + 1)
                    }
                    continue
                }
            }
        }

        private mutating func add(_ name: String, in path: String?, _ overload: Overload) {
            if let path { members[path, default: [:]][name, default: []].append(overload) } else { globals[name, default: []].append(overload) }
        }

        static let conditionalDirectives: Set<String> = ["if", "elseif", "else", "endif"]

        static let restrictedAccess: Set<String> = ["internal", "private", "fileprivate", "package"]

        static let declarationKeywords: Set<String> = [
            "struct", "class", "enum", "protocol", "actor", "extension", "typealias", "associatedtype",
            "func", "var", "let", "init", "subscript", "case", "deinit", "macro", "operator", "precedencegroup", "import",
        ]

        /// The argument labels of the function or initialiser whose keyword is at
        /// `keyword`: `["_", "as"]` for `init(_ x: T, as: U.Type)`; `nil` when its
        /// parameter list is not found.
        static func labels(_ tokens: [SwiftLexer.Token], after keyword: Int) -> [String]? {
            var index = keyword + 1
            var angles = 0
            while let token = at(tokens, index), angles > 0 || !isPunctuation(token, "(") {
                if isPunctuation(token, "<") { angles += 1 }
                if isPunctuation(token, ">"), !isArrow(tokens, index) { angles -= 1 }
                if isPunctuation(token, "{") || angles < 0 || index > keyword + 64 { return nil }
                index += 1
            }
            let end = closing(tokens, from: index)
            var labels: [String] = []
            var depth = 0
            var parameterStart = true
            for position in (index + 1)..<Swift.max(index + 1, end) {
                let token = tokens[position]
                if isPunctuation(token, "(") || isPunctuation(token, "[") || isPunctuation(token, "<") { depth += 1 }
                if isPunctuation(token, ")") || isPunctuation(token, "]") { depth -= 1 }
                if isPunctuation(token, ">"), !isArrow(tokens, position) { depth -= 1 }
                if depth == 0, isPunctuation(token, ",") { parameterStart = true; continue }
                if parameterStart, depth == 0, let label = identifier(token) {
                    labels.append(label)
                }
                parameterStart = false
            }
            return labels
        }
    }
}
