extension WidgetCodeRules {
    /// A string literal that a `String` shown by a view can be: where it is
    /// written, and its text.
    struct StringSource {
        /// The index of the file in ``WidgetProject/files``.
        var file: Int
        /// The literal's token (in the file's top-level run).
        var token: Int
        var literal: SwiftStringLiteral
        /// Whether a caller passes it to a view's stored property (``argumentLiterals(of:label:project:)``).
        var isArgument = false
    }

    /// What a name shown by `Text(name)` is, as far as the sources say: the
    /// literals it is assembled from, or `nil` when it is anything else.
    ///
    /// A name is assembled from literals when the sources declare it, and every
    /// declaration of it (in every file: `entry.title` may be any type's `title`)
    /// is a `String` made of literals — a `let` bound to one (`let title = "Done"`,
    /// `static let title: String = c ? "On" : "Off"`), a computed property or a
    /// function returning `String` whose every result is one (`return "Done"`, a
    /// `switch` or `if` of literals, a ternary of two) — or a view's stored
    /// `String` (`struct Tile: View { let title: String }`), which is what its
    /// callers pass it: the literals among them (`Tile(title: "Steps")`, not in a
    /// preview). Any other declaration of the
    /// name — a stored property, a parameter, an `if let`/`guard let`/`for`/closure
    /// binding, a `var` with a value (it may change), a property of another type
    /// (`LocalizedStringKey`) — makes it unknown: it may be model data, and SwiftUI
    /// may look a `LocalizedStringKey` up.
    ///
    /// - Parameters:
    ///   - name: The name.
    ///   - isCall: Whether it is called (`label(for: mode)`): then its functions
    ///     count, else its properties and constants.
    /// - Complexity: O(*u*) in the uses of `name` in the sources, plus the size of
    ///   its declarations.
    static func literalSources(of name: String, isCall: Bool, project: WidgetProject) -> [StringSource]? {
        var sources: [StringSource] = []
        for use in project.uses[name] ?? [] where use.site.run == 0 {
            let run = project.files[use.file].runs[0]
            switch declaration(at: use.site.token, in: run) {
            case .none:
                continue
            case .other:
                return nil
            case .function(let literals):
                guard isCall else { continue }
                guard let literals, !isInALanguageType(use.file, use.site.token, project: project) else { return nil }
                sources += literals.map { StringSource(file: use.file, token: $0, literal: literal(at: $0, in: run)!) }
            case .value(let literals):
                guard !isCall else { return nil }
                if literals == nil,
                   let view = viewOfStoredString(nameAt: use.site.token, in: run, file: use.file, project: project) {
                    // A view's `let title: String`: what its callers pass it (`Tile(title: "Steps")`),
                    // when the name is one view's: two views named alike are not told apart.
                    guard declaredTypes(named: view, project: project) <= 1 else { return nil }
                    sources += argumentLiterals(of: view, label: name, project: project)
                    continue
                }
                guard let literals, !isInALanguageType(use.file, use.site.token, project: project) else { return nil }
                sources += literals.map { StringSource(file: use.file, token: $0, literal: literal(at: $0, in: run)!) }
            }
        }
        guard !sources.isEmpty, isText(sources) else { return nil }
        return sources
    }

    /// Whether literals a name shows are text to translate as one: not in two scripts
    /// ("終了" and "Finish", the translations the app chooses itself), nor a list of
    /// names (``listsNames(_:)``).
    private static func isText(_ sources: [StringSource]) -> Bool {
        Set(sources.compactMap { script(of: $0.literal) }).count <= 1 && !listsNames(sources)
    }

    /// The view whose stored `let name: String` (or `var`, with no value) is at
    /// `index` of file `file`'s top-level run: a type that says it is a `View`
    /// (``WidgetProject/types``), whose callers set it.
    static func viewOfStoredString(nameAt index: Int, in run: SwiftCodeFile.Run, file: Int,
                                   project: WidgetProject) -> String? {
        guard let keyword = run.identifier(at: index - 1), keyword == "let" || keyword == "var",
              run.isPunctuation(0x3A, at: index + 1), isStringType(at: index + 2, in: run) else { return nil }
        let after = run.isPunctuation(0x2E, at: index + 3) ? index + 5 : index + 3
        guard !run.isPunctuation(0x3D, at: after), !run.isPunctuation(0x7B, at: after),
              let body = run.enclosing[index], let view = project.type(inFile: file, bodyAt: body),
              view.conformances.contains("View") else { return nil }
        return view.name
    }

