/// Which code of a target runs, followed by name from the code that certainly
/// does (the extension's own files, its linked packages, its Objective-C and C
/// sources, what the system starts), through the units of its Swift files
/// (``SwiftCodeUnits``):
///
/// - a type runs when code that runs names it (its extensions with it);
/// - a member of a type that runs, when code that runs names it — unless the
///   system or the compiler may call it without its name being written: a stored
///   property, every member of a type that conforms to a protocol the project
///   does not declare (`View`, `AppIntent`, `LocalizedError`,
///   `UITableViewDataSource` …), an `override`, `@IBAction` or `@NSManaged`
///   member, `callAsFunction`: those run with their type (an `@objc` member is
///   called by name, from the target's Objective-C, which is read);
/// - a top-level function, variable or constant, when code that runs names it.
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
    ///   - selectors: The names the target's Objective-C and C sources write,
    ///     sorted: code that certainly runs mentions them.
    /// - Returns: Per file, the indices of its units that do not run.
    /// - Complexity: O(*n*) in the number of units and names they mention.
    static func deadUnits(_ files: [File], names: Names, selectors: [String]) -> [Set<Int>] {
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
        var types: [Int32: [Int]] = [:], globals: [Int32: [Int]] = [:], members: [Int32: [Int]] = [:]
        var memberNames: [String: Int32] = [:]
        var children: [Int: [Int]] = [:]
        var inherited: [String: Set<String>] = [:], attributes: [String: Set<String>] = [:]
        // The types the project declares (not only extends).
        var declared = Set<String>()
        for (index, unit) in all.enumerated() {
            switch unit.kind {
            case .file:
                break
            case .type(let name):
                types[number(name), default: []].append(index)
                if let other = unit.objectiveCName, other != name { types[number(other), default: []].append(index) }
                if !unit.inherited.isEmpty { inherited[name, default: []].formUnion(unit.inherited) }
                if !unit.attributes.isEmpty { attributes[name, default: []].formUnion(unit.attributes) }
                if !unit.isExtension { declared.insert(name) }
            case .member(let name):
                let named = number(name)
                members[named, default: []].append(index)
                if named >= 0 { memberNames[name] = named }
            case .global(let name):
                globals[number(name), default: []].append(index)
            }
            if parent[index] >= 0 { children[parent[index], default: []].append(index) }
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
            let entry = systemEntryNames.contains(name) || !(attributes[name] ?? []).isDisjoint(with: entryAttributes)
                || (inherited[name] ?? []).contains { isEntry($0) }
            entries[name] = entry
            return entry
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
        func run(_ index: Int) {
            guard !live[index] else { return }
            if !neverRequested.isEmpty, activityConfiguration >= 0 {
                let names = Set(mentioned(index))
                if names.contains(activityConfiguration), !names.isDisjoint(with: neverRequested) { return }
            }
            live[index] = true
            queue.append(index)
        }
        for (index, file) in files.enumerated() {
            // A file that declares nothing (`main.swift`'s statements) runs as the system starts it.
            let runsWhole = file.isRoot || file.units.units.count == 1
            for unit in offsets[index]..<(offsets[index] + file.units.units.count) {
                if runsWhole || all[unit].kind == .file {
                    run(unit)
                } else if case .type(let name) = all[unit].kind, isEntry(name) {
                    run(unit)
                }
            }
        }
        var liveNames = [Bool](repeating: false, count: names.count)
        var named: [Int32] = selectors.compactMap { names.numbers[$0] }
        // Objective-C names a Swift method by its selector, which starts with the method's
        // name (`relativeTimeFromDate:` for `relativeTime(fromDate:)`): a member whose name
        // begins one of its words runs.
        if !selectors.isEmpty {
            for (name, number) in memberNames where isPrefixOfOne(name, selectors) { named.append(number) }
        }
        while true {
            // A name that runs runs the types, globals and members of running types it names.
            for name in named where !liveNames[Int(name)] {
                liveNames[Int(name)] = true
                for index in types[name] ?? [] { run(index) }
                for index in globals[name] ?? [] { run(index) }
                for index in members[name] ?? [] where parent[index] >= 0 && live[parent[index]] { run(index) }
            }
            named.removeAll(keepingCapacity: true)
            guard let index = queue.popLast() else { break }
            for name in mentioned(index) where !liveNames[Int(name)] { named.append(name) }
            // A type that runs runs its members that run with it, and those already named.
            guard case .type(let owner) = all[index].kind else { continue }
            let open = isOpen(owner)
            for child in children[index] ?? [] {
                guard case .member(let name) = all[child].kind else { continue }
                let named = number(name)
                if open || runsWithItsType(all[child]) || (named >= 0 && liveNames[Int(named)]) { run(child) }
            }
        }
        return files.indices.map { index in
            let first = offsets[index]
            return Set(files[index].units.units.indices.filter { !live[first + $0] })
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
    /// system starts from: it runs whether or not anything names it.
    static let systemEntryNames: Set<String> = [
        "AppIntent", "AppShortcutsProvider", "AppEntity", "AppEnum", "WidgetConfigurationIntent", "LiveActivityIntent",
        "AudioPlaybackIntent", "ForegroundContinuableIntent", "SetValueIntent", "OpenIntent", "WidgetBundle",
        "ControlWidget", "INExtension", "NSExtensionRequestHandling",
    ]
    private static let entryAttributes: Set<String> = ["main", "UIApplicationMain", "NSApplicationMain"]

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
        "Sendable", "RawRepresentable", "Error", "CodingKey", "NSObject", "NSCoding", "NSSecureCoding",
        "ObservableObject", "Observable", "AnyObject", "Any", "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt",
        "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat", "Bool", "Character", "OptionSet",
        "ExpressibleByStringLiteral", "ExpressibleByIntegerLiteral", "ExpressibleByArrayLiteral",
        "ExpressibleByDictionaryLiteral", "ExpressibleByNilLiteral", "ExpressibleByBooleanLiteral",
        "ExpressibleByFloatLiteral", "ExpressibleByUnicodeScalarLiteral", "ExpressibleByExtendedGraphemeClusterLiteral",
        "Copyable", "Escapable", "BitwiseCopyable",
    ]

    /// Members called without their names whatever the type conforms to:
    /// `callAsFunction` (`value()`). The system's readers of `description`,
    /// `errorDescription` or `body` come with a conformance
    /// (`CustomStringConvertible`, `LocalizedError`, `View`) that opens the type;
    /// without one, they are names like any other.
    private static let systemMemberNames: Set<String> = ["callAsFunction"]
}
