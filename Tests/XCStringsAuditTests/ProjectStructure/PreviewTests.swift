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

    @Test func aPreviewsLiteralsAreNoMissingKeys() throws {
        let fixture = ProjectFixture(
            files: [
                "App/Localizable.xcstrings": catalogText([("Settings", ["en": "Settings", "ar": "الإعدادات"])]),
                "Widget/Localizable.xcstrings": catalogText([("Other", ["en": "Other", "ar": "آخر"])]),
                "Widget/TimerView.swift": Self.view,
            ],
            targets: [
                .app("App", resources: ["App/Localizable.xcstrings"], embeds: ["Widget"]),
                .widget("Widget", sources: ["Widget/TimerView.swift"], resources: ["Widget/Localizable.xcstrings"]),
            ])
        let (lines, _) = try projectFindings(fixture)
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