    /// Whether the call at `site` is shown: not in a preview, and not in a view
    /// that only previews show (`#Preview { Gallery() }` with the call in
    /// `Gallery`'s body), as far as `depth` views out.
    private static func isShown(_ site: SwiftCodeFile.Site, in fileIndex: Int, project: WidgetProject, depth: Int = 3)
        -> Bool {
        let file = project.files[fileIndex]
        guard !isInPreview(site, in: file), !isInPreviewProvider(site, in: fileIndex, project: project) else {
            return false
        }
        guard depth > 0, site.run == 0 else { return true }
        let run = file.runs[0]
        var brace = run.enclosing[site.token]
        while let open = brace {
            if let view = project.type(inFile: fileIndex, bodyAt: open) {
                guard view.conformances.contains("View") else { return true }
                // Named anywhere outside its declaration, and that place is shown.
                return (project.uses[view.name] ?? []).contains { use in
                    use.site.run == 0 && !isDeclaration(use, project: project)
                        && isShown(use.site, in: use.file, project: project, depth: depth - 1)
                }
            }
            brace = run.enclosing[open]
        }
        return true
    }

    /// Whether the site is in a type that says it is a `PreviewProvider`: all of it
    /// is there for Xcode's previews (`static var states: some View` beside `previews`).
    static func isInPreviewProvider(_ site: SwiftCodeFile.Site, in fileIndex: Int, project: WidgetProject) -> Bool {
        guard site.run == 0 else { return false }
        return project.types.contains {
            $0.file == fileIndex && $0.body.contains(site.token) && $0.conformances.contains("PreviewProvider")
        }
    }

    /// The literals callers pass `view` as its `label:` argument (`Tile(title: "Steps")`,
    /// `Tile(title: done ? "Done" : "Left")`), where they are shown
    /// (``isShown(_:in:project:depth:)``: not in a preview, nor in a view only previews
    /// show); an argument that is anything else (a lookup, a value) shows what it is.
    static func argumentLiterals(of view: String, label: String, project: WidgetProject) -> [StringSource] {
        var sources: [StringSource] = []
        for use in project.uses[view] ?? [] where use.site.run == 0 {
            let file = project.files[use.file], run = file.runs[0], index = use.site.token
            guard run.isPunctuation(0x28, at: index + 1), !run.isPunctuation(0x2E, at: index - 1),
                  !isDeclaration(use, project: project), isShown(use.site, in: use.file, project: project)
            else { continue }
            for argument in arguments(of: run, openingAt: index + 1) where argument.label == label {
                // A literal, or a choice of them (`title: isSaved ? "Saved" : "Save"`).
                guard let tokens = expressionLiterals(argument.range, in: run) else { continue }
                sources += tokens.map {
                    StringSource(file: use.file, token: $0, literal: literal(at: $0, in: run)!, isArgument: true)
                }
            }
        }
        return sources
    }

    /// What a bare `name` shown at `token` of file `file`'s top-level run is when it
    /// is a `String` parameter of the function around it (`func metricRow(label:
    /// String) -> some View { … Text(label) … }`): the literals the function's callers
    /// pass it (`metricRow(label: "Sleep")`, `row(done ? "Done" : "Left")`), where they
    /// are shown (not in a preview); an argument that is anything else shows what it is.
    ///
    /// `nil` when no function around the token declares the parameter — the name is
    /// something else. `.some(nil)` when one does but what it shows cannot be told:
    /// another type, a function name declared twice in the sources, a body that binds
    /// the name again (`let label = …`, `{ label in … }`), a parameter with no label
    /// that is not first.
    static func parameterLiterals(of name: String, at token: Int, inFile file: Int,
                                  project: WidgetProject) -> [StringSource]?? {
        let run = project.files[file].runs[0]
        // The innermost brace around the token that is a function's body.
        var brace = run.enclosing[token]
        var function: (name: String, parameters: Int, body: Int)?
        while let open = brace {
            if let declared = functionDeclaration(bodyAt: open, in: run) {
                function = (declared.name, declared.parameters, open)
                break
            }
            brace = run.enclosing[open]
        }
        guard let function else { return nil }
        // The parameter: `label: String`, `title label: String`, `_ label: String`.
        let parameters = parameterNames(in: run, openingAt: function.parameters)
        guard let position = parameters.firstIndex(where: { $0.internal == name }) else { return nil }
        let external = parameters[position].external
        guard isStringType(at: parameters[position].type, in: run), external != nil || position == 0 else {
            return .some(nil)
        }
        // The name bound again between the body's start and the token.
        if bindsAgain(name, in: function.body + 1..<token, of: run) { return .some(nil) }
        let uses = project.uses[function.name] ?? []
        let declarations = uses.filter {
            $0.site.run == 0 && project.files[$0.file].runs[0].identifier(at: $0.site.token - 1) == "func"
        }
        guard declarations.count == 1 else { return .some(nil) }
        var sources: [StringSource] = []
        for use in uses where use.site.run == 0 {
            let callRun = project.files[use.file].runs[0], index = use.site.token
            guard callRun.isPunctuation(0x28, at: index + 1), callRun.identifier(at: index - 1) != "func",
                  isShown(use.site, in: use.file, project: project) else { continue }
            let arguments = arguments(of: callRun, openingAt: index + 1)
            let argument = external.map { label in arguments.first { $0.label == label } }
                ?? arguments.first.flatMap { $0.label == nil ? $0 : nil }
            guard let argument, let tokens = expressionLiterals(argument.range, in: callRun) else { continue }
            sources += tokens.map {
                StringSource(file: use.file, token: $0, literal: literal(at: $0, in: callRun)!, isArgument: true)
            }
        }
        return isText(sources) ? .some(sources) : .some(nil)
    }

