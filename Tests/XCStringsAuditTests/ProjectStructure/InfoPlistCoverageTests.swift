import Foundation
import Testing
@testable import XCStringsAudit
import XcodeProject

/// Kinds 5 and 6: an extension with no `InfoPlist` table shows the texts of its
/// `Info.plist` — its name where the system shows one, its permission prompts —
/// as written in every language the app ships.
@Suite struct InfoPlistCoverageTests {
    static func fixture(share: KeyValuePairs<String, String>, watch: KeyValuePairs<String, String>,
                        watchResources: [String] = []) -> ProjectFixture {
        var shareTarget = ProjectFixture.Target.appExtension("Share", extensionPoint: "com.apple.share-services",
                                                             sources: ["Share/ShareView.swift"])
        shareTarget.infoPlistTexts = share
        var widgetTarget = ProjectFixture.Target.appExtension("Widget", extensionPoint: "com.apple.widgetkit-extension",
                                                              sources: ["Widget/WidgetView.swift"])
        widgetTarget.infoPlistTexts = ["CFBundleDisplayName": "Timer Widgets"]
        var watchTarget = ProjectFixture.Target.watchApp("Watch", sources: ["Watch/WatchView.swift"], resources: watchResources)
        watchTarget.infoPlistTexts = watch
        return ProjectFixture(
            files: [
                "App/Localizable.xcstrings": catalogText([("Start", ["en": "Start", "ar": "ابدأ", "de": "Starten"])]),
                "App/AppView.swift": #"Text("Start")"#,
                "Share/ShareView.swift": "struct ShareView {}",
                "Widget/WidgetView.swift": "struct WidgetView {}",
                "Watch/WatchView.swift": "struct WatchView { let recorder: AVAudioRecorder }",
                "Watch/InfoPlist.xcstrings": catalogText([
                    ("NSMicrophoneUsageDescription", ["en": "Record audio to talk to the timer.", "ar": "سجّل الصوت", "de": "Audio aufnehmen"]),
                ]),
            ],
            targets: [
                .app("App", sources: ["App/AppView.swift"], resources: ["App/Localizable.xcstrings"],
                     embeds: ["Share", "Widget", "Watch"]),
                shareTarget, widgetTarget, watchTarget,
            ])
    }

