import Foundation
import Testing
@testable import XCStringsAudit

/// Issue 24, kind 8: a `String` assembled from literals and shown by `Text` reads
/// the same in every language — `unlocalized-text`, from the command line in pair
/// mode and in project mode.
@Suite struct UnlocalizedTextEndToEndTests {
    static let catalog = catalogText([
        ("Paused", ["en": "Paused", "de": "Pausiert"]),
        ("Start", ["en": "Start", "de": "Starten"]),
    ])

    /// A phase whose title is a switch of literals, one of them a catalog key, and
    /// a brand name shown verbatim on purpose.
    static let phase = """
        enum TimerPhase {
            case running, paused
            var title: String {
                switch self {
                case .running: return "Running"
                case .paused: return "Paused"
                }
            }
        }
        """
    static let view = """
        struct StatusView: View {
            let phase: TimerPhase
            static let hint = "Tap to resume"
            var body: some View {
                Text(phase.title)
                Text(Self.hint)
                Text(verbatim: Self.hint)
                // xcstrings-audit:ignore unlocalized-text -- the product's name
                Text(Self.hint)
            }
        }
        """

    @Test func pairModeReportsEachTextWithBothPlaces() throws {
        let workspace = FileManager.default.temporaryDirectory.appendingPathComponent("unlocalized-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: workspace) }
        let files = ["App.xcstrings": Self.catalog, "Widget.xcstrings": Self.catalog,
                     "WidgetSources/TimerPhase.swift": Self.phase, "WidgetSources/StatusView.swift": Self.view]
        for (path, text) in files {
            let url = workspace.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let output = try #require(try CommandRunner.run(["--sources", "WidgetSources", "App.xcstrings", "Widget.xcstrings"],
                                                        in: workspace))
        #expect(output.status == 1)
        #expect(output.standardError == "")
        #expect(output.standardOutput == """
            WidgetSources/StatusView.swift:5:9: error: [unlocalized-text] Text(phase.title) shows a String, which \
            SwiftUI displays as it is, without looking it up: phase.title is assembled from literals, "Paused" \
            (WidgetSources/TimerPhase.swift:6:30) and "Running"; "Paused" is a key of the widget catalog \
            (Widget.xcstrings:1:135), translated into de, but the widget never looks it up and shows it untranslated \
            in every language. Look it up: String(localized: "Paused") where the literal is written, or \
            Text(LocalizedStringKey(phase.title)) — or write Text(verbatim: phase.title) if it is meant to read the \
            same in every language.
            WidgetSources/StatusView.swift:6:9: warning: [unlocalized-text] Text(Self.hint) shows a String, which \
            SwiftUI displays as it is, without looking it up: Self.hint is assembled from literals, "Tap to resume" \
            (WidgetSources/StatusView.swift:3:23), so the widget shows it as written in every language. Look it up: \
            String(localized: "Tap to resume") where the literal is written, or Text(LocalizedStringKey(Self.hint)) \
            — or write Text(verbatim: Self.hint) if it is meant to read the same in every language.
            1 error, 1 warning, 0 notes.

            """)
        // Rule control turns it off like any rule.
        let disabled = try #require(try CommandRunner.run(
            ["--disable", "unlocalized-text", "--sources", "WidgetSources", "App.xcstrings", "Widget.xcstrings"],
            in: workspace))
        #expect(disabled.status == 0)
        #expect(!disabled.standardOutput.contains("unlocalized-text"))
    }

    @Test func projectModeReadsTheExtensionsSourcesAndTables() throws {
        let fixture = ProjectFixture(
            files: [
                "App/Localizable.xcstrings": Self.catalog,
                "App/AppView.swift": "struct AppView: View { static let note = \"Welcome back\"\n var body: some View { Text(Self.note) } }",
                "Widget/Localizable.xcstrings": Self.catalog,
                "Widget/TimerPhase.swift": Self.phase,
                "Widget/StatusView.swift": Self.view,
            ],
            targets: [
                .app("App", sources: ["App/AppView.swift"], resources: ["App/Localizable.xcstrings"], embeds: ["Widget"]),
                .appExtension("Widget", extensionPoint: "com.apple.widgetkit-extension",
                              sources: ["Widget/TimerPhase.swift", "Widget/StatusView.swift"],
                              resources: ["Widget/Localizable.xcstrings"]),
            ])
        let (lines, report) = try projectFindings(fixture)
        // The app's own Text is not the widget's concern.
        #expect(lines == [
            "Widget - unlocalized-text -/- Widget/StatusView.swift:5",
            "Widget - unlocalized-text -/- Widget/StatusView.swift:6",
        ])
        let findings = report.groups.flatMap(\.findings)
        #expect(findings.map(\.severity) == [.error, .warning])
        let message = try #require(findings.first?.message)
        #expect(message.contains("/Widget/TimerPhase.swift:6:30) and \"Running\"; \"Paused\" is a key of the widget catalog ("))
        #expect(message.hasSuffix("/Widget/Localizable.xcstrings:1:135), translated into de, but the widget never looks "
            + "it up and shows it untranslated in every language. Look it up: String(localized: \"Paused\") where the "
            + "literal is written, or Text(LocalizedStringKey(phase.title)) — or write Text(verbatim: phase.title) if "
            + "it is meant to read the same in every language."))
    }

    /// A notification service extension that sets a notification's text to a
    /// literal shows it as written: a warning, an error where the literal is a key
    /// of its tables. A literal looked up (`.localized`), a value, a comparison, the
    /// app's name, the app's notification code it compiles too, a widget's `body`
    /// and a branch for older systems than the extension runs on are not; nor is a
    /// view it compiles: it draws none (the widget that compiles it too does). An
    /// alert's literal title is the widget's in its own file, not in one the app
    /// compiles too (the alert may be the app's).
    @Test func aNotificationServiceShowsTheTextItSets() throws {
        let service = """
            class NotificationService: UNNotificationServiceExtension {
                override func didReceive(_ request: UNNotificationRequest) {
                    bestAttemptContent?.title = "Incoming Call"
                    bestAttemptContent?.body = "Start".localized
                    if status == "Paused" { bestAttemptContent!.subtitle = name }
                    bestAttemptContent?.subtitle = "Paused"
                    content.body = "%@"
                    bestAttemptContent?.title = "App"
                    if #available(iOS 14.5, *) { bestAttemptContent?.body = "New message" } else { content.body = "Open the app" }
                }
            }
            """
        let shared = "func remind(_ content: UNMutableNotificationContent) { content.body = \"Time to stretch\" }"
        func serviceTarget() -> ProjectFixture.Target {
            var target = ProjectFixture.Target.appExtension(
                "Service", extensionPoint: "com.apple.usernotifications.service",
                sources: ["Service/NotificationService.swift", "Shared/Reminder.swift", "Shared/Badge.swift"],
                resources: ["Service/Localizable.xcstrings"])
            target.settings = "IPHONEOS_DEPLOYMENT_TARGET = 15.6; "
            return target
        }
        let fixture = ProjectFixture(
            files: [
                "App/Localizable.xcstrings": Self.catalog, "App/AppView.swift": "struct AppView {}",
                "Service/Localizable.xcstrings": Self.catalog, "Service/NotificationService.swift": service,
                "Shared/Reminder.swift": shared,
                "Shared/Badge.swift": "struct Badge: View { var title: String { \"Resume\" }\n var body: some View { Text(title) } }",
                "Shared/Alerts.swift": "func warn() { _ = UIAlertAction(title: \"Try again\", style: .default) }",
                "Widget/Alert.swift": "func warn() { _ = UIAlertAction(title: \"Could not load\", style: .default) }",
                "Widget/Localizable.xcstrings": Self.catalog,
                "Widget/Entry.swift": "struct Entry { func fill(_ content: Card) { content.body = \"Tap to resume\" } }",
            ],
            targets: [
                .app("App", sources: ["App/AppView.swift", "Shared/Reminder.swift", "Shared/Alerts.swift"],
                     resources: ["App/Localizable.xcstrings"],
                     embeds: ["Service", "Widget"]),
                serviceTarget(),
                .appExtension("Widget", extensionPoint: "com.apple.widgetkit-extension",
                              sources: ["Widget/Entry.swift", "Shared/Badge.swift", "Shared/Alerts.swift", "Widget/Alert.swift"],
                              resources: ["Widget/Localizable.xcstrings"]),
            ])
        let (lines, report) = try projectFindings(fixture)
        #expect(lines == [
            "Service - unlocalized-text -/- Service/NotificationService.swift:3",
            "Service - unlocalized-text -/- Service/NotificationService.swift:6",
            "Service - unlocalized-text -/- Service/NotificationService.swift:9",
            "Widget - unlocalized-text -/- Shared/Badge.swift:2",
            "Widget - unlocalized-text -/- Widget/Alert.swift:1",
        ])
        let findings = report.groups.flatMap(\.findings).filter { $0.file.hasSuffix("NotificationService.swift") }
        #expect(findings.map(\.severity) == [.warning, .error, .warning])
        #expect(findings.map(\.message) == [
            "The notification's title is set to \"Incoming Call\", which it shows as written in every language. "
                + "Look it up: String(localized: \"Incoming Call\").",
            "The notification's subtitle is set to \"Paused\", which it shows as written in every language; "
                + "\"Paused\" is a key of the extension's tables, but it is never looked up. Look it up: "
                + "String(localized: \"Paused\").",
            "The notification's body is set to \"New message\", which it shows as written in every language. "
                + "Look it up: String(localized: \"New message\").",
        ])
    }

    /// A notification's text set to a name the extension assembles from literals
    /// (a computed `String?` whose every result is one) shows them as written: one
    /// finding at the assignment, naming them. Such a value is never `nil`, so the
    /// literal after its `??` is not shown; after model data's, it is. A call and
    /// a subscript are not followed.
    @Test func aNotificationShowsTheLiteralsItsTextIsAssembledFrom() throws {
        let service = """
            class NotificationService: UNNotificationServiceExtension {
                override func didReceive(_ request: UNNotificationRequest) {
                    bestAttemptContent?.body = event.displayMessage ?? "Syncing in the background"
                    bestAttemptContent?.title = event.sender ?? "New payment"
                    bestAttemptContent?.subtitle = event.summary()
                    bestAttemptContent?.body = payload["body"] ?? ""
                    bestAttemptContent?.title = event.headline
                }
            }
            """
        let event = """
            struct LightningEvent {
                let kind: Kind
                let sender: String?
                let headline: String
                var displayMessage: String? {
                    switch kind {
                    case .payment:
                        if let amount { return "You received \\(amount) sats!" }
                        return "Payment received"
                    case .stuck: return "Your node is having sync issues"
                    }
                }
                func summary() -> String { "Payment summary" }
            }
            """
        let fixture = ProjectFixture(
            files: [
                "App/Localizable.xcstrings": Self.catalog, "App/AppView.swift": "struct AppView {}",
                "Service/Localizable.xcstrings": Self.catalog, "Service/NotificationService.swift": service,
                "Service/LightningEvent.swift": event,
            ],
            targets: [
                .app("App", sources: ["App/AppView.swift"], resources: ["App/Localizable.xcstrings"], embeds: ["Service"]),
                .appExtension("Service", extensionPoint: "com.apple.usernotifications.service",
                              sources: ["Service/NotificationService.swift", "Service/LightningEvent.swift"],
                              resources: ["Service/Localizable.xcstrings"]),
            ])
        let (lines, report) = try projectFindings(fixture)
        #expect(lines == [
            "Service - unlocalized-text -/- Service/NotificationService.swift:3",
            "Service - unlocalized-text -/- Service/NotificationService.swift:4",
        ])
        let findings = report.groups.flatMap(\.findings)
        #expect(findings.map(\.column) == [36, 53])
        let message = try #require(findings.first?.message)
        #expect(message.hasPrefix("The notification's body is set to event.displayMessage, which is assembled from "
            + "literals, \"You received \\(amount) sats!\" ("))
        #expect(message.hasSuffix("/Service/LightningEvent.swift:8:36) and \"Payment received\", \"Your node is having "
            + "sync issues\": the notification shows them as written in every language. Look each up where it is "
            + "written: String(localized: …)."))
        #expect(findings.last?.message == "The notification's title is set to \"New payment\", which it shows as "
            + "written in every language. Look it up: String(localized: \"New payment\").")
    }
}
