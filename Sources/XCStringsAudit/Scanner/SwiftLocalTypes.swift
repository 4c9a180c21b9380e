/// The types of the values a Swift file names, scope by scope, as a walk over
/// its top-level tokens in order meets their declarations: the type
/// `profile.name` reads `name` on (``SwiftCodeUnits/Unit/receivers``).
///
/// ```swift
/// func show(_ profile: Profile) {     // `profile` is a `Profile` in the body
///     let item = store.first          // `item`: not known
///     items.forEach { profile in … }  // this `profile`: not known
///     ForEach(Kind.allCases) { kind in … }  // `kind` is a `Kind`
///     Kind.allCases.map { $0.title }        // so is `$0`
///     for kind in Kind.allCases { … }       // and a loop's `kind`, in its body
/// }
/// ```
///
/// A name no scope declares is a property: the type the file declares it with
/// in a type's body or at the top level (``SwiftDeclarations/propertyTypes(in:)``),
/// or, where it declares none, the type of the parameter an initialiser keeps in
/// it (`self.kind = kind` with `kind: ListFilterKind`), and so is a copy of a property of the same name
/// (`let profile = configuration.profile`). A name declared two ways, or by a
/// pattern (`case .some(let profile)`), a closure's or a loop's parameter, or a
/// value computed (`let profile = make()`), has no type here — but the one
/// parameter of a closure over a type's cases (`ForEach(Kind.allCases) { kind in`,
/// or its `$0`), and a loop's over them (`for kind in Kind.allCases {`), is of that type.
struct SwiftLocalTypes {
    private enum Known {
        case type(String)
        case unknown
        /// A copy of the property of the same name (`let profile = entry.profile`).
        case property
    }

    private let tokens: [SwiftLexer.Token]
    /// For each `(`, the index of its `)`, and for each token the bracket it is
    /// directly inside (``SwiftCodeUnits``' parser's).
    private let closing: [Int], enclosing: [UInt8]
    private let propertyType: (String) -> String?
    /// One frame per open `{`, the innermost last; the first is the file's.
    private var frames: [[String: Known]] = [[:]]
    /// How many `{` are open past ``maximumDepth``: they share the innermost frame.
    private var overflow = 0
    /// Scopes nested deeper than this share one frame, so that a name is looked up
    /// in at most this many (hostile input stays linear).
    static let maximumDepth = 64
    /// A function's parameters, until its body's `{` opens.
    private var parameters: [String: Known]?
    /// Per open `{` (as ``frames``), the type of its `$0` where it is a closure over a
    /// type's cases (``caseType(ofClosureAt:)``), else `nil`: an inner closure's `$0`
    /// is its own.
    private var shorthand: [String?] = [nil]

    init(tokens: [SwiftLexer.Token], closing: [Int], enclosing: [UInt8], propertyType: @escaping (String) -> String?) {
        self.tokens = tokens
        self.closing = closing
        self.enclosing = enclosing
        self.propertyType = propertyType
    }

    /// The type whose members `name.member` reads here, `nil` when not known.
    func type(of name: String) -> String? {
        if name == "$0" { return overflow > 0 ? nil : shorthand[shorthand.count - 1] }
        for frame in frames.reversed() {
            switch frame[name] {
            case .type(let type)?: return type
            case .unknown?: return nil
            case .property?: return propertyType(name)
            case nil: continue
            }
        }
        return propertyType(name)
    }

    /// The words that open or fill a scope.
    enum Word {
        case function, value, `in`

        init?(_ word: String) {
            switch word {
            case "func", "init", "subscript": self = .function
            case "let", "var": self = .value
            case "in": self = .in
            default: return nil
            }
        }
    }

    /// Takes in the `{` at `index`. Call ``open(at:)``, ``close()`` and ``step(_:at:)`` for
    /// the top-level tokens in order, before asking ``type(of:)`` about a name at a later one.
    mutating func open(at index: Int) {
        if frames.count > Self.maximumDepth {
            overflow += 1
        } else {
            frames.append(parameters ?? [:])
            shorthand.append(parameters == nil ? caseType(ofClosureAt: index) : nil)
        }
        parameters = nil
    }

    /// Takes in a `}`.
    mutating func close() {
        if overflow > 0 {
            overflow -= 1
        } else if frames.count > 1 {
            frames.removeLast()
            shorthand.removeLast()
        }
        parameters = nil
    }

    /// Takes in the word at `index`.
    mutating func step(_ word: Word, at index: Int) {
        guard !(index > 0 && SwiftDeclarations.isPunctuation(tokens[index - 1], 0x2E)) else { return }
        switch word {
        case .function:
            parameters = parameterTypes(after: index)
        case .value:
            parameters = nil
            declare(keywordAt: index)
        case .in:
            // `{ profile in`, `{ (a, b) in`, `for profile in`: names whose type is not known here,
            // but the one parameter of a closure over a type's cases (`ForEach(Kind.allCases) { kind in`),
            // and in its body the one of a loop over them (`for kind in Kind.allCases {`).
            var names: [String] = []
            let opener = SwiftDeclarations.forEachName(boundByInAt: index, in: tokens) { names.append($0) }
            var element: String?
            if names.count == 1, let opener {
                if SwiftDeclarations.isPunctuation(tokens[opener], 0x7B) {
                    element = caseType(ofClosureAt: opener)
                } else if SwiftDeclarations.isWord(tokens[opener], "for"), index + 4 < tokens.count,
                          SwiftDeclarations.isPunctuation(tokens[index + 4], 0x7B),
                          let owner = Self.casesOwner(tokens, at: index + 1) {
                    parameters = [names[0]: .type(owner)]
                }
            }
            for name in names { frames[frames.count - 1][name] = element.map(Known.type) ?? .unknown }
        }
    }

