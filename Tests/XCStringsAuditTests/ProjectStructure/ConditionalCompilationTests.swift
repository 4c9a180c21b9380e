import Testing
@testable import XCStringsAudit
import XcodeProject

/// `#if` branches a target does not compile are not its code: a watch widget
/// compiling the phone widget's files does not show their `#if os(iOS)` keys,
/// and the shipped (`Release`) configuration does not compile `#if DEBUG`.
@Suite struct ConditionalCompilationTests {
    static let watch = CompilationConditions(platforms: ["watchOS"], flags: ["WATCH_APP"])

    private func active(_ source: String, _ conditions: CompilationConditions = Self.watch) -> String {
        String(decoding: ConditionalCompilation.activeCode(Array(source.utf8), conditions: conditions), as: UTF8.self)
    }

    @Test func branchesNotCompiledAreBlankedAndPositionsKept() {
        let source = """
            #if os(iOS)
            Text("Phone")
            #elseif os(watchOS)
            Text("Watch")
            #else
            Text("Mac")
            #endif
            """
        #expect(active(source) == """
            #if os(iOS)
                         
            #elseif os(watchOS)
            Text("Watch")
            #else
                       
            #endif
            """)
    }

    @Test(arguments: [
        ("os(watchOS) && WATCH_APP", ConditionalCompilation.Value.true),
        ("!os(watchOS) || MAIN_APP", .false),
        ("DEBUG", .false),
        ("canImport(ActivityKit)", .unknown),
        ("os(iOS) || canImport(ActivityKit)", .unknown),
        ("os(iOS) && canImport(ActivityKit)", .false),
        ("( os(watchOS) )", .true),
        ("swift(>=5.9)", .unknown),
        ("os(iOS) &&", .unknown),
    ])
    func conditionsAreThreeValued(_ condition: String, _ expected: ConditionalCompilation.Value) {
        #expect(ConditionalCompilation.evaluate(Array(condition.utf8)[...], Self.watch) == expected)
    }

    @Test func unknownConditionsKeepEveryBranch() {
        let source = "#if canImport(ActivityKit)\nA()\n#else\nB()\n#endif\n"
        #expect(active(source) == source)
        // Nothing known: the bytes as they are.
        let flagged = "#if DEBUG\nA()\n#endif\n"
        #expect(active(flagged, .unknown) == flagged)
        // Platforms known, flags not: only os() is decided.
        #expect(active(flagged, CompilationConditions(platforms: ["iOS"], flags: nil)) == flagged)
    }

    @Test func aTrueBranchRulesOutTheRestAndNestingFollowsTheEnclosingBranch() {
        let source = "#if WATCH_APP\nA()\n#if os(iOS)\nB()\n#endif\n#else\nC()\n#if os(watchOS)\nD()\n#endif\n#endif\n"
        #expect(active(source) == "#if WATCH_APP\nA()\n#if os(iOS)\n   \n#endif\n#else\n   \n#if os(watchOS)\n   \n#endif\n#endif\n")
    }

    @Test func aDirectiveInsideAMultilineStringIsText() {
        let source = "let s = \"\"\"\n#if os(iOS)\n\"\"\"\nA()\n"
        #expect(active(source) == source)
    }

    /// End to end: the phone widget and the watch widget compile one file.
    @Test func aWatchWidgetDoesNotCompileThePhonesBranch() throws {
        var phone = ProjectFixture.Target.widget("PhoneWidget", sources: ["Shared/TimerView.swift"],
                                                 resources: ["Shared/Widget.xcstrings"])
        phone.compilationConditions = "PHONE"
        var watch = ProjectFixture.Target.widget("WatchWidget", sources: ["Shared/TimerView.swift"], sdk: "watchos")
        watch.compilationConditions = "$(inherited) WATCH"
        let fixture = ProjectFixture(
            files: [
                "App/Localizable.xcstrings": catalogText([("Settings", ["en": "Settings", "ar": "الإعدادات"])]),
                "Shared/Widget.xcstrings": catalogText([
                    ("Open on iPhone", ["en": "Open on iPhone", "ar": "افتح على iPhone"]),
                    ("Remaining", ["en": "Remaining", "ar": "المتبقي"]),
                    ("On your wrist", ["en": "On your wrist", "ar": "على معصمك"]),
                ]),
                "Shared/TimerView.swift": """
                    #if os(iOS)
                    Text("Open on iPhone", tableName: "Widget")
                    #endif
                    #if WATCH
                    Text("On your wrist", tableName: "Widget")
                    #elseif DEBUG
                    Text("Debug only", tableName: "Widget")
                    #endif
                    Text("Remaining", tableName: "Widget")
                    """,
            ],
            targets: [
                .app("App", resources: ["App/Localizable.xcstrings"], embeds: ["PhoneWidget", "WatchWidget"]),
                phone, watch,
            ])
        let (lines, _) = try projectFindings(fixture)
        // The phone widget compiles neither WATCH nor (shipped) DEBUG; the watch
        // widget has no table and lacks what its branches use that the phone's
        // table translates — not the `os(iOS)` key.
        #expect(lines.filter { $0.contains("missing-key") } == [
            "WatchWidget Widget missing-key On your wrist/- Shared/TimerView.swift:5",
            "WatchWidget Widget missing-key Remaining/- Shared/TimerView.swift:9",
        ])
        #expect(!lines.contains { $0.contains("Open on iPhone") && $0.hasPrefix("WatchWidget") })
        #expect(!lines.contains { $0.contains("Debug only") })
    }

    /// A configuration based on an `.xcconfig` (CocoaPods') may add conditions, so
    /// a condition the target does not write stays undecided — but one it writes
    /// is set whatever the file adds: `#if !WIDGET` is not the widget's code.
    @Test func aConditionTheTargetWritesOverAnXcconfigIsSet() throws {
        var widget = ProjectFixture.Target.widget("Widget", sources: ["Shared/Editor.swift"],
                                                  resources: ["Widget/Localizable.xcstrings"])
        widget.compilationConditions = "WIDGET"
        widget.baseConfiguration = "Pods/Pods-Widget.release.xcconfig"
        let fixture = ProjectFixture(
            files: [
                "App/Localizable.xcstrings": catalogText([("Settings", ["en": "Settings", "ar": "الإعدادات"])]),
                "Widget/Localizable.xcstrings": catalogText([("Run", ["en": "Run", "ar": "شغّل"])]),
                "Pods/Pods-Widget.release.xcconfig": "OTHER_SWIFT_FLAGS = $(inherited) -D COCOAPODS\n",
                "Shared/Editor.swift": """
                    #if !WIDGET
                    Text("Save the script")
                    #endif
                    #if COCOAPODS
                    Text("Pods only")
                    #endif
                    Text("Run")
                    """,
            ],
            targets: [
                .app("App", resources: ["App/Localizable.xcstrings"], embeds: ["Widget"]),
                widget,
            ])
        let (lines, _) = try projectFindings(fixture)
        #expect(lines.filter { $0.contains("missing-key") } == ["Widget Localizable missing-key Pods only/- Shared/Editor.swift:5"])
    }

    /// An availability check true on every system a target runs on never takes its
    /// branch for older ones: a widget extension for iOS 16 never shows the `else`
    /// of `#available(iOS 16, *)` (nor of `iOS 15`), the `else` of a `guard`, or
    /// the body of `#unavailable(iOS 15)`; a watch widget never shows the `else`
    /// of a check that names only iOS (its `*` is true). A newer system than the
    /// deployment target, `macCatalyst` or a condition with more to it keeps both;
    /// a chain of checks (`#available(iOS 16, *), #available(macOS 13, *)`) is
    /// certainly true when each of them is.
    @Test func aBranchForOlderSystemsThanTheTargetRunsOnIsNeverShown() throws {
        var widget = ProjectFixture.Target.appExtension("Widget", extensionPoint: "com.apple.widgetkit-extension",
                                                        sources: ["Shared/Views.swift"])
        widget.settings = "IPHONEOS_DEPLOYMENT_TARGET = 16.0; "
        let fixture = ProjectFixture(
            files: [
                "App/Localizable.xcstrings": catalogText([("Settings", ["en": "Settings", "ar": "الإعدادات"])]),
                "Shared/Views.swift": """
                    struct Views {
                        func body(flag: Bool) -> Text {
                            if #available(iOS 16, *) {
                                Text("Today")
                            } else if #available(iOS 15, *) {
                                Text("Older")
                            } else {
                                Text("Oldest")
                            }
                            if #available(iOS 17.0, *) { Text("Newest") } else { Text("Fallback") }
                            guard #available(iOSApplicationExtension 14, *) else { return Text("Never") }
                            if #unavailable(iOS 15) { Text("Legacy") }
                            if #available(iOS 15, macCatalyst 15, *) {} else { Text("Catalyst") }
                            if #available(iOS 15, *), flag {} else { Text("Either") }
                            if #available(iOS 16, *), #available(macOS 13, *) {} else { Text("Chained") }
                            if #available(iOS 16, *), #available(iOS 17, *) {} else { Text("ChainedNewer") }
                            return Text("Done")
                        }
                    }
                    """,
            ],
            targets: [
                .app("App", resources: ["App/Localizable.xcstrings"], embeds: ["Widget", "WatchWidget"]),
                widget,
                .widget("WatchWidget", sources: ["Shared/Views.swift"], sdk: "watchos"),
            ])
        let (lines, _) = try projectFindings(fixture)
        let keys = { (target: String) in
            lines.filter { $0.hasPrefix(target + " ") && $0.contains("missing-key") }
                .map { $0.split(separator: " ")[3].split(separator: "/")[0] }
        }
        #expect(keys("Widget") == ["Today", "Newest", "Fallback", "Catalyst", "Either", "ChainedNewer", "Done"])
        #expect(keys("WatchWidget") == ["Today", "Newest", "Catalyst", "Either", "Done"])
    }

    /// A widget is drawn only in the families its configuration lists: a `switch`
    /// over its family never takes a case only for other families, nor a `default`
    /// after a case for each listed one (a Live Activity lists none and counts for
    /// none). A widget that lists none supports its platform's defaults: then every
    /// branch may run.
    @Test func aBranchForAFamilyNoWidgetSupportsIsNeverShown() throws {
        let view = """
            struct StatsView: View {
                @Environment(\\.widgetFamily) var family
                var body: some View {
                    switch family {
                    case .systemSmall: Text("Small")
                    case .systemLarge, .systemExtraLarge:
                        if case .some = Optional(1) { Text("Large") }
                    case .accessoryCircular: Text("Ring")
                    @unknown default: Text("Unsupported")
                    }
                }
            }
            """
        let widgets = """
            struct StatsWidget: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "stats", provider: Provider()) { _ in StatsView() }
                        .supportedFamilies([.systemSmall, .accessoryCircular])
                }
            }
            struct TimerLiveActivity: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: TimerAttributes.self) { _ in StatsView() } dynamicIsland: { _ in DynamicIsland {} }
                }
            }
            """
        func keys(_ more: String) throws -> [String] {
            let fixture = ProjectFixture(
                files: [
                    "App/Localizable.xcstrings": catalogText([("Settings", ["en": "Settings", "ar": "الإعدادات"])]),
                    "Widget/StatsView.swift": view, "Widget/Widgets.swift": widgets + more,
                ],
                targets: [
                    .app("App", resources: ["App/Localizable.xcstrings"], embeds: ["Widget"]),
                    .appExtension("Widget", extensionPoint: "com.apple.widgetkit-extension",
                                  sources: ["Widget/StatsView.swift", "Widget/Widgets.swift"]),
                ])
            return try projectFindings(fixture).lines.filter { $0.contains("missing-key") }
                .map { String($0.split(separator: " ")[3].split(separator: "/")[0]) }
        }
        let listed = try keys("")
        #expect(listed == ["Small", "Ring"])
        let unlisted = "\nstruct OtherWidget: Widget { var body: some WidgetConfiguration { StaticConfiguration(kind: \"o\", provider: Provider()) { _ in StatsView() } } }"
        #expect(try keys(unlisted) == ["Small", "Large", "Ring", "Unsupported"])
    }

    /// A function that only a branch no family takes calls, in any file, runs
    /// only there — and so does one only it calls; a function also called from a
    /// branch that runs may run.
    @Test func aFunctionOnlyANeverTakenBranchCallsIsNeverShown() throws {
        let view = """
            struct StatsView: View {
                @Environment(\\.widgetFamily) var family
                var body: some View {
                    switch family {
                    case .accessoryCircular: uptimeView()
                    case .systemMedium: mediumView()
                    default: Text("Unsupported")
                    }
                }
                func mediumView() -> some View {
                    VStack { Text("Medium only"); detailView(); uptimeView() }
                }
            }
            """
        let helpers = """
            func detailView() -> some View { Text("Details only") }
            func uptimeView() -> some View { Text("Uptime") }
            struct StatsWidget: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "stats", provider: Provider()) { _ in StatsView() }
                        .supportedFamilies([.accessoryCircular])
                }
            }
            """
        let fixture = ProjectFixture(
            files: [
                "App/Localizable.xcstrings": catalogText([("Settings", ["en": "Settings", "ar": "الإعدادات"])]),
                "Widget/StatsView.swift": view, "Widget/Helpers.swift": helpers,
            ],
            targets: [
                .app("App", resources: ["App/Localizable.xcstrings"], embeds: ["Widget"]),
                .appExtension("Widget", extensionPoint: "com.apple.widgetkit-extension",
                              sources: ["Widget/StatsView.swift", "Widget/Helpers.swift"]),
            ])
        let keys = try projectFindings(fixture).lines.filter { $0.contains("missing-key") }
            .map { String($0.split(separator: " ")[3].split(separator: "/")[0]) }
        #expect(keys == ["Uptime"])
    }

    /// An app that says where its extensions go (an embed phase) ships only those
    /// it copies there or depends on: an app extension it does not embed is never
    /// shipped and not audited. Without an embed phase, every extension is audited
    /// against the app, as a project that leaves the dependency out still ships it.
    @Test func anExtensionNoAppEmbedsIsNotShipped() throws {
        func audit(embedPhase: [String]?) throws -> (lines: [String], unshipped: Set<String>) {
            var app = ProjectFixture.Target.app("App", resources: ["App/Localizable.xcstrings"])
            app.embedPhase = embedPhase
            let fixture = ProjectFixture(
                files: [
                    "App/Localizable.xcstrings": catalogText([("Settings", ["en": "Settings", "ar": "الإعدادات"])]),
                    "Widget/Entry.swift": "struct Entry: View { var body: some View { Text(\"Today\") } }",
                    "Share/Compose.swift": "struct Compose: View { var body: some View { Text(\"Shared\") } }",
                ],
                targets: [
                    app,
                    .appExtension("Widget", extensionPoint: "com.apple.widgetkit-extension", sources: ["Widget/Entry.swift"]),
                    .appExtension("Share", extensionPoint: "com.apple.share-services", sources: ["Share/Compose.swift"]),
                ])
            let (lines, report) = try projectFindings(fixture)
            return (lines.filter { $0.contains("missing-key") }, report.plan.unshipped)
        }
        let embedding = try audit(embedPhase: ["Widget"])
        #expect(embedding.lines == ["Widget Localizable missing-key Today/- Widget/Entry.swift:1"])
        #expect(embedding.unshipped == ["Share"])
        let empty = try audit(embedPhase: [])
        #expect(empty.lines == [])
        #expect(empty.unshipped == ["Share", "Widget"])
        let none = try audit(embedPhase: nil)
        #expect(none.lines == ["Widget Localizable missing-key Today/- Widget/Entry.swift:1",
                               "Share Localizable missing-key Shared/- Share/Compose.swift:1"])
        #expect(none.unshipped.isEmpty)
    }

    /// A two-target watch app ships only inside an app or a watch-only app's
    /// container: where the apps say what they embed and none embeds it, nor a
    /// container, it is not shipped. A single-target watchOS app and what a
    /// container embeds may ship on their own.
    @Test func aWatchAppShipsInsideAnAppOrAContainer() throws {
        var app = ProjectFixture.Target.app("App", resources: ["App/Localizable.xcstrings"])
        app.embedPhase = []
        func watch(_ name: String, _ productType: String, sdk: String = "watchos") -> ProjectFixture.Target {
            ProjectFixture.Target(name: name, productType: productType, sdk: sdk, sources: ["\(name)/Face.swift"],
                                  resources: [])
        }
        var container = watch("Solo", "com.apple.product-type.application.watchapp2-container", sdk: "iphoneos")
        container.sources = []
        container.embedPhase = ["SoloWatch"]
        let names = ["Orphan", "SoloWatch", "Single"]
        var files = ["App/Localizable.xcstrings": catalogText([("Settings", ["en": "Settings", "ar": "الإعدادات"])])]
        for name in names { files["\(name)/Face.swift"] = "struct Face: View { var body: some View { Text(\"\(name) face\") } }" }
        let fixture = ProjectFixture(files: files, targets: [
            app, container,
            watch("Orphan", "com.apple.product-type.application.watchapp2"),
            watch("SoloWatch", "com.apple.product-type.application.watchapp2"),
            watch("Single", "com.apple.product-type.application"),
        ])
        let (lines, report) = try projectFindings(fixture)
        #expect(report.plan.unshipped == ["Orphan"])
        #expect(lines.filter { $0.contains("missing-key") } == [
            "SoloWatch Localizable missing-key SoloWatch face/- SoloWatch/Face.swift:1",
            "Single Localizable missing-key Single face/- Single/Face.swift:1",
        ])
    }
}
