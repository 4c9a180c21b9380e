/// What the first pass over the scanned sources learns from their declarations:
/// the project's own localized API, and the types of named values.
///
/// - `func badge(_ title: LocalizedStringKey)` makes the first unlabelled
///   argument of every `badge(…)` call a key; `init(title: LocalizedStringResource)`
///   inside `struct Chip` makes `Chip(title: "…")` one; a stored
///   `let label: LocalizedStringKey` of `struct StatView` makes the memberwise
///   `StatView(label: "…")` one.
/// - `let streak: Int`, `var streak = 3` or a parameter `streak: Int` give
///   `\(streak)` the type `Int`, so `Text("\(streak) days")` looks up
///   `%lld days`. A name declared with two different types is unknown.
struct SwiftDeclarations: Sendable {
    /// Declared names whose calls take keys, and which of their arguments.
    private(set) var calls: [String: Set<LocalizedAPI.Argument>] = [:]
    /// Those of ``calls`` whose own lookup names a bundle other than the main one
    /// (SwiftGen's `tr`: `BundleToken.bundle.localizedString(forKey: key, …)`): in a
    /// linked framework's code, the framework's bundle, not the target's.
    private(set) var callsNamingABundle: Set<String> = []
    /// Those of ``calls`` that pass a `String` parameter on to a lookup as its key
    /// (`func localized(_ string: String) -> String`), not a `LocalizedStringKey`.
    private(set) var callsTakingStringKeys: Set<String> = []
    /// The table each of ``calls`` looks its key up in (`NSLocalizedString(text,
    /// tableName: "CriptextLocalizable", comment: "")` in `static func localize(_
    /// text: String)`), `nil` once two of its lookups disagree or one names a table
    /// that is not a literal or a constant of its file: see ``forwardedTable(of:)``.
    private var forwardedTables: [String: ForwardedTable?] = [:]
    /// Enum cases declared with associated values (`case string(String)`): what an
    /// implicit member call of that name (`.string("d.custom1.set=\(x)")`) makes.
    private(set) var enumCasesWithValues: Set<String> = []
    /// Members of `String` (or `String.LocalizationValue`, `StringProtocol`)
    /// declared in the sources that localize `self`: `extension String { var
    /// localized: String { NSLocalizedString(self, comment: "") } }` makes
    /// `"Done".localized` a key. `localized` and `localizedString` are taken to
    /// be such members even when the extension is not among the scanned
    /// sources (a shared framework's): nothing else goes by those names.
    private(set) var localizingStringMembers = defaultLocalizingStringMembers
    /// Those of ``localizingStringMembers`` whose body gives the lookup a default
    /// other than `self` (`value: NSLocalizedString(self, tableName: "Default",
    /// comment: "")`): where the table lacks the key, that text is shown, not the key.
    private(set) var stringMembersWithDefault: Set<String> = []
    /// The default names of ``localizingStringMembers``, before any file is collected.
    static let defaultLocalizingStringMembers: Set<String> = ["localized", "localizedString"]

    /// Takes `members` for members of `String` that localize `self`, as if a file
    /// collected declared them: what project mode, which scans each file apart,
    /// learns of other files.
    mutating func declareLocalizingStringMembers(_ members: SwiftSourceScanner.StringMembers) {
        localizingStringMembers.formUnion(members.all)
        stringMembersWithDefault.formUnion(members.withDefault)
    }
    /// Value name → type name, over all files (`nil` once two types disagree).
    private var types: [String: String?] = [:]
    /// The same per file, which wins over ``types``.
    private var typesByFile: [String: [String: String?]] = [:]
    /// Per file, the type of each property the file declares in a type's body or
    /// at its top level (`var profile: Profile?` gives `Profile`), `nil` once two
    /// disagree: what `profile.name` reads `name` on where no local value is
    /// called `profile` (``SwiftLocalTypes``).
    private var propertyTypesByFile: [String: [String: String?]] = [:]
    /// Per file, value name → the name it copies (`let streak = entry.streak`
    /// copies `streak`), `nil` once two disagree.
    private var copies: [String: [String: String?]] = [:]
    /// `typealias Name = Target`.
    private var aliases: [String: String] = [:]
    /// Per file, constant name → its string literal (`let table = "Widget"`,
    /// `static let tableName: String = "Widget"`), `nil` once two disagree.
    private var stringConstants: [String: [String: String?]] = [:]
    /// Declared calls whose localized parameter their body shows from a bundle
    /// it names (`func message(_ text: LocalizedStringKey) { Text(text, bundle:
    /// .arrCore) }`): that bundle, by call name, `nil` once two declarations
    /// disagree. A literal given to `message("…")` is looked up there.
    private var forwardedBundles: [String: ForwardedBundle?] = [:]
    /// The stored properties of a localized type each struct declares (`let title:
    /// LocalizedStringKey` of `struct Badge`), which its memberwise initialiser takes.
    private var localizedProperties: [String: Set<String>] = [:]
    /// Per type, the names its body shows from a bundle it names as the first
    /// argument of a SwiftUI view (`Text(title, bundle: .module)`), and that bundle
    /// (`nil` once two differ): those of ``localizedProperties`` make the type's
    /// initialiser look its key up there.
    private var propertyBundles: [String: [String: ForwardedBundle?]] = [:]
    /// Names a SwiftUI view shows as its whole first argument, alone or as the
    /// end of a path (`Text(quality.name, bundle: #bundle)`), from a bundle the
    /// view names: that bundle, `nil` once two differ (see ``shownBundle(of:)``).
    private var shownBundles: [String: ForwardedBundle?] = [:]
    /// Names a SwiftUI view shows so from the main bundle, or without a bundle.
    private var shownFromTheMainBundle: Set<String> = []
    /// ``shownBundles`` and ``shownFromTheMainBundle`` of one file, by file: what a local
    /// constant of that name is shown from (`let key: String.LocalizationValue = "…"`,
    /// then `String(localized: key, bundle: .module)`), where a name as common as `key`
    /// in another file says nothing.
    private var shownInFile: [String: [String: ForwardedBundle?]] = [:]
    /// Names of `Bundle.module` (`static let arrCore = Bundle.module`, `static var
    /// bundle: Bundle { .module }`) → the file that declares it, `nil` once two
    /// files do: a package's bundle, which code outside the package can only name so.
    private var moduleBundleNames: [String: String?] = [:]
    /// Names the scanned code passes as the format of a formatting call
    /// (`String(format: itemsFormat, n)`, `String(format: L10n.items, n)` gives
    /// `items`), over all files.
    private(set) var formattedNames: Set<String> = []

