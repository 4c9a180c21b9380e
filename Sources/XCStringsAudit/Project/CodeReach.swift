/// Which code of a target runs, followed by name from the code that certainly
/// does (the extension's own files, its linked packages, its Objective-C and C
/// sources, the classes its storyboards and XIBs make, what the system starts),
/// through the units of its Swift files
/// (``SwiftCodeUnits``):
///
/// - a type runs when code that runs names it (its extensions with it), but not
///   as the type of a cast or a type check (`as? Cell`, `is Cell`), which makes
///   no value of it;
/// - a member of a type that runs, when code that runs names it as any type's
///   member, or as a member of that type or of one it inherits or that inherits it
///   (``SwiftCodeUnits/Unit/receivers``: `profile.name` with `profile: Profile`,
///   a bare name in a type's code, an implicit `.shared` of a static member of its
///   own type) — unless the
///   system or the compiler may call it without its name being written: a stored
///   property, every member of a type that conforms to a protocol the project
///   does not declare (`View`, `AppIntent`, `LocalizedError`,
///   `UITableViewDataSource` …), an `override`, `@IBAction` or `@NSManaged`
///   member, `callAsFunction`: those run with their type (an `@objc` member is
///   called by name, from the target's Objective-C, which is read);
/// - a top-level function, variable or constant, when code that runs names it;
/// - but a member of an error type that no file holds a value of
///   (``SwiftCodeUnits/heldTypes``: `throw Failure.timeout` holds none, `catch let
///   failure as Failure` does) only where code reads it on that type, as Swift
///   allows: everywhere else an error is an `any Error`.
///
/// What is left is compiled into the target and never runs there: the app's
/// model files a screen-broadcast extension compiles for one type, an error's
/// texts only the app's screens show, a SwiftGen accessor nothing of the
/// extension calls.
struct CodeReach {
    /// The names of a project's Swift files, numbered once for every target that
    /// compiles them: each target's reach then follows numbers, not strings.
    struct Names {
        private(set) var numbers: [String: Int32] = [:]
        private(set) var count = 0

        /// The number of `name`, given one if it has none.
        mutating func number(_ name: String) -> Int32 {
            if let known = numbers[name] { return known }
            let number = Int32(count)
            numbers[name] = number
            count += 1
            return number
        }

        /// The numbers of a file's names (``SwiftCodeUnits/names``), in order.
        mutating func numbers(of units: SwiftCodeUnits) -> [Int32] {
            units.names.map { number($0) }
        }
    }

    /// One Swift file of the target.
    struct File {
        var units: SwiftCodeUnits
        /// ``Names/numbers(of:)`` of ``units``.
        var numbers: [Int32]
        /// Whether everything in it runs: the extension's own file, a linked package's.
        var isRoot: Bool
        /// Whether the app compiles it too (or links the package it is in).
        var isCompiledByTheApp: Bool
    }

