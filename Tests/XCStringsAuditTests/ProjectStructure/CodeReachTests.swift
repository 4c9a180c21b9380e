import Foundation
import Testing
@testable import XCStringsAudit

/// A file cut into the units that run when named (``SwiftCodeUnits``).
@Suite struct SwiftCodeUnitsTests {
    static func units(_ source: String) -> SwiftCodeUnits {
        var lexer = SwiftLexer(bytes: Array(source.utf8))
        lexer.lex()
        return SwiftCodeUnits(lexer.runs)
    }

    /// Each unit as `kind parent flags: mentions`, in order.
    static func described(_ source: String) -> [String] {
        let cut = units(source)
        return cut.units.indices.map { index in
            let unit = cut.units[index]
            let kind = switch unit.kind {
            case .file: "file"
            case .type(let name): "type \(name)" + (unit.isExtension ? " (extension)" : "")
            case .member(let name): "member \(name)"
            case .global(let name): "global \(name)"
            }
            var flags: [String] = []
            if !unit.inherited.isEmpty { flags.append(": " + unit.inherited.joined(separator: ",")) }
            if unit.isStatic { flags.append("static") }
            if unit.isCalledFromOutside { flags.append("outside") }
            if unit.runsWithItsType { flags.append("with its type") }
            let parent = unit.parent.map { " in \($0)" } ?? ""
            return "\(kind)\(parent)\(flags.isEmpty ? "" : " [" + flags.joined(separator: " ") + "]"): "
                + cut.mentionedNames(of: index).joined(separator: " ")
        }
    }

