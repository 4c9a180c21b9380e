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
        let (units, placed) = SwiftCodeUnits.cut(lexer.runs, placing: [(2, 43), (3, 22), (1, 1)])
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
    }

    @Test func anArgumentsLabelIsNoMention() {
        let units = Self.units("func show() { open(title: name, message: isOn ? text : other) }")
        #expect(units.mentionedNames(of: 1) == ["isOn", "name", "open", "other", "text"])
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
}