    /// The units of each file that do not run.
    ///
    /// - Parameters:
    ///   - files: The target's Swift files.
    ///   - names: The numbers of the files' names (``File/numbers``).
    ///   - selectors: The names the target's Objective-C and C sources write and
    ///     the classes its storyboards and XIBs make, sorted: code that certainly
    ///     runs mentions them.
    ///   - unlisted: ``unlistedIntents(in:)`` of the files: intents the system does not start.
    ///   - startsAppIntents: Whether the system reads App Intents from the target's
    ///     bundle (``hostsAppIntents(extensionPoint:)``); where it does not, an
    ///     intent, entity or shortcut provider runs only where the code names it.
    ///   - explains: Whether to say why each unit that runs does (``Outcome/causes``).
    /// - Returns: Per file, the indices of its units that do not run; the
    ///   error types whose values no code holds as theirs (``SwiftCodeUnits/heldTypes``),
    ///   whose members and payloads (``SourceKeyUsage/payloadType``) no code reads;
    ///   and, when `explains`, why each unit that runs does.
    /// - Complexity: O(*n*) in the number of units and names they mention.
    static func deadUnits(_ files: [File], names: Names, selectors: [String], unlisted: Set<String>,
                          startsAppIntents: Bool = true, explains: Bool = false) -> Outcome {
        // Every unit gets one number, in file order; `parent` is the number of its parent
        // (-1: none), `fileOf` its file. A name no file numbered is -1 below: nothing names it.
        var all: [SwiftCodeUnits.Unit] = [], parent: [Int] = [], fileOf: [Int32] = [], offsets: [Int] = []
        for (index, file) in files.enumerated() {
            offsets.append(all.count)
            for unit in file.units.units {
                parent.append(unit.parent.map { offsets[index] + $0 } ?? -1)
                fileOf.append(Int32(index))
                all.append(unit)
            }
        }
        func number(_ name: String) -> Int32 { names.numbers[name] ?? -1 }
        // Types by name: declared at the top level (or extended), and nested in another
        // type's body, which a name reaches only when read on that type (``runNested``).
        var types: [Int32: [Int]] = [:], nestedTypes: [Int32: [Int]] = [:]
        var globals: [Int32: [Int]] = [:], members: [Int32: [Int]] = [:]
        var children: [Int: [Int]] = [:]
        // Each member unit's name's number (-1 for any other unit, or a name no file numbered).
        var memberNumbers = [Int32](repeating: -1, count: all.count)
        // The member units of each type and name (``pair(_:_:)``).
        var membersByType: [Int64: [Int]] = [:]
        func pair(_ type: Int32, _ member: Int32) -> Int64 { Int64(type) << 32 | Int64(UInt32(bitPattern: member)) }
        // Whether some type declares a member of each name: most names read on a value
        // (`append`, `count`) are no member of the project's, and need no pair looked up.
        var isTypeMemberName = [Bool](repeating: false, count: names.count)
        var inherited: [String: Set<String>] = [:], attributes: [String: Set<String>] = [:]
        // The types the project declares (not only extends).
        var declared = Set<String>(), aliases = Set<String>(), protocols = Set<String>(), valueTypes = Set<String>()
        // Per type name, the names of the types that name it after their `:`.
        var subtypes: [String: Set<String>] = [:]
        for (index, unit) in all.enumerated() {
            switch unit.kind {
            case .file:
                break
            case .type(let name):
                if parent[index] >= 0, case .type = all[parent[index]].kind {
                    nestedTypes[number(name), default: []].append(index)
                } else {
                    types[number(name), default: []].append(index)
                }
                if let other = unit.objectiveCName, other != name { types[number(other), default: []].append(index) }
                if !unit.inherited.isEmpty { inherited[name, default: []].formUnion(unit.inherited) }
                for parent in unit.inherited { subtypes[parent, default: []].insert(name) }
                if unit.isAlias { aliases.insert(name) }
                if unit.isProtocol { protocols.insert(name) }
                if unit.isValueType { valueTypes.insert(name) }
                if !unit.attributes.isEmpty { attributes[name, default: []].formUnion(unit.attributes) }
                if !unit.isExtension { declared.insert(name) }
            case .member(let name):
                let named = number(name)
                memberNumbers[index] = named
                members[named, default: []].append(index)
            case .global(let name):
                globals[number(name), default: []].append(index)
            }
            if parent[index] >= 0 { children[parent[index], default: []].append(index) }
            if case .member = unit.kind, parent[index] >= 0, case .type(let owner) = all[parent[index]].kind {
                membersByType[pair(number(owner), memberNumbers[index]), default: []].append(index)
                if memberNumbers[index] >= 0 { isTypeMemberName[Int(memberNumbers[index])] = true }
            }
        }

        // What each type name is, from every declaration and extension of it: open when the
        // system may call its members unnamed, an entry when the system starts it.
        var openness: [String: Bool] = [:], entries: [String: Bool] = [:]
        /// Whether the members the project writes in `name`'s bodies may be called
        /// unnamed: it conforms to a protocol (or is a subclass of a class) whose
        /// requirements the system calls. An extension of a type the project does not
        /// declare (`extension View`, `extension Date`) adds members called by name.
        func isOpen(_ name: String) -> Bool {
            if let known = openness[name] { return known }
            openness[name] = false  // a cycle of declarations is closed
            let open = !(attributes[name] ?? []).isDisjoint(with: openingAttributes)
                || (inherited[name] ?? []).contains { declared.contains($0) ? isOpen($0) : !harmless.contains($0) }
            openness[name] = open
            return open
        }
        func isEntry(_ name: String) -> Bool {
            if let known = entries[name] { return known }
            entries[name] = false
            // An intent no list shows runs where the code names it (`Button(intent:)`).
            let listed = !unlisted.contains(name)
            let entry = systemEntryNames.contains(name) && (startsAppIntents || !appIntentsEntryNames.contains(name))
                || !(attributes[name] ?? []).isDisjoint(with: entryAttributes)
                || (listed && (inherited[name] ?? []).contains { isEntry($0) })
            entries[name] = entry
            return entry
        }
        // An error's value travels as `any Error`: code reads an error type's own members only
        // on a value it holds as that type (``SwiftCodeUnits/heldTypes``) or in the type's own
        // code. A member of an error type no file holds, whose conformances leave its members
        // called by name (no `LocalizedError`), runs only where read on its type: a `title`
        // read on any other value is not its.
        var held = Set<String>()
        for file in files {
            for name in file.units.heldTypes { held.insert(file.units.names[Int(name)]) }
        }
        var errorness: [String: Bool] = [:]
        func isError(_ name: String) -> Bool {
            if let known = errorness[name] { return known }
            errorness[name] = false
            let error = (inherited[name] ?? []).contains { $0 == "Error" || (declared.contains($0) && isError($0)) }
            errorness[name] = error
            return error
        }
        let unheldErrors = declared.filter { !held.contains($0) && isError($0) && !isOpen($0) }
        var readOnlyOnItsType = [Bool](repeating: false, count: all.count)
        for (index, unit) in all.enumerated() {
            guard case .member = unit.kind, parent[index] >= 0, case .type(let owner) = all[parent[index]].kind,
                  unheldErrors.contains(owner) else { continue }
            readOnlyOnItsType[index] = true
        }
        // The types the project extends and does not declare (`String`, `View`, `Collection`).
        var externallyExtended: Set<String> = []
        for unit in all {
            if case .type(let name) = unit.kind, unit.isExtension, !declared.contains(name) {
                externallyExtended.insert(name)
            }
        }
        /// The types whose members a value of type `name` may run: `name`, what it
        /// inherits (a superclass, a protocol's extension) and what inherits it (an
        /// override, a protocol's conformers), each way all the way; for a type the
        /// project extends and does not declare (`URL`), every such type (`extension
        /// Equatable`: whatever `URL` conforms to), and so for a standard value type
        /// the project does not extend (``SwiftCodeUnits/standardValueTypes``: `flag.description`
        /// with `flag: Bool` runs no enum's `description`). `nil` for any other name —
        /// an alias, a generic parameter (`T` of `<T: Named>`): any type's may run.
        /// By the name's number: computed once per name.
        var relatedTypes = [[Int32]??](repeating: nil, count: names.count)
        func related(_ type: Int32, named name: String) -> [Int32]? {
            if let known = relatedTypes[Int(type)] { return known }
            let isStandard = !declared.contains(name) && SwiftCodeUnits.standardValueTypes.contains(name)
            guard !aliases.contains(name), declared.contains(name) || externallyExtended.contains(name) || isStandard
            else {
                relatedTypes[Int(type)] = .some(nil)
                return nil
            }
            var found: Set<String> = declared.contains(name) ? [name] : externallyExtended
            // Nothing inherits a standard value type: `enum Kind: Int` names its raw type.
            for edges in isStandard ? [inherited] : [inherited, subtypes] {
                var pending = [name]
                while let next = pending.popLast() {
                    for other in edges[next] ?? [] where found.insert(other).inserted { pending.append(other) }
                }
            }
            let numbers = found.map(number).filter { $0 >= 0 }
            relatedTypes[Int(type)] = numbers
            return numbers
        }

        /// The types whose members a value of type `name` may run where `name`
        /// declares such a member itself: that member hides its supertypes' and its
        /// protocols' extensions' (`super.name` is read on the supertype), and only an
        /// override — a subtype's, all the way down — runs instead.
        var ownAndSubtypesOf = [[Int32]?](repeating: nil, count: names.count)
        func ownAndSubtypes(_ type: Int32, named name: String) -> [Int32] {
            if let known = ownAndSubtypesOf[Int(type)] { return known }
            var found: Set<String> = [name], pending = [name]
            while let next = pending.popLast() {
                for other in subtypes[next] ?? [] where found.insert(other).inserted { pending.append(other) }
            }
            let numbers = found.map(number).filter { $0 >= 0 }
            ownAndSubtypesOf[Int(type)] = numbers
            return numbers
        }

        /// Whether a member runs whenever its type does, named or not.
        func runsWithItsType(_ member: SwiftCodeUnits.Unit) -> Bool {
            guard case .member(let name) = member.kind else { return true }
            return member.runsWithItsType || member.isCalledFromOutside || systemMemberNames.contains(name)
        }

        // A Live Activity runs once the app requests it (`Activity<Attributes>.request`, or a
        // push-to-start token): attributes no file of the app declares are never requested,
        // and the `ActivityConfiguration` for them (Xcode's template, left in the widget) never shows.
        var appDeclares = Set<Int32>(), activityAttributes = Set<Int32>()
        for (index, unit) in all.enumerated() {
            guard case .type(let name) = unit.kind, !unit.isExtension else { continue }
            if files[Int(fileOf[index])].isCompiledByTheApp { appDeclares.insert(number(name)) }
            if unit.inherited.contains("ActivityAttributes") { activityAttributes.insert(number(name)) }
        }
        let neverRequested = activityAttributes.subtracting(appDeclares)
        let activityConfiguration = number("ActivityConfiguration")
        /// The project-wide numbers of what a unit mentions.
        func mentioned(_ index: Int) -> LazyMapSequence<[Int32], Int32> {
            let numbers = files[Int(fileOf[index])].numbers
            return all[index].mentioned.lazy.map { numbers[Int($0)] }
        }

        var live = [Bool](repeating: false, count: all.count)
        var queue: [Int] = []
        // Why each unit runs (``explains``): the cause at hand when `run` is called, and, per
        // name, the first reading of it, for a member of a type that runs later.
        var causes = [Cause?](repeating: nil, count: explains ? all.count : 0)
        var cause = Cause.ownFile
        var firstReadings: [Int32: Cause] = [:]
        func noteReading(_ name: Int32) {
            if explains, firstReadings[name] == nil { firstReadings[name] = cause }
        }
        func run(_ index: Int) {
            guard !live[index] else { return }
            if explains { causes[index] = cause }
            if !neverRequested.isEmpty, activityConfiguration >= 0 {
                let names = Set(mentioned(index))
                if names.contains(activityConfiguration), !names.isDisjoint(with: neverRequested) { return }
            }
            live[index] = true
            queue.append(index)
        }
        // A widget or control runs where the `@main` bundle lists it (or is `@main`): in
        // a file that otherwise runs whole, one nothing names (Xcode's template control,
        // left out of the bundle) and what it holds wait to be named. So does a SwiftUI
        // view in a target whose code has its `@main` entry (a widget bundle, a watch
        // app): only code that names a view makes one, and a card no screen shows draws
        // nothing. (Where the system starts a class the `Info.plist` names, the views
        // are followed from no entry here: they run with their files.)
        let hasMainEntry = all.contains { unit in
            if case .type = unit.kind { unit.attributes.contains(where: Self.entryAttributes.contains) } else { false }
        }
        var listedKinds = Set<String>()
        for unit in all {
            guard case .type(let name) = unit.kind, !isEntry(name) else { continue }
            if !unit.isExtension, unit.inherited.contains(where: { Self.bundledKinds.contains($0) && !declared.contains($0) })
                || (hasMainEntry && unit.inherited.contains(where: { Self.madeByNameKinds.contains($0) && !declared.contains($0) })) {
                listedKinds.insert(name)
            }
        }
        var waitsForItsBundle = [Bool](repeating: false, count: all.count)
        if !listedKinds.isEmpty {
            for (index, unit) in all.enumerated() {
                if parent[index] >= 0, waitsForItsBundle[parent[index]] {
                    waitsForItsBundle[index] = true
                } else if case .type(let name) = unit.kind, listedKinds.contains(name) {
                    waitsForItsBundle[index] = true  // its declaration, and its extensions
                }
            }
        }
        for (index, file) in files.enumerated() {
            // A file that declares nothing (`main.swift`'s statements) runs as the system starts it.
            let runsWhole = file.isRoot || file.units.units.count == 1
            for unit in offsets[index]..<(offsets[index] + file.units.units.count) {
                if (runsWhole && !waitsForItsBundle[unit] && !readOnlyOnItsType[unit]) || all[unit].kind == .file {
                    if explains { cause = file.isRoot ? .ownFile : .topLevel }
                    run(unit)
                } else if case .type(let name) = all[unit].kind, isEntry(name) {
                    if explains { cause = .systemEntry }
                    run(unit)
                }
            }
        }
        // A name that runs runs the types and globals it names (`declaredNames`), and the
        // members of that name of running types: of every type (`liveNames`), or of the
        // types it is read on (`liveMembers`, by type name and member name).
        var liveNames = [Bool](repeating: false, count: names.count), declaredNames = liveNames
        var liveMembers = Set<Int64>()
        func nameDeclarations(_ name: Int32) {
            guard !declaredNames[Int(name)] else { return }
            declaredNames[Int(name)] = true
            for index in types[name] ?? [] { run(index) }
            for index in globals[name] ?? [] { run(index) }
        }
        /// A type nested in another runs where its name is read on its outer type
        /// (`Outer.Inner`, or `Inner` in `Outer`'s code) or on a type related to it
        /// (`outerTypes`), or on anything (`nil`): Swift names it nowhere else, so the
        /// `Provider` nested in one widget does not run where another's is named.
        func runNested(_ name: Int32, on outerTypes: [Int32]?) {
            for index in nestedTypes[name] ?? [] where !live[index] {
                guard let outerTypes else {
                    run(index)
                    continue
                }
                if case .type(let outer) = all[parent[index]].kind, outerTypes.contains(number(outer)) { run(index) }
            }
        }
        /// Whether `member` is what only a Shortcuts or Spotlight list shows (an intent's
        /// `title`) of an intent no list shows: it runs only where the code reads it on
        /// that intent (`DisableVPN.title`), not where any value's `title` is read.
        func isListedOnly(_ member: Int) -> Bool {
            guard !unlisted.isEmpty, all[member].isStatic, Self.listedMemberNames.contains(all[member].kind),
                  parent[member] >= 0, case .type(let owner) = all[parent[member]].kind else { return false }
            return unlisted.contains(owner)
        }
        /// Whether `member` runs only where code reads it on its own type: an unlisted
        /// intent's `title` (`isListedOnly`), an error's member no code can hold (`readOnlyOnItsType`).
        func runsOnlyOnItsType(_ member: Int) -> Bool { readOnlyOnItsType[member] || isListedOnly(member) }
        func nameAnyMember(_ name: Int32) {
            guard !liveNames[Int(name)] else { return }
            liveNames[Int(name)] = true
            noteReading(name)
            nameDeclarations(name)
            runNested(name, on: nil)
            for index in members[name] ?? [] where parent[index] >= 0 && live[parent[index]] && !runsOnlyOnItsType(index) {
                run(index)
            }
        }
        /// Whether an implicit member (`.open`) may be `member`: a static member of a
        /// type the context expects is of that type (`static let shared = Store()`
        /// of `Store`, `static var none: Self`), or of a type not known; a member of
        /// a protocol's or a system type's extension (`extension ButtonStyle where
        /// Self == Fancy { static var fancy: Fancy }`) may be of any.
        func isImplicitMember(_ member: SwiftCodeUnits.Unit, of owner: String) -> Bool {
            guard member.isStatic else { return false }
            guard let type = member.valueType, declared.contains(owner), !protocols.contains(owner) else { return true }
            return type == owner || type == "Self"
        }
        /// Whether a call so named whose first argument is `argument` (a label,
        /// ``SwiftCodeUnits/unlabeledArgument``, ``SwiftCodeUnits/noArguments``, `nil`:
        /// not known) may run `member`: a method that takes such a first argument
        /// (``SwiftCodeUnits/Unit/firstArguments``: `.formatted()` never runs
        /// `formatted(order:)`), or a property whose type is not a name
        /// (`var action: (Int) -> Void`) or not known, which no label calls. (A property
        /// of a callable type, `var dismiss: DismissAction`, is taken for a value: such a
        /// property is stored, and runs with its type anyway.)
        func isCallable(_ member: SwiftCodeUnits.Unit, with argument: String?) -> Bool {
            guard let argument else { return member.isFunction || member.valueType == nil }
            if member.isFunction { return member.firstArguments?.contains(argument) ?? true }
            return member.valueType == nil
                && (argument == SwiftCodeUnits.unlabeledArgument || argument == SwiftCodeUnits.noArguments)
        }
        /// Whether a reading of `kind` may run `member` of `owner`.
        func admits(_ kind: NarrowReading, _ member: SwiftCodeUnits.Unit, of owner: String) -> Bool {
            switch kind {
            case .implicit: isImplicitMember(member, of: owner)
            case .objectiveC: !valueTypes.contains(owner)
            }
        }
        // Per name, the narrow readings met (``NarrowReading`` bits): the members of that name
        // each admits run in running types, and in types that run later.
        var narrowNames = [UInt8](repeating: 0, count: names.count)
        func nameNarrowly(_ name: Int32, _ kind: NarrowReading) {
            guard !liveNames[Int(name)], narrowNames[Int(name)] & kind.rawValue == 0 else { return }
            narrowNames[Int(name)] |= kind.rawValue
            noteReading(name)
            for index in members[name] ?? [] where parent[index] >= 0 && live[parent[index]] && !isListedOnly(index) {
                if case .type(let owner) = all[parent[index]].kind, admits(kind, all[index], of: owner) { run(index) }
            }
        }
        // Per name, the first arguments of the calls met on values of types not known
        // (``isCallable(_:with:)``): the members of that name one admits run in running
        // types, and in types that run later.
        var calls: [Int32: [String?]] = [:]
        func nameCall(_ name: Int32, with argument: String?) {
            guard !liveNames[Int(name)], !(calls[name]?.contains(argument) ?? false) else { return }
            calls[name, default: []].append(argument)
            noteReading(name)
            for index in members[name] ?? [] where parent[index] >= 0 && live[parent[index]] && !runsOnlyOnItsType(index) {
                if isCallable(all[index], with: argument) { run(index) }
            }
        }
        func nameMember(_ name: Int32, of type: Int32) {
            guard !liveNames[Int(name)] else { return }
            // Only the pairs a type declares are asked for again (a member of a type that runs
            // later): a reading on a type without that member is kept nowhere.
            let key = pair(type, name)
            guard isTypeMemberName[Int(name)], let declaredMembers = membersByType[key] else {
                noteReading(name)
                return
            }
            guard liveMembers.insert(key).inserted else { return }
            noteReading(name)
            for member in declaredMembers where live[parent[member]] { run(member) }
        }
        // Objective-C names a Swift type, a global, or a member by the words it writes — of a
        // class or a protocol, never of a struct or an enum (`description`, `title` are
        // selectors everywhere) — and a method by its selector, which starts with the method's
        // name and its first label (`relativeTimeFromDate:` for `relativeTime(fromDate:)`, not
        // `stringForKey:` for `stringFor(notificationLevel:)`).
        for name in selectors {
            guard let known = names.numbers[name] else { continue }
            if explains { cause = .namedOutsideSwift(name) }
            nameDeclarations(known)
            nameNarrowly(known, .objectiveC)
        }
        var calledFromObjectiveC = [Bool](repeating: false, count: all.count)
        if !selectors.isEmpty {
            let written = Set(selectors)
            for (index, unit) in all.enumerated() where unit.selectorHeads.contains(where: written.contains) {
                guard parent[index] >= 0, case .type(let owner) = all[parent[index]].kind, !valueTypes.contains(owner)
                else { continue }
                calledFromObjectiveC[index] = true
                if explains { cause = .namedOutsideSwift(unit.kind.name ?? "") }
                if live[parent[index]] { run(index) }
            }
        }
        while let index = queue.popLast() {
            let unit = all[index], numbers = files[Int(fileOf[index])].numbers
            var receivers = unit.receivers[...]
            for local in unit.mentioned {
                let name = numbers[Int(local)]
                guard name >= 0, !liveNames[Int(name)] else { continue }
                if explains {
                    let file = Int(fileOf[index])
                    cause = .read(files[file].units.names[Int(local)], file: file, unit: index - offsets[file], on: nil)
                }
                // Both are sorted by the member's local number.
                while let first = receivers.first, first.member < local { receivers.removeFirst() }
                guard let first = receivers.first, first.member == local else {
                    nameAnyMember(name)
                    continue
                }
                // `.gpu`, `case .GPU:` (implicit members) name a member of the context's type, never a
                // type or a global declared at the top level.
                if receivers.prefix(while: { $0.member == local }).contains(where: { $0.type != SwiftCodeUnits.implicitMember }) {
                    nameDeclarations(name)
                }
                while let reading = receivers.first, reading.member == local {
                    receivers.removeFirst()
                    if reading.type == SwiftCodeUnits.noReceiver { continue }
                    if reading.type == SwiftCodeUnits.calledMember {
                        nameCall(name, with: Self.argument(of: reading, in: files[Int(fileOf[index])]))
                        continue
                    }
                    if let kind = NarrowReading(reading.type) {
                        nameNarrowly(name, kind)
                        // `.Inner.member` in an implicit member chain: of the context's type, not known here.
                        if kind == .implicit { runNested(name, on: nil) }
                        continue
                    }
                    let type = numbers[Int(reading.type)], typeName = files[Int(fileOf[index])].units.names[Int(reading.type)]
                    guard type >= 0, let types = related(type, named: typeName) else {
                        nameAnyMember(name)
                        break
                    }
                    if explains, case .read(let read, let file, let unit, _) = cause {
                        cause = .read(read, file: file, unit: unit, on: typeName)
                    }
                    runNested(name, on: types)
                    if isTypeMemberName[Int(name)], membersByType[pair(type, name)] != nil {
                        for type in ownAndSubtypes(type, named: typeName) { nameMember(name, of: type) }
                    } else {
                        for type in types { nameMember(name, of: type) }
                    }
                }
            }
            // A type that runs runs its members that run with it, and those already named.
            guard case .type(let owner) = unit.kind else { continue }
            let open = isOpen(owner), ownerNumber = number(owner)
            for child in children[index] ?? [] {
                let named = memberNumbers[child]
                guard case .member = all[child].kind else { continue }
                // Each branch is a reason to run, and names it where asked.
                if runsOnlyOnItsType(child) {
                    guard named >= 0, liveMembers.contains(pair(ownerNumber, named)) else { continue }
                    if explains { cause = firstReadings[named] ?? .withItsType }
                } else if open || runsWithItsType(all[child]) {
                    if explains { cause = .withItsType }
                } else if calledFromObjectiveC[child] {
                    if explains { cause = .namedOutsideSwift(all[child].kind.name ?? "") }
                } else if named >= 0 && (liveNames[Int(named)] || liveMembers.contains(pair(ownerNumber, named))
                    || NarrowReading.allCases.contains { narrowNames[Int(named)] & $0.rawValue != 0
                        && admits($0, all[child], of: owner) }
                    || (calls[named]?.contains { isCallable(all[child], with: $0) } ?? false)) {
                    if explains { cause = firstReadings[named] ?? .withItsType }
                } else {
                    continue
                }
                run(child)
            }
        }
        let dead = files.indices.map { index in
            let first = offsets[index]
            return Set(files[index].units.units.indices.filter { !live[first + $0] })
        }
        let causesByFile = explains ? files.indices.map { Array(causes[offsets[$0]..<offsets[$0] + files[$0].units.units.count]) } : []
        return Outcome(dead: dead, unheldErrors: unheldErrors, causes: causesByFile)
    }