    @Test func aFileIsCutIntoTypesMembersAndGlobals() {
        let source = #"""
            import SwiftUI

            @available(iOS 17, *)
            struct Room: Codable, @unchecked Sendable, Foundation.Hashable {
                let name: String
                var title: String { NSLocalizedString("Room", comment: "") }
                static let all = [Room]()
                lazy var formatter = DateFormatter()
                var count = 0 { didSet { log(count) } }
                init(name: String) { self.name = name }
                override func layout() { super.layout() }
                @objc func tap() { open(title: name) }
                func requirement() -> Int
                enum Kind { case a, b }
            }

            extension Room: CustomStringConvertible {
                var description: String { title }
            }

            func format(_ room: Room) -> String { room.title }
            let shared = Room(name: "x")
            """#
        #expect(Self.described(source) == [
            "file: ",
            "type Room [: Codable,Sendable,Hashable]: Codable Foundation Hashable Sendable String available iOS init name unchecked",
            "member name in 1 [with its type]: String",
            "member title in 1: NSLocalizedString String",
            "member all in 1 [static]: Room",
            "member formatter in 1: DateFormatter lazy",
            "member count in 1 [with its type]: count didSet log",
            "member layout in 1 [outside]: layout override",
            "member tap in 1: name objc open",
            "member requirement in 1 [with its type]: Int",
            "type Kind in 1: b",
            "type Room (extension) [: CustomStringConvertible]: CustomStringConvertible",
            "member description in 11: String title",
            "global format: Room String _ room title",
            "global shared: Room",
        ])
    }

    /// A method's first arguments: the label of each parameter a call may reach
    /// past defaults and variadics, `_` for none, `)` where it may pass nothing.
    @Test func aMethodsFirstArgumentsAreTheLabelsItsDefaultsLetACallStartWith() {
        let cut = Self.units(#"""
            struct Fine {
                func formatted(order: Order) -> String { "" }
                func caption(_ prefix: String = "", style: Style = .short) -> String { "" }
                func badge<T>(count: Int = 1, _ values: T...) -> String { "" }
                func label(_ key: Dictionary<String, Int> = [:], sorting: (Int) -> Bool) -> String { "" }
                func reload() {}
                func wrap(@ViewBuilder content: () -> V) -> V { content() }
                var title: String { "" }
            }
            """#)
        let arguments = cut.units.compactMap { unit -> String? in
            guard case .member(let name) = unit.kind else { return nil }
            return "\(name): " + (unit.firstArguments?.joined(separator: " ") ?? "-")
        }
        #expect(arguments == [
            "formatted: order", "caption: _ style )", "badge: count _ )", "label: _ sorting", "reload: )",
            "wrap: -", "title: -",
        ])
    }

    @Test func aLookupsUnitIsTheInnermostThatHoldsIt() {
        let source = #"""
            struct Room {
                var title: String { NSLocalizedString("Room", comment: "") }
                let label = Text("Label \(count)")
            }
            """#
        var lexer = SwiftLexer(bytes: Array(source.utf8))
        lexer.lex()
        // "Room", in `title`; "Label", in `label`, which runs with its type; `struct`.
        let (units, placed, _) = SwiftCodeUnits.cut(lexer.runs, placing: [(2, 43), (3, 22), (1, 1)])
        #expect(placed == [2, 3, 1])
        #expect(units.units[3].runsWithItsType)
    }

    /// Found by the fuzzer: a type whose body's brace is the file's last token.
    @Test func anUnclosedTypeAtTheEndIsAUnit() {
        #expect(Self.described("struct A {") == ["file: ", "type A: "])
        // The type's body ends before its last `{`, which nothing closes: `x` is read as stored.
        #expect(Self.described("enum E { case a; var x: Int {") == ["file: ", "type E: ", "member x in 1 [with its type]: Int"])
    }

    /// Hostile input: no quadratic walk and no deep recursion (a 16 MiB file is scanned).
    @Test func hostileNestingAndStrayBracketsStayLinear() {
        let nested = String(repeating: "struct a { ", count: 100_000)
        let units = Self.units(nested)
        #expect(units.units.count == SwiftCodeUnits.maximumNesting + 2)
        // Each `)` closes nothing: the search for its `(` was a walk back to the start of the file.
        let stray = String(repeating: "]) var x ", count: 100_000)
        #expect(Self.units(stray).units.count == 100_001)
        // Closers with no opener of their kind on the stack: the stack was searched for each.
        let unmatched = String(repeating: "{", count: 50_000) + String(repeating: "]", count: 50_000) + " func f() {}"
        #expect(Self.units(unmatched).units.count == 1)
        // A value's type was looked up in every open scope: 100 000 scopes, 100 000 lookups.
        let deep = "struct S { func f() " + String(repeating: "{ let a: A; ", count: 100_000)
            + String(repeating: "a.b; ", count: 100_000)
        #expect(Self.units(deep).units[2].receivers.count == 3)  // `A`, `a`: S's; `b`: A's
    }

    /// A type written only as `Failure.member`, once, gives code no value of it;
    /// a chain, an assignment, a cast, a type annotation and a generic argument do.
    @Test func theTypesAFileMayHoldAValueOf() {
        let cut = Self.units(#"""
            enum Thrown: Error { case a }
            extension Thrown { var title: String { "" } }
            func f(_ completion: (Result<Int, Typed>) -> Void) throws -> Annotated {
                let chained = Chained.a.title, made = Made.make(1).title, assigned = Assigned.a
                if let cast = error as? Cast { print("\(Interpolated.a.title)", cast) }
                completion(.failure(Argument.missing(name: "x")))
                if case Bound.missing(let name) = error, case let Matched.missing(name) = error { print(name) }
                do { try g() } catch Caught.missing { } catch BoundWhenCaught.missing(var name) { print(name) }
                throw Thrown.a
            }
            """#)
        #expect(cut.heldTypes.map { cut.names[Int($0)] }.sorted()
            == ["Annotated", "Assigned", "Bound", "BoundWhenCaught", "Cast", "Chained", "Error", "Int", "Interpolated",
                "Made", "Matched", "Result", "String", "Typed", "Void"])
    }

    @Test func anArgumentsLabelIsNoMention() {
        let units = Self.units("func show() { open(title: name, message: isOn ? text : other) }")
        #expect(units.mentionedNames(of: 1) == ["isOn", "name", "open", "other", "text"])
    }

    /// Whose member each name is read as (``SwiftCodeUnits/Unit/receivers``), as
    /// `name: types`; a name read on an unknown value anywhere in the unit has none.
    @Test func eachNameIsReadOnTheTypeTheCodeSays() {
        let source = #"""
            struct Card {
                var profile: Profile?
                func show(_ other: Other, items: [Item]) {
                    let local: Local = make()
                    other.title; local.title; self.title; Self.title; Shop.title; profile?.title
                    items.forEach { other in other.caption }
                    _ = [.open]; state = .closed; caption; item.detail; _ = .detail
                    make().badge(1); store.format(2); store.heading
                    store.shade
                    (3)
                }
            }
            func top() { caption; .open }
            """#
        let cut = Self.units(source)
        func receivers(_ unit: Int) -> [String] {
            cut.units[unit].receivers.map { reading in
                let type = switch reading.type {
                case SwiftCodeUnits.noReceiver: "none"
                case SwiftCodeUnits.implicitMember: "implicit"
                case SwiftCodeUnits.calledMember: "called"
                default: cut.names[Int(reading.type)]
                }
                return cut.names[Int(reading.member)] + ": " + type
            }.sorted()
        }
        #expect(receivers(2) == ["Profile: Card"])
        // `forEach` of an array, `caption` also of a closure's parameter, `detail` also of a value
        // whose type the file does not say, `heading` and `shade` read there (the `(` on the
        // next line is no call): any type's. `badge` and `format` are called on such values: any type's functions.
        #expect(receivers(3) == [
            "Item: Card", "Local: Card", "Other: Card", "Shop: Card", "_: Card", "badge: called", "closed: implicit",
            "format: called", "item: Card", "items: Card", "local: Card", "make: Card", "open: implicit",
            "other: Card", "profile: Card", "state: Card", "store: Card", "title: Card", "title: Local",
            "title: Other", "title: Profile", "title: Shop",
        ])
        #expect(receivers(4) == ["caption: none", "open: implicit"])
    }

    /// A loop's `in` binds the names between it and its `for`, no further back:
    /// `profile` before the loop keeps its type.
    @Test func aLoopBindsOnlyItsOwnNames() {
        let source = #"""
            struct Card {
                func show(_ profile: Profile, items: [Item]) {
                    print(profile)
                    for item in items { profile.title; item.caption }
                    for try await line in lines { profile.subtitle }
                }
            }
            """#
        let cut = Self.units(source)
        let readings = cut.units[2].receivers.map { cut.names[Int($0.member)] + ": " + cut.names[Int($0.type)] }
        // `item` is the loop's, of a type not known here: `caption` may be any type's.
        #expect(readings.filter { ["title", "subtitle", "caption"].contains($0.prefix { $0 != ":" }) }.sorted()
            == ["subtitle: Profile", "title: Profile"])
    }
}

/// What of the app's code an extension compiles runs in it, unit by unit
/// (``CodeReach``): the lookups of a member, type or file nothing that runs names
/// are no keys the extension lacks.
@Suite struct CodeReachTests {
    static let catalogs = [
        "App/Localizable.xcstrings": catalogText([("Settings", ["en": "Settings", "ar": "الإعدادات"])]),
        "Widget/Localizable.xcstrings": catalogText([("Other", ["en": "Other", "ar": "آخر"])]),
    ]

    static func findings(_ files: [String: String], widgetSources: [String], shared: [String] = [],
                         appSources: [String] = ["App/AppView.swift"],
                         widget: (String, [String], [String]) -> ProjectFixture.Target = { .widget($0, sources: $1, resources: $2) })
        throws -> [String] {
        var all = catalogs.merging(files) { $1 }
        if all["App/AppView.swift"] == nil { all["App/AppView.swift"] = "struct AppView {}" }
        let fixture = ProjectFixture(
            files: all,
            targets: [
                .app("App", sources: appSources + shared, resources: ["App/Localizable.xcstrings"], embeds: ["Widget"]),
                widget("Widget", widgetSources + shared, ["Widget/Localizable.xcstrings"]),
            ])
        return try projectFindings(fixture).lines
    }

    /// The model type the widget names runs; of its members, those the widget's
    /// code names: an error's text only the app's screens read is not the widget's.
    @Test func aMemberOnlyTheAppNamesDoesNotRun() throws {
        let lines = try Self.findings([
            "Widget/TeamWidget.swift": #"struct TeamView: View { let team: Team; var body: some View { Text(team.name); Text(team.status) } }"#,
            "App/AppView.swift": #"struct AppView { func join(_ team: Team) { do { try team.join() } catch { alert(error.message) } } }"#,
            "Shared/Team.swift": #"""
                struct Team: Codable {
                    let name: String
                    var status: String { NSLocalizedString("Open for players", comment: "") }
                    func join() throws { throw TeamError.full }
                }
                """#,
            "Shared/TeamError.swift": #"""
                enum TeamError: Error {
                    case full
                    var message: String { NSLocalizedString("The team is full", comment: "") }
                }
                """#,
        ], widgetSources: ["Widget/TeamWidget.swift"], shared: ["Shared/Team.swift", "Shared/TeamError.swift"])
        #expect(lines == ["Widget Localizable missing-key Open for players/- Shared/Team.swift:3"])
    }

    /// A shared file's `#Preview` runs in Xcode's canvas only: the view it names,
    /// and what that view shows, do not run in the widget for it.
    @Test func aViewOnlyAPreviewNamesDoesNotRun() throws {
        let lines = try Self.findings([
            "Widget/Widget.swift": #"struct Entry: View { var body: some View { Badge() } }"#,
            "Shared/Badge.swift": #"""
                struct Badge: View { var body: some View { Text("Merged") } }
                """#,
            "Shared/Settings.swift": #"""
                struct SettingsView: View { var body: some View { Text("Account settings") } }

                #Preview("Dark", traits: .sizeThatFitsLayout) {
                    SettingsView()
                }
                """#,
        ], widgetSources: ["Widget/Widget.swift"], shared: ["Shared/Badge.swift", "Shared/Settings.swift"])
        #expect(lines == ["Widget Localizable missing-key Merged/- Shared/Badge.swift:1"])
        // The file's top-level code names what follows the preview, not what is in it.
        let described = SwiftCodeUnitsTests.described(
            "let a = Shown()\n#Preview(\"x\") { Previewed(\"\\(Interpolated())\") } timeline: { Timeline() }\nlet b = Other()")
        #expect(described.allSatisfy { !$0.contains("Previewed") && !$0.contains("Interpolated") && !$0.contains("Timeline") },
                "\(described)")
        #expect(described.contains { $0.hasPrefix("global b") && $0.hasSuffix("Other") }, "\(described)")
    }

    /// The one parameter of a closure over a type's cases (`ForEach(Kind.allCases) { kind
    /// in`, `Kind.allCases.map { kind in`) is of that type: the share sheet's type
    /// picker shows `ShareKind`'s names, not those of every model with a `displayName`.
    /// A closure over anything else (`items.map { item in`) says nothing.
    @Test func aClosureOverATypesCasesTakesThatType() throws {
        let lines = try Self.findings([
            "Widget/Picker.swift": #"""
                struct Picker: View {
                    var body: some View {
                        ForEach(ShareKind.allCases, id: \.self) { kind in Text(kind.displayName) }
                        let names = Currency.allCases.first(where: { currency in currency.code == "EUR" })
                    }
                }
                """#,
            "Shared/Models.swift": #"""
                enum ShareKind: CaseIterable { case note
                    var displayName: String { NSLocalizedString("share.kind.note", comment: "") } }
                enum Priority: CaseIterable { case low
                    var displayName: String { NSLocalizedString("priority.low", comment: "") } }
                enum Currency: CaseIterable { case eur
                    var code: String { NSLocalizedString("currency.code", comment: "") }
                    var displayName: String { NSLocalizedString("currency.name", comment: "") } }
                """#,
        ], widgetSources: ["Widget/Picker.swift"], shared: ["Shared/Models.swift"])
        #expect(lines == [
            "Widget Localizable missing-key share.kind.note/- Shared/Models.swift:2",
            "Widget Localizable missing-key currency.code/- Shared/Models.swift:6",
        ])
        // `$0` of such a closure too, and a loop's `kind` in its body; not of any other closure or
        // loop, nor of one inside it. Neither `displayName` nor `title` is read on a type: they may
        // be any type's.
        let units = SwiftCodeUnitsTests.units(
            "func f() { items.map { item in item.displayName }; Kind.allCases.map { a, b in a.title }\n"
                + "Kind.allCases.filter { $0.isShown }.map { $0.rows.map { $0.caption } }; items.map { $0.detail }\n"
                + "ForEach(Kind.allCases) { _ in for row in rows { row.footer } }\n"
                + "for kind in Kind.allCases { kind.badge }; kind.after; for kind in kinds { kind.other } }")
        let typed = units.units[1].receivers.filter { $0.type >= 0 }
            .map { units.names[Int($0.member)] + ": " + units.names[Int($0.type)] }.sorted()
        #expect(typed == ["allCases: Kind", "badge: Kind", "isShown: Kind"], "\(typed)")
    }

    /// Realm calls a model class's `override class func`s and reads its persisted
    /// properties, never its other members: the notification extension stores a
    /// `Message`, and the examples only the app's first launch names do not run there.
    @Test func aRealmModelsMembersRunByName() throws {
        let lines = try Self.findings([
            "Widget/NotificationService.swift": #"""
                final class NotificationService {
                    func save(_ body: String) { let message = Message(); message.body = body; message.title = message.heading }
                }
                """#,
            "App/AppView.swift": #"struct AppView { func firstLaunch() { store(Message.examples) } }"#,
            "Shared/Message.swift": #"""
                import RealmSwift
                final class Message: Object, ObjectKeyIdentifiable {
                    @Persisted var title = ""
                    @Persisted var body = ""
                    var heading: String { NSLocalizedString("New message", comment: "") }
                    override class func primaryKey() -> String? { NSLocalizedString("Primary", comment: "") }
                }
                extension Message {
                    static let examples = [Message(value: ["title": NSLocalizedString("Example title", comment: "")])]
                }
                """#,
        ], widgetSources: ["Widget/NotificationService.swift"], shared: ["Shared/Message.swift"])
        #expect(lines == [
            "Widget Localizable missing-key New message/- Shared/Message.swift:5",
            "Widget Localizable missing-key Primary/- Shared/Message.swift:6",
        ])
    }

    /// An error travels as `any Error`: its own members run where code holds a value
    /// of its type (a cast, a typed result) or reads them on the type, not where
    /// any value's `title` is read; a text it carries, where a pattern binds it. A
    /// `LocalizedError` is read by the system.
    @Test func anErrorsMembersRunWhereCodeHoldsItsType() throws {
        let lines = try Self.findings([
            "Widget/Provider.swift": #"""
                enum WidgetFailure: Error {
                    case empty
                    var message: String { NSLocalizedString("Nothing to show", comment: "") }
                }
                struct Provider {
                    func text(_ item: Item) -> String {
                        do { try load(); try save(); try open() } catch let failure as SaveFailure {
                            return failure.title
                        } catch {
                            return item.title + item.message
                        }
                        return ""
                    }
                    func load() throws { if Bool.random() { throw FetchFailure.offline }; throw WidgetFailure.empty }
                    func save() throws {
                        if Bool.random() { throw CryptoFailure.custom(description: String(format: NSLocalizedString("Keys have %d bytes", comment: ""), 16)) }
                        if Bool.random() { throw ReadFailure.custom(description: NSLocalizedString("Could not read", comment: "")) }
                        throw SaveFailure.full
                    }
                    func reason(_ error: Error) -> String {
                        if case ReadFailure.custom(let description) = error { return description }
                        return ""
                    }
                    func open() throws { throw OpenFailure.locked }
                }
                """#,
            "Shared/Failures.swift": #"""
                enum FetchFailure: Error {
                    case offline
                    var title: String { NSLocalizedString("You are offline", comment: "") }
                }
                enum SaveFailure: Error {
                    case full
                    var title: String { NSLocalizedString("The disk is full", comment: "") }
                }
                enum OpenFailure: LocalizedError {
                    case locked
                    var errorDescription: String? { NSLocalizedString("The note is locked", comment: "") }
                }
                enum CryptoFailure: Error { case custom(description: String) }
                enum ReadFailure: Error { case custom(description: String) }
                """#,
        ], widgetSources: ["Widget/Provider.swift"], shared: ["Shared/Failures.swift"])
        #expect(lines == [
            "Widget Localizable missing-key The disk is full/- Shared/Failures.swift:7",
            "Widget Localizable missing-key The note is locked/- Shared/Failures.swift:11",
            "Widget Localizable missing-key Could not read/- Widget/Provider.swift:17",
        ])
    }

    /// A view the widget shows runs whole: the system calls `body`, and every member of
    /// a type conforming to a protocol the project does not declare (`View`) may be a
    /// requirement. A helper in `extension View` is called by name.
    @Test func aConformanceToTheSystemsProtocolRunsTheTypesMembers() throws {
        let lines = try Self.findings([
            "Widget/Widget.swift": #"struct Entry: View { var body: some View { Badge().tinted() } }"#,
            "Shared/Badge.swift": #"""
                struct Badge: View {
                    var body: some View { Text(caption) }
                    var caption: LocalizedStringKey { "Streak" }
                }
                extension View {
                    func tinted() -> some View { self.tint(.red) }
                    func framed() -> some View { self.overlay(Text("Framed")) }
                }
                """#,
        ], widgetSources: ["Widget/Widget.swift"], shared: ["Shared/Badge.swift"])
        #expect(lines == ["Widget Localizable missing-key Streak/- Shared/Badge.swift:3"])
    }

    /// A member called on a value whose type the code does not say (a widget
    /// configuration's `.description(…)`) is a function, or a property whose value
    /// may be one: a model's `var description: String` does not run.
    @Test func aCallRunsFunctionsAndPropertiesThatHoldThem() throws {
        let lines = try Self.findings([
            "Widget/Widget.swift": #"""
                struct Entry: View {
                    let mode: SortMode
                    var body: some View { Text(mode.rawValue).caption(mode) }
                }
                @main struct Score: Widget {
                    var body: some WidgetConfiguration {
                        StaticConfiguration(kind: "score") { _ in Entry(mode: .name) }
                            .description(Labels.shared.description(for: "score"))
                    }
                }
                """#,
            "Shared/SortMode.swift": #"""
                enum SortMode: String {
                    case name
                    var description: String { NSLocalizedString("Name: A-Z", comment: "") }
                    var caption: (SortMode) -> String { { _ in NSLocalizedString("Sorted", comment: "") } }
                }
                final class Labels {
                    static let shared = Labels()
                    func description(for kind: String) -> String { NSLocalizedString("Scores of your team", comment: "") }
                }
                """#,
        ], widgetSources: ["Widget/Widget.swift"], shared: ["Shared/SortMode.swift"])
        #expect(lines == [
            "Widget Localizable missing-key Sorted/- Shared/SortMode.swift:4",
            "Widget Localizable missing-key Scores of your team/- Shared/SortMode.swift:8",
        ])
    }

    /// A call on a value whose type the code does not say runs only the methods
    /// that take its first argument: `.formatted()` and `.formatted(.short)` (a
    /// `Date`'s, a `Decimal`'s) never run a model's `formatted(order:)`, whose
    /// parameter has no default; `.formatted(order:)` and a method whose parameters
    /// may all be left out do; a property holding a closure is called without labels
    /// (`.tap(count:)` is another type's method).
    @Test func aCallRunsOnlyTheMethodsItsFirstArgumentFits() throws {
        let lines = try Self.findings([
            "Widget/Widget.swift": #"""
                struct Entry: View {
                    let fine: Fine
                    var body: some View {
                        Text(fine.date.formatted()) + Text(fine.amount.formatted(.short))
                            + Text(fine.person.caption(style: .long)) + Text(fine.person.badge())
                            + Text(fine.person.label(sorting: .up)) + Text(fine.person.action(1))
                            + Text(fine.person.tap(count: 2))
                    }
                }
                """#,
            "Shared/Fine.swift": #"""
                struct Fine {
                    let sort: SortKey
                    let order: Order
                    func formatted(order: Order) -> String { NSLocalizedString("By date, oldest first", comment: "") }
                    func caption(_ prefix: String = "", style: Style = .short) -> String { NSLocalizedString("Fine", comment: "") }
                    func badge(count: Int = 1, _ values: Int...) -> String { NSLocalizedString("Badge", comment: "") }
                    func label(_ key: Dictionary<String, Int> = [:], sorting: Order) -> String { NSLocalizedString("Sorted", comment: "") }
                    func unused(sorting: Order) -> String { NSLocalizedString("Unused", comment: "") }
                    var action: (Int) -> String { { _ in NSLocalizedString("Action", comment: "") } }
                    var tap: (Int) -> String { { _ in NSLocalizedString("Tapped", comment: "") } }
                }
                """#,
        ], widgetSources: ["Widget/Widget.swift"], shared: ["Shared/Fine.swift"])
        #expect(lines == [
            "Widget Localizable missing-key Fine/- Shared/Fine.swift:5",
            "Widget Localizable missing-key Badge/- Shared/Fine.swift:6",
            "Widget Localizable missing-key Sorted/- Shared/Fine.swift:7",
            "Widget Localizable missing-key Action/- Shared/Fine.swift:9",
        ])
    }

    /// A member read on a standard value (`flag: Bool`, `Int(…)`, `abs(…)`) is the
    /// standard type's own, or one the project adds to a system type: no enum's
    /// `description` runs for it, while one read on a value of unknown type still does.
    @Test func aMemberOfAStandardValueRunsNoProjectTypesMember() throws {
        let lines = try Self.findings([
            "Widget/Widget.swift": #"""
                struct Entry: View {
                    let flag: Bool
                    let day: Date
                    let mode: Mode
                    var body: some View {
                        Text(flag.description + abs(-2).description + Int(3.5).description)
                            + Text(day.description)
                    }
                }
                """#,
            "Shared/Mode.swift": #"""
                enum Mode {
                    case on
                    var description: String { NSLocalizedString("Switched on", comment: "") }
                }
                extension Date {
                    var description: String { NSLocalizedString("Today", comment: "") }
                }
                struct Reader {
                    func read(_ value: Something) -> String { value.description }
                }
                """#,
        ], widgetSources: ["Widget/Widget.swift"], shared: ["Shared/Mode.swift"])
        #expect(lines == ["Widget Localizable missing-key Today/- Shared/Mode.swift:6"])
        // A value of a type the file does not say may be a `Mode`.
        let unknown = try Self.findings([
            "Widget/Widget.swift": #"""
                struct Entry: View {
                    let mode: Mode
                    var body: some View { Text(entry.mode.description) }
                }
                """#,
            "Shared/Mode.swift": #"""
                enum Mode {
                    case on
                    var description: String { NSLocalizedString("Switched on", comment: "") }
                }
                """#,
        ], widgetSources: ["Widget/Widget.swift"], shared: ["Shared/Mode.swift"])
        #expect(unknown == ["Widget Localizable missing-key Switched on/- Shared/Mode.swift:3"])
    }

    /// `extension Models.Visibility` extends `Visibility` (of module `Models`), and
    /// `extension Entry.State` the nested `State`: the last component is the type whose
    /// members they add, not a type named `Models` or `Entry`.
    @Test func aQualifiedExtensionExtendsItsLastComponent() throws {
        let lines = try Self.findings([
            "Widget/Widget.swift": #"""
                struct NotificationBuilder {
                    func build(_ content: UNMutableNotificationContent) {
                        content.subtitle = "New post"
                    }
                }
                struct StateView: View {
                    let state: Entry.State
                    var body: some View { Text(state.label) }
                }
                """#,
            "Shared/Visibility.swift": #"""
                enum Visibility { case pub }
                extension Models.Visibility {
                    var subtitle: String { NSLocalizedString("Anyone can see this post", comment: "") }
                }
                struct Entry { enum State { case idle } }
                extension Entry.State {
                    var label: String { NSLocalizedString("Idle", comment: "") }
                }
                """#,
        ], widgetSources: ["Widget/Widget.swift"], shared: ["Shared/Visibility.swift"])
        #expect(lines == ["Widget Localizable missing-key Idle/- Shared/Visibility.swift:7"])
    }

    /// A member the value's own type declares hides every other of that name but an
    /// override: another type's extension of the same name does not run, even where
    /// neither type is the project's; `super.title` is the supertype's.
    @Test func aTypesOwnMemberHidesOthersOfItsName() throws {
        let lines = try Self.findings([
            "Widget/Widget.swift": #"""
                struct Entry: View {
                    let type: MediaType
                    let order: SortOrder
                    let card: FeaturedCard
                    var body: some View { Text(type.localizedName); Text(card.title) }
                }
                """#,
            "Shared/Extensions.swift": #"""
                extension MediaType {
                    var localizedName: LocalizedStringKey { "Anime" }
                }
                extension SortOrder {
                    var localizedName: LocalizedStringKey { "Newest first" }
                }
                class Card {
                    var title: String { NSLocalizedString("Today's pick", comment: "") }
                }
                final class FeaturedCard: Card {
                    override var title: String { NSLocalizedString("Featured", comment: "") + super.title }
                }
                """#,
        ], widgetSources: ["Widget/Widget.swift"], shared: ["Shared/Extensions.swift"])
        #expect(lines == [
            "Widget Localizable missing-key Anime/- Shared/Extensions.swift:2",
            "Widget Localizable missing-key Today's pick/- Shared/Extensions.swift:8",
            "Widget Localizable missing-key Featured/- Shared/Extensions.swift:11",
        ])
    }

    /// A type's static text runs when something that runs names it, whatever it
    /// does with it: a format with two arguments only the app fills is not the widget's.
    @Test func aStaticTextRunsWhenNamed() throws {
        let lines = try Self.findings([
            "Widget/Widget.swift": #"struct Entry: View { var body: some View { Text(Texts.title) } }"#,
            "App/AppView.swift": #"struct AppView { func reply() -> String { Texts.repliedTo("Ann", "Bo") } }"#,
            "Shared/Texts.swift": #"""
                enum Texts {
                    static let title = NSLocalizedString("Today", comment: "")
                    static func repliedTo(_ a: String, _ b: String) -> String {
                        String(format: NSLocalizedString("%@ replied to %@", comment: ""), a, b)
                    }
                }
                """#,
        ], widgetSources: ["Widget/Widget.swift"], shared: ["Shared/Texts.swift"])
        #expect(lines == ["Widget Localizable missing-key Today/- Shared/Texts.swift:2"])
    }

    /// A cast or a type check makes no value: the app's screen the extension
    /// casts its parent to (`as? TimersViewController`) does not run there, and
    /// neither does a cell it only checks for (`is SettingsCell`). A cell the
    /// extension's storyboard names (`customClass`) does: the system makes it.
    @Test func aCastMakesNoValueButAStoryboardsClassDoes() throws {
        let files = [
            "Widget/TodayViewController.swift": #"""
                class TodayViewController: UIViewController {
                    func refresh(_ cell: UICollectionViewCell) {
                        if let timer = cell as? TimerCell { timer.start() }
                        if let screen = parent as! TimersViewController? { screen.reload() }
                        if cell is SettingsCell { return }
                    }
                }
                """#,
            "Shared/TimerCell.swift": #"""
                class TimerCell: UICollectionViewCell {
                    func start() { label.text = NSLocalizedString("Running", comment: "") }
                }
                """#,
            "Shared/TimersViewController.swift": #"""
                class TimersViewController: UITableViewController {
                    func reload() { title = NSLocalizedString("Timers", comment: "") }
                }
                """#,
            "Shared/SettingsCell.swift": #"""
                class SettingsCell: UITableViewCell {
                    override func prepareForReuse() { label.text = NSLocalizedString("Sounds", comment: "") }
                }
                """#,
            "Widget/Base.lproj/MainInterface.storyboard": #"""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                    <scenes><scene sceneID="a"><objects>
                        <viewController id="b" customClass="TodayViewController" customModule="Widget"/>
                        <collectionViewCell id="c" customClass="TimerCell" customModule="Widget"/>
                    </objects></scene></scenes>
                </document>
                """#,
        ]
        let shared = ["Shared/TimerCell.swift", "Shared/TimersViewController.swift", "Shared/SettingsCell.swift"]
        let lines = try Self.findings(files, widgetSources: ["Widget/TodayViewController.swift"], shared: shared) {
            .widget($0, sources: $1, resources: $2 + ["Widget/MainInterface.storyboard"])
        }
        #expect(lines == ["Widget Localizable missing-key Running/- Shared/TimerCell.swift:2"])
        // Without the storyboard, the cell is only cast to: nothing of it runs.
        #expect(try Self.findings(files, widgetSources: ["Widget/TodayViewController.swift"], shared: shared) == [])
    }

    /// Objective-C calls Swift by the names it writes; a method by its selector,
    /// which starts with the method's name.
    @Test func objectiveCSourcesNameTheSwiftTheyRun() throws {
        let lines = try Self.findings([
            "Widget/Handler.swift": #"final class Handler { func start() {} }"#,
            "Widget/Bridge.m": "#import \"Widget-Swift.h\"\nvoid show(void) { NSString *text = [NCUtils relativeTimeFromDate:[NSDate date]]; }\n",
            "Shared/NCUtils.swift": #"""
                @objcMembers class NCUtils: NSObject {
                    static func relativeTime(fromDate date: Date) -> String { NSLocalizedString("Yesterday", comment: "") }
                    static func readableDate(_ date: Date) -> String { NSLocalizedString("Today", comment: "") }
                }
                """#,
        ], widgetSources: ["Widget/Handler.swift", "Widget/Bridge.m"], shared: ["Shared/NCUtils.swift"])
        #expect(lines == ["Widget Localizable missing-key Yesterday/- Shared/NCUtils.swift:2"])
    }

    /// A selector is the method's name and its first label: `stringForKey:` (of
    /// `NSUserDefaults`) does not call `stringFor(notificationLevel:)`, whose selector
    /// is `stringForNotificationLevel:`; `@objc(name:)` is the selector it says.
    @Test func aSelectorCallsTheMethodWhoseNameAndFirstLabelItSpells() throws {
        let lines = try Self.findings([
            "Widget/Handler.swift": #"final class Handler { func start() {} }"#,
            "Widget/Bridge.m": """
                #import "Widget-Swift.h"
                void show(void) {
                    NSString *a = [[NSUserDefaults standardUserDefaults] stringForKey:@"level"];
                    NSString *b = [Room labelWithCount:3];
                    NSString *c = [Room shortTitle:3];
                    NSString *d = [Room reloadAll];
                }