    @Test func anExtensionsOwnNameAndPromptsWithoutATableAreReported() throws {
        let (lines, report) = try projectFindings(Self.fixture(
            share: ["CFBundleDisplayName": "Add to Timer", "CFBundleName": "$(PRODUCT_NAME)"],
            watch: ["CFBundleDisplayName": "App", "NSMicrophoneUsageDescription": "Record audio to talk to the timer."]))
        #expect(lines == [
            "Share InfoPlist missing-key CFBundleDisplayName/- Share/Info.plist:4",
            "Watch InfoPlist missing-key NSMicrophoneUsageDescription/- Watch/Info.plist:5",
        ])
        let message = report.groups.flatMap(\.findings).first?.message
        #expect(message == "the share extension is shown by the name \"Add to Timer\" (CFBundleDisplayName of its "
            + "Info.plist), and it has no InfoPlist table, so every language the app ships (ar, de, en) shows it as "
            + "written. Add InfoPlist.xcstrings (or InfoPlist.strings) with CFBundleDisplayName to the target, or keep "
            + "the name if it is a brand.")
    }

    /// A name written together as a target's is (`ShareExtension`, `TaskShare`)
    /// is words the share sheet or the keyboard list shows as written; one word, or
    /// the product's name, is not.
    @Test func aNameOfWordsWrittenTogetherIsShown() throws {
        let (lines, _) = try projectFindings(Self.fixture(share: ["CFBundleDisplayName": "ShareExtension"], watch: [:]))
        #expect(lines == ["Share InfoPlist missing-key CFBundleDisplayName/- Share/Info.plist:4"])
        let (word, _) = try projectFindings(Self.fixture(share: ["CFBundleDisplayName": "Share"], watch: [:]))
        #expect(word.isEmpty)
        #expect(InfoPlistCoverage.isJoinedWords("TaskShare"))
        #expect(InfoPlistCoverage.isJoinedWords("SzContextFinderSyncExtension"))
        #expect(!InfoPlistCoverage.isJoinedWords("Share"))
        #expect(!InfoPlistCoverage.isJoinedWords("iCloudShare"))
        #expect(!InfoPlistCoverage.isJoinedWords("PDF"))
        #expect(!InfoPlistCoverage.isJoinedWords("Share2Go"))
        #expect(!InfoPlistCoverage.isJoinedWords("ShareX"))
    }

    /// An extension that runs with no interface of its own — a VPN's packet tunnel,
    /// a push or Spotlight provider — is never shown by its name: only its
    /// prompts count. A share extension's name is in the share sheet.
    @Test func anExtensionWithNoInterfaceIsNotShownByItsName() throws {
        var fixture = Self.fixture(share: ["CFBundleDisplayName": "Add to Timer"], watch: [:])
        var tunnel = ProjectFixture.Target.appExtension("Tunnel", extensionPoint: "com.apple.networkextension.packet-tunnel",
                                                        sources: ["Tunnel/Provider.swift"])
        tunnel.infoPlistTexts = ["CFBundleDisplayName": "Timer Tunnel Provider",
                                 "NSLocalNetworkUsageDescription": "Find timers on your network."]
        fixture.files["Tunnel/Provider.swift"] = "final class Provider {}"
        fixture.targets.append(tunnel)
        fixture.targets[0].dependencies.append("Tunnel")
        let (lines, _) = try projectFindings(fixture)
        #expect(lines == [
            "Share InfoPlist missing-key CFBundleDisplayName/- Share/Info.plist:4",
            "Tunnel InfoPlist missing-key NSLocalNetworkUsageDescription/- Tunnel/Info.plist:5",
        ])
        #expect(!ProjectTable.showsBundleName(extensionPoint: "com.apple.networkextension.packet-tunnel", productType: nil))
        #expect(ProjectTable.showsBundleName(extensionPoint: "com.apple.share-services", productType: nil))
    }

    /// The product's own name, written as no language translates it (two words,
    /// a digit or an inner capital), reads the same in every language: a language
    /// without it is no missing translation, and a widget showing it without a
    /// table shows the brand. An app named by a word (`Timer`) has no such name.
    @Test func theProductsNameNeedsNoTranslation() throws {
        func lines(app name: String) throws -> [String] {
            let fixture = ProjectFixture(
                files: [
                    "App/Localizable.xcstrings": catalogText([("Start", ["en": "Start", "ar": "ابدأ"])]),
                    "App/AppView.swift": #"Text("Start")"#,
                    "Widget/Localizable.xcstrings": catalogText([
                        ("Start", ["en": "Start", "ar": "ابدأ"]), ("TIMER RAIL", ["en": "TIMER RAIL"]), ("Timer", ["en": "Timer"]),
                    ]),
                    "Widget/Header.swift": #"let header = VStack { Text("TIMER RAIL"); Text("Timer"); Text("TimerRail"); Text("Start") }"#,
                ],
                targets: [
                    .app(name, sources: ["App/AppView.swift"], resources: ["App/Localizable.xcstrings"], embeds: ["Widget"]),
                    .appExtension("Widget", extensionPoint: "com.apple.widgetkit-extension", sources: ["Widget/Header.swift"],
                                  resources: ["Widget/Localizable.xcstrings"]),
                ])
            // "Widget Localizable missing-translation TIMER RAIL/ar Widget/…": the rule and the key.
            return try projectFindings(fixture).lines.map { line in
                String(line.dropFirst("Widget Localizable ".count).prefix { $0 != "/" })
            }
        }
        #expect(try lines(app: "TimerRail") == ["missing-translation Timer"])
        #expect(try lines(app: "Timer") == ["missing-key TimerRail", "missing-translation TIMER RAIL"])
        #expect(InfoPlistCoverage.isBrand("2FAS", of: ["2FAS"]))
        #expect(!InfoPlistCoverage.isBrand("TIMER", of: ["Timer"]))
    }

    /// Where the app's `InfoPlist` names it per language, its name is a gap only in
    /// a language that calls the app something else (zh-Hans), not where it keeps
    /// the name (fr) — also when the project writes the name from a setting.
    @Test func theAppsNameIsMissingOnlyWhereTheAppHasAnotherName() throws {
        var app = ProjectFixture.Target.app("App", sources: ["App/AppView.swift"],
                                            resources: ["App/Localizable.xcstrings", "App/InfoPlist.xcstrings"],
                                            embeds: ["Widget"])
        app.infoPlistTexts = ["CFBundleDisplayName": "${DISPLAY_NAME}"]
        let fixture = ProjectFixture(
            files: [
                "App/Localizable.xcstrings": catalogText([("Start", ["en": "Start", "fr": "Démarrer", "zh-Hans": "开始"])]),
                "App/InfoPlist.xcstrings": catalogText([
                    ("CFBundleDisplayName", ["en": "Go Map!!", "fr": "Go Map!!", "zh-Hans": "畅游地图!!"]),
                ]),
                "App/AppView.swift": #"Text("Start")"#,
                "Widget/Localizable.xcstrings": catalogText([
                    ("Start", ["en": "Start", "fr": "Démarrer", "zh-Hans": "开始"]), ("Go Map!!", ["en": "Go Map!!"]),
                ]),
                "Widget/Header.swift": #"let header = VStack { Text("Go Map!!"); Text("Start") }"#,
            ],
            targets: [
                app,
                .appExtension("Widget", extensionPoint: "com.apple.widgetkit-extension", sources: ["Widget/Header.swift"],
                              resources: ["Widget/Localizable.xcstrings"]),
            ])
        let lines = try projectFindings(fixture).lines.filter { $0.contains("missing-") }
        #expect(lines == ["Widget Localizable missing-translation Go Map!!/zh-Hans Widget/Localizable.xcstrings:2"])
    }

    /// Chinese and Japanese write no space between words: a name of two Han or kana
    /// letters is as much to translate as two English words; one letter is no name.
    @Test func aNameInAScriptWithoutSpacesIsAPhrase() throws {
        let (lines, _) = try projectFindings(Self.fixture(share: ["CFBundleDisplayName": "贴贴们"],
                                                          watch: ["CFBundleDisplayName": "表"]))
        #expect(lines == ["Share InfoPlist missing-key CFBundleDisplayName/- Share/Info.plist:4"])
        #expect(InfoPlistCoverage.isUnspacedPhrase("設定"))
        #expect(InfoPlistCoverage.isUnspacedPhrase("タイマー"))
        #expect(!InfoPlistCoverage.isUnspacedPhrase("表 Timer"))
        #expect(!InfoPlistCoverage.isUnspacedPhrase("타이머"))
    }

    /// Xcode names the catalog of a target's `Info.plist` texts `<Target>-InfoPlist.xcstrings`:
    /// it is the target's `InfoPlist` table, which covers them.
    @Test func aTargetNamedInfoPlistCatalogIsTheInfoPlistTable() throws {
        var fixture = Self.fixture(share: ["CFBundleDisplayName": "Add to Timer"], watch: [:])
        fixture.files["Share/Share-InfoPlist.xcstrings"] = catalogText([
            ("CFBundleDisplayName", ["en": "Add to Timer", "ar": "أضف إلى المؤقت", "de": "Zum Timer hinzufügen"]),
        ])
        fixture.targets[1].resources.append("Share/Share-InfoPlist.xcstrings")
        let (lines, report) = try projectFindings(fixture)
        #expect(lines == [])
        #expect(report.plan.audited.first { $0.target.name == "Share" }?.tables.map(\.name) == ["InfoPlist"])
        // A legacy `.strings` file keeps its own name: only the catalog is Xcode's.
        #expect(LocalizationFile(path: "Share/ar.lproj/Share-InfoPlist.strings")?.table == "Share-InfoPlist")
    }

    /// A table of its own covers them (its audit is the table's); a one-word name,
    /// the app's name and a widget's bundle name (which no one sees) need none.
    @Test func aTableABrandOrAnUnseenNameIsNotReported() throws {
        let (lines, _) = try projectFindings(Self.fixture(
            share: ["CFBundleDisplayName": "Timer"],
            watch: ["CFBundleDisplayName": "Add to Timer", "NSMicrophoneUsageDescription": "Record audio to talk to the timer."],
            watchResources: ["Watch/InfoPlist.xcstrings"]))
        #expect(lines == [])
    }

    /// Xcode writes a target's `INFOPLIST_KEY_…` build settings into the `Info.plist`
    /// it generates (`GENERATE_INFOPLIST_FILE = YES`), over the file's own value: the
    /// text is reported at the setting, in the project file. Without the generated
    /// file the settings are not read.
    @Test func aGeneratedInfoPlistsTextsAreReportedAtTheirBuildSettings() throws {
        func findings(generates: Bool) throws -> (lines: [String], message: String?) {
            var fixture = Self.fixture(share: ["CFBundleDisplayName": "Share to Timer"], watch: [:])
            let share = try #require(fixture.targets.firstIndex { $0.name == "Share" })
            fixture.targets[share].settings = (generates ? "GENERATE_INFOPLIST_FILE = YES; " : "")
                + "INFOPLIST_KEY_CFBundleDisplayName = \"Add to Timer\"; "
            let watch = try #require(fixture.targets.firstIndex { $0.name == "Watch" })
            fixture.targets[watch].settings = "GENERATE_INFOPLIST_FILE = YES; "
                + "INFOPLIST_KEY_NSMicrophoneUsageDescription = \"Record audio to talk to the timer.\"; "
            let (lines, report) = try projectFindings(fixture)
            return (lines, report.groups.flatMap(\.findings).first?.message)
        }
        let generated = try findings(generates: true)
        #expect(generated.lines == [
            "Share InfoPlist missing-key CFBundleDisplayName/- Fixture.xcodeproj/project.pbxproj:33",
            "Watch InfoPlist missing-key NSMicrophoneUsageDescription/- Fixture.xcodeproj/project.pbxproj:45",
        ])
        #expect(generated.message == "the share extension is shown by the name \"Add to Timer\" (the build setting "
            + "INFOPLIST_KEY_CFBundleDisplayName, which Xcode writes into its Info.plist), and it has no InfoPlist table, "
            + "so every language the app ships (ar, de, en) shows it as written. Add InfoPlist.xcstrings (or "
            + "InfoPlist.strings) with CFBundleDisplayName to the target, or keep the name if it is a brand.")
        // The watch app generates no Info.plist: its settings are not read.
        #expect(try findings(generates: false).lines == [
            "Share InfoPlist missing-key CFBundleDisplayName/- Share/Info.plist:4",
            "Watch InfoPlist missing-key NSMicrophoneUsageDescription/- Fixture.xcodeproj/project.pbxproj:45",
        ])
    }

    /// The system shows a permission prompt only when the code asks for the
    /// permission: a watch app that copies the phone's HealthKit prompts but names no
    /// `HKHealthStore`, or asks for location only while in use, never shows them.
    @Test func aPromptTheTargetsCodeNeverAsksForIsNotReported() throws {
        func lines(watchCode: String) throws -> [String] {
            var fixture = Self.fixture(share: [:], watch: [
                "NSHealthShareUsageDescription": "Read your sleep to time the alarm.",
                "NSLocationWhenInUseUsageDescription": "Find timers near you.",
                "NSLocationAlwaysAndWhenInUseUsageDescription": "Start timers where you arrive.",
            ])
            fixture.files["Watch/WatchView.swift"] = watchCode
            return try projectFindings(fixture).lines
        }
        #expect(try lines(watchCode: "struct WatchView { let player: AVAudioPlayer }") == [])
        #expect(try lines(watchCode: """
            import CoreLocation
            let store = HKHealthStore()
            func start(_ manager: CLLocationManager) { manager.requestWhenInUseAuthorization() }
            """) == [
            "Watch InfoPlist missing-key NSHealthShareUsageDescription/- Watch/Info.plist:4",
            "Watch InfoPlist missing-key NSLocationWhenInUseUsageDescription/- Watch/Info.plist:5",
        ])
        #expect(InfoPlistCoverage.promptRequests["NSLocationAlwaysAndWhenInUseUsageDescription"]?
            .contains("requestWhenInUseAuthorization") == false)
    }

    /// Names the system does not show: a Safari web extension's (Safari lists its
    /// `manifest.json` name), an App Intents extension's, a Lock Screen camera
    /// capture extension's (which also uses its app's camera permission), and a watch
    /// app's that is the product's name with the platform after it.
    @Test func namesTheSystemDoesNotShowAreNotReported() throws {
        var fixture = Self.fixture(share: ["CFBundleDisplayName": "ShareExtension"],
                                   watch: ["CFBundleDisplayName": "TimerRail Watch App"])
        for (name, point) in [("Web", "com.apple.Safari.web-extension"), ("Intents", "com.apple.appintents-extension"),
                              ("Capture", "com.apple.securecapture")] {
            var target = ProjectFixture.Target.appExtension(name, extensionPoint: point, sources: ["\(name)/Main.swift"])
            target.infoPlistTexts = name == "Capture"
                ? ["CFBundleDisplayName": "CaptureExtension", "NSCameraUsageDescription": "Scan the timer's code."]
                : ["CFBundleDisplayName": "\(name)Extension"]
            fixture.files["\(name)/Main.swift"] = "let session = AVCaptureSession()"
            fixture.targets.append(target)
            fixture.targets[0].dependencies.append(name)
        }
        fixture.targets[0].name = "TimerRail"
        let (lines, report) = try projectFindings(fixture)
        #expect(report.plan.apps.map(\.target.name) == ["TimerRail"])
        #expect(lines == ["Share InfoPlist missing-key CFBundleDisplayName/- Share/Info.plist:4"])
        #expect(InfoPlistCoverage.platformless("BabyNapWatchApp") == "BabyNap")
        #expect(InfoPlistCoverage.platformless("Timer Watch") == "Timer")
        #expect(InfoPlistCoverage.platformless("Watch") == "Watch")
    }
}