    /// What ``deadUnits(_:names:selectors:unlisted:startsAppIntents:explains:)`` finds.
    struct Outcome {
        /// Per file, the indices of its units that do not run.
        var dead: [Set<Int>]
        /// The error types whose values no code holds as theirs.
        var unheldErrors: Set<String>
        /// Per file, per unit, why it runs (`nil`: it does not); empty unless asked.
        var causes: [[Cause?]]
    }

    /// Why a unit runs: the first reason the reach met.
    enum Cause: Hashable, Sendable {
        /// It is in a file of the extension's own, which runs whole.
        case ownFile
        /// It is a file's top level (its imports, `main.swift`'s statements), which
        /// runs as the target starts.
        case topLevel
        /// Its type is one the system starts (`@main`, a `WidgetBundle`, an App Intent).
        case systemEntry
        /// The target's Objective-C or C, or a storyboard or XIB, writes this name.
        case namedOutsideSwift(String)
        /// Code that runs reads this name: unit `unit` of file `file`, on a value
        /// of type `on` where the code says (`nil`: any type's member of the name).
        case read(String, file: Int, unit: Int, on: String?)
        /// It is a member that runs whenever its type does (a stored property, a
        /// requirement the system calls, a member of a type the system calls unnamed).
        case withItsType
    }

