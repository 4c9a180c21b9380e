/// What the widget code rules learn from all the scanned files before they judge
/// one: the declared types and their properties, whether the activity attributes
/// carry the app's language, the content states with a paused flag, and where each
/// identifier is used (to follow a view to the places that show it).
struct WidgetProject {
    /// A `struct`, `class`, `enum`, `actor` or `extension` in the top-level run of a file.
    struct TypeDeclaration {
        /// The type's name (the last component of an extension's `A.B`).
        var name: String
        /// The index of its file in ``WidgetProject/files``.
        var file: Int
        /// The identifiers between the name and the body (conformances, generics).
        var conformances: Set<String>
        /// The indices of the body's `{` and `}` in the top-level run.
        var body: ClosedRange<Int>
        /// The `var`/`let` properties declared directly in the body, with the index
        /// of their name token and whether their declared type is optional (`Date?`).
        var properties: [(name: String, token: Int, isOptional: Bool)]
    }

    /// A type that has both a paused flag and an end time, such as a Live
    /// Activity's `ContentState`.
    struct TimerState {
        /// The type's name.
        var type: String
        /// Its paused flags (`isPaused`).
        var pausedNames: Set<String>
        /// Its end times (`endDate`, `endTime`) that are not optional: an optional
        /// one is usually `nil` while paused, which makes its unwrapping the check.
        var endNames: Set<String>
    }

    /// Where the activity attributes say which language the app uses.
    struct LanguageEvidence {
        /// The property names (`languageCode`).
        var names: Set<String>
        /// How a message names it: `SessionAttributes.languageCode` or
        /// `--language-attribute languageCode`.
        var description: String
    }

    /// The files, in order.
    let files: [SwiftCodeFile]
    /// Every type declaration of every file.
    let types: [TypeDeclaration]
    /// The language the activity attributes carry, or `nil` when nothing says
    /// the app chooses one (then the rules that need it stay silent).
    let language: LanguageEvidence?
    /// The types with a paused flag and an end time.
    let timerStates: [TimerState]
    /// Every identifier token of every run: name → (file, site).
    let uses: [String: [(file: Int, site: SwiftCodeFile.Site)]]

    private static let typeKeywords = KeywordSet(typeKeywordNames)
    private static let notNames: KeywordSet = ["func", "var", "let", "subscript", "init", "case", "override", "final"]

    /// - Parameters:
    ///   - files: The lexed files.
    ///   - languageAttributes: `--language-attribute` names.
    init(files: [SwiftCodeFile], languageAttributes: [String]) {
        self.files = files
        var types: [TypeDeclaration] = []
        var uses: [String: [(file: Int, site: SwiftCodeFile.Site)]] = [:]
        // Each file's own index, lexed once, in file order: a name's uses stay in file,
        // run and token order.
        for (fileIndex, file) in files.enumerated() {
            for (name, sites) in file.identifierSites {
                uses[name, default: []].append(contentsOf: sites.lazy.map { (fileIndex, $0) })
            }
            types += file.typeDeclarations.map { declaration in
                var declaration = declaration
                declaration.file = fileIndex
                return declaration
            }
        }
        self.types = types
        self.uses = uses

        // The attributes: types conforming to ActivityAttributes (or their other
        // declarations, when an extension adds the conformance), with their nested types.
        let attributeNames = Set(types.filter { $0.conformances.contains("ActivityAttributes") }.map(\.name))
        var found: [(type: String, property: String)] = []
        for outer in types where attributeNames.contains(outer.name) {
            for inner in types where inner.file == outer.file && outer.body.contains(inner.body.lowerBound) {
                for property in inner.properties where Self.namesALanguage(property.name) {
                    found.append((outer.name, property.name))
                }
            }
        }
        var names = Set(found.map(\.property))
        var descriptions = found.map { "\($0.type).\($0.property)" }
        for name in languageAttributes where !names.contains(name) {
            names.insert(name)
            descriptions.append("--language-attribute \(name)")
        }
        var seen = Set<String>()
        descriptions = descriptions.filter { seen.insert($0).inserted }
        language = names.isEmpty ? nil : LanguageEvidence(names: names, description: descriptions.joined(separator: ", "))

        timerStates = types.compactMap { type in
            let paused = Set(type.properties.map(\.name).filter(Self.namesAPausedFlag))
            let end = Set(type.properties.filter { !$0.isOptional }.map(\.name).filter(Self.namesAnEndTime))
            return paused.isEmpty || end.isEmpty ? nil : TimerState(type: type.name, pausedNames: paused, endNames: end)
        }
    }