    /// Words that declare a type or extend one.
    static let typeKeywordList = ["struct", "class", "enum", "actor", "extension", "protocol"]
    private static let typeKeywords = KeywordSet(typeKeywordList)
    /// Types whose members may localize `self`.
    private static let stringTypes: KeywordSet = ["String", "StringProtocol", "Substring", "LocalizationValue"]
    /// Names whose presence in a member's body, with `self`, make it localize `self`.
    private static let localizingNames: KeywordSet = [
        "NSLocalizedString", "localized", "localizedString", "LocalizedStringKey", "LocalizedStringResource",
        "LocalizationValue",
    ]
    /// Words after `class` that make it a modifier, not a type declaration.
    private static let notTypeNames: KeywordSet = [
        "func", "var", "let", "static", "override", "final", "subscript", "init", "private", "public",
        "internal", "fileprivate", "open", "convenience", "required",
    ]

    /// Collects the declarations of one file's tokens (each run of ``SwiftLexer/runs``).
    ///
    /// - Complexity: O(*n*) in the number of tokens.
    mutating func collect(_ tokens: [SwiftLexer.Token], file: String) {
        // The enclosing braces: the type each one declares, if any, and whether it is a struct.
        var frames: [(type: String?, isStruct: Bool)] = []
        var pendingType: (name: String, isStruct: Bool)?
        // A member of a string type being read: its name, the depth of its
        // type's braces, and what its body mentions.
        var stringMember: (name: String, depth: Int, usesSelf: Bool, localizes: Bool, givesDefault: Bool)?
        // A function whose `String` parameters may be passed on as keys, or whose
        // localized ones shown from a bundle, before and while its body is read.
        var pendingForwarder: (name: String, parameters: Parameters)?
        var forwarder: (name: String, parameters: Parameters, depth: Int)?
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            if var member = stringMember, frames.count > member.depth, case .identifier(let word) = tokens[index].kind {
                if word == "self" { member.usesSelf = true }
                if Self.localizingNames.contains(word), !Self.isOtherObjectsMethod(tokens, nameAt: index) {
                    member.localizes = true
                }
                if word == "value" || word == "defaultValue", Self.passesDefault(tokens, labelAt: index) {
                    member.givesDefault = true
                }
                stringMember = member
            }
            // Most names are none of the words the checks below look for: one lookup turns them away.
            var isListed = true
            if case .identifier(let word) = tokens[index].kind { isListed = Self.declarationWords.contains(word) }
            // A requirement without a body (in a protocol) forwards nothing.
            if isListed, case .identifier(let word) = tokens[index].kind, Self.endsRequirement.contains(word) {
                pendingForwarder = nil
            }
            if let current = forwarder, frames.count > current.depth, case .identifier(let word) = tokens[index].kind,
               let argument = current.parameters.strings[word], Self.passesKey(tokens, at: index) {
                calls[current.name, default: []].insert(argument)
                callsTakingStringKeys.insert(current.name)
                if Self.lookupNamesABundle(tokens, keyAt: index) { callsNamingABundle.insert(current.name) }
                // `Bundle.module.localizedString(forKey: key, …)`, `NSLocalizedString(key, bundle: .module, …)`:
                // a package's own lookup function (ArrBarr's `AppLocalized.string(_:locale:)`) looks up in its bundle.
                if let bundle = Self.lookupBundle(tokens, keyAt: index, file: file) {
                    Self.merge(bundle, into: &forwardedBundles, at: current.name)
                }
                Self.merge(Self.lookupTable(tokens, keyAt: index, file: file), into: &forwardedTables, at: current.name)
            }
            if case .identifier(let word) = tokens[index].kind, index >= 2, index + 1 < tokens.count,
               Self.isPunctuation(tokens[index + 1], 0x2C) || Self.isPunctuation(tokens[index + 1], 0x29) {
                let forwardedBy = forwarder.flatMap { current in
                    frames.count > current.depth && current.parameters.localized.contains(word) ? current.name : nil
                }
                recordBundle(ofFirstArgument: word, at: index, tokens, forwardedBy: forwardedBy,
                             in: frames.last(where: { $0.type != nil })?.type, file: file)
            }
            if isListed, stringMember == nil, case .identifier(let word) = tokens[index].kind, word == "func" || word == "var",
               let type = frames.last?.type, Self.stringTypes.contains(type), index + 1 < tokens.count,
               case .identifier(let name) = tokens[index + 1].kind {
                stringMember = (name, frames.count, false, false, false)
            }
            guard isListed else { continue }
            switch tokens[index].kind {
            case .punctuation(0x7B):
                frames.append(pendingType.map { ($0.name, $0.isStruct) } ?? (nil, false))
                pendingType = nil
                if forwarder == nil, let pending = pendingForwarder {
                    forwarder = (pending.name, pending.parameters, frames.count - 1)
                }
                pendingForwarder = nil
            case .punctuation(0x7D):
                _ = frames.popLast()
                pendingForwarder = nil
                if let current = forwarder, frames.count == current.depth { forwarder = nil }
                if let member = stringMember, frames.count == member.depth {
                    if member.usesSelf && member.localizes {
                        localizingStringMembers.insert(member.name)
                        if member.givesDefault { stringMembersWithDefault.insert(member.name) }
                    }
                    stringMember = nil
                }
            case .identifier(let word) where Self.typeKeywords.contains(word):
                guard index + 1 < tokens.count, case .identifier(var name) = tokens[index + 1].kind,
                      !Self.notTypeNames.contains(name) else { continue }
                var cursor = index + 2
                while cursor + 1 < tokens.count, case .punctuation(0x2E) = tokens[cursor].kind,
                      case .identifier(let next) = tokens[cursor + 1].kind {
                    name = next
                    cursor += 2
                }
                pendingType = (name, word == "struct")
            case .identifier("func"):
                guard index + 1 < tokens.count, case .identifier(let name) = tokens[index + 1].kind,
                      let open = Self.parameterListStart(tokens, after: index + 1) else { continue }
                let parameters = collectParameters(tokens, openAt: open, callName: name, file: file)
                pendingForwarder = parameters.isEmpty ? nil : (name, parameters)
            case .identifier("init"):
                guard index == 0 || !Self.isDot(tokens[index - 1]),
                      let open = Self.parameterListStart(tokens, after: index) else { continue }
                let parameters = collectParameters(tokens, openAt: open, callName: frames.last?.type, file: file)
                pendingForwarder = parameters.isEmpty ? nil : frames.last?.type.map { ($0, parameters) }
            case .identifier("case"):
                if index + 2 < tokens.count, case .identifier(let name) = tokens[index + 1].kind,
                   Self.isPunctuation(tokens[index + 2], 0x28) {
                    enumCasesWithValues.insert(name)
                }
            case .identifier("typealias"):
                guard index + 3 < tokens.count, case .identifier(let name) = tokens[index + 1].kind,
                      case .punctuation(0x3D) = tokens[index + 2].kind,
                      let (target, _) = SwiftTypeReference.parse(tokens, at: index + 3),
                      target.shape == .plain, !target.isOptional else { continue }
                aliases[name] = target.name
            case .identifier(let word) where word == "let" || word == "var":
                guard index + 2 < tokens.count, case .identifier(let name) = tokens[index + 1].kind else { continue }
                if word == "let" { recordStringConstant(tokens, nameAt: index + 1, file: file) }
                recordModuleBundleName(tokens, nameAt: index + 1, file: file)
                if case .punctuation(0x3A) = tokens[index + 2].kind,
                   let (type, end) = SwiftTypeReference.parse(tokens, at: index + 3) {
                    record(name, type: type, file: file)
                    if frames.isEmpty || frames.last?.type != nil {
                        let propertyType: String? = type.shape == .plain ? type.name : nil
                        if let known = propertyTypesByFile[file]?[name] {
                            if known != propertyType { propertyTypesByFile[file]?[name] = .some(nil) }
                        } else {
                            propertyTypesByFile[file, default: [:]][name] = .some(propertyType)
                        }
                    }
                    // A stored property of a struct is a label of its memberwise initialiser
                    // (a `let` with a value is not; a computed property is not).
                    let isStatic = index > 0 && Self.isWord(tokens[index - 1], "static")
                    let hasBody = end < tokens.count && Self.isPunctuation(tokens[end], 0x7B)
                    let hasValue = end < tokens.count && Self.isPunctuation(tokens[end], 0x3D)
                    if type.isLocalized, type.shape == .plain, let frame = frames.last, frame.isStruct,
                       let owner = frame.type, !isStatic, !hasBody, !(word == "let" && hasValue) {
                        calls[owner, default: []].insert(.labelled(name))
                        localizedProperties[owner, default: []].insert(name)
                    }
                } else if case .punctuation(0x3D) = tokens[index + 2].kind, index + 3 < tokens.count {
                    if let type = Self.literalType(tokens, at: index + 3) {
                        record(name, typeName: type, file: file)
                    } else if let source = Self.pathEnd(tokens, at: index + 3), source != name {
                        // `let streak = entry.streak`, `if let streak = entry.streak {`
                        if let known = copies[file]?[name] {
                            if known != source { copies[file]?[name] = .some(nil) }
                        } else {
                            copies[file, default: [:]][name] = source
                        }
                    } else {
                        // `let value = compute()`: this file's `value` has a type not known here.
                        markUnknown(name, file: file)
                    }
                }
            case .identifier("format") where index >= 1 && Self.isPunctuation(tokens[index - 1], 0x28)
                && index + 2 < tokens.count && Self.isPunctuation(tokens[index + 1], 0x3A):
                // `String(format: name, …)`, `NSString(format: L10n.name, …)`.
                if let name = Self.wholeArgumentName(tokens, at: index + 2) { formattedNames.insert(name) }
            case .identifier("localizedStringWithFormat") where index + 2 < tokens.count
                && Self.isPunctuation(tokens[index + 1], 0x28):
                if let name = Self.wholeArgumentName(tokens, at: index + 2) { formattedNames.insert(name) }
            case .identifier("self") where index + 4 < tokens.count && Self.isDot(tokens[index + 1])
                && Self.isPunctuation(tokens[index + 3], 0x3D):
                // `self.kind = kind`, an initialiser keeping its parameter: the property holds the
                // parameter's type, where the file declares no property of that name (an extension
                // of a class Xcode generates from an intent definition, of a type of another file).
                guard case .identifier(let name) = tokens[index + 2].kind, case .identifier(name) = tokens[index + 4].kind,
                      propertyTypesByFile[file]?[name] == nil, let typeName = typesByFile[file]?[name] ?? nil,
                      typeName != "Optional", typeName != "Array" else { continue }
                propertyTypesByFile[file, default: [:]][name] = .some(typeName)
            case .identifier("in"):
                // `for value in`, `{ value in`, `{ (a, b) in`: names whose type is not known here.
                Self.forEachName(boundByInAt: index, in: tokens) { markUnknown($0, file: file) }
            default:
                break
            }
        }
    }

    /// `let name = "…"` or `let name: String = "…"` at `nameAt`: a string constant
    /// of `file` (a literal without interpolation, ending the declaration).
    private mutating func recordStringConstant(_ tokens: [SwiftLexer.Token], nameAt index: Int, file: String) {
        guard case .identifier(let name) = tokens[index].kind else { return }
        var value = index + 2
        if Self.isPunctuation(tokens[index + 1], 0x3A) {
            guard value + 1 < tokens.count, Self.isWord(tokens[value], "String"),
                  Self.isPunctuation(tokens[value + 1], 0x3D) else { return }
            value += 2
        } else if !Self.isPunctuation(tokens[index + 1], 0x3D) {
            return
        }
        guard value < tokens.count, case .string(let literal, valid: true) = tokens[value].kind,
              let text = literal.plainText else { return }
        // The literal is the whole value: `let a = "x" + b` is not a constant.
        if value + 1 < tokens.count, case .punctuation(let byte) = tokens[value + 1].kind,
           byte != 0x3B, byte != 0x7D, byte != 0x2C, tokens[value + 1].line == tokens[value].line { return }
        if let known = stringConstants[file]?[name] {
            if known != text { stringConstants[file]?[name] = .some(nil) }
        } else {
            stringConstants[file, default: [:]][name] = text
        }
    }

    /// `let name = Bundle.module`, `var name: Bundle { .module }` (also `:
    /// Bundle = .module`, `{ return Bundle.module }`, `{ #bundle }`, and a body
    /// whose every value is one of them, in branches of `if #available(…)` or
    /// `#if compiler(…)`) at `nameAt`.
    private mutating func recordModuleBundleName(_ tokens: [SwiftLexer.Token], nameAt index: Int, file: String) {
        guard case .identifier(let name) = tokens[index].kind else { return }
        var cursor = index + 1
        if cursor + 1 < tokens.count, Self.isPunctuation(tokens[cursor], 0x3A) {
            guard Self.isWord(tokens[cursor + 1], "Bundle") else { return }
            cursor += 2
        }
        guard cursor < tokens.count, Self.isPunctuation(tokens[cursor], 0x3D) || Self.isPunctuation(tokens[cursor], 0x7B)
        else { return }
        if Self.isPunctuation(tokens[cursor], 0x7B) {
            // A body: every word a condition's (`if #available(…)`, `#if compiler(…)`), `return`
            // or the bundle's, through the closing brace.
            var depth = 1, namesTheModule = false
            cursor += 1
            while cursor < tokens.count, depth > 0 {
                switch tokens[cursor].kind {
                case .punctuation(0x7B): depth += 1
                case .punctuation(0x7D): depth -= 1
                case .identifier(let word) where word == "module" || word == "bundle": namesTheModule = true
                case .identifier(let word): guard Self.branchWords.contains(word) else { return }
                case .string: return
                case .number, .punctuation: break
                }
                cursor += 1
            }
            guard depth == 0, namesTheModule else { return }
        } else {
            guard let (bundle, end) = Self.bundleExpression(tokens, at: cursor + 1, file: file),
                  case .module = bundle else { return }
            // The bundle itself, not `Bundle.module.url(forResource:…)`.
            if end < tokens.count, Self.isDot(tokens[end]) || Self.isPunctuation(tokens[end], 0x28) { return }
        }
        if let known = moduleBundleNames[name] {
            if known != file { moduleBundleNames[name] = .some(nil) }
        } else {
            moduleBundleNames[name] = file
        }
    }

    /// The words of a body that gives the module's bundle, also picked by the system
    /// or the compiler (`if #available(iOS 15, *) { #bundle } else { .module }`).
    private static let branchWords: Set<String> = [
        "if", "else", "return", "available", "compiler", "swift", "endif", "Bundle",
        "iOS", "macOS", "macCatalyst", "watchOS", "tvOS", "visionOS", "OSX",
    ]

    /// The bundle a declared call's own lookup names (see ``forwardedBundle(of:)``).
    enum ForwardedBundle: Hashable, Sendable {
        /// `.module` or `Bundle.module` (`isOwn` false), or `#bundle` (`isOwn`
        /// true), written in `file`: the bundle of the module `file` is in.
        case module(file: String, isOwn: Bool)
        /// Another member of `Bundle` (`.arrCore`): a name a package may give its
        /// `Bundle.module`.
        case named(String)
    }

    /// The table a forwarded lookup names: a literal, or a constant of a file.
    enum ForwardedTable: Hashable, Sendable {
        case literal(String)
        case constant(String, file: String)
    }

    /// The table the declared call `name` looks its key up in, where its body's
    /// lookups name one and the same table other than `Localizable` (a call that
    /// names no table of its own is looked up there, not in `Localizable`).
    func forwardedTable(of name: String) -> String? {
        let table: String? = switch forwardedTables[name] ?? nil {
        case .literal(let text): text
        case .constant(let constant, let file): stringConstant(constant, in: file)
        case nil: nil
        }
        return table == "Localizable" ? nil : table
    }

    /// The table of the lookup the key at `index` is passed to (``passesKey(_:at:)``):
    /// its `tableName:` or `table:` argument, a literal or a constant of `file`
    /// (`Localizable` where it has none); `nil` for any other value.
    private static func lookupTable(_ tokens: [SwiftLexer.Token], keyAt index: Int, file: String) -> ForwardedTable? {
        guard let value = argumentValue(tokens, labels: tableLabels, afterFirstArgumentAt: index) else {
            return .literal("Localizable")
        }
        switch tokens[value].kind {
        case .string(let literal, valid: true):
            guard value + 1 < tokens.count, isPunctuation(tokens[value + 1], 0x2C) || isPunctuation(tokens[value + 1], 0x29),
                  let text = literal.plainText else { return nil }
            return .literal(text)
        case .identifier("nil"):
            return .literal("Localizable")
        case .identifier:
            return wholeArgumentName(tokens, at: value).map { .constant($0, file: file) }
        default:
            return nil
        }
    }

    /// The bundle the declared call `name` looks its localized argument up in,
    /// where its body names one (see ``forwardedBundles``).
    func forwardedBundle(of name: String) -> ForwardedBundle? {
        var found = forwardedBundles[name]
        if let shown = propertyBundles[name], let properties = localizedProperties[name] {
            for (property, bundle) in shown where properties.contains(property) {
                if let known = found, known != bundle { return nil }
                found = bundle
            }
        }
        return found ?? nil
    }

    /// The bundle the code shows the localized property `name` from, where every
    /// SwiftUI view that shows it as its first argument names one and the same
    /// (see ``shownBundles``).
    func shownBundle(of name: String) -> ForwardedBundle? {
        guard !shownFromTheMainBundle.contains(name) else { return nil }
        return shownBundles[name] ?? nil
    }

    /// The bundle the code of `file` shows `name` from, where every view of that file
    /// that shows it names one and the same (for a local constant, ``shownInFile``).
    func shownBundle(of name: String, inFile file: String) -> ForwardedBundle? {
        shownInFile[file]?[name] ?? nil
    }

    /// Records the bundle the call whose whole first argument ends with `name` at
    /// `index` shows it from: as `forwardedBy`'s where `name` is that declaration's
    /// localized parameter (``forwardedBundles``); else, for a SwiftUI view, as the
    /// bundle `name` is shown from (``shownBundles``, ``shownFromTheMainBundle``)
    /// and, for a name alone, that of `type`'s property of that name (``propertyBundles``).
    private mutating func recordBundle(ofFirstArgument name: String, at index: Int, _ tokens: [SwiftLexer.Token],
                                       forwardedBy: String?, in type: String?, file: String) {
        guard let (open, start) = Self.firstArgumentStart(tokens, pathEndingAt: index) else { return }
        let bundle = Self.bundleArgument(tokens, afterFirstArgumentAt: index, file: file)
        let isNameAlone = start == index
        if open == index - 1, let forwardedBy {
            if let bundle { Self.merge(bundle, into: &forwardedBundles, at: forwardedBy) }
            return
        }
        // `String(localized: key, …)`, also as the implicit `.init(localized: key, …)`.
        let isLocalizedLabel = start == open + 3
        guard case .identifier(let callee) = tokens[open - 1].kind,
              LocalizedAPI.appleByName[callee] != nil || (isLocalizedLabel && callee == "init") else { return }
        if let bundle {
            Self.merge(bundle, into: &shownBundles, at: name)
            Self.merge(bundle, into: &shownInFile[file, default: [:]], at: name)
            if isNameAlone, let type { Self.merge(bundle, into: &propertyBundles[type, default: [:]], at: name) }
        } else if !Self.namesABundle(tokens, afterFirstArgumentAt: index) {
            shownFromTheMainBundle.insert(name)
            shownInFile[file, default: [:]][name] = .some(nil)
        }
    }

    /// The `(` of a call whose whole first argument ends at `index`, and where that
    /// argument starts: a name alone (`(title`) or a path of names and calls without
    /// arguments (`(quality.name`, `(self.title`, `(store.path().title`), after
    /// `localized:` too (`String(localized: option.key, bundle: .module)`).
    private static func firstArgumentStart(_ tokens: [SwiftLexer.Token], pathEndingAt index: Int) -> (open: Int, start: Int)? {
        var cursor = index - 1
        while cursor >= 1, isDot(tokens[cursor]) {
            if case .identifier = tokens[cursor - 1].kind {
                cursor -= 2
            } else if cursor >= 3, isPunctuation(tokens[cursor - 1], 0x29), isPunctuation(tokens[cursor - 2], 0x28),
                      case .identifier = tokens[cursor - 3].kind {
                cursor -= 4
            } else {
                return nil
            }
        }
        if cursor >= 3, isPunctuation(tokens[cursor], 0x3A), isWord(tokens[cursor - 1], "localized"),
           isPunctuation(tokens[cursor - 2], 0x28) {
            return (cursor - 2, cursor + 1)
        }
        return cursor >= 1 && isPunctuation(tokens[cursor], 0x28) ? (cursor, cursor + 1) : nil
    }

    /// Whether the call whose whole first argument ends at `index` has a `bundle:`
    /// argument other than the main bundle.
    private static func namesABundle(_ tokens: [SwiftLexer.Token], afterFirstArgumentAt index: Int) -> Bool {
        bundleValue(tokens, afterFirstArgumentAt: index).map { !isMainBundle(tokens, at: $0) } ?? false
    }

    /// The bundle named by the `bundle:` argument of the call whose whole first
    /// argument is the name at `index` (`Text(text, bundle: .arrCore)`), if any:
    /// the main bundle, or any other argument, names none.
    private static func bundleArgument(_ tokens: [SwiftLexer.Token], afterFirstArgumentAt index: Int,
                                       file: String) -> ForwardedBundle? {
        bundleValue(tokens, afterFirstArgumentAt: index).flatMap { namedBundle(tokens, at: $0, file: file) }
    }

    /// Where the value of the `bundle:` argument starts, in the call whose whole
    /// first argument ends at `index` (a `,` follows it), if the call has one.
    private static func bundleValue(_ tokens: [SwiftLexer.Token], afterFirstArgumentAt index: Int) -> Int? {
        argumentValue(tokens, labels: bundleLabel, afterFirstArgumentAt: index)
    }

    private static let bundleLabel: Set<String> = ["bundle"]
    private static let tableLabels: Set<String> = ["tableName", "table"]

    /// Where the value of the argument labelled with one of `labels` starts, in the
    /// call whose whole first argument ends at `index` (a `,` follows it), if the call has one.
    private static func argumentValue(_ tokens: [SwiftLexer.Token], labels: Set<String>,
                                      afterFirstArgumentAt index: Int) -> Int? {
        guard isPunctuation(tokens[index + 1], 0x2C) else { return nil }
        var depth = 0, cursor = index + 2
        while cursor + 2 < tokens.count, cursor < index + SwiftSourceScanner.argumentWindow {
            let token = tokens[cursor]
            if isPunctuation(token, 0x28) || isPunctuation(token, 0x5B) || isPunctuation(token, 0x7B) { depth += 1 }
            if isPunctuation(token, 0x29) || isPunctuation(token, 0x5D) || isPunctuation(token, 0x7D) {
                if depth == 0 { return nil }
                depth -= 1
            }
            if depth == 0, case .identifier(let label) = token.kind, labels.contains(label),
               isPunctuation(tokens[cursor + 1], 0x3A), isPunctuation(tokens[cursor - 1], 0x2C) {
                return cursor + 2
            }
            cursor += 1
        }
        return nil
    }

    /// Records `value` under `name`, or `nil` there once another was (a bundle, a table).
    private static func merge<Value: Equatable>(_ value: Value?, into values: inout [String: Value?], at name: String) {
        if let known = values[name] {
            if known != value { values[name] = .some(nil) }
        } else {
            values[name] = value
        }
    }

    /// The bundle a `bundle:` argument at `index` names, when it is `#bundle`,
    /// `.module`, `Bundle.module` or another member of `Bundle` alone (not `.main`).
    static func namedBundle(_ tokens: [SwiftLexer.Token], at index: Int, file: String) -> ForwardedBundle? {
        guard let (bundle, end) = bundleExpression(tokens, at: index, file: file) else { return nil }
        // The bundle alone: `Bundle.module.url(…)` is not a bundle argument.
        if bundle != .module(file: file, isOwn: true), end < tokens.count,
           !isPunctuation(tokens[end], 0x2C), !isPunctuation(tokens[end], 0x29) {
            return nil
        }
        return bundle
    }

    /// The bundle the expression at `index` names — `#bundle`, `.module`,
    /// `Bundle.module` or another member of `Bundle` (not `.main`) — and the index
    /// after it, whatever follows.
    private static func bundleExpression(_ tokens: [SwiftLexer.Token], at index: Int, file: String)
        -> (bundle: ForwardedBundle, end: Int)? {
        guard index + 1 < tokens.count else { return nil }
        let member: Int
        if isPunctuation(tokens[index], 0x23) {
            return isWord(tokens[index + 1], "bundle") ? (.module(file: file, isOwn: true), index + 2) : nil
        } else if isDot(tokens[index]) {
            member = index + 1
        } else if isWord(tokens[index], "Bundle"), index + 2 < tokens.count, isDot(tokens[index + 1]) {
            member = index + 2
        } else {
            return nil
        }
        guard case .identifier(let name) = tokens[member].kind, name != "main" else { return nil }
        return (name == "module" ? .module(file: file, isOwn: false) : .named(name), member + 1)
    }

    /// The file that declares `name` as `Bundle.module` (see ``moduleBundleNames``),
    /// or `nil` when none or two do.
    func moduleBundleFile(named name: String) -> String? {
        moduleBundleNames[name] ?? nil
    }

    /// The names `file` declares as `Bundle.module`.
    func moduleBundleNames(declaredIn file: String) -> Set<String> {
        Set(moduleBundleNames.compactMap { name, declaring in declaring == file ? name : nil })
    }

    /// The string constant `name` names in `file` (see ``stringConstants``), or
    /// `nil` when it names none or two.
    func stringConstant(_ name: String, in file: String) -> String? {
        stringConstants[file]?[name] ?? nil
    }

    /// The last name of the argument at `index` when that argument is a name or
    /// a path of names alone (`format`, `L10n.items`, `Self.items`), before its
    /// `,` or `)`.
    static func wholeArgumentName(_ tokens: [SwiftLexer.Token], at index: Int) -> String? {
        var cursor = index
        var name: String?
        while cursor < tokens.count {
            guard case .identifier(let word) = tokens[cursor].kind else { return nil }
            name = word
            cursor += 1
            guard cursor < tokens.count else { return nil }
            if isPunctuation(tokens[cursor], 0x2E) {
                cursor += 1
                continue
            }
            return isPunctuation(tokens[cursor], 0x2C) || isPunctuation(tokens[cursor], 0x29) ? name : nil
        }
        return nil
    }

    /// Every word ``collect(_:file:)`` looks for past the member and forwarder it is
    /// in: ``endsRequirement``, ``typeKeywords`` and the other words of its `switch`.
    private static let declarationWords = KeywordSet(endsRequirementList + typeKeywordList + [
        "func", "var", "init", "typealias", "let", "format", "localizedStringWithFormat", "in", "self",
    ])

    /// Words that start another declaration.
    private static let endsRequirementList = [
        "var", "let", "case", "struct", "class", "enum", "protocol", "extension", "typealias", "subscript",
    ]
    private static let endsRequirement = KeywordSet(endsRequirementList)

    /// Calls that take a key as their first argument (or `forKey:`/`stringLiteral:`).
    private static let keyTakers: KeywordSet = [
        "NSLocalizedString", "LocalizedStringKey", "LocalizedStringResource", "LocalizationValue",
    ]

    /// Whether the name at `index` is passed as a key: the whole first argument
    /// of `NSLocalizedString(…)`, `LocalizedStringKey(…)`,
    /// `LocalizedStringResource(…)`, `String.LocalizationValue(…)`, or the
    /// `forKey:` of `localizedString(forKey:value:table:)` (its first argument), or the
    /// `stringLiteral:` of `.init(stringLiteral:)`.
    private static func passesKey(_ tokens: [SwiftLexer.Token], at index: Int) -> Bool {
        guard index >= 2, index + 1 < tokens.count,
              isPunctuation(tokens[index + 1], 0x2C) || isPunctuation(tokens[index + 1], 0x29) else { return false }
        if isPunctuation(tokens[index - 1], 0x28), case .identifier(let callee) = tokens[index - 2].kind {
            return keyTakers.contains(callee)
        }
        if isPunctuation(tokens[index - 1], 0x3A), case .identifier(let label) = tokens[index - 2].kind {
            if label == "stringLiteral" {
                // `LocalizedStringKey(stringLiteral:)`, `.init(stringLiteral:)` where the type is
                // implied; not another type's (`Logger.Message(stringLiteral: message)`).
                guard index >= 4, isPunctuation(tokens[index - 3], 0x28), case .identifier(let callee) = tokens[index - 4].kind
                else { return false }
                if callee == "init" {
                    guard index >= 6, case .identifier(let owner) = tokens[index - 6].kind else { return true }
                    return LocalizedAPI.localizedTypes.contains(owner)
                }
                return LocalizedAPI.localizedTypes.contains(callee)
            }
            // `forKey:` of `localizedString(forKey:…)` only: `UserDefaults`'
            // `bool(forKey:)` or `set(_:forKey:)` take a defaults key, not a string key.
            guard label == "forKey", index >= 4, isPunctuation(tokens[index - 3], 0x28),
                  case .identifier("localizedString") = tokens[index - 4].kind else { return false }
            return true
        }
        return false
    }

    /// The bundle the lookup the key at `index` is passed to (``passesKey(_:at:)``)
    /// names as a package's or by a name a project gives one: `Bundle.module.localizedString(forKey:`,
    /// `#bundle.localizedString(forKey:`, `bundle: .module` or `bundle: .arrCore`; `nil` for
    /// any other (the main bundle, a value of the function's own: `langBundle`).
    private static func lookupBundle(_ tokens: [SwiftLexer.Token], keyAt index: Int, file: String) -> ForwardedBundle? {
        guard isPunctuation(tokens[index - 1], 0x3A) else {
            return bundleArgument(tokens, afterFirstArgumentAt: index, file: file)
        }
        // `receiver.localizedString(forKey:`: the receiver's last name ends just before the `.`.
        guard index >= 7, isPunctuation(tokens[index - 5], 0x2E) else { return nil }
        if isWord(tokens[index - 6], "module"), isDot(tokens[index - 7]) { return .module(file: file, isOwn: false) }
        if isWord(tokens[index - 6], "bundle"), isPunctuation(tokens[index - 7], 0x23) { return .module(file: file, isOwn: true) }
        return nil
    }

    /// Whether the name at `index` is called as a method of a value other than
    /// `self` (`WidgetLanguageManager.shared.localized(self)`): the project's own
    /// dictionary, not a lookup in a table. `Bundle.main.localizedString(forKey:…)`
    /// is Foundation's lookup whatever its receiver.
    private static func isOtherObjectsMethod(_ tokens: [SwiftLexer.Token], nameAt index: Int) -> Bool {
        guard isWord(tokens[index], "localized"), index >= 2, index + 1 < tokens.count,
              isDot(tokens[index - 1]), isPunctuation(tokens[index + 1], 0x28) else { return false }
        return !isWord(tokens[index - 2], "self")
    }

    /// Whether the lookup the key at `index` is passed to (``passesKey(_:at:)``) names
    /// a bundle other than the main one: `token.localizedString(forKey: key, …)` on
    /// anything but `.main`, or `NSLocalizedString(key, …, bundle: other, …)`.
    private static func lookupNamesABundle(_ tokens: [SwiftLexer.Token], keyAt index: Int) -> Bool {
        if isPunctuation(tokens[index - 1], 0x3A) {
            // `receiver.localizedString(forKey:`: the receiver ends just before the `.`.
            guard index >= 6, isPunctuation(tokens[index - 5], 0x2E) else { return false }
            if case .identifier("main") = tokens[index - 6].kind { return false }
            return true
        }
        // `NSLocalizedString(key, …)`: its `bundle:` argument.
        return namesABundle(tokens, afterFirstArgumentAt: index)
    }

    /// Whether the argument at `index` is the main bundle, `.main` or `Bundle.main`,
    /// and nothing more (`Bundle.main.bundleURL` is not).
    static func isMainBundle(_ tokens: [SwiftLexer.Token], at index: Int) -> Bool {
        var cursor = index
        if cursor < tokens.count, case .identifier("Bundle") = tokens[cursor].kind { cursor += 1 }
        guard cursor + 1 < tokens.count, isPunctuation(tokens[cursor], 0x2E),
              case .identifier("main") = tokens[cursor + 1].kind else { return false }
        guard cursor + 2 < tokens.count else { return true }
        return isPunctuation(tokens[cursor + 2], 0x2C) || isPunctuation(tokens[cursor + 2], 0x29)
    }

    /// Whether the `value:`/`defaultValue:` label at `index` passes a default the
    /// lookup shows in place of the key: anything but `self` or `""`, which give
    /// the key back.
    static func passesDefault(_ tokens: [SwiftLexer.Token], labelAt index: Int) -> Bool {
        guard index >= 1, index + 2 < tokens.count, isPunctuation(tokens[index + 1], 0x3A),
              isPunctuation(tokens[index - 1], 0x28) || isPunctuation(tokens[index - 1], 0x2C) else { return false }
        let ends = index + 3 >= tokens.count || isPunctuation(tokens[index + 3], 0x2C)
            || isPunctuation(tokens[index + 3], 0x29)
        switch tokens[index + 2].kind {
        case .identifier("self"): return !ends
        case .string(let literal, valid: _): return !(ends && literal.plainText == "")
        default: return true
        }
    }

    /// The type a value starting at `index` obviously has: a number or string
    /// literal, `true`/`false`, or a call of a capitalised name (`Date()`) — each
    /// the whole value: `Int(interval / 60).formattedWithSeparator` is no `Int`.
    private static func literalType(_ tokens: [SwiftLexer.Token], at index: Int) -> String? {
        switch tokens[index].kind {
        case .number(let isFloatingPoint):
            return endsValue(tokens, at: index + 1) ? (isFloatingPoint ? "Double" : "Int") : nil
        case .string: return endsValue(tokens, at: index + 1) ? "String" : nil
        case .identifier(let word) where word == "true" || word == "false":
            return endsValue(tokens, at: index + 1) ? "Bool" : nil
        case .identifier(let name):
            guard isTypeName(name), index + 1 < tokens.count, isPunctuation(tokens[index + 1], 0x28) else { return nil }
            // The call's `)`, within the window an argument list is read in.
            guard let cursor = closing(tokens, of: index + 1, 0x28, 0x29,
                                       before: index + 1 + SwiftSourceScanner.argumentWindow) else { return nil }
            // `if let count = Int(text) {` binds the call's value; `Date(…).formatted()` is another.
            if cursor + 1 < tokens.count, isPunctuation(tokens[cursor + 1], 0x7B) { return name }
            // `Int(text) ?? 0` and `Int(seconds) / 60` keep the call's type.
            var next = cursor + 1
            while next + 1 < tokens.count {
                if isPunctuation(tokens[next], 0x3F), isPunctuation(tokens[next + 1], 0x3F), next + 2 < tokens.count,
                   case .number = tokens[next + 2].kind {
                    next += 3
                } else if case .punctuation(let byte) = tokens[next].kind, [0x2B, 0x2D, 0x2A, 0x2F].contains(byte),
                          case .number = tokens[next + 1].kind {
                    next += 2
                } else {
                    break
                }
            }
            return endsValue(tokens, at: next) ? name : nil
        default: return nil
        }
    }

    /// The index of the `closer` that closes the `opener` at `open` (`(` … `)`,
    /// `<` … `>`), looked for before `limit`; `nil` when it is not closed there.
    static func closing(_ tokens: [SwiftLexer.Token], of open: Int, _ opener: UInt8, _ closer: UInt8,
                        before limit: Int) -> Int? {
        var depth = 0
        for index in open..<max(open, min(tokens.count, limit)) {
            if isPunctuation(tokens[index], opener) { depth += 1 }
            if isPunctuation(tokens[index], closer) {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// Whether the token at `index` ends the value before it: nothing, the next
    /// statement's first word, or `;`, `}`, `,`, `)`.
    private static func endsValue(_ tokens: [SwiftLexer.Token], at index: Int) -> Bool {
        guard index < tokens.count else { return true }
        switch tokens[index].kind {
        case .identifier: return true
        case .punctuation(let byte): return byte == 0x3B || byte == 0x7D || byte == 0x2C || byte == 0x29
        default: return false
        }
    }

    /// The `(` of a parameter list after a declaration's name at `index`,
    /// past `?`/`!` (failable initialisers) and generic parameters.
    private static func parameterListStart(_ tokens: [SwiftLexer.Token], after index: Int) -> Int? {
        var cursor = index + 1
        if cursor < tokens.count, case .punctuation(let byte) = tokens[cursor].kind, byte == 0x3F || byte == 0x21 {
            cursor += 1
        }
        if cursor < tokens.count, isPunctuation(tokens[cursor], 0x3C) {
            let limit = min(tokens.count, cursor + SwiftTypeReference.window)
            cursor = (closing(tokens, of: cursor, 0x3C, 0x3E, before: limit) ?? limit) + 1
        }
        guard cursor < tokens.count, isPunctuation(tokens[cursor], 0x28) else { return nil }
        return cursor
    }

    /// The parameters of a declaration its body may pass on to a lookup.
    private struct Parameters {
        /// Those of type `String` (or `StaticString`): internal name → the argument that passes it.
        var strings: [String: LocalizedAPI.Argument] = [:]
        /// The internal names of those of a localized type (`LocalizedStringKey`).
        var localized: Set<String> = []

        var isEmpty: Bool { strings.isEmpty && localized.isEmpty }
    }

    /// Reads the parameters of the list opened at `open`: each one's type is
    /// recorded, and those of a localized type make `callName`'s argument a key.
    /// - Returns: The parameters of type `String` and of a localized type.
    private mutating func collectParameters(_ tokens: [SwiftLexer.Token], openAt open: Int, callName: String?,
                                            file: String) -> Parameters {
        var parameters = Parameters()
        var unlabelled = 0
        var cursor = open + 1
        var depth = 0
        var atParameterStart = true
        let limit = min(tokens.count, open + 1 + SwiftSourceScanner.argumentWindow)
        while cursor < limit {
            if depth == 0, atParameterStart {
                atParameterStart = false
                var start = cursor
                // `@ViewBuilder content: …`
                while start + 1 < tokens.count, Self.isPunctuation(tokens[start], 0x40) { start += 2 }
                var names: [String] = []
                var colon = start
                while colon < tokens.count, names.count < 3, case .identifier(let name) = tokens[colon].kind {
                    names.append(name)
                    colon += 1
                }
                if (1...2).contains(names.count), colon < tokens.count, Self.isPunctuation(tokens[colon], 0x3A),
                   let (type, _) = SwiftTypeReference.parse(tokens, at: colon + 1) {
                    let label = names[0]
                    record(names[names.count - 1], type: type, file: file)
                    let argument: LocalizedAPI.Argument = label == "_" ? .unlabelled(unlabelled) : .labelled(label)
                    if type.isLocalized, let callName {
                        calls[callName, default: []].insert(argument)
                        if type.shape == .plain { parameters.localized.insert(names[names.count - 1]) }
                    }
                    if type.shape == .plain, type.name == "String" || type.name == "StaticString" {
                        parameters.strings[names[names.count - 1]] = argument
                    }
                    if label == "_" { unlabelled += 1 }
                }
            }
            switch tokens[cursor].kind {
            case .punctuation(0x28), .punctuation(0x5B), .punctuation(0x7B):
                depth += 1
            case .punctuation(0x29), .punctuation(0x5D), .punctuation(0x7D):
                if depth == 0 { return parameters }
                depth -= 1
            case .punctuation(0x2C) where depth == 0:
                atParameterStart = true
            default:
                break
            }
            cursor += 1
        }
        return parameters
    }

    /// Records that `name` has `type` in `file` (an optional or a collection as such).
    private mutating func record(_ name: String, type: SwiftTypeReference, file: String) {
        // An optional interpolates as neither its wrapped type nor `%@` reliably: unknown.
        let typeName = type.isOptional ? "Optional" : type.shape == .plain ? type.name : "Array"
        record(name, typeName: typeName, file: file)
    }

    /// Calls `body` with each name the `in` at `index` binds, a closure's or a
    /// loop's parameters (`{ profile in`, `{ (a, b) in`, `for case let (a, b) in`,
    /// `for try await line in`): read back over names, `,`, `(`, `)` and the
    /// binding words, to the `for`, `{` or whatever else comes before them (at
    /// most 16 tokens back).
    ///
    /// - Returns: The index of that `for`, `{` or other token; `nil` past 16 tokens.
    @discardableResult
    static func forEachName(boundByInAt index: Int, in tokens: [SwiftLexer.Token], _ body: (String) -> Void) -> Int? {
        var cursor = index - 1
        while cursor >= 0, index - cursor <= 16 {
            switch tokens[cursor].kind {
            case .identifier("for"):
                return cursor
            case .identifier(let name) where !bindingWords.contains(name):
                body(name)
            case .punctuation(0x2C), .punctuation(0x28), .punctuation(0x29), .identifier:
                break
            default:
                return cursor
            }
            cursor -= 1
        }
        return nil
    }

    /// Words among a closure's or a loop's parameters that are none.
    private static let bindingWords: KeywordSet = ["case", "let", "var", "await", "try"]

    /// Makes `name` unknown in `file`, whatever other files declare.
    private mutating func markUnknown(_ name: String, file: String) {
        typesByFile[file, default: [:]][name] = .some(nil)
    }

    /// Records that `name` has the type `typeName` in `file` and overall; two
    /// different types make it unknown.
    private mutating func record(_ name: String, typeName: String, file: String) {
        if let known = types[name] {
            if known != typeName { types[name] = .some(nil) }
        } else {
            types[name] = typeName
        }
        if let known = typesByFile[file]?[name] {
            if known != typeName { typesByFile[file]?[name] = .some(nil) }
        } else {
            typesByFile[file, default: [:]][name] = typeName
        }
    }

    /// The type of the value `name` as seen from `file`: the file's own
    /// declarations first, then all files; `nil` when unknown or ambiguous.
    func typeName(of name: String, in file: String) -> String? {
        if let local = typesByFile[file]?[name] { return local }
        if let global = types[name] { return global }
        // A copy of another value has its type (one step: copies do not chain).
        guard let source = copies[file]?[name] ?? nil else { return nil }
        if let local = typesByFile[file]?[source] { return local }
        return types[source] ?? nil
    }

    /// The type of each property `file` declares (an optional's wrapped type),
    /// `nil` for a name it declares with two different types.
    func propertyTypes(in file: String) -> [String: String?] {
        propertyTypesByFile[file] ?? [:]
    }

    /// The last name of a dotted path (`entry.streak`) that is a whole value at `index`.
    static func pathEnd(_ tokens: [SwiftLexer.Token], at index: Int) -> String? {
        guard case .identifier(var last) = tokens[index].kind else { return nil }
        var cursor = index + 1
        while cursor + 1 < tokens.count, isPunctuation(tokens[cursor], 0x2E),
              case .identifier(let next) = tokens[cursor + 1].kind {
            last = next
            cursor += 2
        }
        guard cursor < tokens.count else { return last }
        switch tokens[cursor].kind {
        case .punctuation(let byte) where [0x2C, 0x7B, 0x29, 0x3B, 0x7D].contains(byte): return last
        case .identifier: return tokens[cursor].line > tokens[cursor - 1].line ? last : nil
        default: return nil
        }
    }

    /// The format specifier Swift's localized string interpolation writes for a
    /// value of the named type: `%lld` for `Int`, `%lf` for `Double`, `%@` for
    /// `String` and `Date`; `nil` when unknown.
    ///
    /// The numeric specifiers are those of SwiftUI's `_FormatSpecifiable`
    /// conformances (`LocalizedStringKey.StringInterpolation`), which
    /// `String.LocalizationValue` shares; strings, dates, `Text`, `Image` and
    /// Foundation's reference-convertible values are interpolated as objects,
    /// `%@`. Other types — the project's own enums and structs among them —
    /// are left unknown: which overload takes them is not decidable here.
    func specifier(forType typeName: String) -> String? {
        var name = typeName
        for _ in 0..<8 {
            guard let target = aliases[name] else { break }
            name = target
        }
        if let numeric = Self.numericSpecifiers[name] { return numeric }
        if Self.objectTypes.contains(name) { return "%@" }
        return nil
    }

    /// `_FormatSpecifiable` types and their specifiers.
    static let numericSpecifiers: [String: String] = [
        "Int": "%lld", "Int64": "%lld", "Int8": "%d", "Int16": "%d", "Int32": "%d",
        "UInt": "%llu", "UInt64": "%llu", "UInt8": "%u", "UInt16": "%u", "UInt32": "%u",
        "Float": "%f", "Double": "%lf", "CGFloat": "%lf", "TimeInterval": "%lf",
    ]

    /// Library types known to interpolate as `%@`.
    static let objectTypes: Set<String> = [
        "String", "Date", "URL", "UUID", "Text", "Image", "AttributedString", "LocalizedStringResource",
        "Measurement", "NSNumber", "PersonNameComponents",
    ]

    /// Whether `token` is `.`.
    private static func isDot(_ token: SwiftLexer.Token) -> Bool { isPunctuation(token, 0x2E) }

    /// Whether `token` is the punctuation `byte`.
    static func isPunctuation(_ token: SwiftLexer.Token, _ byte: UInt8) -> Bool {
        if case .punctuation(byte) = token.kind { true } else { false }
    }

    /// Whether `tokens` has the punctuation `byte` at `index` (`false` outside them).
    static func isPunctuation(_ tokens: [SwiftLexer.Token], at index: Int, _ byte: UInt8) -> Bool {
        index >= 0 && index < tokens.count && isPunctuation(tokens[index], byte)
    }

    /// Whether `token` is the identifier `word`.
    static func isWord(_ token: SwiftLexer.Token, _ word: String) -> Bool {
        if case .identifier(word) = token.kind { true } else { false }
    }

    /// Whether `word` is spelt as Swift's types are named: it starts with a capital
    /// letter (`Profile`, `URL`), not as a value or a function (`profile`, `url`).
    static func isTypeName(_ word: String) -> Bool {
        word.utf8.first.map { (0x41...0x5A).contains($0) } ?? false
    }

    /// Whether `word` is spelt as a value's or a function's name (`title`, `_label`),
    /// not a type's, and is not `self`.
    static func isValueName(_ word: String) -> Bool {
        guard word != "self", let first = word.unicodeScalars.first else { return false }
        return first == "_" || first.properties.isLowercase
    }
}