    /// The App Intents of `files` that say `static var isDiscoverable = false` (in the
    /// type or an extension of it) and configure no widget or control, whose edit sheet
    /// the system starts: no Shortcuts, Siri or Spotlight list shows them (Apple: "you
    /// can run the intent from your app's interface or from a widget, but system
    /// features can't access it"), so the system does not start them, and their title,
    /// description and parameters' titles and prompts no user sees. A button running
    /// one shows its own label.
    static func unlistedIntents(in files: [SwiftCodeUnits]) -> Set<String> {
        var unlisted = Set<String>(), configuring = Set<String>()
        for units in files {
            for unit in units.units {
                guard case .type(let name) = unit.kind else { continue }
                if unit.isUndiscoverable { unlisted.insert(name) }
                if unit.inherited.contains(where: configuringIntents.contains) { configuring.insert(name) }
            }
        }
        return unlisted.subtracting(configuring)
    }

    /// A reading that runs only some members of its name, whatever their type:
    /// an implicit member (``SwiftCodeUnits/implicitMember``) and a selector
    /// Objective-C writes (a member of a class or a protocol). (A call on a value
    /// of a type not known, ``SwiftCodeUnits/calledMember``, runs those its first
    /// argument admits.)
    enum NarrowReading: UInt8, CaseIterable {
        case implicit = 1, objectiveC = 2