    /// The function whose body opens at `open`: its name and the index of its
    /// parameter list's `(` (`func name<T>(…) async throws -> some View where … {`).
    private static func functionDeclaration(bodyAt open: Int, in run: SwiftCodeFile.Run)
        -> (name: String, parameters: Int)? {
        // Back over the signature's tail to the parameter list's `)`; a `{` or `}`,
        // or a `=` (a closure's value), ends the search.
        var cursor = open - 1
        while cursor >= 0 {
            if run.isPunctuation(0x29, at: cursor), let start = run.partner[cursor], start < cursor {
                var name = start - 1
                if run.isPunctuation(0x3E, at: name) {  // `<T>` generics
                    while name >= 0, !run.isPunctuation(0x3C, at: name) { name -= 1 }
                    name -= 1
                }
                guard let found = run.identifier(at: name), run.identifier(at: name - 1) == "func" else { return nil }
                return (found, start)
            }
            if run.isPunctuation(0x7B, at: cursor) || run.isPunctuation(0x7D, at: cursor)
                || run.isPunctuation(0x3D, at: cursor) || run.isPunctuation(0x3B, at: cursor) { return nil }
            if let partner = run.partner[cursor], partner < cursor { cursor = partner }
            cursor -= 1
        }
        return nil
    }

    /// The parameters of the list `(` … `)` opening at `open`: each one's label
    /// (`nil` for `_`), its name inside the function, and the index of its type.
    private static func parameterNames(in run: SwiftCodeFile.Run, openingAt open: Int)
        -> [(external: String?, internal: String, type: Int)] {
        var parameters: [(external: String?, internal: String, type: Int)] = []
        for argument in arguments(of: run, openingAt: open) {
            // `arguments(of:)` reads `label: value`; a parameter is `[external] internal: Type`.
            let range = argument.range
            if let label = argument.label {
                parameters.append((label, label, range.lowerBound))
            } else if range.count >= 3, let first = run.identifier(at: range.lowerBound),
                      let second = run.identifier(at: range.lowerBound + 1),
                      run.isPunctuation(0x3A, at: range.lowerBound + 2) {
                parameters.append((first == "_" ? nil : first, second, range.lowerBound + 3))
            } else {
                parameters.append((nil, "", range.lowerBound))
            }
        }
        return parameters
    }

    /// Whether a top-level use of a type's name is its declaration (`struct Tile`,
    /// `extension Tile`), not a place that names it.
    private static func isDeclaration(_ use: (file: Int, site: SwiftCodeFile.Site), project: WidgetProject) -> Bool {
        let before = project.files[use.file].runs[0].identifier(at: use.site.token - 1)
        return before == "struct" || before == "extension"
    }

    /// Whether the literals are a list of names ("Nightscout", "Dexcom Share",
    /// "LibreLinkUp"): two or more, every word capitalised, and one of them a
    /// brand on its own — one word written with an inner capital, which no
    /// sentence of a language has. Button titles in title case that name a brand
    /// among other words ("Email Us", "Submit GitHub Issue") are no such list, nor
    /// are names of sports ("Cross-Country Skiing").
    private static func listsNames(_ sources: [StringSource]) -> Bool {
        guard sources.count >= 2 else { return false }
        var hasBrand = false
        for source in sources {
            let words = textOfSegments(source.literal).split(whereSeparator: \.isWhitespace)
            for word in words {
                guard let first = word.first(where: \.isLetter) else { continue }
                guard first.isUppercase else { return false }
                // `Cross-Country` is two capitalised words, not an inner capital.
                let innerCapital = word.split(separator: "-").contains { part in
                    let letters = Array(part.filter(\.isLetter))
                    return zip(letters, letters.dropFirst()).contains { $0.isLowercase && $1.isUppercase }
                }
                if words.count == 1, innerCapital { hasBrand = true }
            }
        }
        return hasBrand
    }

    /// Whether the token is declared in a type whose name says it is a language
    /// (`enum DisplayLanguage`): its texts are the app's own choice per language.
    private static func isInALanguageType(_ file: Int, _ token: Int, project: WidgetProject) -> Bool {
        let types = project.types.filter { $0.file == file && $0.body.contains(token) }
        guard let innermost = types.min(by: { $0.body.count < $1.body.count }) else { return false }
        return WidgetProject.namesALanguage(innermost.name)
    }

