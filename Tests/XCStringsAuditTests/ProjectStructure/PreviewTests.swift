import Foundation
import Testing
@testable import XCStringsAudit

/// A literal in a preview is compiled into the extension and shown by Xcode's
/// canvas only: it is no key the extension lacks, and no key of a shared table
/// the extension must cover.
@Suite struct PreviewTests {
    static let view = #"""
        struct TimerView: View {
            var body: some View { Text("Paused") }
        }

        #Preview {
            Text("Hello world")
        }

        #Preview("Glass", traits: .sizeThatFitsLayout) {
            Button("Prominent") {}
        }

        #Preview(as: .systemSmall) {
            TimerWidget()
        } timeline: {
            Entry(title: Text("Time Machine"))
        }

        struct TimerView_Previews: PreviewProvider {
            static var previews: some View { Text("Old preview") }
        }

        struct Footer: View {
            var body: some View { Text("Remaining") }
        }
        """#

    /// The findings of an app and a widget whose one source file is `source` at
    /// `path`, each with a catalog of a key the source does not use.
    static func widgetLines(_ source: String, at path: String) throws -> [String] {
        let fixture = ProjectFixture(
            files: [
                "App/Localizable.xcstrings": catalogText([("Settings", ["en": "Settings", "ar": "الإعدادات"])]),
                "Widget/Localizable.xcstrings": catalogText([("Other", ["en": "Other", "ar": "آخر"])]),
                path: source,
            ],
            targets: [
                .app("App", resources: ["App/Localizable.xcstrings"], embeds: ["Widget"]),
                .widget("Widget", sources: [path], resources: ["Widget/Localizable.xcstrings"]),
            ])
        return try projectFindings(fixture).0
    }

    @Test func aPreviewsLiteralsAreNoMissingKeys() throws {
        let lines = try Self.widgetLines(Self.view, at: "Widget/TimerView.swift")
        #expect(lines == [
            "Widget Localizable missing-key Paused/- Widget/TimerView.swift:2",
            "Widget Localizable missing-key Remaining/- Widget/TimerView.swift:24",
        ])
    }

    @Test func theScannerMarksWhatIsInAPreview() {
        let result = SwiftSourceScanner().scan(Array(Self.view.utf8), file: "TimerView.swift")
        #expect(result.usages.map { "\($0.literal.plainText ?? "?") \($0.isInPreview)" } == [
            "Paused false", "Hello world true", "Prominent true", "Time Machine true", "Old preview true", "Remaining false",
        ])
    }
}

/// A view made hidden where it is made (`Text("XX").hidden()`, a placeholder
/// that only reserves its space) shows nothing, and VoiceOver reads nothing of it.
@Suite struct HiddenViewTests {
    @Test func theScannerMarksAViewMadeHidden() {
        let source = #"""
            struct DayCell: View {
                var body: some View {
                    ZStack {
                        Text("XX").hidden()
                        Text("XX").font(.body).monospacedDigit().hidden()
                        Text("Today")
                        Text("Shown").hidden(false)
                        Button("Close") {}.hidden()
                        Text("Also shown").padding().opacity(0.5)
                    }
                    .navigationTitle("Title").hidden()
                }
            }
            """#
        let result = SwiftSourceScanner().scan(Array(source.utf8), file: "DayCell.swift")
        #expect(result.usages.map { "\($0.literal.plainText ?? "?") \($0.isHidden)" } == [
            "XX true", "XX true", "Today false", "Shown false", "Close true", "Also shown false", "Title false",
        ])
        #expect(result.usages.filter(\.isNeverShown).count == 3)
    }

    @Test func aHiddenPlaceholdersKeyIsNoMissingKey() throws {
        let lines = try PreviewTests.widgetLines(#"ZStack { Text("XX").hidden(); Text("Day") }"#, at: "Widget/DayCell.swift")
        #expect(lines == ["Widget Localizable missing-key Day/- Widget/DayCell.swift:1"])
    }
}

/// An extension that compiles the app's shared files runs only the code its own
/// files reach by name (and what the system starts: `@main`, App Intents): the
/// lookups of a shared file nothing of it names are compiled and never shown.
@Suite struct UnreachedCodeTests {
    static let files = [
        "App/Localizable.xcstrings": catalogText([("Settings", ["en": "Settings", "ar": "الإعدادات"])]),
        "Widget/Localizable.xcstrings": catalogText([("Other", ["en": "Other", "ar": "آخر"])]),
        "App/AppView.swift": #"struct AppView: View { var body: some View { Text("Settings"); RoomList() } }"#,
        "Widget/TimerWidget.swift": #"struct TimerView: View { var body: some View { Text(Room.title); Text("Paused") } }"#,
        "Shared/Room.swift": #"struct Room { static var title: LocalizedStringResource { "Room" } }"# + "\n"
            + #"extension Room { static var subtitle: LocalizedStringResource { "Room subtitle" } }"#,
        "Shared/RoomList.swift": #"struct RoomList: View { var body: some View { Text("No rooms yet") } }"#,
        "Shared/RefreshIntent.swift": #"struct RefreshIntent: AppIntent { static var title: LocalizedStringResource = "Refresh rooms" }"#,
    ]

    @Test func aSharedFileTheExtensionNeverNamesIsNotItsCode() throws {
        let shared = ["Shared/Room.swift", "Shared/RoomList.swift", "Shared/RefreshIntent.swift"]
        let fixture = ProjectFixture(
            files: Self.files,
            targets: [
                .app("App", sources: ["App/AppView.swift"] + shared, resources: ["App/Localizable.xcstrings"], embeds: ["Widget"]),
                .widget("Widget", sources: ["Widget/TimerWidget.swift"] + shared, resources: ["Widget/Localizable.xcstrings"]),
            ])
        let (lines, _) = try projectFindings(fixture)
        // `Room.subtitle`, which nothing names, does not run either (``CodeReachTests``).
        #expect(lines == [
            "Widget Localizable missing-key Refresh rooms/- Shared/RefreshIntent.swift:1",
            "Widget Localizable missing-key Room/- Shared/Room.swift:1",
            "Widget Localizable missing-key Paused/- Widget/TimerWidget.swift:1",
        ])
    }

    /// With no file of its own, what the extension runs is not known: every file counts.
    @Test func anExtensionWithNoFileOfItsOwnRunsAllItCompiles() throws {
        let shared = ["Shared/Room.swift", "Shared/RoomList.swift", "Widget/TimerWidget.swift"]
        let fixture = ProjectFixture(
            files: Self.files,
            targets: [
                .app("App", sources: ["App/AppView.swift"] + shared, resources: ["App/Localizable.xcstrings"], embeds: ["Widget"]),
                .widget("Widget", sources: shared, resources: ["Widget/Localizable.xcstrings"]),
            ])
        let (lines, _) = try projectFindings(fixture)
        #expect(lines.contains("Widget Localizable missing-key No rooms yet/- Shared/RoomList.swift:1"))
    }
}