        /// The narrow reading of a ``SwiftCodeUnits/Receiver/type``, if it is one.
        init?(_ receiverType: Int32) {
            guard receiverType == SwiftCodeUnits.implicitMember else { return nil }
            self = .implicit
        }
    }

    /// A call's first argument as ``SwiftCodeUnits/Unit/firstArguments`` writes it;
    /// `nil` where it is not known.
    static func argument(of reading: SwiftCodeUnits.Receiver, in file: File) -> String? {
        switch reading.argument {
        case SwiftCodeUnits.Receiver.unlabeled: SwiftCodeUnits.unlabeledArgument
        case SwiftCodeUnits.Receiver.noArguments: SwiftCodeUnits.noArguments
        case 0...: file.units.names[Int(reading.argument)]
        default: nil
        }
    }

    /// Whether `name` begins one of `words`, sorted: whether Objective-C that
    /// writes `words` may call a Swift method so named (a selector starts with
    /// its method's name, `relativeTimeFromDate:` with `relativeTime`).
    static func isPrefixOfOne(_ name: String, _ words: [String]) -> Bool {
        var low = 0, high = words.count
        while low < high {
            let middle = (low + high) / 2
            if words[middle] < name { low = middle + 1 } else { high = middle }
        }
        return low < words.count && words[low].hasPrefix(name)
    }