    /// Whether a property name says it holds a language: `languageCode`,
    /// `locale`, `localeIdentifier`, `appLanguage`, `lang`, `langCode`.
    static func namesALanguage(_ name: String) -> Bool {
        let lower = name.lowercased()
        if asciiLowercased(name, containsAnyOf: ["language", "locale"]) ?? (lower.contains("language") || lower.contains("locale")) {
            return true
        }
        guard lower.hasPrefix("lang") else { return false }
        let rest = name.dropFirst(4)
        return rest.isEmpty || rest.first!.isUppercase
    }

    /// Whether a property name is a paused flag: `isPaused`, `paused`, `pausedAt`.
    static func namesAPausedFlag(_ name: String) -> Bool {
        asciiLowercased(name, containsAnyOf: ["paused"]) ?? name.lowercased().contains("paused")
    }

    /// Whether a property name is an end time: `endDate`, `endTime`, `timerEndDate`, `endsAt`.
    static func namesAnEndTime(_ name: String) -> Bool {
        if let ascii = asciiLowercased(name, containsAnyOf: ["enddate", "endtime", "endsat", "endingdate", "endingtime"]) {
            return ascii || name.utf8.count == 5 && asciiLowercased(name, containsAnyOf: ["endat"]) == true
        }
        let lower = name.lowercased()
        return lower.contains("enddate") || lower.contains("endtime") || lower.contains("endsat") || lower == "endat"
            || lower.contains("endingdate") || lower.contains("endingtime")
    }

    /// Whether `name`, lower-cased, contains one of `words` (lower-case ASCII), byte
    /// by byte; `nil` when `name` is not ASCII (then Foundation's search decides).
    /// These run for every property of every type an extension compiles.
    private static func asciiLowercased(_ name: String, containsAnyOf words: [StaticString]) -> Bool? {
        var lower: [UInt8] = []
        lower.reserveCapacity(name.utf8.count)
        for byte in name.utf8 {
            guard byte < 0x80 else { return nil }
            lower.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
        }
        return words.contains { word in
            word.withUTF8Buffer { needle in
                guard needle.count <= lower.count else { return false }
                return (0...(lower.count - needle.count)).contains { start in
                    lower[start..<(start + needle.count)].elementsEqual(needle)
                }
            }
        }
    }

    /// The type declarations of a top-level run.
    /// The type of file `file` whose body's `{` is at `brace` in its top-level run.
    func type(inFile file: Int, bodyAt brace: Int) -> TypeDeclaration? {
        types.first { $0.file == file && $0.body.lowerBound == brace }
    }

    static func typeDeclarations(in run: SwiftCodeFile.Run, file: Int) -> [TypeDeclaration] {
        typeDeclarations(in: run, keywordsAt: Array(run.tokens.indices), file: file)
    }

    /// The words that start a type declaration (``typeDeclarations(in:file:)``).
    static let typeKeywordNames = ["struct", "class", "enum", "actor", "extension"]

    /// ``typeDeclarations(in:file:)`` looking only at `candidates`, ascending token
    /// indices that hold every one of ``typeKeywordNames`` in the run (others are passed over).
    static func typeDeclarations(in run: SwiftCodeFile.Run, keywordsAt candidates: [Int], file: Int) -> [TypeDeclaration] {
        var types: [TypeDeclaration] = []
        for index in candidates {
            guard let keyword = run.identifier(at: index), typeKeywords.contains(keyword),
                  var name = run.identifier(at: index + 1), !notNames.contains(name) else { continue }
            // `class func`, `class var`: not a type. A qualified `extension A.B`: B.
            var cursor = index + 2
            while run.isPunctuation(0x2E, at: cursor), let next = run.identifier(at: cursor + 1) {
                name = next
                cursor += 2
            }
            var conformances = Set<String>()
            let limit = min(run.tokens.count, cursor + 64)
            while cursor < limit, !run.isPunctuation(0x7B, at: cursor), !run.isPunctuation(0x7D, at: cursor) {
                if let identifier = run.identifier(at: cursor) { conformances.insert(identifier) }
                cursor += 1
            }
            guard cursor < limit, run.isPunctuation(0x7B, at: cursor), let close = run.partner[cursor] else { continue }
            var properties: [(name: String, token: Int, isOptional: Bool)] = []
            for member in (cursor + 1)..<close where run.enclosing[member] == cursor {
                guard let word = run.identifier(at: member), word == "var" || word == "let",
                      let property = run.identifier(at: member + 1) else { continue }
                // `name: Type?` — the `?` before the line ends (or a `=`/`{`).
                var optional = false
                var type = member + 2
                while type < close, run.tokens[type].line == run.tokens[member].line,
                      !run.isPunctuation(0x3D, at: type), !run.isPunctuation(0x7B, at: type) {
                    if run.isPunctuation(0x3F, at: type) { optional = true }
                    type += 1
                }
                properties.append((property, member + 1, optional))
            }
            types.append(TypeDeclaration(name: name, file: file, conformances: conformances, body: cursor...close,
                                         properties: properties))
        }
        return types
    }
}
