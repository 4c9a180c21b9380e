import Foundation
import Testing
@testable import XCStringsAudit

/// Kind 6: an extension that compiles code using localized keys but copies no
/// table shows those keys untranslated in every language.
@Suite struct ExtensionWithoutTableTests {
    static let widgetCatalog = catalogText([
        ("Next prayer", ["en": "Next prayer", "ar": "الصلاة القادمة"]),
        ("Remaining", ["en": "Remaining", "ar": "المتبقي"]),
    ])
    static let appCatalog = catalogText([("Settings", ["en": "Settings", "ar": "الإعدادات"])])

    @Test func aWatchWidgetCompilingThePhoneWidgetsFilesLacksTheirKeys() throws {
        let fixture = ProjectFixture(
            files: [
                "App/Localizable.xcstrings": Self.appCatalog,
                "App/AppView.swift": #"Text("Settings")"#,
                "Widget/Localizable.xcstrings": Self.widgetCatalog,
                "Widget/PrayerView.swift": #"Text("Next prayer"); Text("Remaining")"#,
            ],
            targets: [
                .app("App", sources: ["App/AppView.swift"], resources: ["App/Localizable.xcstrings"],
                     embeds: ["Widget", "WatchWidget"]),
                .widget("Widget", sources: ["Widget/PrayerView.swift"], resources: ["Widget/Localizable.xcstrings"]),
                .widget("WatchWidget", sources: ["Widget/PrayerView.swift"], sdk: "watchos"),
            ])
        let (lines, _) = try projectFindings(fixture)
        #expect(lines == [
            "WatchWidget Localizable missing-key Next prayer/- Widget/PrayerView.swift:1",
            "WatchWidget Localizable missing-key Remaining/- Widget/PrayerView.swift:1",
        ])
    }

    /// A key no table has shows as written in every language the app ships: in a widget
    /// with no table, as in one with a table. A key the app keeps untranslated shows
    /// in the widget what it shows in the app.
    @Test func aKeyNoTableHasIsMissingFromAWidgetWithoutATable() throws {
        let fixture = ProjectFixture(
            files: [
                "App/Localizable.xcstrings": catalogText([
                    ("Settings", ["en": "Settings", "ar": "الإعدادات"]),
                    ("Beta", ["en": "Beta"]),
                ]),
                "Widget/PostsWidget.swift": #"""
                    @main struct Widgets: WidgetBundle { var body: some Widget { PostsWidget() } }
                    struct PostsWidget: Widget {
                        var body: some WidgetConfiguration {
                            StaticConfiguration(kind: "posts", provider: Provider()) { _ in Text("Beta") }
                                .configurationDisplayName("Latest posts")
                        }
                    }
                    """#,
            ],
            targets: [
                .app("App", resources: ["App/Localizable.xcstrings"], embeds: ["Widget"]),
                .widget("Widget", sources: ["Widget/PostsWidget.swift"]),
            ])
        let (lines, _) = try projectFindings(fixture)
        #expect(lines == ["Widget Localizable missing-key Latest posts/- Widget/PostsWidget.swift:5"])
    }

    /// An app that ships English only shows an English key as written, and nobody
    /// reads it in another language; an identifier still shows raw. The app's
    /// languages are all its tables': one English table among German ones is not it.
    @Test(arguments: [(false, ["Widget Localizable missing-key widget.title/- Widget/W.swift:1"]),
                      (true, ["Widget Localizable missing-key Pause/- Widget/W.swift:1",
                              "Widget Localizable missing-key widget.title/- Widget/W.swift:1"])])
    func anAppThatShipsOneLanguageShowsATextKeyAsWritten(shipsGerman: Bool, expected: [String]) throws {
        var files = [
            "App/Localizable.xcstrings": catalogText([("Start", ["en": "Start"])]),
            "Widget/W.swift": #"Text("Pause"); Text("widget.title")"#,
        ]
        var resources = ["App/Localizable.xcstrings"]
        if shipsGerman {
            files["App/Settings.xcstrings"] = catalogText([("Language", ["en": "Language", "de": "Sprache"])])
            resources.append("App/Settings.xcstrings")
        }
        let fixture = ProjectFixture(files: files, targets: [
            .app("App", resources: resources, embeds: ["Widget"]),
            .widget("Widget", sources: ["Widget/W.swift"]),
        ])
        let (lines, _) = try projectFindings(fixture)
        #expect(lines == expected)
    }

    /// watchOS has no widget configuration UI (it shows the provider's recommendations):
    /// the title and parameters of a configuration intent the watch widget compiles
    /// are shown nowhere there, while the phone widget's edit sheet shows them.
    @Test func aWatchWidgetShowsNoConfigurationIntent() throws {
        let fixture = ProjectFixture(
            files: [
                "App/Localizable.xcstrings": Self.appCatalog,
                "App/AppView.swift": #"Text("Settings")"#,
                "Widget/Localizable.xcstrings": Self.widgetCatalog,
                "Widget/PrayerView.swift": #"Text("Next prayer")"#,
                "Widget/CityIntent.swift": #"""
                    struct CityIntent: WidgetConfigurationIntent {
                        static let title: LocalizedStringResource = "Choose a city"
                        @Parameter(title: "City") var city: String?
                    }
                    """#,
            ],
            targets: [
                .app("App", sources: ["App/AppView.swift"], resources: ["App/Localizable.xcstrings"],
                     embeds: ["Widget", "WatchWidget"]),
                .widget("Widget", sources: ["Widget/PrayerView.swift", "Widget/CityIntent.swift"],
                        resources: ["Widget/Localizable.xcstrings"]),
                .widget("WatchWidget", sources: ["Widget/PrayerView.swift", "Widget/CityIntent.swift"],
                        resources: ["Widget/Localizable.xcstrings"], sdk: "watchos"),
            ])
        let (lines, _) = try projectFindings(fixture)
        #expect(lines == [
            "Widget Localizable missing-key Choose a city/- Widget/CityIntent.swift:2",
            "Widget Localizable missing-key City/- Widget/CityIntent.swift:3",
        ])
    }

    /// Nor does a watch widget extension show App Intents metadata, with no
    /// Shortcuts to list it: an enum's and its cases' names, a button's intent's
    /// title and parameters. What its other code looks up for a view to show counts.
    @Test func aWatchWidgetShowsNoAppIntentsMetadata() throws {
        let shared = ["Widget/PrayerView.swift", "Widget/Tint.swift", "Widget/RefreshIntent.swift"]
        func widget(_ name: String, sdk: String) -> ProjectFixture.Target {
            var target = ProjectFixture.Target.appExtension(name, extensionPoint: "com.apple.widgetkit-extension",
                                                             sources: shared, resources: ["Widget/Localizable.xcstrings"])
            target.sdk = sdk
            return target
        }
        let fixture = ProjectFixture(
            files: [
                "App/Localizable.xcstrings": Self.appCatalog,
                "App/AppView.swift": #"Text("Settings")"#,
                "Widget/Localizable.xcstrings": Self.widgetCatalog,
                "Widget/PrayerView.swift": #"""
                    Text("Next prayer"); Text(RefreshIntent.caption); let tint = Tint.ocean
                    Button(intent: RefreshIntent()) { Image(systemName: "arrow.clockwise") }
                    """#,
                "Widget/Tint.swift": #"""
                    enum Tint: String, AppEnum {
                        case ocean
                        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Tint"
                        static let caseDisplayRepresentations: [Tint: DisplayRepresentation] = [.ocean: "Ocean"]
                    }
                    """#,
                "Widget/RefreshIntent.swift": #"""
                    struct RefreshIntent: AppIntent {
                        static let title: LocalizedStringResource = "Refresh"
                        @Parameter(title: "Delay") var delay: Int?
                        static var caption: String { String(localized: "Refreshed") }
                    }
                    """#,
            ],
            targets: [
                .app("App", sources: ["App/AppView.swift"], resources: ["App/Localizable.xcstrings"],
                     embeds: ["Widget", "WatchWidget"]),
                widget("Widget", sdk: "iphoneos"), widget("WatchWidget", sdk: "watchos"),
            ])
        let (lines, _) = try projectFindings(fixture)
        #expect(lines == [
            "Widget Localizable missing-key Refresh/- Widget/RefreshIntent.swift:2",
            "Widget Localizable missing-key Delay/- Widget/RefreshIntent.swift:3",
            "Widget Localizable missing-key Refreshed/- Widget/RefreshIntent.swift:4",
            "Widget Localizable missing-key Tint/- Widget/Tint.swift:3",
            "Widget Localizable missing-key Ocean/- Widget/Tint.swift:4",
            "WatchWidget Localizable missing-key Refreshed/- Widget/RefreshIntent.swift:4",
        ])
    }

    /// A watch app shows its App Intents' metadata only where watchOS lists them:
    /// Siri, through the App Shortcuts it declares (or the Action button's settings,
    /// for a workout or dive intent). Without them, the titles an intent compiled
    /// into it carries are shown nowhere; its views' lookups count all the same.
    @Test(arguments: [false, true])
    func aWatchAppShowsAppIntentsMetadataOnlyWithAppShortcuts(declaresShortcuts: Bool) throws {
        var sources = ["Watch/StatusView.swift", "Watch/RefreshIntent.swift"]
        if declaresShortcuts { sources.append("Watch/Shortcuts.swift") }
        let fixture = ProjectFixture(
            files: [
                "App/Localizable.xcstrings": Self.appCatalog,
                "App/AppView.swift": #"Text("Settings")"#,
                "Watch/StatusView.swift": #"Text("Next prayer")"#,
                "Watch/RefreshIntent.swift": #"""
                    struct RefreshIntent: AppIntent {
                        static let title: LocalizedStringResource = "Refresh"
                        @Parameter(title: "Delay") var delay: Int?
                    }
                    """#,
                "Watch/Shortcuts.swift": #"""
                    struct Shortcuts: AppShortcutsProvider {
                        static var appShortcuts: [AppShortcut] {
                            AppShortcut(intent: RefreshIntent(), phrases: ["Refresh \(.applicationName)"], shortTitle: "Refresh",
                                        systemImageName: "arrow.clockwise")
                        }
                    }
                    """#,
            ],
            targets: [
                .app("App", sources: ["App/AppView.swift"], resources: ["App/Localizable.xcstrings"], embeds: ["Watch"]),
                .watchApp("Watch", sources: sources),
            ])
        let (lines, _) = try projectFindings(fixture)
        let metadata = [
            "Watch Localizable missing-key Refresh/- Watch/RefreshIntent.swift:2",
            "Watch Localizable missing-key Delay/- Watch/RefreshIntent.swift:3",
        ]
        #expect(lines.filter { $0.contains("RefreshIntent.swift") } == (declaresShortcuts ? metadata : []))
        #expect(lines.contains("Watch Localizable missing-key Next prayer/- Watch/StatusView.swift:1"))
    }

    /// `Text("BikeBonk")` is the app's name, which the home screen shows the same in
    /// every language: no missing key. A word beside it is one.
    @Test func theAppsNameIsNoMissingKey() throws {
        let fixture = ProjectFixture(
            files: [
                "App/Localizable.xcstrings": Self.appCatalog,
                "Widget/Localizable.xcstrings": Self.widgetCatalog,
                "Widget/RideView.swift": #"Text("BikeBonk"); Text("Ride")"#,
            ],
            targets: [
                .app("BikeBonk", resources: ["App/Localizable.xcstrings"], embeds: ["Widget"]),
                .widget("Widget", sources: ["Widget/RideView.swift"], resources: ["Widget/Localizable.xcstrings"]),
            ])
        let (lines, _) = try projectFindings(fixture)
        #expect(lines == ["Widget Localizable missing-key Ride/- Widget/RideView.swift:1"])
    }
}