    /// The type `T` whose cases the closure whose `{` is at `open` is called with: the
    /// closure after `ForEach(T.allCases …)`, or passed to `T.allCases.map`, `.forEach`,
    /// `.filter`, `.compactMap`, `.flatMap`, `.first(where:)`, `.contains(where:)` or
    /// `.allSatisfy` — `allCases` of a `CaseIterable` type is an array of the type.
    /// `nil` for any other closure.
    private func caseType(ofClosureAt open: Int) -> String? {
        guard open >= 1 else { return nil }
        var before = open - 1
        // `first(where: {`, `contains(where: {`: the label and the call's `(`.
        if before >= 2, SwiftDeclarations.isPunctuation(tokens[before], 0x3A), case .identifier("where") = tokens[before - 1].kind,
           SwiftDeclarations.isPunctuation(tokens[before - 2], 0x28) {
            before -= 3
        }
        guard before >= 0 else { return nil }
        if SwiftDeclarations.isPunctuation(tokens[before], 0x29) {
            // `ForEach(T.allCases) {`, `ForEach(T.allCases, id: \.self) {`: its first argument.
            var call = before - 1, depth = 0
            while call >= 0, before - call <= SwiftTypeReference.window {
                if SwiftDeclarations.isPunctuation(tokens[call], 0x29) { depth += 1 }
                if SwiftDeclarations.isPunctuation(tokens[call], 0x28) {
                    if depth == 0 { break }
                    depth -= 1
                }
                call -= 1
            }
            guard call >= 1, SwiftDeclarations.isPunctuation(tokens[call], 0x28), closing[call] == before,
                  case .identifier("ForEach") = tokens[call - 1].kind, call + 4 <= before,
                  SwiftDeclarations.isPunctuation(tokens[call + 4], 0x2C) || call + 4 == before
            else { return nil }
            return Self.casesOwner(tokens, at: call + 1)
        }
        guard before >= 4, case .identifier(let method) = tokens[before].kind, Self.caseClosureMethods.contains(method),
              SwiftDeclarations.isPunctuation(tokens[before - 1], 0x2E) else { return nil }
        return Self.casesOwner(tokens, at: before - 4)
    }

    /// `T` where `T . allCases` starts at `index` and `T` is a type's name.
    private static func casesOwner(_ tokens: [SwiftLexer.Token], at index: Int) -> String? {
        guard index >= 0, index + 2 < tokens.count, case .identifier(let owner) = tokens[index].kind,
              SwiftDeclarations.isTypeName(owner),
              SwiftDeclarations.isPunctuation(tokens[index + 1], 0x2E), case .identifier("allCases") = tokens[index + 2].kind
        else { return nil }
        return owner
    }

    /// Methods of an array whose closure's one parameter is an element.
    private static let caseClosureMethods: Set<String> = [
        "map", "forEach", "filter", "compactMap", "flatMap", "first", "contains", "allSatisfy",
    ]

    /// Records the `let`/`var` whose keyword is at `index` in the innermost scope.
    private mutating func declare(keywordAt index: Int) {
        guard index + 2 < tokens.count, case .identifier(let name) = tokens[index + 1].kind else { return }
        let known: Known
        switch tokens[index + 2].kind {
        case .punctuation(0x3A):
            guard let (type, _) = SwiftTypeReference.parse(tokens, at: index + 3), type.shape == .plain else {
                known = .unknown
                break
            }
            known = .type(type.name)
        case .punctuation(0x3D):
            known = index + 3 < tokens.count && SwiftDeclarations.pathEnd(tokens, at: index + 3) == name
                ? .property : .unknown
        default:
            // A pattern, `case .some(let profile)`, binds a new value; `if let profile {`,
            // `guard let a, let profile else`, the same one unwrapped.
            if enclosing[index] != 0x28, !SwiftDeclarations.isPunctuation(tokens[index + 2], 0x29) { return }
            known = .unknown
        }
        frames[frames.count - 1][name] = known
    }

    /// The parameters of the function whose `func`, `init` or `subscript` is at
    /// `index`: each name with its type.
    private func parameterTypes(after index: Int) -> [String: Known]? {
        var open = index + 1
        let limit = min(tokens.count, index + SwiftTypeReference.window)
        while open < limit, !SwiftDeclarations.isPunctuation(tokens[open], 0x28) {
            if SwiftDeclarations.isPunctuation(tokens[open], 0x7B) || SwiftDeclarations.isPunctuation(tokens[open], 0x7D) { return nil }
            open += 1
        }
        guard open < limit, closing[open] > open else { return nil }
        var found: [String: Known] = [:]
        var segmentStart = open + 1, cursor = open + 1
        while cursor <= closing[open] {
            if cursor == closing[open] || SwiftDeclarations.isPunctuation(tokens[cursor], 0x2C) {
                // `label name: Type`, `_ name: Type = …`: the last name before the first `:`.
                var colon = segmentStart
                while colon < cursor, !SwiftDeclarations.isPunctuation(tokens[colon], 0x3A) { colon += 1 }
                if colon < cursor, colon > segmentStart, case .identifier(let name) = tokens[colon - 1].kind {
                    if let (type, _) = SwiftTypeReference.parse(tokens, at: colon + 1), type.shape == .plain {
                        found[name] = .type(type.name)
                    } else {
                        found[name] = .unknown
                    }
                }
                segmentStart = cursor + 1
            } else if closing[cursor] > cursor {
                cursor = closing[cursor]
            }
            cursor += 1
        }
        return found
    }
}