    /// Names whose conformance (or whose attribute) makes a type a place the
    /// system starts from: it runs whether or not anything names it. (A `Widget`
    /// or `ControlWidget` is not one: it runs where the `@main` bundle lists it.)
    static let systemEntryNames = appIntentsEntryNames.union(["WidgetBundle", "INExtension", "NSExtensionRequestHandling"])
    /// The entry names of App Intents, the protocols a type conforms to for the
    /// system to read it: the system starts them only from a bundle it reads App
    /// Intents from.
    static let appIntentsEntryNames: Set<String> = [
        "AppIntent", "AppShortcutsProvider", "AppEntity", "AppEnum", "WidgetConfigurationIntent", "LiveActivityIntent",
        "AudioPlaybackIntent", "ForegroundContinuableIntent", "SetValueIntent", "OpenIntent",
    ]

    /// Whether the system reads App Intents (Shortcuts, Siri, Spotlight, a widget's
    /// or a control's configuration) from an extension of `extensionPoint`: a
    /// widget's, an App Intents extension's, a WatchKit extension's, and one of a
    /// point not known here; not a share, action, keyboard, notification, Today,
    /// SiriKit Intents or other extension's, which only runs the intents its code
    /// names. (An app, a watch app or an App Clip has no extension point.)
    static func hostsAppIntents(extensionPoint: String?) -> Bool {
        guard let extensionPoint else { return true }
        return !extensionPointsWithoutAppIntents.contains(extensionPoint)
    }
    private static let extensionPointsWithoutAppIntents: Set<String> = [
        "com.apple.widget-extension", "com.apple.intents-service", "com.apple.intents-ui-service",
        "com.apple.usernotifications.service", "com.apple.usernotifications.content-extension",
        "com.apple.share-services", "com.apple.ui-services", "com.apple.services", "com.apple.keyboard-service",
        "com.apple.message-payload-provider", "com.apple.Safari.web-extension", "com.apple.Safari.content-blocker",
        "com.apple.fileprovider-nonui", "com.apple.fileprovider-actionsui", "com.apple.broadcast-services-upload",
        "com.apple.broadcast-services-setupui", "com.apple.callkit.call-directory",
        "com.apple.networkextension.packet-tunnel", "com.apple.spotlight.index", "com.apple.photo-editing",
    ]
    private static let entryAttributes: Set<String> = ["main", "UIApplicationMain", "NSApplicationMain"]
    /// Intents the system starts to configure a widget or a control, listed or not.
    private static let configuringIntents: Set<String> = ["WidgetConfigurationIntent", "ControlConfigurationIntent"]
    /// An App Intent's static members that only Shortcuts and Spotlight show.
    private static let listedMemberNames: Set<SwiftCodeUnits.Kind> = [.member("title"), .member("description")]
    /// What a `WidgetBundle` lists: such a type runs where one names it.
    private static let bundledKinds: Set<String> = ["Widget", "ControlWidget"]
    /// What only code that names the type makes a value of: a SwiftUI view (no
    /// storyboard or system makes one by its name).
    private static let madeByNameKinds: Set<String> = ["View"]

