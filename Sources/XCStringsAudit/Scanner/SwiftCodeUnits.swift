/// A Swift file cut into the pieces of code that run only when something names
/// them, with the names each piece mentions: what the reach of a target's code
/// (``CodeReach``) is followed through.
///
/// - A **type** unit is the code of a `struct`, `class`, `enum`, `actor`,
///   `protocol` or `extension` body outside its members: initialisers,
///   subscripts, cases. It runs when code that runs names the type.
/// - A **member** unit is a function or property of a type. A stored instance
///   property (``Unit/runsWithItsType``) runs with its type; a function, a
///   computed, `static` or `lazy` property when code that runs names it, and its
///   type runs (``CodeReach`` says which run with their type anyway).
/// - A **global** unit is a top-level function, variable or constant.
/// - The **file** unit (index 0) is the rest: imports, `main.swift`'s statements.
///
/// ```swift
/// struct Room {                        // type "Room": `let name`, `init`
///     let name: String
///     var title: String { … }          // member "title"
///     static let all = [Room]()        // member "all", static
/// }
/// func format(_ room: Room) -> String  // global "format"
/// ```
///
/// Names are words, not resolved symbols, with one exception: where the code
/// says whose member a name is, it is that type's (``Unit/receivers``):
/// `profile.name` with `var profile: Profile?` declared in the file, `self.name`,
/// `Self.name`, `Profile.name`, and a bare `name` inside a type's code (its own
/// member, an outer type's, a local or a global — never another type's member).
/// Any other `title` named anywhere that runs runs every member called `title`:
/// `$0.title`, `entry.item.title`, a receiver whose type the file does not say —
/// but where the code calls it (`.title(…)`), only a function or a property
/// that may hold one (``calledMember``).
package struct SwiftCodeUnits: Sendable {
    /// Value types of the standard library and Foundation that no project
    /// subclasses and no generic parameter is named after: a member read on a value
    /// of one runs the type's own member, or one the project adds in an extension.
    package static let standardValueTypes: Set<String> = [
        "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "CGFloat", "Decimal", "String", "Substring", "Character", "Date", "URL", "Data", "UUID",
    ]

    /// What a unit is.
    package enum Kind: Sendable, Hashable {
        case file
        /// The code of a type's body (``SwiftCodeUnits``), by the type's name.
        case type(String)
        /// A member of the type unit ``Unit/parent``.
        case member(String)
        /// A top-level function, variable or constant.
        case global(String)

        /// The name of the type, member or global; `nil` for a file's top level.
        package var name: String? {
            switch self {
            case .file: nil
            case .type(let name), .member(let name), .global(let name): name
            }
        }
    }

    /// One unit.
    package struct Unit: Sendable {
        package var kind: Kind
        /// The unit whose code holds this one: a member's type, a nested type's
        /// outer type; `nil` for the file unit and what is declared at the top level.
        package var parent: Int?
        /// Every name the unit's own code mentions (not its members' or nested
        /// types'), but the names it declares and the labels of arguments: each
        /// once, as its index in ``SwiftCodeUnits/names``.
        package var mentioned: [Int32] = []
        /// The names of ``mentioned`` that the unit names only as members of
        /// known types, sorted by name: each with the types it is read on (as
        /// indices in ``SwiftCodeUnits/names``), with ``noReceiver`` where it
        /// is a bare name outside any type (a local, a global or a type, never a
        /// member), or with ``implicitMember`` (`.shared`). A name of ``mentioned``
        /// not here may be any type's member; one read only as ``calledMember``,
        /// any type's function.
        package var receivers: [Receiver] = []
        /// A type's: the names after its `:` (`Codable`, `AppIntent`, the last
        /// component of `Foundation.Data`).
        package var inherited: [String] = []
        /// A type's attributes (`main`, `objcMembers`, `resultBuilder`). (A
        /// member's say ``isCalledFromOutside``.)
        package var attributes: [String] = []
        /// A type unit's: whether it is an `extension` of the type, not its declaration.
        package var isExtension = false
        /// A type unit's: whether it declares a `protocol`.
        package var isProtocol = false
        /// A type unit's: whether it is a `typealias` (whose members are another type's).
        package var isAlias = false
        /// A type unit's: whether it declares a `struct` or an `enum`, whose members
        /// Objective-C cannot call (not even an `@objc enum`'s).
        package var isValueType = false
        /// A type unit's: whether its body says `static var isDiscoverable = false`
        /// (or `{ false }`): an App Intent Shortcuts and Spotlight do not list.
        package var isUndiscoverable = false
        /// A type's name in Objective-C when `@objc(Name)` gives it another one.
        package var objectiveCName: String?
        /// A member's: `static` or `class`.
        package var isStatic = false
        /// A member's or a global's: a `func`, not a `var` or `let`.
        package var isFunction = false
        /// A method's: the words its Objective-C selector may begin with —
        /// `relativeTimeFromDate` or `relativeTimeWithFromDate` for
        /// `relativeTime(fromDate:)`, `reload` for `reload()` and `reload(_:)`, the
        /// first part of `@objc(name:)`. Empty for anything else.
        package var selectorHeads: [String] = []
        /// A method's: what the first argument of a call to it may be — the label of
        /// each parameter that only parameters a call may leave out (a default value,
        /// variadic) come before, ``unlabeledArgument`` for `_`, and ``noArguments``
        /// when a call may leave out all: `["order"]` for `formatted(order:)`,
        /// `["_", "style", ")"]` for `format(_ x: Int = 0, style: Style = .short)`.
        /// `nil` for anything else, or where the parameters cannot be read.
        package var firstArguments: [String]?
        /// A member's: code the project does not hold calls it by another way than
        /// its name (`override`, `@IBAction`, `@NSManaged`, `dynamic`).
        package var isCalledFromOutside = false
        /// A member's: it runs when an instance is made (a stored instance
        /// property's value), or it has no body (a protocol's requirement).
        package var runsWithItsType = false
        /// A member's: the type of its value as written (`: Profile`, `-> Profile`)
        /// or plain from its start (`= Profile(…)`, `= "…"` and `= NSLocalizedString(…)`
        /// are a `String`); `nil` when not known. `.name` reads a static member
        /// only where it is of its own type (``Receiver``).
        package var valueType: String?
    }

    /// A name a unit reads as a member of one type (``Unit/receivers``).
    package struct Receiver: Sendable {
        /// The member's name, as an index in ``SwiftCodeUnits/names``.
        package var member: Int32
        /// The type's name, ``SwiftCodeUnits/noReceiver``, ``SwiftCodeUnits/implicitMember``
        /// or ``SwiftCodeUnits/calledMember``.
        package var type: Int32
        /// A ``SwiftCodeUnits/calledMember``'s first argument: its label (an index in
        /// ``SwiftCodeUnits/names``), ``unlabeled``, ``noArguments`` or ``anyArgument``.
        package var argument: Int32 = Receiver.anyArgument

        /// ``argument`` of a call whose first argument is not known (`.sorted { … }`).
        package static let anyArgument: Int32 = -1
        /// ``argument`` of a call whose first argument has no label (`.formatted(.short)`).
        package static let unlabeled: Int32 = -2
        /// ``argument`` of a call that passes nothing (`.formatted()`).
        package static let noArguments: Int32 = -3
    }

    /// ``Unit/firstArguments`` of a parameter without a label (`_ value: Int`).
    package static let unlabeledArgument = "_"
    /// ``Unit/firstArguments`` of a method a call may pass nothing.
    package static let noArguments = ")"

    /// ``Receiver/type`` of a bare name outside any type: it is no member.
    package static let noReceiver: Int32 = -1
    /// ``Receiver/type`` of an implicit member (`.open`, `return .shared`): a
    /// static member of the type the context expects, whose value is of that
    /// type — never an instance member, nor `static let open = "…"` of `enum Texts`.
    package static let implicitMember: Int32 = -3
    /// ``Receiver/type`` of a member called on a value of a type not known here
    /// (`.description(…)` after a widget's configuration, `store.items.first?.title(…)`):
    /// a function of any type, or a property whose value may be one — never a
    /// property of a type written as a name (`var description: String`), whose
    /// value cannot be called.
    package static let calledMember: Int32 = -4
    /// While cutting: a name read on a value of a type not known here (the least
    /// reading, so that it sorts first among a unit's readings of a name).
    private static let anyReceiver: Int32 = .min

    /// Whether a `.` after `token` starts an implicit member expression (`(.open`,
    /// `= .shared`, `return .none`), not a member of what `token` ends.
    private static func startsImplicitMember(_ token: SwiftLexer.Token) -> Bool {
        switch token.kind {
        case .punctuation(let byte):
            // `(` `,` `:` `=` `[` `{` `;` `|` `&` `+` `-` `*` `<`: not `)` `]` `?` `!` `>` `\`, which end a value or a type.
            return [0x28, 0x2C, 0x3A, 0x3D, 0x5B, 0x7B, 0x3B, 0x7C, 0x26, 0x2B, 0x2D, 0x2A, 0x3C].contains(byte)
        case .identifier(let word):
            return implicitMemberWords.contains(word)
        default:
            return false
        }
    }

    /// Whether the name at `index` of `run` is a type's (``SwiftDeclarations/isTypeName(_:)``)
    /// that may give code a value of that type, whose members it can then read: anywhere but the name a
    /// declaration introduces (`enum Failure`, `extension Failure`) and a member
    /// read on the type once (`throw Failure.timeout`, `catch Failure.timeout`,
    /// `.failure(Failure.missing(name: text))`), which code holds only as another
    /// type (`any Error`). `let failure = Failure.timeout` holds one; so do a
    /// chain (`Failure.timeout.title`), a cast (`as? Failure`), a pattern that
    /// binds what the value carries (`catch Failure.missing(let name)`, `case let
    /// Failure.missing(name)`) and a type written for a value, a result or a
    /// generic argument.
    ///
    /// - Parameter closing: For each bracket of `run`, the index of the one that
    ///   closes it; `nil` where not known (a call read on a type then holds a value).
    static func mayHoldAValue(at index: Int, of run: [SwiftLexer.Token], closing: [Int]?) -> Bool {
        guard case .identifier(let name) = run[index].kind, SwiftDeclarations.isTypeName(name) else { return false }
        func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool { SwiftDeclarations.isPunctuation(run, at: index, byte) }
        func continues(_ index: Int) -> Bool {
            isPunctuation(index, 0x2E) || isPunctuation(index, 0x3F) || isPunctuation(index, 0x21)
        }
        if index >= 1, case .identifier(let before) = run[index - 1].kind, introducers.contains(before),
           !isPunctuation(index - 2, 0x2E) {
            // `case let Failure.missing(name)` binds; `case Failure.missing(let name)` is read below.
            if before == "let" || before == "var" { return isPunctuation(index + 1, 0x2E) }
            if before != "case" { return false }
        }
        guard isPunctuation(index + 1, 0x2E), index + 2 < run.count, case .identifier = run[index + 2].kind,
              !isPunctuation(index - 1, 0x3D) else { return true }
        let after = index + 3
        if isPunctuation(after, 0x28) {
            guard let closing, closing[after] > after else { return true }
            let binds = run[(after + 1)..<closing[after]].contains { token in
                if case .identifier(let word) = token.kind { word == "let" || word == "var" } else { false }
            }
            return binds || continues(closing[after] + 1)
        }
        return continues(after)
    }

    /// The type `Failure` of `Failure.missing(name: text)` where the token at
    /// `index` is in such an argument list (through calls inside it, `String(format:
    /// NSLocalizedString(…), …)`, not through a closure's braces) and the value made
    /// is held as no value of `Failure` there (``mayHoldAValue(at:of:closing:)``):
    /// the text goes into a value only code that holds one can read. `nil` elsewhere.
    ///
    /// - Parameters:
    ///   - closing: For each bracket, the index of the one that closes it.
    ///   - opening: For each closing bracket, the index of the one it closes.
    ///   - enclosing: For each token, the bracket it is directly inside (0 at the top level).
    /// - Complexity: O(*n*) in the tokens of the argument lists around `index`.
    static func payloadType(at index: Int, of tokens: [SwiftLexer.Token], closing: [Int], opening: [Int],
                            enclosing: [UInt8]) -> String? {
        var inside = index
        while enclosing[inside] == 0x28 {
            // Back to the `(` the token is directly inside, over whole bracketed runs.
            var cursor = inside - 1
            while cursor >= 0, !(SwiftDeclarations.isPunctuation(tokens[cursor], 0x28) && closing[cursor] > inside) {
                if case .punctuation(let byte) = tokens[cursor].kind, byte == 0x29 || byte == 0x5D || byte == 0x7D,
                   opening[cursor] >= 0, opening[cursor] < cursor {
                    cursor = opening[cursor]
                }
                cursor -= 1
            }
            guard cursor >= 0 else { return nil }
            if cursor >= 3, case .identifier = tokens[cursor - 1].kind, SwiftDeclarations.isPunctuation(tokens[cursor - 2], 0x2E),
               case .identifier(let type) = tokens[cursor - 3].kind, SwiftDeclarations.isTypeName(type),
               cursor == 3 || !SwiftDeclarations.isPunctuation(tokens[cursor - 4], 0x2E) {
                return mayHoldAValue(at: cursor - 3, of: tokens, closing: closing) ? nil : type
            }
            inside = cursor
        }
        return nil
    }

    /// Words after which `.name` is an implicit member.
    private static let implicitMemberWords: KeywordSet = ["return", "case", "in", "throw", "try", "await", "else", "where"]

    package private(set) var units: [Unit]
    /// The names the units mention or declare, each once: what ``Unit/mentioned`` indexes.
    package fileprivate(set) var names: [String] = []
    /// The types' names the file writes where a value of that type may be held
    /// (``mayHoldAValue(at:of:closing:)``): as indices in ``names``, sorted.
    /// A type written only as `Failure.timeout` (thrown, caught by pattern) gives
    /// code no value of its own type to read members on.
    package fileprivate(set) var heldTypes: [Int32] = []

    /// The names a unit mentions, sorted.
    package func mentionedNames(of unit: Int) -> [String] {
        units[unit].mentioned.map { names[Int($0)] }.sorted()
    }

    /// The types whose bodies hold `unit` (`unit` itself if it is one), innermost first.
    package func typeUnits(around unit: Int) -> [Int] {
        Self.typeUnits(around: unit, in: units)
    }

    /// The tokens of each `#Preview` macro outside any bracket — `#Preview`, its
    /// arguments and its trailing closures (`timeline: { … }` too) — in order.
    ///
    /// - Parameters:
    ///   - closing: For each bracket, the index of the one that closes it.
    ///   - enclosing: For each token, the bracket it is directly inside (0 at the top level).
    static func previewRanges(_ tokens: [SwiftLexer.Token], closing: [Int], enclosing: [UInt8]) -> [ClosedRange<Int>] {
        func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool { SwiftDeclarations.isPunctuation(tokens, at: index, byte) }
        var ranges: [ClosedRange<Int>] = []
        var index = 0
        while index + 1 < tokens.count {
            guard enclosing[index] == 0, isPunctuation(index, 0x23), case .identifier("Preview") = tokens[index + 1].kind else {
                index += 1
                continue
            }
            var end = index + 1
            if isPunctuation(end + 1, 0x28) { end = max(closing[end + 1], end + 1) }
            if isPunctuation(end + 1, 0x7B) { end = max(closing[end + 1], end + 1) }
            // Labelled trailing closures: `timeline: { … }`.
            while end + 3 < tokens.count, case .identifier = tokens[end + 1].kind, isPunctuation(end + 2, 0x3A),
                  isPunctuation(end + 3, 0x7B) {
                end = max(closing[end + 3], end + 3)
            }
            ranges.append(index...end)
            index = end + 1
        }
        return ranges
    }

    fileprivate static func typeUnits(around unit: Int, in units: [Unit]) -> [Int] {
        var types: [Int] = [], current: Int? = unit
        while let index = current, index < units.count {
            if case .type = units[index].kind { types.append(index) }
            current = units[index].parent
        }
        return types
    }

    /// Cuts a lexed file into units.
    ///
    /// - Parameters:
    ///   - runs: ``SwiftLexer/runs``: the top level first, then the inside of
    ///     every interpolation.
    ///   - places: Places in the file (a literal's line and column).
    ///   - propertyType: The type of the property the file declares by a name
    ///     (``SwiftDeclarations/propertyTypes(in:)``): with the scopes the walk
    ///     follows (``SwiftLocalTypes``), what `name.member` reads `member` on.
    /// - Returns: The units, and the unit each of `places` is in: the innermost
    ///   unit whose tokens hold it.
    /// - Complexity: O(*n* log *n*) in the number of tokens, times the nesting of types.
    static func cut(_ runs: [[SwiftLexer.Token]], placing places: [(line: Int, column: Int)],
                    propertyType: @escaping (String) -> String? = { _ in nil })
        -> (units: SwiftCodeUnits, placed: [Int], payloadTypes: [String?]) {
        var cut = SwiftCodeUnits(units: [Unit(kind: .file)])
        guard let tokens = runs.first else { return (cut, places.map { _ in 0 }, places.map { _ in nil }) }
        var parser = Parser(tokens: tokens)
        parser.declarations(in: 0..<tokens.count, parent: nil, isTypeBody: false, depth: 0)
        cut.units += parser.units
        let owners = parser.owners
        /// The index of the top-level token at or before a place (-1: none).
        func token(atLine line: Int, column: Int) -> Int {
            var low = 0, high = tokens.count
            while low < high {
                let middle = (low + high) / 2
                if (tokens[middle].line, tokens[middle].column) <= (line, column) { low = middle + 1 } else { high = middle }
            }
            return low - 1
        }
        /// The unit of the top-level token at or before a place.
        func unit(atLine line: Int, column: Int) -> Int {
            let index = token(atLine: line, column: column)
            return index < 0 ? 0 : Int(owners[index])
        }
        var reader = Reader(units: cut.units)
        reader.numbers.reserveCapacity(tokens.count / 4)
        var locals = SwiftLocalTypes(tokens: tokens, closing: parser.closing, enclosing: parser.enclosing,
                                     propertyType: propertyType)
        // A `#Preview { … }` runs only in Xcode's canvas: what it names does not run in the product.
        let previews = Self.previewRanges(tokens, closing: parser.closing, enclosing: parser.enclosing)
        var nextPreview = 0
        var held = Set<Int32>()
        for (index, token) in tokens.enumerated() {
            while nextPreview < previews.count, previews[nextPreview].upperBound < index { nextPreview += 1 }
            if nextPreview < previews.count, previews[nextPreview].contains(index) { continue }
            switch token.kind {
            case .punctuation(0x7B):
                locals.open(at: index)
            case .punctuation(0x7D):
                locals.close()
            case .identifier(let word):
                let name = reader.number(word)
                if let scopeWord = reader.scopeWords[Int(name)] { locals.step(scopeWord, at: index) }
                if Self.mayHoldAValue(at: index, of: tokens, closing: parser.closing) { held.insert(name) }
                guard parser.isMention(index) else { continue }
                reader.read(name, at: index, of: tokens, in: Int(owners[index]), types: locals, opening: parser.opening)
            default:
                continue
            }
        }
        // An interpolation's tokens are all inside one literal: the unit of its first is theirs
        // (the scopes followed are closed by then: a value's type is its property's).
        for run in runs.dropFirst() {
            guard let first = run.first else { continue }
            // The last preview that starts before the literal, found by halving (they are in order).
            let place = (first.line, first.column)
            var low = 0, high = previews.count
            while low < high {
                let middle = (low + high) / 2
                let start = tokens[previews[middle].lowerBound]
                if (start.line, start.column) <= place { low = middle + 1 } else { high = middle }
            }
            if low > 0, place <= (tokens[previews[low - 1].upperBound].line, tokens[previews[low - 1].upperBound].column) {
                continue
            }
            let holder = unit(atLine: first.line, column: first.column)
            for (index, token) in run.enumerated() {
                guard case .identifier(let word) = token.kind else { continue }
                let name = reader.number(word)
                if Self.mayHoldAValue(at: index, of: run, closing: nil) { held.insert(name) }
                reader.read(name, at: index, of: run, in: holder, types: locals)
            }
        }
        var readings = reader.readings
        // A name read as any type's member anywhere in a unit is any type's there.
        readings.sort { ($0.unit, $0.member, $0.type, $0.argument) < ($1.unit, $1.member, $1.type, $1.argument) }
        var start = 0
        while start < readings.count {
            var end = start + 1
            while end < readings.count, readings[end].unit == readings[start].unit,
                  readings[end].member == readings[start].member { end += 1 }
            if readings[start].type != anyReceiver {
                let unit = Int(readings[start].unit)
                var last: (type: Int32, argument: Int32)?
                for reading in readings[start..<end] where reading.type != last?.type || reading.argument != last?.argument {
                    cut.units[unit].receivers.append(Receiver(member: reading.member, type: reading.type,
                                                              argument: reading.argument))
                    last = (reading.type, reading.argument)
                }
            }
            start = end
        }
        // The names declared are numbered too, mentioned or not: Objective-C may call them.
        for unit in cut.units {
            switch unit.kind {
            case .file: break
            case .type(let name), .member(let name), .global(let name): _ = reader.number(name)
            }
        }
        cut.names = reader.names
        cut.heldTypes = held.sorted()
        for (index, mentioned) in reader.mentioned.enumerated() { cut.units[index].mentioned = mentioned }
        // A unit its members interrupted may have met a name twice.
        for index in cut.units.indices where cut.units[index].mentioned.count > 1 {
            cut.units[index].mentioned.sort()
            var kept = 0
            for number in cut.units[index].mentioned where kept == 0 || cut.units[index].mentioned[kept - 1] != number {
                cut.units[index].mentioned[kept] = number
                kept += 1
            }
            cut.units[index].mentioned.removeLast(cut.units[index].mentioned.count - kept)
        }
        let payloadTypes = places.map { place -> String? in
            let index = token(atLine: place.line, column: place.column)
            return index < 0 ? nil : Self.payloadType(at: index, of: tokens, closing: parser.closing,
                                                      opening: parser.opening, enclosing: parser.enclosing)
        }
        return (cut, places.map { unit(atLine: $0.line, column: $0.column) }, payloadTypes)
    }

    /// Cuts a lexed file into units (``cut(_:placing:)``).
    init(_ runs: [[SwiftLexer.Token]]) {
        self = Self.cut(runs, placing: []).units
    }

    private init(units: [Unit]) {
        self.units = units
    }

    /// Words that name no declaration (a name spelt so needs backticks, and none
    /// in the corpus has one): not kept as mentions.
    private static let reservedWords: KeywordSet = [
        "var", "let", "func", "return", "if", "else", "guard", "switch", "case", "for", "in", "while", "repeat", "do",
        "try", "catch", "throw", "throws", "import", "struct", "class", "enum", "protocol", "extension", "static",
        "private", "fileprivate", "public", "internal", "self", "Self", "super", "true", "false", "nil", "is", "as",
        "where", "break", "continue", "fallthrough", "defer", "typealias",
    ]

    /// Types nested deeper than this are their outer type's code: the walk
    /// recurses once per level, and hostile input must not exhaust the stack.
    static let maximumNesting = 64

    /// Words that declare a type; `class` also starts a `class func`.
    static let typeWords: KeywordSet = ["struct", "class", "enum", "actor", "protocol", "extension"]
    /// Words after `class` that make it a member's modifier, not a type's keyword.
    private static let classMemberWords: KeywordSet = ["func", "var", "let", "subscript", "override", "final"]
    /// Words that start a declaration in a type's body, or modify one: where the
    /// value or signature of the declaration before them ends.
    private static let declarationStarts: KeywordSet = [
        "func", "var", "let", "init", "deinit", "subscript", "case", "typealias", "associatedtype", "struct", "class",
        "enum", "actor", "protocol", "extension", "static", "override", "public", "private", "fileprivate", "internal",
        "open", "package", "final", "lazy", "mutating", "nonmutating", "nonisolated", "convenience", "required",
        "dynamic", "weak", "unowned", "indirect", "optional",
    ]
    /// Modifiers that may stand before a declaration's keyword.
    private static let modifierWords: KeywordSet = [
        "static", "class", "override", "public", "private", "fileprivate", "internal", "open", "package", "final",
        "lazy", "mutating", "nonmutating", "nonisolated", "convenience", "required", "dynamic", "weak", "unowned",
        "indirect", "optional", "isolated", "consuming", "borrowing", "distributed",
    ]
    /// Words after which an identifier is the name a declaration introduces.
    private static let introducers: KeywordSet = [
        "func", "var", "let", "case", "struct", "class", "enum", "actor", "protocol", "extension", "typealias",
        "associatedtype", "import",
    ]

    /// The walk that reads what each unit mentions, and as whose member.
    private struct Reader {
        /// What ``SwiftCodeUnits/names`` will be, and each one's number.
        var names: [String] = []
        var numbers: [String: Int32] = [:]
        // Per name: the last unit that mentioned it (which only grows within a run of tokens),
        // whether it is a reserved word, its last reading (unit and type, ``Receiver``), and the
        // scope word it is — each found once per file, when the name is first numbered.
        var lastUnit: [Int32] = [], isReserved: [Bool] = [], lastReading: [Int64] = []
        var scopeWords: [SwiftLocalTypes.Word?] = []
        /// Per unit, ``Unit/mentioned``.
        var mentioned: [[Int32]]
        /// Whose member each mention may be (``Unit/receivers``): (unit, name, type, a call's
        /// first argument), the type ``anyReceiver`` where it may be any type's, ``noReceiver``
        /// where it is none's.
        var readings: [(unit: Int32, member: Int32, type: Int32, argument: Int32)] = []
        /// The types whose code holds each unit, innermost first (by name number).
        var enclosing: [[Int32]?]
        let units: [Unit]

        init(units: [Unit]) {
            self.units = units
            mentioned = Array(repeating: [], count: units.count)
            enclosing = Array(repeating: nil, count: units.count)
        }

        /// The number of `word`, given one if it has none.
        mutating func number(_ word: String) -> Int32 {
            if let known = numbers[word] { return known }
            let number = Int32(names.count)
            numbers[word] = number
            names.append(word)
            lastUnit.append(-1)
            isReserved.append(reservedWords.contains(word))
            lastReading.append(-1)
            scopeWords.append(SwiftLocalTypes.Word(word))
            return number
        }

        mutating func enclosingTypes(_ unit: Int) -> [Int32] {
            if let known = enclosing[unit] { return known }
            let types = SwiftCodeUnits.typeUnits(around: unit, in: units).compactMap { index -> Int32? in
                if case .type(let name) = units[index].kind { number(name) } else { nil }
            }
            enclosing[unit] = types
            return types
        }

        private mutating func add(_ type: Int32, member: Int32, unit: Int, argument: Int32 = Receiver.anyArgument) {
            // A name read again the same way in the same unit (most are) is kept once.
            let reading = Int64(unit) << 32 | Int64(UInt32(bitPattern: type))
            guard lastReading[Int(member)] != reading || type == calledMember else { return }
            lastReading[Int(member)] = reading
            readings.append((Int32(unit), member, type, argument))
        }

        /// A call's reading of the name at `index` of `run`: ``calledMember`` with its
        /// first argument (``Receiver/argument``), or any type's member where no `(` follows.
        private mutating func addCall(orAnyReceiverOf member: Int32, at index: Int, of run: [SwiftLexer.Token], unit: Int) {
            guard Self.isCall(at: index, of: run) else { return add(anyReceiver, member: member, unit: unit) }
            add(calledMember, member: member, unit: unit, argument: firstArgument(ofCallAt: index, of: run))
        }

        /// ``Receiver/argument`` of the call of the name at `index` of `run`, which a `(` follows.
        private mutating func firstArgument(ofCallAt index: Int, of run: [SwiftLexer.Token]) -> Int32 {
            let first = index + 2
            guard first < run.count else { return Receiver.anyArgument }
            if SwiftDeclarations.isPunctuation(run[first], 0x29) {
                // `f() { … }`: the trailing closure may be the first argument.
                return first + 1 < run.count && SwiftDeclarations.isPunctuation(run[first + 1], 0x7B)
                    ? Receiver.anyArgument : Receiver.noArguments
            }
            if case .identifier(let label) = run[first].kind, first + 1 < run.count,
               SwiftDeclarations.isPunctuation(run[first + 1], 0x3A) {
                return number(label)
            }
            return Receiver.unlabeled
        }

        /// Takes in the mention of the name numbered `member` at `index` of `run`, in
        /// `unit`, where `types` says the types of the values named there and
        /// `opening` the bracket each closing one of `run` closes (`nil`: not known).
        mutating func read(_ member: Int32, at index: Int, of run: [SwiftLexer.Token], in unit: Int,
                           types: SwiftLocalTypes, opening: [Int]? = nil) {
            guard !isReserved[Int(member)] else { return }
            if lastUnit[Int(member)] != Int32(unit) {
                lastUnit[Int(member)] = Int32(unit)
                mentioned[unit].append(member)
            }
            guard index >= 1, case .punctuation(0x2E) = run[index - 1].kind else {
                // A bare name: a local, a global, a type, or a member of the types around it.
                let types = enclosingTypes(unit)
                if types.isEmpty { add(noReceiver, member: member, unit: unit) }
                for type in types { add(type, member: member, unit: unit) }
                return
            }
            // `.open` where a value is expected: the context's type's static member.
            if index == 1 || SwiftCodeUnits.startsImplicitMember(run[index - 2]) {
                return add(implicitMember, member: member, unit: unit)
            }
            // `receiver.name`, `receiver?.name`, `receiver!.name`, at the start of a chain.
            var head = index - 2
            if head >= 0, case .punctuation(let byte) = run[head].kind, byte == 0x3F || byte == 0x21 { head -= 1 }
            if head >= 0, let opening, SwiftDeclarations.isPunctuation(run[head], 0x29),
               let made = Self.madeType(byCallOpeningAt: opening[head], of: run) {
                // `Int(value).description`, `abs(delta).description`: a standard value's member.
                return add(number(made), member: member, unit: unit)
            }
            guard head >= 0, case .identifier(let receiver) = run[head].kind,
                  head == 0 || !SwiftDeclarations.isPunctuation(run[head - 1], 0x2E) else {
                return addCall(orAnyReceiverOf: member, at: index, of: run, unit: unit)
            }
            let type: Int32
            if receiver == "self" || receiver == "Self" {
                type = enclosingTypes(unit).first ?? anyReceiver
            } else if receiver == "super" {
                // The supertype: the first name after the enclosing type's `:`.
                type = SwiftCodeUnits.typeUnits(around: unit, in: units).first
                    .flatMap { units[$0].inherited.first }.map { number($0) } ?? anyReceiver
            } else if SwiftDeclarations.isTypeName(receiver) {
                type = number(receiver)
            } else if let known = types.type(of: receiver) {
                type = number(known)
            } else {
                return addCall(orAnyReceiverOf: member, at: index, of: run, unit: unit)
            }
            add(type, member: member, unit: unit)
        }

        /// The type of the value a call makes, for the call whose `(` is at `open`
        /// of `run`, where it is a standard value type: `Int(…)`, `String(…)` (an
        /// initializer), `abs(…)` (a standard number). `nil` for any other call.
        static func madeType(byCallOpeningAt open: Int, of run: [SwiftLexer.Token]) -> String? {
            guard open >= 1, SwiftDeclarations.isPunctuation(run[open], 0x28),
                  case .identifier(let callee) = run[open - 1].kind,
                  open == 1 || !SwiftDeclarations.isPunctuation(run[open - 2], 0x2E) else { return nil }
            if callee == "abs" { return "Double" }
            return SwiftCodeUnits.standardValueTypes.contains(callee) ? callee : nil
        }

        /// Whether the name at `index` is called: a `(` follows on its line
        /// (on the next, it starts another statement).
        static func isCall(at index: Int, of run: [SwiftLexer.Token]) -> Bool {
            index + 1 < run.count && SwiftDeclarations.isPunctuation(run[index + 1], 0x28)
                && run[index + 1].line == run[index].line
        }
    }

    /// The walk that finds the units, and which token belongs to which.
    private struct Parser {
        typealias Token = SwiftLexer.Token
        let tokens: [Token]
        /// For each bracket `(`, `[`, `{`, the index of the one that closes it
        /// (the last token when none does); for each other token, -1.
        let closing: [Int]
        /// For each closing bracket, the index of the one it closes; for each other token, -1.
        let opening: [Int]
        /// For each token, the bracket byte it is directly inside (0 at the top level).
        let enclosing: [UInt8]
        var units: [Unit] = []
        var owners: [Int32]

        init(tokens: [Token]) {
            self.tokens = tokens
            var closing = [Int](repeating: -1, count: tokens.count), opening = closing
            var enclosing = [UInt8](repeating: 0, count: tokens.count)
            var stack: [(index: Int, byte: UInt8)] = []
            // How many of each opener the stack holds: a closer with none to close is passed at once
            // (searching the stack for it would make `{{{…]]]` quadratic).
            var open = [Int](repeating: 0, count: 0x7C)  // by the opener's byte
            for (index, token) in tokens.enumerated() {
                enclosing[index] = stack.last?.byte ?? 0
                guard case .punctuation(let byte) = token.kind else { continue }
                switch byte {
                case 0x28, 0x5B, 0x7B:
                    stack.append((index, byte))
                    open[Int(byte)] += 1
                case 0x29, 0x5D, 0x7D:
                    // A stray closer (an `#if` that splits a declaration) closes nothing; one that
                    // closes an outer bracket closes the unclosed ones inside it too.
                    let opener: UInt8 = byte == 0x29 ? 0x28 : byte == 0x5D ? 0x5B : 0x7B
                    guard open[Int(opener)] > 0, let found = stack.lastIndex(where: { $0.byte == opener }) else { break }
                    for unclosed in stack[(found + 1)...] {
                        closing[unclosed.index] = index - 1
                        open[Int(unclosed.byte)] -= 1
                    }
                    closing[stack[found].index] = index
                    opening[index] = stack[found].index
                    open[Int(opener)] -= 1
                    stack.removeSubrange(found...)
                default:
                    break
                }
            }
            for unclosed in stack { closing[unclosed.index] = tokens.count - 1 }
            self.closing = closing
            self.opening = opening
            self.enclosing = enclosing
            owners = [Int32](repeating: 0, count: tokens.count)
        }

        func word(_ index: Int) -> String? {
            guard index >= 0, index < tokens.count, case .identifier(let word) = tokens[index].kind else { return nil }
            return word
        }

        func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool { SwiftDeclarations.isPunctuation(tokens, at: index, byte) }

        /// Whether the identifier at `index` mentions a name: not the name a
        /// declaration introduces, not an argument's label (`f(title: …)`).
        func isMention(_ index: Int) -> Bool {
            if let before = word(index - 1), SwiftCodeUnits.introducers.contains(before), !isPunctuation(index - 2, 0x2E) {
                return false
            }
            if isCastType(index) { return false }
            if isPunctuation(index + 1, 0x3A), enclosing[index] == 0x28,
               isPunctuation(index - 1, 0x28) || isPunctuation(index - 1, 0x2C) {
                return false
            }
            return true
        }

        /// Whether the identifier at `index` is the type of a cast or a type check
        /// (`as? Cell`, `as! Cell`, `as Cell`, `is Cell`): naming a type there makes
        /// no value of it, nor calls anything of it.
        func isCastType(_ index: Int) -> Bool {
            var before = index - 1
            if isPunctuation(before, 0x3F) || isPunctuation(before, 0x21) { before -= 1 }
            guard let keyword = word(before), keyword == "as" || (keyword == "is" && before == index - 1) else { return false }
            return !isPunctuation(before - 1, 0x2E)
        }

        /// The first token of the modifiers and attributes before the keyword at
        /// `keyword`, and what they say.
        func modifiers(before keyword: Int) -> (start: Int, attributes: [String], isStatic: Bool, isCalledFromOutside: Bool,
                                                 isLazy: Bool, objectiveCName: String?) {
            var start = keyword, attributes: [String] = [], isStatic = false, isCalledFromOutside = false, isLazy = false
            var objectiveCName: String?
            var cursor = keyword - 1
            while cursor >= 0 {
                if isPunctuation(cursor, 0x29), cursor >= 1 {
                    // `@objc(name)`, `@available(iOS 17, *)`: back over its arguments to the attribute's name.
                    let open = opening[cursor]
                    guard open >= 2, isPunctuation(open, 0x28), let name = word(open - 1), isPunctuation(open - 2, 0x40) else { break }
                    // `@objc(Name)` of a type, `@objc(shortTitle:)` of a method: the first part.
                    if name == "objc", open + 2 == cursor || isPunctuation(open + 2, 0x3A) { objectiveCName = word(open + 1) }
                    attributes.append(name)
                    start = open - 2
                    cursor = open - 3
                    continue
                }
                guard let word = word(cursor) else { break }
                if isPunctuation(cursor - 1, 0x40) {
                    attributes.append(word)
                    start = cursor - 1
                    cursor -= 2
                    continue
                }
                guard SwiftCodeUnits.modifierWords.contains(word), !isPunctuation(cursor - 1, 0x2E) else { break }
                switch word {
                case "static", "class": isStatic = true
                case "override", "dynamic", "optional": isCalledFromOutside = true
                case "lazy": isLazy = true
                default: break
                }
                start = cursor
                cursor -= 1
            }
            // (`@objc` is called by name: from the target's Objective-C, which ``CodeReach`` reads, or a `#selector`.)
            if attributes.contains(where: { $0 == "NSManaged" || $0 == "GKInspectable" || $0.hasPrefix("IB") }) {
                isCalledFromOutside = true
            }
            return (start, attributes, isStatic, isCalledFromOutside, isLazy, objectiveCName)
        }

        /// Where the declaration whose head starts at `from` ends, in `range`: the
        /// token before the next declaration word outside brackets (or before the
        /// body's closing brace).
        func endOfDeclaration(from: Int, in range: Range<Int>) -> Int {
            var index = from
            while index < range.upperBound {
                if let word = word(index), SwiftCodeUnits.declarationStarts.contains(word), !isPunctuation(index - 1, 0x2E) {
                    return index - 1
                }
                if isPunctuation(index, 0x40), word(index + 1) != nil { return index - 1 }  // an attribute
                if isPunctuation(index, 0x7D) { return index - 1 }
                if closing[index] >= 0 { index = closing[index] }
                index += 1
            }
            return range.upperBound - 1
        }

        /// Gives the tokens `range` to `unit`.
        mutating func own(_ range: ClosedRange<Int>, _ unit: Int) {
            guard range.lowerBound <= range.upperBound, range.upperBound < owners.count else { return }
            for index in range { owners[index] = Int32(unit) }
        }

        /// Finds the declarations in `range`, a type's body (`isTypeBody`) or the top level.
        /// - Parameter depth: How many type bodies hold `range`: beyond
        ///   ``maximumNesting`` a type's body is its outer unit's code.
        mutating func declarations(in range: Range<Int>, parent: Int?, isTypeBody: Bool, depth: Int) {
            var index = range.lowerBound
            while index < range.upperBound {
                guard let word = word(index), !isPunctuation(index - 1, 0x2E) else {
                    if closing[index] >= 0 { index = max(index, closing[index]) }
                    index += 1
                    continue
                }
                if SwiftCodeUnits.typeWords.contains(word), var name = self.word(index + 1),
                   !(word == "class" && SwiftCodeUnits.classMemberWords.contains(name)) {
                    // `extension Models.Visibility`, `extension Entry.State`: the last component is the type.
                    var last = index + 1
                    while word == "extension", isPunctuation(last + 1, 0x2E), let component = self.word(last + 2) {
                        name = component
                        last += 2
                    }
                    index = type(named: name, keywordAt: index, nameEndsAt: last, in: range, parent: parent, depth: depth) + 1
                } else if word == "typealias", let name = self.word(index + 1) {
                    let head = modifiers(before: index)
                    // A typealias's value runs with whatever names the alias.
                    let end = endOfDeclaration(from: index + 2, in: range)
                    var alias = Unit(kind: .type(name), parent: parent)
                    alias.isAlias = true
                    units.append(alias)
                    own(head.start...end, units.count)
                    index = end + 1
                } else if word == "func" || word == "var" || word == "let" {
                    index = member(keywordAt: index, in: range, parent: parent, isTypeBody: isTypeBody) + 1
                } else if word == "init" || word == "deinit" || word == "subscript" {
                    // Part of the type: they run with it.
                    index = endOfDeclaration(from: index + 1, in: range)
                    if index + 1 < range.upperBound, isPunctuation(index + 1, 0x7B) { index = closing[index + 1] }
                    index += 1
                } else {
                    index += 1
                }
            }
        }

        /// The words the Objective-C selector of the method named at `nameIndex`
        /// may begin with: Swift writes `name` and its first argument label
        /// (`relativeTime(fromDate:)` is `relativeTimeFromDate:`, or `…WithFromDate:`
        /// where the label is no preposition); `name` alone without one. None for a
        /// generic method (`func sorted<T>(…)`), which Objective-C cannot call.
        func selectorHeads(of name: String, at nameIndex: Int, objectiveCName: String?) -> [String] {
            if let objectiveCName { return [objectiveCName] }
            let index = nameIndex + 1
            if isPunctuation(index, 0x3C) { return [] }
            guard isPunctuation(index, 0x28), let label = word(index + 1), label != "_",
                  isPunctuation(index + 2, 0x3A) || (word(index + 2) != nil && isPunctuation(index + 3, 0x3A))
            else { return [name] }
            let capitalised = label.prefix(1).uppercased() + label.dropFirst()
            return [name + capitalised, name + "With" + capitalised]
        }

        /// ``Unit/firstArguments`` of the method named at `nameIndex`.
        func firstArguments(ofMethodAt nameIndex: Int) -> [String]? {
            var index = nameIndex + 1
            if isPunctuation(index, 0x3C) {  // `<T: Named>`
                var angles = 0
                repeat {
                    if isPunctuation(index, 0x3C) { angles += 1 } else if isPunctuation(index, 0x3E) { angles -= 1 }
                    index += 1
                } while angles > 0 && index < tokens.count && !isPunctuation(index, 0x7B)
            }
            guard isPunctuation(index, 0x28), closing[index] > index else { return nil }
            let end = closing[index]
            var first: [String] = []
            index += 1
            while index < end {
                // One parameter, `label name: Type = value`: its label, then up to a `,`
                // outside brackets and `<…>`; whether a call may leave it out.
                guard let label = word(index) else { return nil }
                first.append(label)
                var typed = false, mayBeLeftOut = false, angles = 0
                while index < end, !(angles == 0 && isPunctuation(index, 0x2C)) {
                    if isPunctuation(index, 0x3A) {
                        typed = true
                    } else if typed, isPunctuation(index, 0x3D) || (isPunctuation(index, 0x2E) && isPunctuation(index + 1, 0x2E)) {
                        mayBeLeftOut = true  // `= value`, `Type...`
                    } else if isPunctuation(index, 0x3C) {
                        angles += 1
                    } else if isPunctuation(index, 0x3E), !isPunctuation(index - 1, 0x2D) {  // not `->`
                        angles = max(0, angles - 1)
                    } else if closing[index] >= 0 {
                        index = closing[index]
                    }
                    index += 1
                }
                guard mayBeLeftOut else { return first }
                index += 1
            }
            return first + [SwiftCodeUnits.noArguments]
        }

        /// Reads the type whose keyword is at `keyword` and whose name ends at
        /// `nameEnd`; returns the index of its last token.
        mutating func type(named name: String, keywordAt keyword: Int, nameEndsAt nameEnd: Int, in range: Range<Int>,
                           parent: Int?, depth: Int) -> Int {
            let head = modifiers(before: keyword)
            var unit = Unit(kind: .type(name), parent: parent)
            unit.attributes = head.attributes
            unit.objectiveCName = head.objectiveCName
            unit.isExtension = word(keyword) == "extension"
            unit.isProtocol = word(keyword) == "protocol"
            unit.isValueType = word(keyword) == "struct" || word(keyword) == "enum"
            // Its inheritance clause: the names after `:`, `,` and `&` outside `<…>`, up to `where` or `{`.
            var index = nameEnd + 1, angles = 0, inClause = false, expectsName = false
            while index < range.upperBound, !isPunctuation(index, 0x7B) {
                if let word = word(index) {
                    if word == "where" || (SwiftCodeUnits.declarationStarts.contains(word) && !isPunctuation(index - 1, 0x2E)) { break }
                    // `@unchecked Sendable`, `@MainActor P`: the attribute is no name.
                    if inClause, angles == 0, expectsName, !isPunctuation(index - 1, 0x40) {
                        // `Foundation.Data`: the last component.
                        var last = index
                        while isPunctuation(last + 1, 0x2E), self.word(last + 2) != nil { last += 2 }
                        unit.inherited.append(self.word(last)!)
                        index = last
                        expectsName = false
                    }
                } else if isPunctuation(index, 0x3C) {
                    angles += 1
                } else if isPunctuation(index, 0x3E) {
                    angles = max(0, angles - 1)
                } else if angles == 0, isPunctuation(index, 0x3A) || isPunctuation(index, 0x2C) || isPunctuation(index, 0x26) {
                    inClause = true
                    expectsName = true
                } else if closing[index] >= 0 {
                    index = closing[index]
                }
                index += 1
            }
            while index < range.upperBound, !isPunctuation(index, 0x7B) {
                if isPunctuation(index, 0x7D) { break }
                index += 1
            }
            units.append(unit)
            let number = units.count
            guard index < range.upperBound, isPunctuation(index, 0x7B) else {
                own(head.start...(index - 1), number)
                return index - 1
            }
            let end = min(closing[index], range.upperBound - 1)
            own(head.start...end, number)
            if depth < SwiftCodeUnits.maximumNesting {
                declarations(in: (index + 1)..<max(index + 1, end), parent: number, isTypeBody: true, depth: depth + 1)
            }
            return end
        }

        /// The type of the value of the member whose keyword is at `keyword`
        /// (``Unit/valueType``), reading no further than `end`.
        func valueType(ofDeclarationAt keyword: Int, isFunction: Bool, end: Int) -> String? {
            var index = keyword + 2
            if isFunction {
                // `func make(…) -> Profile`: past the parameters to the arrow.
                while index < end, !(isPunctuation(index, 0x2D) && isPunctuation(index + 1, 0x3E)) {
                    if isPunctuation(index, 0x7B) { return nil }
                    if closing[index] >= 0 { index = closing[index] }
                    index += 1
                }
                index += 2
            } else if isPunctuation(index, 0x3A) {
                index += 1
            } else if isPunctuation(index, 0x3D), index + 1 <= end {
                // `= "…"`, `= "…".localized`, `= NSLocalizedString(…)`: a `String`; `= Profile(…)`: a `Profile`.
                if case .string = tokens[index + 1].kind { return "String" }
                guard let first = word(index + 1) else { return nil }
                if first == "NSLocalizedString" { return "String" }
                return SwiftDeclarations.isTypeName(first) && isPunctuation(index + 2, 0x28) ? first : nil
            } else {
                return nil
            }
            guard index <= end, let (type, _) = SwiftTypeReference.parse(tokens, at: index), type.shape == .plain
            else { return nil }
            return type.name
        }

        /// Reads the `func`, `var` or `let` at `keyword`; returns the index of its last token.
        mutating func member(keywordAt keyword: Int, in range: Range<Int>, parent: Int?, isTypeBody: Bool) -> Int {
            let head = modifiers(before: keyword)
            let isFunction = word(keyword) == "func"
            // `func ==`, `let (a, b) = …`: no name to call it by.
            let name = self.word(keyword + 1)
            // The body, or the value after `=`, and where the declaration ends.
            var index = keyword + 1, body: Int?, hasValue = false
            while index < range.upperBound {
                if let word = word(index), SwiftCodeUnits.declarationStarts.contains(word), !isPunctuation(index - 1, 0x2E) { break }
                if isPunctuation(index, 0x40), word(index + 1) != nil { break }
                if isPunctuation(index, 0x7D) { break }
                if isPunctuation(index, 0x3D), !hasValue, body == nil { hasValue = true }
                if isPunctuation(index, 0x7B), body == nil, !hasValue {
                    body = index
                    index = closing[index] + 1
                    break
                }
                if closing[index] >= 0 { index = closing[index] }
                index += 1
            }
            let end = min(max(keyword, index - 1), range.upperBound - 1)
            guard let name else { return end }
            var unit = Unit(kind: isTypeBody ? .member(name) : .global(name), parent: parent)
            unit.isStatic = head.isStatic
            unit.isFunction = isFunction
            unit.isCalledFromOutside = head.isCalledFromOutside
            if isTypeBody, !head.isStatic, !head.isLazy, !isFunction {
                // A stored property (its observers too) runs with its instances; a computed one when named.
                let observers = body.map { word($0 + 1) == "willSet" || word($0 + 1) == "didSet" } ?? true
                unit.runsWithItsType = body == nil || observers
            }
            if isFunction, body == nil { unit.runsWithItsType = true }  // a requirement
            unit.valueType = valueType(ofDeclarationAt: keyword, isFunction: isFunction, end: end)
            if isFunction, isTypeBody {
                unit.selectorHeads = selectorHeads(of: name, at: keyword + 1, objectiveCName: head.objectiveCName)
                unit.firstArguments = firstArguments(ofMethodAt: keyword + 1)
            }
            if name == "isDiscoverable", head.isStatic, !isFunction, let parent, isTypeBody,
               (keyword...end).contains(where: { word($0) == "false" }),
               !(keyword...end).contains(where: { word($0) == "true" }) {
                units[parent - 1].isUndiscoverable = true  // numbered after the file's unit
            }
            units.append(unit)
            own(head.start...end, units.count)
            return end
        }
    }
}
