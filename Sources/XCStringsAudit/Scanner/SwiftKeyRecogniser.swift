/// The second pass of ``SwiftSourceScanner``: one walk over a run of tokens
/// that finds the string literals in localized positions.
///
/// The walk keeps a stack of the open brackets. A brace can be the body of a
/// computed property or function of a localized type (whose returned literals
/// are keys, also through `if`/`switch` blocks inside it); a square bracket can
/// be the value of a localized array or dictionary declaration (whose
/// elements or values are keys). Calls are recognised where their name and
/// `(` are met.
///
/// - Complexity: O(*n*) in the number of tokens: every call's arguments are
///   searched at most ``SwiftSourceScanner/argumentWindow`` tokens far, and a
///   value at most ``valueWindow``.
struct SwiftKeyRecogniser {
    typealias Token = SwiftLexer.Token

    let tokens: [Token]
    let file: String
    let declarations: SwiftDeclarations
    let extraFunctions: Set<String>
    private(set) var usages: [SourceKeyUsage] = []
    /// The localized type of the declaration being read, for its implicit
    /// `.init(…)` (`static var typeDisplayRepresentation: TypeDisplayRepresentation
    /// = .init(name: "…")`); cleared by the next declaration.
    private var declaredType: String?
    /// The name of the computed property being declared with a localized type
    /// (`name` of `var name: LocalizedStringKey {`); cleared with ``declaredType``.
    private var declaredName: String?
    /// The `init` tokens of implicit initialisers that are a key argument's
    /// whole value (`IntentDescription(.init("…", defaultValue: "…"))`,
    /// `@Parameter(title: .init("…", table: "AppIntents"))`): the parameter is
    /// a localized type, so `.init(…)` is that type's initialiser.
    private var keyInitialisers: Set<Int> = []
    /// The type bodies open around the token being read, innermost last: the
    /// depth of ``recognise()``'s frames their brace opened at, and the type's
    /// name, or `nil` for an extension's or protocol's body.
    private var owners: [(depth: Int, name: String?)] = []
    /// The type whose body the next `{` opens: its name, or `.some(nil)` for an
    /// extension or protocol.
    private var pendingOwner: String??

    /// How far a value (a chain of ternaries) is followed.
    static let valueWindow = 96

    /// - Parameters:
    ///   - tokens: One run of ``SwiftLexer/runs``.
    ///   - file: The path the usages report.
    ///   - declarations: What the first pass learnt from all scanned files.
    ///   - extraFunctions: `--localized-function` names.
    init(tokens: [Token], file: String, declarations: SwiftDeclarations, extraFunctions: Set<String>) {
        self.tokens = tokens
        self.file = file
        self.declarations = declarations
        self.extraFunctions = extraFunctions
    }

    /// An open bracket.
    private struct Frame {
        /// A brace whose statements return keys.
        var returnsKeys = false
        /// A square bracket whose elements (array) or values (dictionary) are keys.
        var collection: SwiftTypeReference.Shape?
        /// The localized type of those keys (`LocalizedStringResource`), named
        /// as the usages' function.
        var keyType = ""
        /// The computed property whose body this is, for a brace that returns keys.
        var property: String?
    }

    /// What the next bracket opens, set by a declaration before it.
    private enum Pending {
        case none
        /// The next `{` is a body returning keys.
        case body
        /// The next `{` is a body returning a localized collection.
        case collectionBody(SwiftTypeReference.Shape)
        /// The `[` at this index holds keys.
        case collection(SwiftTypeReference.Shape, at: Int)
    }

    /// Words that declare a type or extend one.
    private static let typeWords = KeywordSet(SwiftDeclarations.typeKeywordList)
    /// Words that follow `class` in a member's declaration (`class func`), not a type's.
    private static let classMemberWords: KeywordSet = ["func", "var", "let", "subscript", "init", "override", "final"]

    /// Words whose braces belong to the statement they are in: inside a body
    /// that returns keys, theirs do too.
    private static let controlWordList = ["if", "else", "switch", "guard", "get", "do"]
    private static let controlWords = KeywordSet(controlWordList)
    /// Words that start another declaration (or a closure's body, `in`).
    private static let declarationWordList = [
        "in", "func", "var", "let", "init", "struct", "class", "enum", "actor", "extension", "protocol", "case",
        "static", "subscript", "typealias",
    ]
    private static let declarationWords = KeywordSet(declarationWordList)
    /// `return`, ``controlWords`` and ``declarationWords`` (``typeWords`` among
    /// them): every word ``recognise()`` looks for.
    private static let statementWords = KeywordSet(["return"] + controlWordList + declarationWordList)