                """,
            "Shared/Room.swift": #"""
                @objcMembers class Room: NSObject {
                    static func stringFor(notificationLevel level: Int) -> String { NSLocalizedString("All messages", comment: "") }
                    static func label(count: Int) -> String { NSLocalizedString("%d rooms", comment: "") }
                    @objc(shortTitle:) static func title(for count: Int) -> String { NSLocalizedString("Rooms", comment: "") }
                    static func reloadAll() -> String { NSLocalizedString("Reloading", comment: "") }
                    static func reload(_ count: Int) -> String { NSLocalizedString("Reload", comment: "") }
                }
                """#,
        ], widgetSources: ["Widget/Handler.swift", "Widget/Bridge.m"], shared: ["Shared/Room.swift"])
        #expect(lines == [
            "Widget Localizable missing-key %d rooms/- Shared/Room.swift:3",
            "Widget Localizable missing-key Rooms/- Shared/Room.swift:4",
            "Widget Localizable missing-key Reloading/- Shared/Room.swift:5",
        ])
    }

    /// Objective-C calls no member of a struct or an enum, not even an `@objc enum`'s:
    /// the `description` and `title` it writes run a class's members only.
    @Test func objectiveCCallsNoMemberOfAValueType() throws {
        let lines = try Self.findings([
            "Widget/Handler.swift": #"final class Handler { func start() { let mode = SortMode(rawValue: 0); let note = Note() } }"#,
            "Widget/Bridge.m": "#import \"Widget-Swift.h\"\nvoid show(Note *note) { NSLog(@\"%@ %@\", [note description], note.title); }\n",
            "Shared/Model.swift": #"""
                @objc enum SortMode: Int {
                    case ascending
                    var description: String { NSLocalizedString("Name: A-Z", comment: "") }
                }
                struct Filter { var title: String { NSLocalizedString("All notes", comment: "") } }
                extension SortMode { var title: String { NSLocalizedString("Sort", comment: "") } }
                final class Note: NSObject {
                    @objc var title: String { NSLocalizedString("Untitled", comment: "") }
                }
                """#,
        ], widgetSources: ["Widget/Handler.swift", "Widget/Bridge.m"], shared: ["Shared/Model.swift"])
        #expect(lines == ["Widget Localizable missing-key Untitled/- Shared/Model.swift:8"])
    }

    /// An App Intent that says `isDiscoverable = false` is in no Siri, Spotlight or
    /// Shortcuts list: it runs where the code names it, and its `title`,
    /// `description` and parameters' titles show nowhere (a button shows its own
    /// label) — unless it configures a widget, whose edit sheet the system starts.
    @Test func anUndiscoverableIntentRunsWhereNamedAndItsTitleShowsNowhere() throws {
        let lines = try Self.findings([
            "Widget/Widget.swift": #"""
                struct Entry: View {
                    let item: Item
                    var body: some View {
                        Button(intent: RefreshIntent()) { Text(item.title) }
                    }
                }
                """#,
            "Shared/Intents.swift": #"""
                struct RefreshIntent: AppIntent {
                    static var title: LocalizedStringResource = "Refresh rooms"
                    static let description = IntentDescription("Reloads the rooms")
                    static var isDiscoverable: Bool = false
                    @Parameter(title: "Room", requestValueDialog: "Which room?") var room: String
                    func perform() async throws -> some IntentResult & ProvidesDialog {
                        .result(dialog: "Rooms refreshed")
                    }
                }
                struct ArchiveIntent: AppIntent {
                    static var title: LocalizedStringResource = "Archive rooms"
                    static var isDiscoverable: Bool { false }
                    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Archived") }
                }
                struct RoomsConfiguration: WidgetConfigurationIntent {
                    static var title: LocalizedStringResource = "Rooms"
                    static var isDiscoverable = false
                    @Parameter(title: "Floor") var floor: String
                }
                struct OpenIntent: AppIntent {
                    static var title: LocalizedStringResource = "Open rooms"
                    static var isDiscoverable = true
                    @Parameter(title: "Door") var door: String
                }
                """#,
        ], widgetSources: ["Widget/Widget.swift"], shared: ["Shared/Intents.swift"], widget: {
            .appExtension($0, extensionPoint: "com.apple.widgetkit-extension", sources: $1, resources: $2)
        })
        #expect(lines == [
            "Widget Localizable missing-key Rooms refreshed/- Shared/Intents.swift:7",
            "Widget Localizable missing-key Rooms/- Shared/Intents.swift:16",
            "Widget Localizable missing-key Floor/- Shared/Intents.swift:18",
            "Widget Localizable missing-key Open rooms/- Shared/Intents.swift:21",
            "Widget Localizable missing-key Door/- Shared/Intents.swift:23",
        ])
    }

    /// The system reads App Intents from the app, a widget extension and an App
    /// Intents extension only (`IntentExecutionTargets`): in a share or keyboard
    /// extension that compiles the app's intent, the intent runs only where the
    /// code names it, so its title shows nowhere there; in a widget it is listed.
    @Test func onlyAnExtensionTheSystemReadsIntentsFromStartsThem() throws {
        let files = [
            "Widget/Handler.swift": "final class Handler { func start() {} }",
            "Shared/OpenListenIntent.swift": #"""
                struct OpenListenIntent: AppIntent {
                    static var title: LocalizedStringResource = "Listen & translate"
                    func perform() async throws -> some IntentResult { .result() }
                }
                """#,
        ]
        for (point, expected) in [
            ("com.apple.share-services", [String]()),
            ("com.apple.keyboard-service", []),
            ("com.apple.widgetkit-extension", ["Widget Localizable missing-key Listen & translate/- Shared/OpenListenIntent.swift:2"]),
        ] {
            let lines = try Self.findings(files, widgetSources: ["Widget/Handler.swift"], shared: ["Shared/OpenListenIntent.swift"]) {
                .appExtension($0, extensionPoint: point, sources: $1, resources: $2)
            }
            #expect(lines == expected, "\(point)")
        }
        #expect(CodeReach.hostsAppIntents(extensionPoint: "com.apple.appintents-extension"))
        #expect(CodeReach.hostsAppIntents(extensionPoint: nil))
        #expect(!CodeReach.hostsAppIntents(extensionPoint: "com.apple.intents-service"))
    }

    static let liveActivity = #"""
        struct TimerLiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: TimerAttributes.self) { context in
                    Text("Time left")
                } dynamicIsland: { context in
                    DynamicIsland { DynamicIslandExpandedRegion(.leading) { Text("Leading") } }
                        compactLeading: { Image(systemName: "timer") } compactTrailing: { EmptyView() } minimal: { EmptyView() }
                }
            }
        }
        """#
    static let bundle = #"@main struct Widgets: WidgetBundle { var body: some Widget { TimerLiveActivity() } }"#

    /// Only the app can request a Live Activity: attributes only the widget declares
    /// (Xcode's template, left in) are never requested, and its texts never shown.
    @Test func aLiveActivityTheAppCannotRequestNeverShows() throws {
        let template = try Self.findings([
            "Widget/Bundle.swift": Self.bundle,
            "Widget/TimerLiveActivity.swift": "struct TimerAttributes: ActivityAttributes { struct ContentState: Codable, Hashable { var emoji: String } }\n"
                + Self.liveActivity,
        ], widgetSources: ["Widget/Bundle.swift", "Widget/TimerLiveActivity.swift"])
        #expect(template == [])

        let requested = try Self.findings([
            "Widget/Bundle.swift": Self.bundle,
            "Widget/TimerLiveActivity.swift": Self.liveActivity,
            "Shared/TimerAttributes.swift": "struct TimerAttributes: ActivityAttributes { struct ContentState: Codable, Hashable { var end: Date } }",
        ], widgetSources: ["Widget/Bundle.swift", "Widget/TimerLiveActivity.swift"], shared: ["Shared/TimerAttributes.swift"])
        #expect(requested == [
            "Widget Localizable missing-key Time left/- Widget/TimerLiveActivity.swift:4",
            "Widget Localizable missing-key Leading/- Widget/TimerLiveActivity.swift:6",
        ])
    }

    /// In a target whose code has its `@main` entry, a SwiftUI view runs where code that
    /// runs names it: a card no screen shows, in the watch app's own file, draws nothing;
    /// named by the screen, it does. Without such an entry (a class the `Info.plist`
    /// names starts the extension) the file runs whole, the card with it.
    @Test func aViewNothingNamesDrawsNothingWhereTheEntryIsKnown() throws {
        func lines(_ screen: String, main: Bool = true) throws -> [String] {
            let code = (main ? "@main struct WatchApp: App { var body: some Scene { WindowGroup { HomeView() } } }\n" : "")
                + "struct HomeView: View { var body: some View { \(screen) } }\n"
                + #"struct PostureCard: View { var body: some View { Text("Posture") } }"#
            let fixture = ProjectFixture(
                files: Self.catalogs.merging(["Watch/WatchApp.swift": code]) { $1 },
                targets: [
                    .app("App", resources: ["App/Localizable.xcstrings"], embeds: ["Watch"]),
                    .watchApp("Watch", sources: ["Watch/WatchApp.swift"], resources: ["Widget/Localizable.xcstrings"]),
                ])
            return try projectFindings(fixture).lines
        }
        #expect(try lines(#"Text("Start")"#) == ["Watch Localizable missing-key Start/- Watch/WatchApp.swift:2"])
        #expect(try lines(#"VStack { Text("Start"); PostureCard() }"#) == [
            "Watch Localizable missing-key Start/- Watch/WatchApp.swift:2",
            "Watch Localizable missing-key Posture/- Watch/WatchApp.swift:3",
        ])
        #expect(try lines(#"Text("Start")"#, main: false) == [
            "Watch Localizable missing-key Start/- Watch/WatchApp.swift:1",
            "Watch Localizable missing-key Posture/- Watch/WatchApp.swift:2",
        ])
    }

    /// A control runs where the widget bundle lists it, as a widget does: Xcode's
    /// template control, left in the target but out of the bundle, never shows.
    @Test func aControlRunsOnlyWhereTheBundleListsIt() throws {
        let control = #"""
            #if canImport(ControlWidget) && os(iOS)
            @available(iOSApplicationExtension 18.0, *)
            struct TimerControl: ControlWidget {
                var body: some ControlWidgetConfiguration {
                    AppIntentControlConfiguration(kind: "timer", provider: Provider()) { value in
                        ControlWidgetToggle("Start Timer", isOn: value.isRunning, action: StartTimerIntent()) { Text($0 ? "On" : "Off") }
                    }
                    .displayName("Timer")
                }
            }

            @available(iOSApplicationExtension 18.0, *)
            extension TimerControl {
                struct Value { var isRunning: Bool }
                struct Provider: AppIntentControlValueProvider {
                    func previewValue(configuration: TimerConfiguration) -> Value { TimerControl.Value(isRunning: false) }
                }
            }
            #endif
            """#
        let files = ["Widget/Control.swift": control]
        let unlisted = try Self.findings(files.merging(["Widget/Bundle.swift": Self.bundle]) { $1 },
                                         widgetSources: ["Widget/Bundle.swift", "Widget/Control.swift"])
        #expect(unlisted == [])

        let listed = try Self.findings(files.merging([
            "Widget/Bundle.swift": #"@main struct Widgets: WidgetBundle { var body: some Widget { TimerControl() } }"#,
        ]) { $1 }, widgetSources: ["Widget/Bundle.swift", "Widget/Control.swift"])
        #expect(listed == [
            "Widget Localizable missing-key Start Timer/- Widget/Control.swift:6",
            "Widget Localizable missing-key On/- Widget/Control.swift:6",
            "Widget Localizable missing-key Off/- Widget/Control.swift:6",
            "Widget Localizable missing-key Timer/- Widget/Control.swift:8",
        ])
    }

    /// A type nested in another is named only on it (`Labels.Streak`, or `Streak` in
    /// `Labels`' code): the bare `Provider` of a widget's configuration is the
    /// top-level one, not every type of that name nested somewhere.
    @Test func aNestedTypeRunsWhereItsOuterTypeNamesIt() throws {
        let lines = try Self.findings([
            "Widget/Bundle.swift": #"@main struct Widgets: WidgetBundle { var body: some Widget { Score() } }"#,
            "Widget/Score.swift": #"""
                struct Score: Widget {
                    var body: some WidgetConfiguration {
                        StaticConfiguration(kind: "score", provider: Provider()) { entry in Text(Labels.Streak.title) }
                    }
                }
                struct Provider: TimelineProvider {}
                """#,
            "Shared/Labels.swift": #"""
                enum Labels {
                    enum Streak: CustomStringConvertible {
                        static var title: String { NSLocalizedString("Streak", comment: "") }
                        var description: String { NSLocalizedString("days", comment: "") }
                    }
                    enum Provider: CustomStringConvertible {
                        var description: String { NSLocalizedString("Provider name", comment: "") }
                    }
                }
                enum Settings {
                    struct Provider: CustomStringConvertible {
                        var description: String { NSLocalizedString("Settings provider", comment: "") }
                    }
                }
                """#,
        ], widgetSources: ["Widget/Bundle.swift", "Widget/Score.swift"], shared: ["Shared/Labels.swift"])
        #expect(lines == [
            "Widget Localizable missing-key Streak/- Shared/Labels.swift:3",
            "Widget Localizable missing-key days/- Shared/Labels.swift:4",
        ])
    }

    /// A widget's copy of an App Intent is the widget's, whether or not the app compiles
    /// it too: Shortcuts lists the intents of the widget's bundle with its texts.
    @Test func aWidgetsIntentIsTheWidgetsEvenWhenTheAppCompilesIt() throws {
        let lines = try Self.findings([
            "Widget/Widget.swift": #"struct Entry: View { var body: some View { Button(intent: RefreshIntent()) { Image(systemName: "arrow.clockwise") } } }"#,
            "Shared/Intents.swift": #"""
                struct RefreshIntent: AppIntent {
                    static var title: LocalizedStringResource = "Refresh rooms"
                    @Parameter(title: "Room") var room: String
                    func perform() async throws -> some IntentResult { .result() }
                }
                """#,
        ], widgetSources: ["Widget/Widget.swift"], shared: ["Shared/Intents.swift"], widget: {
            .appExtension($0, extensionPoint: "com.apple.widgetkit-extension", sources: $1, resources: $2)
        })
        #expect(lines == [
            "Widget Localizable missing-key Refresh rooms/- Shared/Intents.swift:2",
            "Widget Localizable missing-key Room/- Shared/Intents.swift:3",
        ])
    }

    /// Where the code says whose member a name is, it is that type's: `profile.name`
    /// with `profile: Profile` (a parameter, a local, a property of the file, a copy
    /// `let profile = entry.profile`), `self.name`, a bare `name` in a type's code.
    /// `Action.name`, which only the app reads, does not run for them. (GateView's
    /// own `name`, the literal "Gate", is shown as written.)
    @Test func aMemberReadOnAValueOfAKnownTypeIsThatTypesOnly() throws {
        let shared = #"""
            struct Profile { let id: Int; var name: String { NSLocalizedString("Profile", comment: "") } }
            enum Action {
                case open
                var name: String { NSLocalizedString("Open the gate", comment: "") }
            }
            """#
        let widget = #"""
            struct Entry { var profile: Profile? }
            struct GateView: View {
                let entry: Entry
                var name: String { "Gate" }
                var body: some View {
                    let profile = entry.profile
                    if let profile { Text(profile.name) }
                    Text(self.name)
                    Text(name)
                }
                func title(for other: Profile) -> String { other.name }
            }
            """#
        let lines = try Self.findings([
            "Widget/GateView.swift": widget,
            "App/AppView.swift": #"struct AppView { func caption(_ action: Action) -> String { action.name } }"#,
            "Shared/Model.swift": shared,
        ], widgetSources: ["Widget/GateView.swift"], shared: ["Shared/Model.swift"])
        #expect(lines == [
            "Widget Localizable missing-key Profile/- Shared/Model.swift:1",
            "Widget - unlocalized-text -/- Widget/GateView.swift:8",
            "Widget - unlocalized-text -/- Widget/GateView.swift:9",
        ])
        // A value whose type the file does not say (a closure's parameter) may be anything's.
        let untyped = try Self.findings([
            "Widget/GateView.swift": #"""
                struct GateView: View {
                    let profiles: [Profile], action: Action
                    var body: some View { ForEach(profiles) { item in Text(item.name) } }
                }
                """#,
            "Shared/Model.swift": shared,
        ], widgetSources: ["Widget/GateView.swift"], shared: ["Shared/Model.swift"])
        #expect(untyped == [
            "Widget Localizable missing-key Profile/- Shared/Model.swift:1",
            "Widget Localizable missing-key Open the gate/- Shared/Model.swift:4",
        ])
    }

    /// An implicit member (`.open`) is a static member of the type the context
    /// expects, of that type: it does not run `Texts.open`, a `String`, which an
    /// enum case of the same name shares; `.standard` runs `Greeting.standard`.
    @Test func anImplicitMemberIsAStaticMemberOfItsOwnType() throws {
        let shared = #"""
            enum Texts {
                static let title = NSLocalizedString("Gate", comment: "")
                static let open = NSLocalizedString("Open", comment: "")
                static let close: String = NSLocalizedString("Close", comment: "")
            }
            struct Greeting {
                let text: String
                static let standard = Greeting(text: NSLocalizedString("Hello", comment: ""))
                static let other = Greeting(text: NSLocalizedString("Goodbye", comment: ""))
            }
            """#
        let widget = #"""
            enum Gate { case open, close }
            struct GateView: View {
                let gate: Gate
                var body: some View {
                    if gate == .open { Text(Texts.title) }
                    if gate != .close { Text(show(.standard)) }
                }
                func show(_ greeting: Greeting) -> String { greeting.text }
            }
            """#
        let lines = try Self.findings([
            "Widget/GateView.swift": widget,
            "Shared/Texts.swift": shared,
        ], widgetSources: ["Widget/GateView.swift"], shared: ["Shared/Texts.swift"])
        #expect(lines == [
            "Widget Localizable missing-key Gate/- Shared/Texts.swift:2",
            "Widget Localizable missing-key Hello/- Shared/Texts.swift:8",
        ])
    }

    /// `case .gpu:` and `.cpu` name members of the context's type (an enum's cases),
    /// never a type or a global declared at the top level: Stats' widget reads a
    /// module's `stringValue`, whose `case .GPU:` does not run the `GPU` module's popup.
    @Test func anImplicitMemberNamesNoTypeOrGlobal() throws {
        let shared = #"""
            enum ModuleType {
                case GPU
                case cpu
                var stringValue: String {
                    switch self {
                    case .GPU: return "GPU"
                    case .cpu: return "CPU"
                    }
                }
            }
            class GPU {
                let popupTitle = NSLocalizedString("Graphics usage", comment: "")
            }
            let cpu = NSLocalizedString("Processor usage", comment: "")
            let kind: ModuleType = .cpu
            """#
        let widget = #"""
            struct ModuleView: View {
                let module: ModuleType
                var body: some View { Image(module.stringValue) }
            }
            """#
        let lines = try Self.findings([
            "Widget/ModuleView.swift": widget,
            "Shared/Modules.swift": shared,
        ], widgetSources: ["Widget/ModuleView.swift"], shared: ["Shared/Modules.swift"])
        #expect(lines == [])
    }

    /// `self.kind = kind` in an initialiser types the property by the parameter, where
    /// the file declares no property of that name (an extension of a class Xcode
    /// generates from an intent definition): `kind.label` then reads `ListFilterKind`'s
    /// `label`, not every running type's (Simplenote's widget runs no `SortMode` label).
    @Test func anInitialiserKeepingItsParameterTypesTheProperty() throws {
        let widget = #"""
            extension WidgetTag {
                convenience init(kind: ListFilterKind) {
                    self.init(identifier: nil)
                    self.kind = kind
                }
                var tagDescription: String { kind.label }
            }
            struct ListEntry { let order: SortMode = .name }
            """#
        let shared = #"""
            enum ListFilterKind {
                case all
                var label: String { NSLocalizedString("All Notes", comment: "") }
            }
            enum SortMode {
                case name
                var label: String { NSLocalizedString("Name: A-Z", comment: "") }
            }
            """#
        let lines = try Self.findings([
            "Widget/WidgetTag+Helpers.swift": widget,
            "Shared/Kinds.swift": shared,
        ], widgetSources: ["Widget/WidgetTag+Helpers.swift"], shared: ["Shared/Kinds.swift"])
        #expect(lines == ["Widget Localizable missing-key All Notes/- Shared/Kinds.swift:3"])
    }

    /// `--why KEY` says, for each lookup of the key in an extension's code, the chain
    /// of code that runs it, from the extension's own files, or that nothing runs it.
    @Test func whyNamesTheCodeThatRunsALookup() throws {
        var files = Self.catalogs
        files["App/AppView.swift"] = "struct AppView { var body: some View { Summary() } }"
        files["Widget/Widget.swift"] = """
            struct Entry: View {
                let goal: Goal
                var body: some View { Text(goal.title); Text(Goal.streak.detail) }
            }
            """
        files["Shared/Goal.swift"] = #"""
            enum Goal {
                case streak
                var title: LocalizedStringKey { "Streak" }
                var detail: LocalizedStringKey { "Streak" }
            }
            struct Summary: View {
                var body: some View { Text("Streak") }
            }
            """#
        let fixture = ProjectFixture(files: files, targets: [
            .app("App", sources: ["App/AppView.swift", "Shared/Goal.swift"], resources: ["App/Localizable.xcstrings"],
                 embeds: ["Widget"]),
            .widget("Widget", sources: ["Widget/Widget.swift", "Shared/Goal.swift"], resources: ["Widget/Localizable.xcstrings"]),
        ])
        #expect(try whyExplanations(fixture, key: "Streak") == [
            """
            Shared/Goal.swift:3:37 (in Goal.title), run in Widget:
              Goal.title: Entry.body reads `title` of a `Goal` (Widget/Widget.swift)
              Entry.body: in the extension's own file Widget/Widget.swift\n
            """,
            """
            Shared/Goal.swift:4:38 (in Goal.detail), run in Widget:
              Goal.detail: Entry.body reads `detail` (Widget/Widget.swift), of a value whose type the code does not \
            say: every `detail` may be it
              Entry.body: in the extension's own file Widget/Widget.swift\n
            """,
            """
            Shared/Goal.swift:7:32 (in Summary.body), in Widget: does not run there (no code that runs there names \
            it), so the lookup is not Widget's\n
            """,
        ])
    }
}
