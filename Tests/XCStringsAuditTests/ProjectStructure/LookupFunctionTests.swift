import Foundation
import Testing
@testable import XCStringsAudit

/// The project's own lookup functions, and lookups that take their key as a
/// `String`, in project mode.
@Suite struct LookupFunctionTests {
    /// Criptext's notification extension calls `String.localize(_:)`, which looks
    /// the key up in `CriptextLocalizable`: a key that table lacks shows raw, and a
    /// key only another table has is no help.
    @Test func aLookupFunctionLooksUpInItsOwnTable() throws {
        let fixture = ProjectFixture(
            files: [
                "App/en.lproj/Mail.strings": stringsFile([("Sent", "Sent")]),
                "App/de.lproj/Mail.strings": stringsFile([("Sent", "Gesendet")]),
                "App/en.lproj/Passcode.strings": stringsFile([("PasscodeEnter", "Enter your passcode")]),
                "App/de.lproj/Passcode.strings": stringsFile([("PasscodeEnter", "Code eingeben")]),
                "Notify/NotificationService.swift": #"""
                    extension String {
                        static func localize(_ text: String) -> String {
                            return NSLocalizedString(text, tableName: "Mail", comment: "")
                        }
                    }
                    class NotificationService: UNNotificationServiceExtension {
                        override func serviceExtensionTimeWillExpire() {
                            content.title = String.localize("Sent")
                            content.body = String.localize("You may have new emails")
                            content.subtitle = String.localize("PasscodeEnter")
                        }
                    }
                    """#,
            ],
            targets: [
                .app("App", resources: ["App/Mail.strings", "App/Passcode.strings"], embeds: ["Notify"]),
                .appExtension("Notify", extensionPoint: "com.apple.usernotifications.service",
                              sources: ["Notify/NotificationService.swift"], resources: ["App/Mail.strings"]),
            ])
        let (lines, _) = try projectFindings(fixture)
        #expect(lines == [
            "Notify Mail missing-key You may have new emails/- Notify/NotificationService.swift:9",
            "Notify Mail missing-key PasscodeEnter/- Notify/NotificationService.swift:10",
        ])
    }

    /// A lookup that takes its key as a `String` puts an interpolation's text into
    /// the key at run time: it finds whichever key of that shape the table has
    /// (Nedaa's `NSLocalizedString("occasion.\(id)", comment: "")` finds
    /// `occasion.ramadan`). Where the table has none, it shows raw; a
    /// `LocalizedStringKey`'s interpolation is a format's argument, as before.
    @Test func aKeyMadeAtRunTimeFindsTheKeysOfItsShape() throws {
        let fixture = ProjectFixture(
            files: [
                "App/Localizable.xcstrings": catalogText([
                    ("Start", ["en": "Start", "ar": "ابدأ"]),
                    ("season.%@", ["en": "Season %@", "ar": "موسم %@"]),
                ]),
                "Widget/Localizable.xcstrings": catalogText([
                    ("occasion.ramadan", ["en": "Ramadan", "ar": "رمضان"]),
                    ("day.1", ["en": "First day", "ar": "اليوم الأول"]),
                    ("Error: %@", ["en": "Error: %@", "ar": "خطأ: %@"]),
                ]),
                "Widget/OccasionView.swift": #"""
                    extension String {
                        var localized: String { NSLocalizedString(self, comment: "") }
                    }
                    func tr(_ key: String) -> String { NSLocalizedString(key, comment: "") }
                    struct OccasionView: View {
                        let id: String
                        let day: Int
                        var body: some View {
                            Text(NSLocalizedString("occasion.\(id)", comment: ""))
                            Text("occasion.\(id)".localized)
                            Text(tr("occasion.\(id)"))
                            Text(NSLocalizedString("season.\(id)", comment: ""))
                            Text(NSLocalizedString("occasion.\(id).short", comment: ""))
                            Text("day.\(day)")
                        }
                    }
                    """#,
            ],
            targets: [
                .app("App", resources: ["App/Localizable.xcstrings"], embeds: ["Widget"]),
                .widget("Widget", sources: ["Widget/OccasionView.swift"], resources: ["Widget/Localizable.xcstrings"]),
            ])
        let (lines, report) = try projectFindings(fixture)
        let season = try #require(report.groups.flatMap(\.findings).first { $0.key == "season.%@" })
        #expect(season.message == #""season.\(id)" makes its key at run time, and the extension's catalog has no key "#
            + "of that shape, so the extension shows the key it makes, untranslated. For a text with a value in it, look "
            + "a format up and fill the value in (String(localized:) with the interpolation, or String(format:) of the "
            + "lookup); for a key chosen at run time, add each key it can make to the extension's catalog.")
        // The app's `season.%@` is not what it looks up: `--fix` copies nothing for it.
        #expect(!season.isFixable)
        #expect(report.audits.allSatisfy { !$0.result.plan.addedKeys.contains("season.%@") })
        #expect(lines == [
            "Widget Localizable missing-key season.%@/- Widget/OccasionView.swift:12",
            "Widget Localizable missing-key occasion.%@.short/- Widget/OccasionView.swift:13",
            "Widget Localizable missing-key day.%lld/- Widget/OccasionView.swift:14",
        ])
    }

    /// A member of `String` that localizes `self`, declared in one file, makes
    /// `"key".member` a lookup in another, though project mode scans each file
    /// apart (PizzaHelper's `"pzWidgetsKit.cfgName.dailyCommission".i18nWidgets`).
    @Test func aStringMemberDeclaredInAnotherFileLooksUp() throws {
        let fixture = ProjectFixture(
            files: [
                "App/Localizable.xcstrings": catalogText([("Steps today", ["en": "Steps today", "de": "Schritte heute"])]),
                "Widget/Localizable.xcstrings": catalogText([("Calories", ["en": "Calories", "de": "Kalorien"])]),
                "Widget/String+Widget.swift": """
                    extension String {
                        var i18nWidgets: String { String(localized: .init(stringLiteral: self), bundle: .main) }
                    }
                    """,
                "Widget/StepsView.swift": """
                    struct StepsView: View {
                        var body: some View {
                            Text("Steps today".i18nWidgets)
                            Text("Calories".i18nWidgets)
                        }
                    }
                    """,
            ],
            targets: [
                .app("App", resources: ["App/Localizable.xcstrings"], embeds: ["Widget"]),
                .widget("Widget", sources: ["Widget/String+Widget.swift", "Widget/StepsView.swift"],
                        resources: ["Widget/Localizable.xcstrings"]),
            ])
        let (lines, _) = try projectFindings(fixture)
        #expect(lines == ["Widget Localizable missing-key Steps today/- Widget/StepsView.swift:3"])
    }
}