    /// The writing system of a literal's first letter: Latin, Cyrillic, Greek,
    /// Arabic, Hebrew, CJK (Han, kana, Hangul), or another; `nil` without letters.
    static func script(of literal: SwiftStringLiteral) -> String? {
        for segment in literal.segments {
            guard case .text(let text) = segment else { continue }
            for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
                switch scalar.value {
                case 0x0041...0x024F, 0x1E00...0x1EFF: return "Latin"
                case 0x0370...0x03FF: return "Greek"
                case 0x0400...0x052F: return "Cyrillic"
                case 0x0590...0x05FF: return "Hebrew"
                case 0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFEFF: return "Arabic"
                case 0x1100...0x11FF, 0x2E80...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0x20000...0x3FFFF: return "CJK"
                default: return "other"
                }
            }
        }
        return nil
    }

    /// The type a value named `receiver` is declared with (`var phase: TimerPhase`,
    /// `let phase: TimerPhase?`), when every declaration of it in the sources that
    /// names a type names the same one; `nil` otherwise.
    static func receiverType(_ receiver: String, project: WidgetProject) -> String? {
        guard receiver != "self", receiver != "Self" else { return nil }
        var found: String?
        for use in project.uses[receiver] ?? [] where use.site.run == 0 {
            let run = project.files[use.file].runs[0]
            let index = use.site.token
            guard run.isPunctuation(0x3A, at: index + 1), !run.isPunctuation(0x2E, at: index - 1),
                  let type = run.identifier(at: index + 2), let first = type.unicodeScalars.first,
                  first.properties.isUppercase else { continue }
            // `phase: TimerPhase` in a declaration or a parameter list, not a call's label (`f(phase: x)`).
            let declares = ["let", "var"].contains(run.identifier(at: index - 1) ?? "")
                || (run.enclosing[index].map { run.isPunctuation(0x28, at: $0) && opensParameterList($0, in: run) } ?? false)
            guard declares, !run.isPunctuation(0x3C, at: index + 3) else { continue }
            var named = type
            if run.isPunctuation(0x2E, at: index + 3) {
                // `var entry: Provider.Entry`, as Xcode's widget template writes it: the provider's entry type.
                guard run.identifier(at: index + 4) == "Entry", !run.isPunctuation(0x2E, at: index + 5),
                      !run.isPunctuation(0x3C, at: index + 5),
                      let entry = timelineEntryType(ofProvider: type, project: project) else { continue }
                named = entry
            }
            if let known = found, known != named { return nil }
            found = named
        }
        return found
    }

    /// The entry type of the timeline provider `provider`: what its
    /// `placeholder(in:)` returns, which every WidgetKit timeline provider
    /// declares (`func placeholder(in context: Context) -> SimpleEntry`); `nil`
    /// when the sources declare no such type, or two of that name.
    static func timelineEntryType(ofProvider provider: String, project: WidgetProject) -> String? {
        let declarations = project.types.filter { $0.name == provider }
        guard declarations.count == 1, let declaration = declarations.first else { return nil }
        let run = project.files[declaration.file].runs[0]
        for index in declaration.body.lowerBound + 1..<declaration.body.upperBound
        where run.enclosing[index] == declaration.body.lowerBound && run.identifier(at: index) == "placeholder"
            && run.identifier(at: index - 1) == "func" && run.isPunctuation(0x28, at: index + 1) {
            guard let close = run.partner[index + 1], run.isPunctuation(0x2D, at: close + 1),
                  run.isPunctuation(0x3E, at: close + 2), let type = run.identifier(at: close + 3),
                  !run.isPunctuation(0x2E, at: close + 4), type != "Entry" else { return nil }
            return type
        }
        return nil
    }

    /// The literals `name` is in the type `type` (its declarations and
    /// extensions in the sources), as ``literalSources(of:isCall:project:)``
    /// decides for one declaration; `nil` when the type declares no such member
    /// here or one is not literal text.
    static func memberLiteralSources(of name: String, in type: String, isCall: Bool,
                                     project: WidgetProject) -> [StringSource]? {
        var sources: [StringSource] = []
        var declared = false
        for declaration in project.types where declaration.name == type {
            let run = project.files[declaration.file].runs[0]
            for index in declaration.body.lowerBound + 1..<declaration.body.upperBound
            where run.enclosing[index] == declaration.body.lowerBound && run.identifier(at: index) == name {
                let literals: [Int]?
                switch self.declaration(at: index, in: run) {
                case .none: continue
                case .other: return nil
                case .function(let found): guard isCall else { continue }; literals = found
                case .value(let found):
                    guard !isCall else { return nil }
                    if found == nil, let view = viewOfStoredString(nameAt: index, in: run, file: declaration.file,
                                                                   project: project) {
                        // A view's `let title: String`: what its callers pass it.
                        declared = true
                        sources += argumentLiterals(of: view, label: name, project: project)
                        continue
                    }
                    literals = found
                }
                declared = true
                guard let literals, !WidgetProject.namesALanguage(type) else { return nil }
                sources += literals.map {
                    StringSource(file: declaration.file, token: $0, literal: literal(at: $0, in: run)!)
                }
            }
        }
        guard declared, !sources.isEmpty, Set(sources.compactMap { script(of: $0.literal) }).count <= 1,
              !listsNames(sources) else { return nil }
        return sources
    }

    /// The type whose member a bare `name` at `token` of file `file`'s top-level run
    /// is, as Swift reads it (`Text(title)` in a view's body is `self.title`): the
    /// innermost type around it that declares `name` among its members, in one of
    /// its declarations or extensions. `nil` when none does, or when that type's
    /// body around the site also declares the name otherwise (a parameter, a
    /// local, a closure's or a loop's binding), which may be what the site reads.
    ///
    /// - Complexity: O(*u*) in the uses of `name` in the sources.
    static func memberOwner(of name: String, at token: Int, inFile file: Int, project: WidgetProject) -> String? {
        let around = project.types.filter { $0.file == file && $0.body.contains(token) }
            .sorted { $0.body.count < $1.body.count }
        let declarations = (project.uses[name] ?? []).filter { use in
            guard use.site.run == 0 else { return false }
            if case .none = declaration(at: use.site.token, in: project.files[use.file].runs[0]) { return false }
            return true
        }
        for type in around {
            // Two types of this name (nested in different types, private in different files): names say not which.
            guard declaredTypes(named: type.name, project: project) <= 1 else { return nil }
            let run = project.files[type.file].runs[0]
            // Declared in the body, but not as its member: it may shadow the member.
            if declarations.contains(where: { $0.file == file && type.body.contains($0.site.token)
                && run.enclosing[$0.site.token] != type.body.lowerBound
                && !isMemberOfAnotherType($0.site.token, in: type, project: project) }) {
                return nil
            }
            let declares = declarations.contains { use in
                project.files[use.file].runs[0].enclosing[use.site.token]
                    .flatMap { project.type(inFile: use.file, bodyAt: $0) }?.name == type.name
            }
            if declares { return type.name }
        }
        return nil
    }

    /// How many `struct`, `class`, `enum` or `actor` declarations name a type `name` (extensions aside).
    private static func declaredTypes(named name: String, project: WidgetProject) -> Int {
        (project.uses[name] ?? []).count { use in
            use.site.run == 0 && ["struct", "class", "enum", "actor"]
                .contains(project.files[use.file].runs[0].identifier(at: use.site.token - 1) ?? "")
        }
    }

    /// Whether the token is the name of a member of a type declared inside `type`'s body.
    private static func isMemberOfAnotherType(_ token: Int, in type: WidgetProject.TypeDeclaration,
                                              project: WidgetProject) -> Bool {
        guard let brace = project.files[type.file].runs[0].enclosing[token] else { return false }
        return brace != type.body.lowerBound && project.type(inFile: type.file, bodyAt: brace) != nil
    }

    /// What the name at `index` is there.
    fileprivate enum LiteralDeclaration {
        /// Not a declaration: a use, a member access, a label.
        case none
        /// A declaration of something that is not known to be literal text.
        case other
        /// A `func … -> String`: the tokens of the literals it returns, or `nil`
        /// when it returns anything else.
        case function([Int]?)
        /// A `let`, or a computed `var` of type `String`: its literals, or `nil`.
        case value([Int]?)
    }

    /// Words before a name that declare it as something other than a value.
    private static let otherDeclarations: Set<String> = ["case", "struct", "class", "enum", "actor", "protocol",
                                                         "typealias", "associatedtype", "for", "import"]

    fileprivate static func declaration(at index: Int, in run: SwiftCodeFile.Run) -> LiteralDeclaration {
        let previous = run.identifier(at: index - 1)
        if run.isPunctuation(0x2E, at: index - 1) { return .none }
        if previous == "func" { return .function(functionLiterals(nameAt: index, in: run)) }
        if previous == "let" || previous == "var" { return .value(valueLiterals(nameAt: index, in: run)) }
        if let previous, otherDeclarations.contains(previous) { return previous == "case" ? .none : .other }
        if isClosureOrLoopBinding(at: index, in: run) { return .other }
        if run.isPunctuation(0x3A, at: index + 1), let open = run.enclosing[index], run.isPunctuation(0x28, at: open),
           opensParameterList(open, in: run) {
            return .other
        }
        return .none
    }

    /// The literals of `let name = …`, `let name: String = …` or
    /// `var name: String { … }` at `index`; `nil` for anything else.
    private static func valueLiterals(nameAt index: Int, in run: SwiftCodeFile.Run) -> [Int]? {
        let keyword = run.identifier(at: index - 1)!
        // `if let name = …`, `guard let`, `case let`, `while let`: a binding of another value.
        if let before = run.identifier(at: index - 2), ["if", "guard", "while", "case"].contains(before) { return nil }
        if run.isPunctuation(0x2C, at: index - 2) || run.isPunctuation(0x28, at: index - 2) { return nil }
        var cursor = index + 1
        if run.isPunctuation(0x3A, at: cursor) {
            guard let end = endOfStringType(at: cursor + 1, in: run, optional: true) else { return nil }
            cursor = end
            if run.isPunctuation(0x7B, at: cursor) { return bodyLiterals(braceAt: cursor, in: run) }
        }
        // A `var` with a value may be set to something else.
        guard keyword == "let", run.isPunctuation(0x3D, at: cursor) else { return nil }
        let end = expressionEnd(from: cursor + 1, in: run)
        return expressionLiterals(cursor + 1..<end, in: run)
    }

    /// The literals a `func name(…) -> String { … }` at `index` returns; `nil`
    /// when it returns another type or anything but literals.
    private static func functionLiterals(nameAt index: Int, in run: SwiftCodeFile.Run) -> [Int]? {
        guard run.isPunctuation(0x28, at: index + 1), let close = run.partner[index + 1] else { return nil }
        var cursor = close + 1
        while let word = run.identifier(at: cursor), ["throws", "async", "rethrows"].contains(word) { cursor += 1 }
        guard run.isPunctuation(0x2D, at: cursor), run.isPunctuation(0x3E, at: cursor + 1),
              let end = endOfStringType(at: cursor + 2, in: run, optional: true) else { return nil }
        cursor = end
        guard run.isPunctuation(0x7B, at: cursor) else { return nil }
        let parameters = Set(parameterNames(in: run, openingAt: index + 1).map(\.internal).filter { !$0.isEmpty })
        return bodyLiterals(braceAt: cursor, in: run, passing: parameters)
    }

    /// Whether the type at `index` is `String` (or `Swift.String`), not optional.
    private static func isStringType(at index: Int, in run: SwiftCodeFile.Run) -> Bool {
        endOfStringType(at: index, in: run, optional: false) != nil
    }

    /// The index past the type at `index` when it is `String` (or `Swift.String`),
    /// or, where `optional` allows, `String?` — a computed property or function
    /// whose every result is a literal shows one of them wherever a value is
    /// shown (`body = message.text ?? …`); `nil` for any other type.
    private static func endOfStringType(at index: Int, in run: SwiftCodeFile.Run, optional: Bool) -> Int? {
        var end = index + 1
        if run.identifier(at: index) == "Swift", run.isPunctuation(0x2E, at: index + 1) { end = index + 3 }
        guard run.identifier(at: end - 1) == "String", !run.isPunctuation(0x21, at: end),
              !run.isPunctuation(0x2E, at: end) else { return nil }
        guard run.isPunctuation(0x3F, at: end) else { return end }
        return optional ? end + 1 : nil
    }

    /// The literals every result of the body `{ … }` at `open` is made of: the
    /// value of each `return`, or, without one, the body's single expression —
    /// a `switch` arm's own case payload aside (``isCasePayload(at:in:)``), and a
    /// `return` of one of the function's own `parameters` that the body does not
    /// bind again (`default: return mode`: what its callers pass, as a payload is
    /// what the case was made with); `nil` when one of them is anything else, or
    /// none is a literal.
    private static func bodyLiterals(braceAt open: Int, in run: SwiftCodeFile.Run,
                                     passing parameters: Set<String> = []) -> [Int]? {
        guard let close = run.partner[open], close > open + 1 else { return nil }
        // `var name: String { get { … } }`
        if run.identifier(at: open + 1) == "get", run.isPunctuation(0x7B, at: open + 2) {
            return bodyLiterals(braceAt: open + 2, in: run)
        }
        let returns = (open + 1..<close).filter { run.identifier(at: $0) == "return" }
        guard !returns.isEmpty else { return expressionLiterals(open + 1..<close, in: run) }
        var literals: [Int] = []
        for keyword in returns {
            let end = expressionEnd(from: keyword + 1, in: run)
            // `case .failed(let message): return message`: what the case was made with.
            if end == keyword + 2, isCasePayload(at: keyword + 1, in: run) { continue }
            if end == keyword + 2, let name = run.identifier(at: keyword + 1), parameters.contains(name),
               !bindsAgain(name, in: open + 1..<close, of: run) { continue }
            guard let found = expressionLiterals(keyword + 1..<end, in: run) else { return nil }
            literals += found
        }
        return literals.isEmpty ? nil : literals
    }

    /// Whether `range` binds `name` itself: a `let`, `var` or `for` of it (alone or in a
    /// pattern, `case let .x(name)`, `let (count, name) = pair`), or a closure's
    /// parameter (`{ name in … }`, `{ name, other in … }`).
    private static func bindsAgain(_ name: String, in range: Range<Int>, of run: SwiftCodeFile.Run) -> Bool {
        for index in range where run.identifier(at: index) == name {
            if let before = run.identifier(at: index - 1), ["let", "var", "for"].contains(before) { return true }
            if run.identifier(at: index + 1) == "in" { return true }
            if run.isPunctuation(0x2C, at: index + 1), run.isPunctuation(0x7B, at: index - 1) { return true }
            // `case let .failed(name)`, `let (count, name) = pair`: a `let` just before the pattern.
            if run.isPunctuation(0x28, at: index - 1) || run.isPunctuation(0x2C, at: index - 1),
               let open = run.enclosing[index], (1...3).contains(where: { run.identifier(at: open - $0) == "let" }) {
                return true
            }
        }
        return false
    }

    /// Whether the name at `index`, a whole result of a `switch` arm, is bound by
    /// that arm's own pattern (`case .failed(let message): message`,
    /// `case let .failed(message): return message`): the value the case was made
    /// with, which its makers decide (`.failed(error.localizedDescription)`), not
    /// the switch. Its other arms' literals are shown as written all the same.
    private static func isCasePayload(at index: Int, in run: SwiftCodeFile.Run) -> Bool {
        guard let name = run.identifier(at: index), let open = run.enclosing[index] else { return false }
        // The nearest arm label before it in the same braces: `case` (or `default`, which binds nothing).
        var cursor = index - 1
        while cursor > open {
            if run.enclosing[cursor] == open, let word = run.identifier(at: cursor), word == "case" || word == "default" {
                break
            }
            cursor -= 1
        }
        guard cursor > open, run.identifier(at: cursor) == "case" else { return false }
        let bindsAll = ["let", "var"].contains(run.identifier(at: cursor + 1) ?? "")
        var token = cursor + 1
        while token < index, !(run.enclosing[token] == open && run.isPunctuation(0x3A, at: token)) {
            if run.identifier(at: token) == name,
               bindsAll || ["let", "var"].contains(run.identifier(at: token - 1) ?? "") { return true }
            token += 1
        }
        return false
    }

    /// The literals an expression is made of: a string literal, a ternary of two
    /// such expressions, a `switch` or `if` whose every branch is one, or the
    /// fallback after `??` (`event?.title ?? "Unnamed event"`, shown as written
    /// whenever the value is `nil`); `nil` for anything else.
    private static func expressionLiterals(_ range: Range<Int>, in run: SwiftCodeFile.Run) -> [Int]? {
        guard !range.isEmpty else { return nil }
        let first = range.lowerBound, last = range.upperBound - 1
        if range.count == 1 { return literal(at: first, in: run) == nil ? nil : [first] }
        if run.isPunctuation(0x28, at: first), run.partner[first] == last {
            return expressionLiterals(first + 1..<last, in: run)
        }
        if run.identifier(at: first) == "switch" { return switchLiterals(range, in: run) }
        if run.identifier(at: first) == "if" { return ifLiterals(range, in: run) }
        // `condition ? a : b`: a `?` at the top level whose two sides are literals.
        var cursor = first
        var coalescing: Int?
        while cursor < last {
            if let partner = run.partner[cursor], partner > cursor { cursor = partner + 1; continue }
            // `value ?? "Unnamed event"`: the fallback is shown as written whenever the value is `nil`.
            if run.isPunctuation(0x3F, at: cursor), run.isPunctuation(0x3F, at: cursor + 1), cursor > first {
                if coalescing == nil { coalescing = cursor }
                cursor += 2
                continue
            }
            if run.isPunctuation(0x3F, at: cursor), cursor > first {
                var colon = cursor + 1
                while colon < last, !run.isPunctuation(0x3A, at: colon) {
                    if let partner = run.partner[colon], partner > colon { colon = partner }
                    colon += 1
                }
                if colon < last, let yes = expressionLiterals(cursor + 1..<colon, in: run),
                   let no = expressionLiterals(colon + 1..<range.upperBound, in: run) {
                    return yes + no
                }
            }
            cursor += 1
        }
        if let coalescing { return expressionLiterals(coalescing + 2..<range.upperBound, in: run) }
        return nil
    }

    /// `switch subject { case …: a … default: b }` over the whole range.
    private static func switchLiterals(_ range: Range<Int>, in run: SwiftCodeFile.Run) -> [Int]? {
        let open = firstBrace(after: range.lowerBound, before: range.upperBound, in: run)
        guard open < range.upperBound, let close = run.partner[open], close == range.upperBound - 1 else { return nil }
        // `switch language { case .ja: "終了" … }`: the app's own translations.
        if (range.lowerBound + 1..<open).contains(where: { run.identifier(at: $0).map(WidgetProject.namesALanguage) == true }) {
            return nil
        }
        let arms = (open + 1..<close).filter { index in
            run.enclosing[index] == open && (run.identifier(at: index) == "case" || run.identifier(at: index) == "default")
        }
        guard !arms.isEmpty else { return nil }
        var literals: [Int] = []
        for (position, arm) in arms.enumerated() {
            let end = position + 1 < arms.count ? arms[position + 1] : close
            guard let colon = (arm + 1..<end).first(where: { run.enclosing[$0] == open && run.isPunctuation(0x3A, at: $0) })
            else { return nil }
            if end == colon + 2, isCasePayload(at: colon + 1, in: run) { continue }
            guard let found = expressionLiterals(colon + 1..<end, in: run) else { return nil }
            literals += found
        }
        return literals.isEmpty ? nil : literals
    }

    /// The first `{` after the keyword at `keyword` and before `end` that is
    /// not inside parentheses or brackets of the condition (`switch f(x) {`),
    /// or a position at or past `end` when there is none.
    private static func firstBrace(after keyword: Int, before end: Int, in run: SwiftCodeFile.Run) -> Int {
        var cursor = keyword + 1
        while cursor < end, !run.isPunctuation(0x7B, at: cursor) {
            if let partner = run.partner[cursor], partner > cursor { cursor = partner }
            cursor += 1
        }
        return cursor
    }

    /// `if c { a } else if d { b } else { c }` over the whole range.
    private static func ifLiterals(_ range: Range<Int>, in run: SwiftCodeFile.Run) -> [Int]? {
        let cursor = firstBrace(after: range.lowerBound, before: range.upperBound, in: run)
        guard cursor < range.upperBound, let close = run.partner[cursor], close > cursor + 1,
              let branch = expressionLiterals(cursor + 1..<close, in: run),
              run.identifier(at: close + 1) == "else" else { return nil }
        let rest = close + 2..<range.upperBound
        if run.identifier(at: close + 2) == "if" {
            return ifLiterals(rest, in: run).map { branch + $0 }
        }
        guard run.isPunctuation(0x7B, at: close + 2), run.partner[close + 2] == range.upperBound - 1,
              let other = expressionLiterals(close + 3..<range.upperBound - 1, in: run) else { return nil }
        return branch + other
    }

    /// Where the expression that starts at `start` ends: at a `}`, `;`, `,` or `)`
    /// that is not its own, or at a new line that does not continue it (one that
    /// starts or follows `?`, `:`, `+`, `.` or `=`).
    private static func expressionEnd(from start: Int, in run: SwiftCodeFile.Run) -> Int {
        let continuing: Set<UInt8> = [0x3F, 0x3A, 0x2B, 0x2E, 0x3D]
        var cursor = start
        while cursor < run.tokens.count {
            if let partner = run.partner[cursor] {
                guard partner > cursor else { return cursor }
                cursor = partner + 1
                continue
            }
            if run.isPunctuation(0x3B, at: cursor) || run.isPunctuation(0x2C, at: cursor)
                || run.isPunctuation(0x7D, at: cursor) || run.isPunctuation(0x29, at: cursor) { return cursor }
            if cursor > start, run.tokens[cursor].line > run.tokens[cursor - 1].line {
                let startsContinued = continuing.contains { run.isPunctuation($0, at: cursor) }
                let previousContinues = continuing.contains { run.isPunctuation($0, at: cursor - 1) }
                if !startsContinued && !previousContinues { return cursor }
            }
            cursor += 1
        }
        return cursor
    }

    /// The string literal at `index`, if the token there is one.
    static func literal(at index: Int, in run: SwiftCodeFile.Run) -> SwiftStringLiteral? {
        guard index >= 0, index < run.tokens.count, case .string(let literal, let valid) = run.tokens[index].kind, valid
        else { return nil }
        return literal
    }

    /// Whether the `(` at `open` starts the parameters of a `func`, `init` or
    /// `subscript` (`func f(for mode: Mode)`, `init?(title: String)`, `func f<T>(…)`).
    private static func opensParameterList(_ open: Int, in run: SwiftCodeFile.Run) -> Bool {
        var before = open - 1
        if run.isPunctuation(0x3F, at: before) || run.isPunctuation(0x21, at: before) { before -= 1 }
        if run.isPunctuation(0x3E, at: before) { return true }
        if let word = run.identifier(at: before), word == "init" || word == "subscript" { return true }
        return run.identifier(at: before - 1) == "func"
    }

    /// Whether the name at `index` is bound by a closure's parameters
    /// (`{ title in`, `{ (title, count) in`) or a `for` loop (`for title in`).
    private static func isClosureOrLoopBinding(at index: Int, in run: SwiftCodeFile.Run) -> Bool {
        var cursor = index + 1
        let limit = min(run.tokens.count, index + 12)
        while cursor < limit {
            if run.identifier(at: cursor) == "in" { break }
            guard run.identifier(at: cursor) != nil || run.isPunctuation(0x2C, at: cursor)
                || run.isPunctuation(0x29, at: cursor) else { return false }
            cursor += 1
        }
        guard cursor < limit else { return false }
        var back = index - 1
        while back >= 0, index - back <= 12 {
            if run.isPunctuation(0x7B, at: back) || run.identifier(at: back) == "for" { return true }
            guard run.identifier(at: back) != nil || run.isPunctuation(0x2C, at: back)
                || run.isPunctuation(0x28, at: back) else { return false }
            back -= 1
        }
        return false
    }
}