    /// Attributes that make a type's members called without their names: by the
    /// compiler (`@resultBuilder`, `@propertyWrapper`, `@dynamicMemberLookup`), by
    /// the system (`@main`). (`@objcMembers` does not: Objective-C calls them by
    /// name, and the target's Objective-C is read.)
    private static let openingAttributes: Set<String> = [
        "resultBuilder", "propertyWrapper", "dynamicMemberLookup", "dynamicCallable", "main", "UIApplicationMain",
        "NSApplicationMain",
    ]

    /// Protocols and types outside the project whose requirements no system code
    /// calls for text: conforming to them (or being a subclass of `NSObject`)
    /// leaves a type's members called by name only.
    private static let harmless: Set<String> = [
        "Codable", "Decodable", "Encodable", "Hashable", "Equatable", "Comparable", "Identifiable", "CaseIterable",
        "Sendable", "RawRepresentable", "Error", "CodingKey", "NSObject", "NSCoding", "NSSecureCoding", "NSCopying",
        "NSMutableCopying",
        "ObservableObject", "Observable", "AnyObject", "Any", "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt",
        "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat", "Bool", "Character", "OptionSet",
        "ExpressibleByStringLiteral", "ExpressibleByIntegerLiteral", "ExpressibleByArrayLiteral",
        "ExpressibleByDictionaryLiteral", "ExpressibleByNilLiteral", "ExpressibleByBooleanLiteral",
        "ExpressibleByFloatLiteral", "ExpressibleByUnicodeScalarLiteral", "ExpressibleByExtendedGraphemeClusterLiteral",
        "Copyable", "Escapable", "BitwiseCopyable",
        // Realm's model classes: Realm calls a model's `override class func`s and reads its
        // persisted (stored) properties, never a computed text.
        "Object", "EmbeddedObject", "AsymmetricObject", "ObjectKeyIdentifiable",
    ]

    /// Members called without their names whatever the type conforms to:
    /// `callAsFunction` (`value()`). The system's readers of `description`,
    /// `errorDescription` or `body` come with a conformance
    /// (`CustomStringConvertible`, `LocalizedError`, `View`) that opens the type;
    /// without one, they are names like any other.
    private static let systemMemberNames: Set<String> = ["callAsFunction"]
}