    /// Walks the tokens once and appends what it finds to ``usages``.
    mutating func recognise() {
        var frames: [Frame] = []
        var pending = Pending.none
        // The depth of the frames where an `if`/`switch`/… was met, whose brace
        // (at that depth, not a closure in its condition) is still to come.
        var control: Int?
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            let returnsKeys = frames.last?.returnsKeys ?? false
            switch tokens[index].kind {
            case .punctuation(0x7B):  // `{`
                var frame = Frame()
                switch pending {
                case .body:
                    frame.returnsKeys = true
                    frame.keyType = declaredType ?? ""
                    frame.property = declaredName
                case .collectionBody(let shape):
                    pending = .collection(shape, at: index + 1)
                default:
                    frame.returnsKeys = control == frames.count && returnsKeys
                    frame.keyType = frames.last?.keyType ?? ""
                    frame.property = frame.returnsKeys ? frames.last?.property : nil
                }
                if case .collection = pending {} else { pending = .none }
                if control == frames.count { control = nil }
                frames.append(frame)
                if let owner = pendingOwner {
                    owners.append((frames.count, owner))
                    pendingOwner = nil
                }
                if frame.returnsKeys { addValue(at: index + 1, returnedIn: frame) }
            case .punctuation(0x5B):  // `[`
                var frame = Frame()
                // The brackets of the declaration's own type come before its value.
                if case .collection(let shape, let at) = pending, at <= index {
                    if at == index {
                        frame.collection = shape
                        frame.keyType = declaredType ?? ""
                    }
                    pending = .none
                }
                frames.append(frame)
                if frame.collection == .array { addValue(at: index + 1, function: frame.keyType) }
            case .punctuation(0x28):  // `(`
                frames.append(Frame())
            case .punctuation(0x29), .punctuation(0x5D), .punctuation(0x7D):
                _ = frames.popLast()
                if let owner = owners.last, owner.depth > frames.count { owners.removeLast() }
            case .punctuation(0x2C):  // `,`
                if let frame = frames.last, frame.collection == .array { addValue(at: index + 1, function: frame.keyType) }
            case .punctuation(0x3A):  // `:`
                if let frame = frames.last, frame.collection == .dictionary {
                    addValue(at: index + 1, function: frame.keyType)
                } else if returnsKeys {
                    addValue(at: index + 1, returnedIn: frames.last)  // `case .a: "A"`
                }
                if let declared = declaration(colonAt: index) {
                    pending = declared
                }
            case .punctuation(0x2D):  // `-> LocalizedStringKey {`
                guard index + 2 < tokens.count, Self.isPunctuation(tokens[index + 1], 0x3E),
                      let (type, _) = SwiftTypeReference.parse(tokens, at: index + 2), type.isLocalized else { continue }
                pending = type.shape == .plain ? .body : .collectionBody(type.shape)
                declaredType = type.name
                declaredName = nil
            case .string:
                // `"Done".localized`, a member of `String` that localizes `self`.
                if index + 2 < tokens.count, Self.isPunctuation(tokens[index + 1], 0x2E),
                   case .identifier(let member) = tokens[index + 2].kind,
                   declarations.localizingStringMembers.contains(member) {
                    // `"%d items".localized(count)`: a member that takes arguments formats.
                    var end = index + 2
                    var takesArguments = false
                    if end + 1 < tokens.count, Self.isPunctuation(tokens[end + 1], 0x28) {
                        takesArguments = end + 2 < tokens.count && !Self.isPunctuation(tokens[end + 2], 0x29)
                        if !takesArguments { end += 2 }
                    }
                    let flow = flow(ofStringLookupFrom: index, to: end)
                    add(index, function: "." + member, table: nil, isInPackageBundle: false, keyIsAString: true,
                        hasComputedDefault: declarations.stringMembersWithDefault.contains(member),
                        formatting: takesArguments ? .formatted : flow.formatting, boundName: flow.boundName,
                        boundIsStatic: flow.isStatic)
                }
            case .identifier(let word):
                // Most names are none of these words: one lookup turns them away.
                if Self.statementWords.contains(word) {
                    if word == "return", returnsKeys { addValue(at: index + 1, returnedIn: frames.last) }
                    // A member named so (`.default`, `.struct`) is no keyword.
                    let isKeyword = index == 0 || !Self.isPunctuation(tokens[index - 1], 0x2E)
                    // A declaration without a body (a protocol's) leaves nothing pending.
                    if isKeyword, Self.declarationWords.contains(word) {
                        pending = .none
                        declaredType = nil
                        declaredName = nil
                    }
                    if Self.controlWords.contains(word) { control = frames.count }
                    if isKeyword, Self.typeWords.contains(word) { pendingOwner = typeDeclared(by: word, at: index) }
                }
                if index + 1 < tokens.count, Self.isPunctuation(tokens[index + 1], 0x28) {
                    recogniseCall(nameAt: index)
                }
            default:
                break
            }
        }
    }

    // MARK: - Declarations

    /// What the type word at `index` declares, for ``pendingOwner``: the name of
    /// a struct, class, enum or actor; `.some(nil)` for an extension or protocol;
    /// `nil` when the word does not declare a type (`class func`).
    private func typeDeclared(by word: String, at index: Int) -> String?? {
        guard index + 1 < tokens.count, case .identifier(let name) = tokens[index + 1].kind else { return nil }
        if word == "extension" || word == "protocol" { return .some(nil) }
        if word == "class", Self.classMemberWords.contains(name) { return nil }
        return .some(name)
    }

    /// What the modifiers of the declaration whose keyword (`let`, `var`,
    /// `func`) is at `keyword` say: whether it is a type's own member (`static
    /// let`, `public static var`, `class func`), and whether code that is not
    /// scanned calls it by another way than its name (`override`, `@objc`,
    /// `@IBAction`: a superclass, a selector, a storyboard).
    private func modifiers(ofKeywordAt keyword: Int) -> (isStatic: Bool, isCalledFromOutside: Bool) {
        var isStatic = false, isCalledFromOutside = false
        var cursor = keyword - 1
        while cursor >= 0, keyword - cursor <= 8 {
            switch tokens[cursor].kind {
            case .identifier(let word) where word == "static" || word == "class":
                isStatic = true
            case .identifier("override"):
                isCalledFromOutside = true
            case .identifier(let word) where Self.memberModifiers.contains(word):
                break
            case .identifier(let word) where cursor >= 1 && Self.isPunctuation(tokens[cursor - 1], 0x40):
                // `@objc`, `@IBAction`, `@MainActor`.
                if word == "objc" || word.hasPrefix("IB") { isCalledFromOutside = true }
                cursor -= 1
            case .punctuation(0x29):
                // `@objc(name)`: back to its `@`.
                var depth = 0
                while cursor >= 0 {
                    if Self.isPunctuation(tokens[cursor], 0x29) { depth += 1 }
                    if Self.isPunctuation(tokens[cursor], 0x28) { depth -= 1; if depth == 0 { break } }
                    cursor -= 1
                }
            default:
                return (isStatic, isCalledFromOutside)
            }
            cursor -= 1
        }
        return (isStatic, isCalledFromOutside)
    }

    /// Instance properties the system reads without naming them in the
    /// project's code: `LocalizedError`'s texts, `description` (read by every
    /// interpolation and `String(describing:)`),
    /// `CustomLocalizedStringResourceConvertible`. A static `description` (a
    /// SwiftGen namespace's) is an ordinary name.
    private static let systemReadNames: KeywordSet = [
        "errorDescription", "failureReason", "recoverySuggestion", "helpAnchor", "description", "debugDescription",
        "localizedDescription", "localizedStringResource",
    ]

    /// Modifiers that can stand between `static` and `let`/`var`/`func`.
    private static let memberModifiers: KeywordSet = [
        "public", "internal", "private", "fileprivate", "open", "package", "final", "nonisolated", "lazy",
    ]

    /// At the `:` of `name: Type`: a declaration of a localized type whose value
    /// follows (`= "…"`, or a body `{ … }` for `let`/`var`).
    /// - Returns: What the next bracket opens, if the declaration sets it.
    private mutating func declaration(colonAt colon: Int) -> Pending? {
        guard colon >= 1, case .identifier = tokens[colon - 1].kind,
              let (type, end) = SwiftTypeReference.parse(tokens, at: colon + 1), type.isLocalized,
              end < tokens.count else { return nil }
        declaredType = type.name
        declaredName = nil
        let isVariable = colon >= 2 && (Self.isWord(tokens[colon - 2], "let") || Self.isWord(tokens[colon - 2], "var"))
        let isParameter = colon >= 2 && (Self.isPunctuation(tokens[colon - 2], 0x28) || Self.isPunctuation(tokens[colon - 2], 0x2C)
            || { if case .identifier = tokens[colon - 2].kind { true } else { false } }())
        guard isVariable || isParameter else { return nil }
        if Self.isPunctuation(tokens[end], 0x3D), end + 1 < tokens.count {  // `= value`
            if type.shape == .plain {
                // `let key: String.LocalizationValue = "…"` shown in this file as
                // `String(localized: key, bundle: .module)`.
                var bundle: SwiftDeclarations.ForwardedBundle?
                if isVariable, case .identifier(let name) = tokens[colon - 1].kind {
                    bundle = declarations.shownBundle(of: name, inFile: file)
                }
                addValue(at: end + 1, function: type.name, bundle: bundle)
                return nil
            }
            return .collection(type.shape, at: end + 1)
        }
        if isVariable, Self.isPunctuation(tokens[end], 0x7B) {  // computed
            if case .identifier(let name) = tokens[colon - 1].kind { declaredName = name }
            return type.shape == .plain ? .body : .collectionBody(type.shape)
        }
        return nil
    }

    // MARK: - Calls

    /// Recognises the call whose name is at `position` (its `(` follows).
    private mutating func recogniseCall(nameAt position: Int) {
        guard case .identifier(let name) = tokens[position].kind else { return }
        // `func Text(` and other declarations are not uses.
        if position > 0, case .identifier(let before) = tokens[position - 1].kind,
           before == "func" || before == "init" || before == "case" { return }
        let isMember = position > 0 && Self.isPunctuation(tokens[position - 1], 0x2E)
        // `SwiftUI.Text(` is qualified by a module or type; `x.Text(` is not an initialiser.
        var isQualified = false
        if isMember, position >= 2, case .identifier(let owner) = tokens[position - 2].kind,
           SwiftDeclarations.isTypeName(owner) {
            isQualified = true
        }
        // `.name(` where a value is expected (`(.init(`, `= .value(`), not a member of what comes before.
        let isImplicitMember = isMember && !isQualified && (position < 2 || !Self.endsAnExpression(tokens[position - 2]))
        var keyArguments = Set<LocalizedAPI.Argument>()
        // `Type.init(…)` is `Type(…)`; `.init(…)` where a localized type is
        // declared is that type's initialiser.
        var calledType = name
        if name == "init", isMember {
            if position >= 2, case .identifier(let owner) = tokens[position - 2].kind {
                calledType = owner
            } else if keyInitialisers.remove(position) != nil {
                // `LocalizedStringKey`'s and `String.LocalizationValue`'s take the key
                // first as `LocalizedStringResource`'s does.
                calledType = "LocalizedStringResource"
            } else if let declaredType {
                calledType = declaredType
            }
        }
        for row in LocalizedAPI.appleByName[calledType] ?? [] {
            switch row.kind {
            case .initialiser where !isMember || isQualified || calledType != name, .modifier where isMember,
                 .staticMember where isQualified || isImplicitMember:
                keyArguments.formUnion(row.arguments)
            default:
                break
            }
        }
        let isApple = !keyArguments.isEmpty
        // `.string("…")` where the project declares an enum case `string(…)` as well as a
        // function: the case (a function returning `String` is no implicit member of another type).
        if let declared = declarations.calls[calledType],
           !(isImplicitMember && declarations.enumCasesWithValues.contains(calledType)) {
            keyArguments.formUnion(declared)
        }
        let argumentsStart = position + 2
        var found: [(index: Int, function: String, formatting: SourceKeyUsage.Formatting?)] = []
        // `AppShortcut(intent:phrases:…)`: each phrase is a key of the `AppShortcuts` table.
        var phrases: [Int] = []
        let takesPhrases = isApple && calledType == "AppShortcut" && (!isMember || isQualified)
        if !keyArguments.isEmpty {
            var unlabelled = 0
            forEachArgument(from: argumentsStart) { cursor in
                var valueIndex = cursor
                var argument = LocalizedAPI.Argument.unlabelled(unlabelled)
                if case .identifier(let label) = tokens[cursor].kind, cursor + 1 < tokens.count,
                   Self.isPunctuation(tokens[cursor + 1], 0x3A) {
                    argument = .labelled(label)
                    valueIndex = cursor + 2
                } else {
                    unlabelled += 1
                }
                if keyArguments.contains(argument) {
                    // `Text`, `DisplayRepresentation(title:)`, `.navigationTitle`.
                    var function = isMember && !isQualified && calledType == name ? "." + name : calledType
                    if case .labelled(let label) = argument { function += "(" + label + ":)" }
                    // A view, label or resource takes the literal as a key and shows it as
                    // written; a `String` lookup returns a string the code may format.
                    let returnsString = !isApple || calledType == "NSLocalizedString" || calledType == "localizedString"
                        || argument == .labelled("localized")
                    for literal in valueLiterals(at: valueIndex) {
                        found.append((literal, function, returnsString ? nil : .unformatted))
                    }
                    if isImplicitInitialiser(at: valueIndex) { keyInitialisers.insert(valueIndex + 1) }
                }
                if takesPhrases, argument == .labelled("phrases") { phrases = arrayLiterals(at: valueIndex) }
                return true
            }
        }
        for phrase in phrases {
            add(phrase, function: "AppShortcut(phrases:)", table: AppShortcutPhrases.table, isInPackageBundle: false)
        }
        if found.isEmpty, !extraFunctions.isEmpty, let function = matchingExtraFunction(nameAt: position),
           let literal = firstLiteralArgument(from: argumentsStart) {
            // What a project's own function does with the string is not known here.
            found.append((literal, function, .unknown))
        }
        guard !found.isEmpty else { return }
        // A view made hidden (`Text("XX").hidden()`): a placeholder that only reserves its space.
        let isHidden = isApple && (!isMember || isQualified)
            && closingParenthesis(from: argumentsStart).map(hidesTheView(after:)) == true
        var place = tableAndBundle(argumentsFrom: argumentsStart)
        let callNamesABundle = place.namesABundle
        // A project's function whose own lookup names a bundle (SwiftGen's `tr`): that bundle's.
        if !isApple, declarations.callsNamingABundle.contains(calledType) { place.namesABundle = true }
        // A project's function whose own lookup names a table (`NSLocalizedString(text, tableName:
        // "CriptextLocalizable", comment: "")` in `localize(_:)`): that table, where the call names none.
        if !isApple, place.table == nil, let table = declarations.forwardedTable(of: calledType) { place.table = table }
        // A project's view or function that shows or looks its key up from a bundle it names
        // (`Text(text, bundle: .arrCore)` in `message(_:)`, `Bundle.module.localizedString(forKey:`
        // in `AppLocalized.string(_:)`), where the call names none.
        var forwardedFile: String?
        if !isApple, !callNamesABundle, let bundle = declarations.forwardedBundle(of: calledType).map(Self.lookupBundle) {
            place.namesABundle = true
            place.packageBundle = bundle.isInPackageBundle
            place.namesItsOwnBundle = bundle.isOwn
            place.bundleName = bundle.name
            forwardedFile = bundle.packageFile
        }
        let flow = found.contains { $0.formatting == nil }
            ? flow(ofStringLookupFrom: expressionStart(nameAt: position),
                   to: closingParenthesis(from: argumentsStart) ?? position) : (.unknown, nil, false)
        // `NSLocalizedString(key, …)`, `bundle.localizedString(forKey:…)`, a project's function taking a `String`.
        let takesAStringKey = isApple ? calledType == "NSLocalizedString" || calledType == "localizedString"
            : declarations.callsTakingStringKeys.contains(calledType)
        for (index, function, formatting) in found {
            // `value:` is the default only of the lookups that name it so
            // (`LabeledContent("Name", value: "Bob")` shows a verbatim value).
            let takesValue = function == "NSLocalizedString" || function.hasSuffix("localizedString(forKey:)")
            let defaultValue = place.defaultValue ?? (takesValue ? place.value : nil)
            add(index, function: function, table: place.table, isInPackageBundle: place.packageBundle,
                keyIsAString: takesAStringKey && formatting != .unknown,
                bundleName: place.bundleName, packageBundleFile: forwardedFile,
                defaultValue: defaultValue,
                hasComputedDefault: defaultValue == nil
                    && (place.computedDefaultValue || (takesValue && place.computedValue)),
                namesItsOwnBundle: place.namesItsOwnBundle, namesABundle: place.namesABundle, isHidden: isHidden,
                formatting: formatting ?? flow.formatting,
                boundName: formatting == nil ? flow.boundName : nil, boundIsStatic: formatting == nil && flow.isStatic)
        }
    }

    /// Whether the modifiers after the view made by the call that closes at
    /// `close` (and its trailing closure, `Button("Close") { … }`) include
    /// `.hidden()` (`Text("XX").font(.body).hidden()`), in the same expression.
    private func hidesTheView(after close: Int) -> Bool {
        var cursor = close + 1
        if cursor < tokens.count, Self.isPunctuation(tokens[cursor], 0x7B) {
            guard let end = closingParenthesis(from: cursor + 1) else { return false }
            cursor = end + 1
        }
        while cursor + 2 < tokens.count, Self.isPunctuation(tokens[cursor], 0x2E),
              case .identifier(let modifier) = tokens[cursor + 1].kind, Self.isPunctuation(tokens[cursor + 2], 0x28) {
            guard let end = closingParenthesis(from: cursor + 3) else { return false }
            if modifier == "hidden", end == cursor + 3 { return true }
            cursor = end + 1
        }
        return false
    }

    // MARK: - What the code does with a lookup

    /// The first token of the expression whose call name is at `position`:
    /// `Bundle.main.localizedString(…)` starts at `Bundle`.
    private func expressionStart(nameAt position: Int) -> Int {
        var start = position
        while start >= 2, Self.isPunctuation(tokens[start - 1], 0x2E), case .identifier = tokens[start - 2].kind {
            start -= 2
        }
        return start
    }

    /// The `)` that closes the call whose arguments start at `index`, within
    /// ``SwiftSourceScanner/argumentWindow`` tokens.
    private func closingParenthesis(from index: Int) -> Int? {
        var depth = 0
        for cursor in index..<max(index, min(tokens.count, index + SwiftSourceScanner.argumentWindow)) {
            switch tokens[cursor].kind {
            case .punctuation(0x28), .punctuation(0x5B), .punctuation(0x7B):
                depth += 1
            case .punctuation(0x29), .punctuation(0x5D), .punctuation(0x7D):
                if depth == 0 { return cursor }
                depth -= 1
            default:
                break
            }
        }
        return nil
    }

    /// What the code does with the `String` a lookup returns, the lookup being
    /// the tokens `start...end` (`NSLocalizedString(…)`, `"…".localized`):
    /// - the format of `String(format:…)`, `NSString(format:…)`,
    ///   `String.localizedStringWithFormat(…)`: formatted;
    /// - kept in a name (`let f = …`, `var title: String { … }`, `return …` of
    ///   `func title()`): formatted when some scanned formatting call uses that
    ///   name as its format, else not known;
    /// - assigned to a member (`label.text = …`) or passed as the last argument of
    ///   another call (`Text(NSLocalizedString(…))`): shown as written;
    /// - anything else: not known.
    private func formatting(ofStringLookupFrom start: Int, to end: Int) -> SourceKeyUsage.Formatting {
        flow(ofStringLookupFrom: start, to: end).formatting
    }

    /// ``formatting(ofStringLookupFrom:to:)``, and the name the lookup is kept
    /// in (`let name = …`, the body of `var name`, `func name`, `let name = { … }()`).
    private func flow(ofStringLookupFrom start: Int, to end: Int)
        -> (formatting: SourceKeyUsage.Formatting, boundName: String?, isStatic: Bool) {
        guard start >= 1 else { return (.unknown, nil, false) }
        let previous = tokens[start - 1]
        func word(_ at: Int) -> String? {
            guard at >= 0, at < tokens.count, case .identifier(let word) = tokens[at].kind else { return nil }
            return word
        }
        // The name a lookup is kept in, unless code that is not scanned reads it.
        func named(_ name: String?, keywordAt keyword: Int) -> (SourceKeyUsage.Formatting, String?, Bool) {
            let formatting: SourceKeyUsage.Formatting =
                name.map { declarations.formattedNames.contains($0) } == true ? .formatted : .unknown
            guard let name else { return (formatting, nil, false) }
            let modifiers = modifiers(ofKeywordAt: keyword)
            if modifiers.isCalledFromOutside || !modifiers.isStatic && Self.systemReadNames.contains(name) {
                return (formatting, nil, false)
            }
            return (formatting, name, modifiers.isStatic)
        }
        switch previous.kind {
        case .punctuation(0x3A) where word(start - 2) == "format" && start >= 3 && Self.isPunctuation(tokens[start - 3], 0x28):
            return (.formatted, nil, false)
        case .punctuation(0x28) where word(start - 2) == "localizedStringWithFormat":
            return (.formatted, nil, false)
        case .punctuation(0x3D) where isAssignment(start - 1):
            // `let name = …`, `let name: String = …`, `label.text = …`.
            var cursor = start - 2
            while cursor >= 0, start - cursor <= 8 {
                if let name = word(cursor), cursor >= 1, word(cursor - 1) == "let" || word(cursor - 1) == "var" {
                    return named(name, keywordAt: cursor - 1)
                }
                cursor -= 1
            }
            if let name = word(start - 2) {
                if declarations.formattedNames.contains(name) { return (.formatted, nil, false) }
                if start >= 3, Self.isPunctuation(tokens[start - 3], 0x2E) { return (.unformatted, nil, false) }
            }
            return (.unknown, nil, false)
        case .punctuation(0x7B), .identifier("return"):
            // The body of `var name: String {`, `func name(…) -> String {` or
            // `let name = { … }()`.
            var cursor = start - 2
            while cursor >= 1, start - cursor <= 16 {
                if let keyword = word(cursor - 1), keyword == "var" || keyword == "func" || keyword == "let" {
                    return named(word(cursor), keywordAt: cursor - 1)
                }
                cursor -= 1
            }
            return (.unknown, nil, false)
        case .punctuation(0x28), .punctuation(0x2C), .punctuation(0x3A):
            // An argument of another call: passed on as it is when nothing follows it.
            guard end + 1 < tokens.count, Self.isPunctuation(tokens[end + 1], 0x29) else { return (.unknown, nil, false) }
            return (.unformatted, nil, false)
        default:
            return (.unknown, nil, false)
        }
    }

    /// The `tableName:`/`table:` string literal of the call whose arguments start
    /// at `index`, whether its `bundle:` is the Swift package's (`.module`), and
    /// its `defaultValue:` and `value:` string literals (without interpolation),
    /// and whether either is some other expression (``SourceKeyUsage/hasComputedDefault``).
    private func tableAndBundle(argumentsFrom index: Int)
        -> (table: String?, packageBundle: Bool, namesItsOwnBundle: Bool, namesABundle: Bool, bundleName: String?,
            defaultValue: String?, value: String?, computedDefaultValue: Bool, computedValue: Bool) {
        var table: String?
        var packageBundle = false, namesItsOwnBundle = false, namesABundle = false
        var bundleName: String?
        var defaultValue: String?
        var value: String?
        var computedDefaultValue = false, computedValue = false
        forEachArgument(from: index) { cursor in
            guard cursor + 2 < tokens.count, case .identifier(let label) = tokens[cursor].kind,
                  case .punctuation(0x3A) = tokens[cursor + 1].kind else { return true }
            if label == "value" || label == "defaultValue", SwiftDeclarations.passesDefault(tokens, labelAt: cursor) {
                if label == "value" { computedValue = true } else { computedDefaultValue = true }
            }
            // Any bundle but the main one (`.main`, `Bundle.main`).
            if label == "bundle" { namesABundle = !SwiftDeclarations.isMainBundle(tokens, at: cursor + 2) }
            switch (label, tokens[cursor + 2].kind) {
            case ("tableName", .string(let literal, valid: true)), ("table", .string(let literal, valid: true)):
                table = literal.plainText
            case ("tableName", .identifier), ("table", .identifier):
                // `tableName: table`, `table: Self.tableName`: a `let` of this file
                // with one string literal.
                if let name = SwiftDeclarations.wholeArgumentName(tokens, at: cursor + 2) {
                    table = declarations.stringConstant(name, in: file)
                }
            case ("defaultValue", .string(let literal, valid: true)):
                defaultValue = literal.plainText
            case ("value", .string(let literal, valid: true)):
                // `value: ""` is no default: the lookup gives the key back.
                value = literal.plainText.flatMap { $0.isEmpty ? nil : $0 }
            case ("bundle", _):
                // `#bundle` (the bundle of the module the lookup is in, a package target's where
                // it is in one: ``SourceKeyUsage/namesItsOwnBundle``), `.module`, `Bundle.module`,
                // or a project's name for a package's (`.arrCore`).
                guard let bundle = SwiftDeclarations.namedBundle(tokens, at: cursor + 2, file: file)
                    .map(Self.lookupBundle) else { break }
                packageBundle = bundle.isInPackageBundle
                namesItsOwnBundle = bundle.isOwn
                bundleName = bundle.name
            default:
                break
            }
            return true
        }
        return (table, packageBundle, namesItsOwnBundle, namesABundle, bundleName, defaultValue, value,
                computedDefaultValue, computedValue)
    }

    /// Calls `body` with the index of the first token of each top-level argument
    /// of the call whose arguments start at `index`, until `body` returns `false`,
    /// the call's closing `)` or ``SwiftSourceScanner/argumentWindow`` tokens.
    private func forEachArgument(from index: Int, _ body: (Int) -> Bool) {
        var depth = 0
        var argumentStart = true
        for cursor in index..<max(index, min(tokens.count, index + SwiftSourceScanner.argumentWindow)) {
            if depth == 0, argumentStart {
                if Self.isPunctuation(tokens[cursor], 0x29) { return }  // `f()`, `f(a,)`
                guard body(cursor) else { return }
                argumentStart = false
            }
            switch tokens[cursor].kind {
            case .punctuation(0x28), .punctuation(0x5B), .punctuation(0x7B):
                depth += 1
            case .punctuation(0x29), .punctuation(0x5D), .punctuation(0x7D):
                if depth == 0 { return }
                depth -= 1
            case .punctuation(0x2C) where depth == 0:
                argumentStart = true
            default:
                break
            }
        }
    }

    /// The name of `--localized-function` that the call at `position` matches:
    /// its plain name or its dotted qualified name.
    private func matchingExtraFunction(nameAt position: Int) -> String? {
        guard case .identifier(var qualified) = tokens[position].kind else { return nil }
        if extraFunctions.contains(qualified) { return qualified }
        var cursor = position
        while cursor >= 2, case .punctuation(0x2E) = tokens[cursor - 1].kind,
              case .identifier(let owner) = tokens[cursor - 2].kind {
            qualified = owner + "." + qualified
            if extraFunctions.contains(qualified) { return qualified }
            cursor -= 2
        }
        return nil
    }

    /// The first top-level argument of the call whose arguments start at `index`
    /// that is a lone string literal, labelled or not.
    private func firstLiteralArgument(from index: Int) -> Int? {
        var found: Int?
        forEachArgument(from: index) { cursor in
            var valueIndex = cursor
            if case .identifier = tokens[cursor].kind, cursor + 1 < tokens.count,
               case .punctuation(0x3A) = tokens[cursor + 1].kind {
                valueIndex = cursor + 2
            }
            if isLiteral(valueIndex), endsValue(after: valueIndex) { found = valueIndex }
            return found == nil
        }
        return found
    }

    // MARK: - Values

    /// ``addValue(at:function:property:)`` of a value the body `frame` returns: of its
    /// key type, from the property it is the body of.
    private mutating func addValue(at index: Int, returnedIn frame: Frame?) {
        addValue(at: index, function: frame?.keyType ?? "", property: frame?.property)
    }

    /// Records each literal that is the whole value at `index` (``valueLiterals(at:)``)
    /// as a key of `function`'s type. A value `property` returns is looked up in
    /// the bundle the code shows that property from (`Text(quality.name, bundle:
    /// #bundle)`), where it names one (``SwiftDeclarations/shownBundle(of:)``); a local
    /// constant's value, in the bundle `named` its file shows it from.
    private mutating func addValue(at index: Int, function: String, property: String? = nil,
                                   bundle named: SwiftDeclarations.ForwardedBundle? = nil) {
        let bundle = (named ?? property.flatMap(declarations.shownBundle(of:))).map(Self.lookupBundle)
        for literal in valueLiterals(at: index) {
            add(literal, function: function, table: nil, isInPackageBundle: bundle?.isInPackageBundle ?? false,
                bundleName: bundle?.name, packageBundleFile: bundle?.packageFile,
                namesItsOwnBundle: bundle?.isOwn ?? false, namesABundle: bundle != nil)
        }
    }

    /// The string literals that are the whole value of the expression starting
    /// at `start`: a lone literal (`"On"`), or the branches of a ternary whose
    /// branches are literals (`isOn ? "On" : "Off"`, also chained).
    ///
    /// A chain of ternaries is followed at most ``valueWindow`` tokens in all, so
    /// that a value reached from each of its own `:` stays linear to scan.
    private func valueLiterals(at start: Int) -> [Int] {
        var result: [Int] = []
        var cursor = start
        let limit = min(tokens.count, start + Self.valueWindow)
        while cursor < limit {
            if isLiteral(cursor), endsValue(after: cursor) { return result + [cursor] }
            // A ternary: the condition runs to a top-level `?`.
            guard let question = ternaryQuestion(from: cursor, limit: limit), question + 2 < tokens.count,
                  isLiteral(question + 1), Self.isPunctuation(tokens[question + 2], 0x3A) else { return [] }
            result.append(question + 1)
            cursor = question + 3
        }
        return []
    }

    /// The string literals that are the elements of the array literal starting at
    /// `start` (`["Start \(.applicationName)", "Begin \(.applicationName)"]`);
    /// none unless every element is one.
    private func arrayLiterals(at start: Int) -> [Int] {
        guard start < tokens.count, Self.isPunctuation(tokens[start], 0x5B) else { return [] }
        var result: [Int] = []
        var cursor = start + 1
        let limit = min(tokens.count, start + SwiftSourceScanner.argumentWindow)
        while cursor + 1 < limit {
            guard isLiteral(cursor) else { return [] }
            result.append(cursor)
            if Self.isPunctuation(tokens[cursor + 1], 0x5D) { return result }
            guard Self.isPunctuation(tokens[cursor + 1], 0x2C) else { return [] }
            cursor += 2
            // A trailing comma: `["a", "b",]`.
            if cursor < limit, Self.isPunctuation(tokens[cursor], 0x5D) { return result }
        }
        return []
    }

    /// Whether `.init(` starts at `index`.
    private func isImplicitInitialiser(at index: Int) -> Bool {
        guard index + 2 < tokens.count, Self.isPunctuation(tokens[index], 0x2E),
              case .identifier("init") = tokens[index + 1].kind else { return false }
        return Self.isPunctuation(tokens[index + 2], 0x28)
    }

    private func isLiteral(_ index: Int) -> Bool {
        guard index < tokens.count, case .string(_, valid: true) = tokens[index].kind else { return false }
        return true
    }

    /// The `?` of a ternary whose condition starts at `start`, if the value has one.
    private func ternaryQuestion(from start: Int, limit: Int) -> Int? {
        var depth = 0
        var cursor = start
        while cursor < limit {
            let token = tokens[cursor]
            if depth == 0, cursor > start, startsStatement(cursor) { return nil }
            switch token.kind {
            case .punctuation(0x28), .punctuation(0x5B):
                depth += 1
            case .punctuation(0x29), .punctuation(0x5D):
                if depth == 0 { return nil }
                depth -= 1
            case .punctuation(0x2C), .punctuation(0x3B), .punctuation(0x7B), .punctuation(0x7D), .punctuation(0x3A):
                if depth == 0 { return nil }
            case .punctuation(0x3D) where depth == 0 && isAssignment(cursor):
                return nil
            case .punctuation(0x3F) where depth == 0:
                // Not `a?.b`, `a ?? b`, `a?[i]`.
                let next = cursor + 1 < tokens.count ? tokens[cursor + 1] : nil
                let previous = cursor > 0 ? tokens[cursor - 1] : nil
                let adjacentNext = next.map { $0.line == token.line && $0.column == token.column + 1 } ?? false
                if let next, Self.isPunctuation(next, 0x3F) || Self.isPunctuation(next, 0x2E)
                    || (adjacentNext && Self.isPunctuation(next, 0x5B)) {
                    break
                }
                if let previous, Self.isPunctuation(previous, 0x3F) { break }
                return cursor
            default:
                break
            }
            cursor += 1
        }
        return nil
    }

    /// Whether the `=` at `index` is an assignment, not part of `==`, `!=`, `<=`, `>=`.
    private func isAssignment(_ index: Int) -> Bool {
        let token = tokens[index]
        if index + 1 < tokens.count, Self.isPunctuation(tokens[index + 1], 0x3D),
           tokens[index + 1].column == token.column + 1 { return false }
        if index > 0, case .punctuation(let byte) = tokens[index - 1].kind, [0x3D, 0x21, 0x3C, 0x3E].contains(byte),
           tokens[index - 1].line == token.line, tokens[index - 1].column == token.column - 1 { return false }
        return true
    }

    /// Punctuation that continues an expression onto the next line.
    private static let continuations: Set<UInt8> = [0x2E, 0x3F, 0x3A, 0x2B, 0x2D, 0x2A, 0x2F, 0x26, 0x7C, 0x3D, 0x3C, 0x3E, 0x25]

    /// Whether the token at `index` begins a new statement on a line of its own.
    private func startsStatement(_ index: Int) -> Bool {
        guard index > 0, tokens[index].line > tokens[index - 1].line else { return false }
        if case .punctuation(let byte) = tokens[index].kind, Self.continuations.contains(byte) { return false }
        if case .punctuation(let byte) = tokens[index - 1].kind, Self.continuations.contains(byte) { return false }
        if case .identifier(let word) = tokens[index].kind, word == "as" || word == "is" { return false }
        return true
    }

    /// Whether the value ends right after the token at `index`.
    private func endsValue(after index: Int) -> Bool {
        let next = index + 1
        guard next < tokens.count else { return true }
        switch tokens[next].kind {
        case .punctuation(0x2C), .punctuation(0x29), .punctuation(0x5D), .punctuation(0x7D), .punctuation(0x3B):
            return true
        default:
            return startsStatement(next)
        }
    }

    /// What a bundle the project's own code names (``SwiftDeclarations/ForwardedBundle``)
    /// makes of a lookup: a package's (`.module`, `#bundle`: the module of the file
    /// that names it), or a name for one (`.arrCore`: settled with the file that
    /// declares it when the usage is added).
    private static func lookupBundle(_ bundle: SwiftDeclarations.ForwardedBundle)
        -> (isInPackageBundle: Bool, isOwn: Bool, name: String?, packageFile: String?) {
        switch bundle {
        case .module(let file, let isOwn): (true, isOwn, nil, file)
        case .named(let name): (false, false, name, nil)
        }
    }

    /// Records the literal at `index` as a key usage.
    private mutating func add(_ index: Int, function: String, table: String?, isInPackageBundle: Bool,
                              keyIsAString: Bool = false, bundleName: String? = nil, packageBundleFile: String? = nil,
                              defaultValue: String? = nil, hasComputedDefault: Bool = false,
                              namesItsOwnBundle: Bool = false, namesABundle: Bool = false, isHidden: Bool = false,
                              formatting: SourceKeyUsage.Formatting = .unformatted,
                              boundName: String? = nil, boundIsStatic: Bool = false) {
        guard case .string(let literal, valid: true) = tokens[index].kind else { return }
        var usage = SourceKeyUsage(literal: literal, function: function, file: file, line: tokens[index].line,
                                   column: tokens[index].column, table: table, isInPackageBundle: isInPackageBundle)
        if let bundleName {
            // A package's bundle under a name its code declares (in this scan's files).
            usage.bundleName = bundleName
            usage.settleBundle(declaredIn: declarations.moduleBundleFile(named: bundleName))
        }
        // `bundle: .module` or `#bundle` written in another file (a declared view's): that file's module.
        if let packageBundleFile { usage.packageBundleFile = packageBundleFile }
        usage.defaultValue = defaultValue
        usage.hasComputedDefault = hasComputedDefault
        usage.namesItsOwnBundle = namesItsOwnBundle
        usage.namesABundle = namesABundle
        usage.isHidden = isHidden
        usage.keyIsAString = keyIsAString
        usage.formatting = literal.hasInterpolation ? .formatted : formatting
        usage.boundName = boundName
        // A type's own member is read through the type (`L10n.Global.cancel`);
        // an extension's (`extension String { static let … }`) also as `.cancel`.
        if boundName != nil, boundIsStatic, let owner = owners.last { usage.boundOwner = owner.name }
        if literal.hasInterpolation {
            var specifiers: [String?] = []
            for segment in literal.segments {
                if case .interpolation(let expression) = segment, SwiftStringLiteral.parameterName(of: expression) == nil {
                    specifiers.append(declarations.specifier(forInterpolation: expression, in: file))
                }
            }
            if specifiers.contains(where: { $0 != nil }) { usage.specifiers = specifiers }
        }
        usages.append(usage)
    }

    /// Whether a token before a `.` ends an expression the `.` reads a member of —
    /// a name, a literal, a closing bracket, `?` or `!` — rather than letting an
    /// implicit member start (`(.value(…)`, `y: .value(…)`, `return .value(…)`).
    static func endsAnExpression(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier(let word): return !["return", "in", "case", "else", "try", "await", "throw"].contains(word)
        case .string, .number: return true
        case .punctuation(let byte): return [0x29, 0x5D, 0x7D, 0x3F, 0x21].contains(byte)  // ) ] } ? !
        }
    }

    /// Whether `token` is the punctuation `byte`.
    static func isPunctuation(_ token: Token, _ byte: UInt8) -> Bool {
        SwiftDeclarations.isPunctuation(token, byte)
    }

    /// Whether `token` is the identifier `word`.
    static func isWord(_ token: Token, _ word: String) -> Bool {
        SwiftDeclarations.isWord(token, word)
    }

}
